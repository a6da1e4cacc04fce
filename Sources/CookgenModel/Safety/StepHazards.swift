import CookgenSupport
/// Which steps need an adult, and why: the one place that reads hazards from step text and
/// cookware. The adult-step marks and the safety-guide links both ask it.
///
/// A step needs an adult when it is marked (`[adult]` at its start, or `adult_steps:` in the
/// front matter). In a recipe without marks, a step needs one when its words or cookware name
/// a hazard in the recipe's language (`knife`, `bake`, `Messer`, `backen`: the lists are in
/// `StepHazards+Words.swift`); `adult_steps: none` turns that off. A recipe that marks its steps
/// has said which ones need an adult — "cut the banana with a child's knife" stays the child's.
/// Marked steps get their reasons from the mark, or else from their words.
public struct StepHazards: Sendable {
    /// Whole words → hazards, looked up directly; the rest are matched one by one.
    private let words: [String: Set<Hazard>]
    /// One-word patterns that are not whole words (`chop*`, `*messer`): answered per word, once.
    private let partials: [(Pattern.Part, Hazard)]
    /// Words in a row (`hot oil`, `in scheiben`).
    private let phrases: [(Pattern, Hazard)]
    /// What each word says (see `WordInfo`): a cookbook's steps share a few thousand words,
    /// and every step of every recipe is read.
    private let wordInfo = SharedMemo<String, WordInfo>(limit: 200_000)
    private let exclusions: [Pattern]
    /// One exact word of each exclusion and phrase (its longest): a text without any of them
    /// has no exclusion or phrase that can match, and its hazards are those of its words.
    private let keyWords: Set<String>
    /// Whether some exclusion or phrase has no exact word to key it by: then every text is read in full.
    private let readEveryTextInFull: Bool

    /// The hazards a word names by itself, and whether it is the key word of an exclusion or phrase.
    private struct WordInfo: Sendable {
        var hazards: Set<Hazard>
        var isKeyWord: Bool
    }

    /// Reads hazards in `language` (`de`, `en-GB`); languages without word lists use English.
    public init(language: String) {
        let list = Self.words[Self.base(language)] ?? Self.words["en"]!
        var words: [String: Set<Hazard>] = [:]
        var patterns: [(Pattern, Hazard)] = []
        for hazard in Hazard.allCases {
            for written in list.hazards[hazard] ?? [] {
                let pattern = Pattern(written)
                if pattern.parts.count == 1, case .exact(let word) = pattern.parts[0] { words[word, default: []].insert(hazard) }
                else { patterns.append((pattern, hazard)) }
            }
        }
        self.words = words
        partials = patterns.filter { $0.0.parts.count == 1 }.map { ($0.0.parts[0], $0.1) }
        phrases = patterns.filter { $0.0.parts.count > 1 }
        exclusions = list.exclusions.map(Pattern.init)
        let keyed = exclusions + phrases.map(\.0)
        keyWords = Set(keyed.compactMap { pattern in pattern.exactWords.max { $0.count < $1.count } })
        readEveryTextInFull = keyed.contains { $0.exactWords.isEmpty }
    }

    private static func base(_ language: String) -> String {
        language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? "en"
    }

    /// A reader per language with word lists, built once.
    private static let readers: [String: StepHazards] = Dictionary(uniqueKeysWithValues: words.keys.map { ($0, StepHazards(language: $0)) })

    /// The reader for a language: the shared one when there is a word list for it.
    public static func reader(for language: String) -> StepHazards {
        readers[base(language)] ?? readers["en"]!
    }

    /// The hazards of each step of a recipe, in step order (sections flattened).
    public static func hazards(of recipe: Recipe, siteLanguage: String) -> [[Hazard]] {
        let reader = reader(for: recipe.metadata.locale ?? siteLanguage)
        let steps = recipe.steps
        let deriving = recipe.metadata.deriveAdultSteps && !steps.contains { $0.adultHazards != nil }
        return steps.map { reader.hazards(of: $0, in: recipe, deriving: deriving) }
    }

    /// Why a step needs an adult, sorted; empty when it does not (or is marked without a reason
    /// its words give). `deriving`: whether unmarked steps are read too.
    public func hazards(of step: Step, in recipe: Recipe, deriving: Bool) -> [Hazard] {
        guard deriving || step.adultHazards != nil else { return [] }
        let given = step.adultHazards ?? []
        return given.isEmpty ? read(step, in: recipe) : given.sorted()
    }

