/// Which steps need an adult, and why: the one place that reads hazards from step text and
/// cookware. The adult-step marks and the safety-guide links both ask it.
///
/// A step needs an adult when it is marked (`[adult]` at its start, or `adult_steps:` in the
/// front matter) or when its words or cookware name a hazard in the recipe's language
/// (`knife`, `bake`, `Messer`, `backen`: the lists are in `StepHazards+Words.swift`).
/// `adult_steps: none` turns the reading of words off for a recipe; marks still count.
public struct StepHazards: Sendable {
    private let patterns: [(Pattern, Hazard)]
    private let exclusions: [Pattern]

    /// Reads hazards in `language` (`de`, `en-GB`); languages without word lists use English.
    public init(language: String) {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? "en"
        let words = Self.words[base] ?? Self.words["en"]!
        patterns = Hazard.allCases.flatMap { hazard in (words.hazards[hazard] ?? []).map { (Pattern($0), hazard) } }
        exclusions = words.exclusions.map(Pattern.init)
    }

    /// The hazards of each step of a recipe, in step order (sections flattened).
    public static func hazards(of recipe: Recipe, siteLanguage: String) -> [[Hazard]] {
        let reader = StepHazards(language: recipe.metadata.locale ?? siteLanguage)
        return recipe.steps.map { reader.hazards(of: $0, in: recipe) }
    }

    /// Why a step needs an adult, sorted; empty when it does not. A marked step without a
    /// reason gets the reasons its words give, or none.
    public func hazards(of step: Step, in recipe: Recipe) -> [Hazard] {
        let derived = recipe.metadata.deriveAdultSteps || step.adultHazards != nil ? read(step, in: recipe) : []
        return Set(derived + (step.adultHazards ?? [])).sorted()
    }

    /// Whether a step is marked or derived as needing an adult.
    public func needsAdult(_ step: Step, in recipe: Recipe) -> Bool {
        step.adultHazards != nil || !hazards(of: step, in: recipe).isEmpty
    }

    /// The hazards the words of a text name.
    public func hazards(inText text: String) -> [Hazard] {
        var tokens = Self.tokens(text)
        for pattern in exclusions {
            for range in pattern.matches(in: tokens) { for i in range { tokens[i] = "" } }
        }
        var found = Set<Hazard>()
        for (pattern, hazard) in patterns where !found.contains(hazard) && !pattern.matches(in: tokens).isEmpty {
            found.insert(hazard)
        }
        return found.sorted()
    }

    private func read(_ step: Step, in recipe: Recipe) -> [Hazard] {
        let text = step.items.map { item -> String in
            switch item {
            case .text(let s): s
            case .cookware(let i): recipe.cookware.indices.contains(i) ? " \(recipe.cookware[i].name) " : " "
            // Ingredient names ("baking powder") are not actions; a gap keeps the words apart.
            case .ingredient, .timer: " , "
            }
        }.joined()
        return hazards(inText: text)
    }

    /// Lowercased words; anything that is not a letter or digit separates them.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Words in a row; `*` at either end of a word matches longer words (`chop*`, `*messer`).
    struct Pattern: Sendable {
        enum Part: Sendable { case exact(String), prefix(String), suffix(String), contains(String) }
        let parts: [Part]

        init(_ text: String) {
            parts = text.lowercased().split(separator: " ").map { word in
                let w = String(word)
                switch (w.hasPrefix("*"), w.hasSuffix("*") && w.count > 1) {
                case (true, true): return .contains(String(w.dropFirst().dropLast()))
                case (true, false): return .suffix(String(w.dropFirst()))
                case (false, true): return .prefix(String(w.dropLast()))
                case (false, false): return .exact(w)
                }
            }
        }

        func matches(in tokens: [String]) -> [Range<Int>] {
            guard !parts.isEmpty, tokens.count >= parts.count else { return [] }
            return (0...(tokens.count - parts.count)).compactMap { start in
                parts.indices.allSatisfy { Self.match(parts[$0], tokens[start + $0]) } ? start..<(start + parts.count) : nil
            }
        }

        private static func match(_ part: Part, _ token: String) -> Bool {
            guard !token.isEmpty else { return false }
            switch part {
            case .exact(let w): return token == w
            case .prefix(let w): return token.hasPrefix(w)
            case .suffix(let w): return token.hasSuffix(w)
            case .contains(let w): return token.contains(w)
            }
        }
    }
}