    /// The hazards the words of a text name.
    ///
    /// Most texts have none of the key words of an exclusion or phrase: their hazards are
    /// those their words name, one lookup per word. The others are read in full.
    public func hazards(inText text: String) -> [Hazard] {
        let tokens = Self.tokens(text)
        if !readEveryTextInFull {
            var found = Set<Hazard>()
            var keyed = false
            for token in tokens {
                let info = info(of: token)
                if info.isKeyWord {
                    keyed = true
                    break
                }
                if !info.hazards.isEmpty { found.formUnion(info.hazards) }
            }
            if !keyed { return found.sorted() }
        }
        return hazards(readingInFull: tokens)
    }

    /// `hazards(inText:)` with every exclusion and phrase tried, whatever the words.
    package func hazardsReadInFull(inText text: String) -> [Hazard] {
        hazards(readingInFull: Self.tokens(text))
    }

    private func hazards(readingInFull words: [String]) -> [Hazard] {
        var tokens = words
        var present = Set(tokens)
        // An exclusion without one of its words in the text cannot match: most steps skip them all.
        var blanked = false
        for pattern in exclusions where pattern.exactWords.allSatisfy(present.contains) {
            for range in pattern.matches(in: tokens) {
                for i in range { tokens[i] = "" }
                blanked = true
            }
        }
        if blanked { present = Set(tokens) }
        var found = Set<Hazard>()
        for token in present where !token.isEmpty { found.formUnion(hazards(ofWord: token)) }
        for (pattern, hazard) in phrases
        where !found.contains(hazard) && pattern.exactWords.allSatisfy(present.contains) && pattern.occurs(in: tokens) {
            found.insert(hazard)
        }
        return found.sorted()
    }

    /// The hazards one word names by itself: as a whole word or a one-word pattern.
    private func hazards(ofWord word: String) -> Set<Hazard> {
        info(of: word).hazards
    }

    private func info(of word: String) -> WordInfo {
        if let known = wordInfo.value(for: word) { return known }
        var found = words[word] ?? []
        for (part, hazard) in partials where !found.contains(hazard) && Pattern.match(part, word) { found.insert(hazard) }
        let info = WordInfo(hazards: found, isKeyWord: keyWords.contains(word))
        wordInfo.store(info, for: word)
        return info
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
    package static func tokens(_ text: String) -> [String] {
        if let words = text.asciiLowercasedWords { return words }
        return text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Words in a row; `*` at either end of a word matches longer words (`chop*`, `*messer`).
    package struct Pattern: Sendable {
        package enum Part: Sendable { case exact(String), prefix(String), suffix(String), contains(String) }
        package let parts: [Part]
        /// The words the pattern needs as they are: a text without one of them cannot match.
        package let exactWords: [String]

        package init(_ text: String) {
            parts = text.lowercased().split(separator: " ").map { word in
                let w = String(word)
                switch (w.hasPrefix("*"), w.hasSuffix("*") && w.count > 1) {
                case (true, true): return .contains(String(w.dropFirst().dropLast()))
                case (true, false): return .suffix(String(w.dropFirst()))
                case (false, true): return .prefix(String(w.dropLast()))
                case (false, false): return .exact(w)
                }
            }
            exactWords = parts.compactMap { if case .exact(let w) = $0 { w } else { nil } }
        }

        package func matches(in tokens: [String]) -> [Range<Int>] {
            guard !parts.isEmpty, tokens.count >= parts.count else { return [] }
            return (0...(tokens.count - parts.count)).compactMap { start in
                parts.indices.allSatisfy { Self.match(parts[$0], tokens[start + $0]) } ? start..<(start + parts.count) : nil
            }
        }

        /// Whether the words occur anywhere; a plain loop, since every step of every recipe asks.
        package func occurs(in tokens: [String]) -> Bool {
            guard !parts.isEmpty, tokens.count >= parts.count else { return false }
            var start = 0
            while start + parts.count <= tokens.count {
                var k = 0
                while k < parts.count, Self.match(parts[k], tokens[start + k]) { k += 1 }
                if k == parts.count { return true }
                start += 1
            }
            return false
        }

        fileprivate static func match(_ part: Part, _ token: String) -> Bool {
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
