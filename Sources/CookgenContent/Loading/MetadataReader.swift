import CookgenSupport
import CookgenModel
/// Reads recipe metadata from a front-matter mapping (Markdown front matter or
/// Cooklang metadata), reporting values it cannot use at their own line.
package struct MetadataReader {
    /// What front matter holds besides metadata.
    package struct Lists {
        package var ingredients: YAMLValue?
        package var directions: YAMLValue?
        package var components: YAMLValue?
        package var slug: String?
        package var notes: String = ""
    }

    package let file: String
    package private(set) var diagnostics: [Diagnostic] = []
    /// Keys kept so far, so a repeated key is looked for only when it was seen (linear in keys).
    private var keptKeys = Set<String>()
    /// Unknown keys met so far: suggestions are looked for for the first few only.
    private var unknownKeys = 0
    private static let keySuggester = Suggester(FrontMatterKey.knownSpellings)

    package init(file: String) {
        self.file = file
    }

    /// Fills `metadata` from the entries; returns the lists the loader parses itself.
    package mutating func read(_ entries: [YAMLEntry], into metadata: inout RecipeMetadata) -> Lists {
        var lists = Lists()
        for entry in entries {
            guard let key = FrontMatterKey.named(entry.key) else {
                warnUnknownKey(entry)
                keep(entry, in: &metadata)
                continue
            }
            if key == .kept { keep(entry, in: &metadata) } else { read(key, entry.value, into: &metadata, lists: &lists) }
        }
        if metadata.totalMinutes == nil, metadata.prepMinutes != nil || metadata.cookMinutes != nil {
            metadata.totalMinutes = (metadata.prepMinutes ?? 0) + (metadata.cookMinutes ?? 0)
        }
        return lists
    }

    private mutating func read(_ key: FrontMatterKey, _ value: YAMLValue, into m: inout RecipeMetadata, lists: inout Lists) {
        switch key {
        case .title: if let s = text(value, key) { m.title = s }
        case .slug: lists.slug = text(value, key)
        case .description: m.description = text(value, key)
        case .date: m.date = date(value)
        case .updated: m.updated = date(value)
        case .author: m.author = joined(value)
        case .source: m.source = text(value, key) ?? value.entries.flatMap { sourceFromMapping($0) }
        case .image: m.image = located(value.list.first ?? value)
        case .imageAlt: m.imageAlt = text(value, key)
        case .categories: m.categories = terms(value)
        case .courses: m.courses = terms(value)
        case .cuisines: m.cuisines = terms(value)
        case .diets: m.diets = terms(value)
        case .seasons: m.seasons = terms(value)
        case .level: m.level = terms(value).first
        case .tags: m.tags = terms(value)
        case .servings: readServings(value, into: &m)
        case .yield: readYield(value, into: &m)
        case .prepTime: m.prepMinutes = minutes(value)
        case .cookTime: m.cookMinutes = minutes(value)
        case .totalTime: m.totalMinutes = minutes(value)
        case .nutrition: m.nutrition = nutrition(value)
        case .notes: lists.notes = joinedParagraphs(value)
        case .featured: m.featured = bool(value)
        case .draft: m.draft = bool(value)
        case .locale: m.locale = text(value, key)
        case .guides: m.guides = terms(value)
        case .unlockPoints: m.unlockPoints = points(value)
        case .adultSteps: readAdultSteps(value, into: &m)
        case .log:
            let (log, found) = CookLogReader.read(value)
            m.log = log
            diagnostics += found
        case .ingredients: lists.ingredients = value
        case .directions: lists.directions = value
        case .components: lists.components = value
        case .kept: break // kept whole by `read(_:into:)`
        }
    }

    // MARK: value readers

    private mutating func text(_ value: YAMLValue, _ key: FrontMatterKey) -> String? {
        guard let s = value.string else {
            if case .sequence(let items, _) = value, items.allSatisfy({ $0.string != nil }) {
                return items.compactMap(\.string).joined(separator: ", ").nonEmpty
            }
            diagnostics.append(.warning("front-matter-type", "'\(key.rawValue)' should be text, not \(value.kindName)",
                                        at: value.location, hint: "write it as a single line of text"))
            return nil
        }
        return s.nonEmpty
    }

    private func joined(_ value: YAMLValue) -> String? {
        value.list.compactMap { $0.string?.nonEmpty ?? $0.entries?.first(where: { $0.key == "name" })?.value.string }
            .joined(separator: ", ").nonEmpty
    }

    private func joinedParagraphs(_ value: YAMLValue) -> String {
        value.list.compactMap { $0.string?.nonEmpty }.joined(separator: "\n\n")
    }

    private func sourceFromMapping(_ entries: [YAMLEntry]) -> String? {
        entries.first { ["url", "name", "link"].contains($0.key.lowercased()) }?.value.string?.nonEmpty
    }

    private func located(_ value: YAMLValue) -> Located<String>? {
        value.string?.nonEmpty.map { Located($0, at: value.location) }
    }

    /// A list or a comma-separated line: `tags: [a, b]`, `tags: a, b`.
    package func terms(_ value: YAMLValue) -> [Located<String>] {
        value.list.flatMap { item -> [Located<String>] in
            guard let s = item.string else { return [] }
            return s.split(separator: ",").compactMap { String($0).nonEmpty }.map { Located($0, at: item.location) }
        }
    }

    private mutating func date(_ value: YAMLValue) -> CalendarDate? {
        guard let s = value.string?.nonEmpty else { return nil }
        if let d = CalendarDate(parsing: s) { return d }
        diagnostics.append(.warning("date-invalid", "'\(s)' is not a date", at: value.location,
                                    hint: "write dates as YYYY-MM-DD, e.g. 2024-03-02"))
        return nil
    }

    private mutating func minutes(_ value: YAMLValue) -> Int? {
        guard let s = value.string?.nonEmpty else { return nil }
        if let m = DurationParser.minutes(s) { return m }
        diagnostics.append(.warning("duration-invalid", "'\(s)' is not a duration", at: value.location,
                                    hint: "write e.g. '20 min', '1 h 30 min', '1:30' or 'PT1H30M'"))
        return nil
    }

    /// `yield: 6 servings` says how many servings; `yield: 12 pancakes` only what it makes.
    private mutating func readYield(_ value: YAMLValue, into m: inout RecipeMetadata) {
        guard let s = text(value, .yield) else { return }
        m.yield = s
        let words = s.lowercased().split(separator: " ")
        if m.servings == nil, words.count == 2, let n = Int(words[0]), n > 0, Self.servingWords.contains(String(words[1])) {
            m.servings = n
        }
    }

    /// Words after a number that make a yield a number of servings.
    private static let servingWords: Set<String> = ["servings", "serving", "portions", "portion", "people", "persons", "person"]

    private mutating func readServings(_ value: YAMLValue, into m: inout RecipeMetadata) {
        guard let s = value.string?.nonEmpty else { return }
        if let problem = Self.servingsProblem(s) {
            diagnostics.append(.warning("servings-invalid", "'servings: \(s.count > 40 ? s.prefix(40) + "…" : s)' \(problem), so the recipe states no servings",
                                        at: value.location, hint: "write how many people it serves, a whole number from 1 to \(Self.mostServings)"))
            return
        }
        let digits = s.prefix { $0.isNumber }
        if let n = Int(digits), n > 0, digits.count == s.count || s.dropFirst(digits.count).first == " " {
            m.servings = n
            if digits.count != s.count, m.yield == nil { m.yield = s }
        } else if let n = Int(s.split(whereSeparator: { !$0.isNumber }).first ?? ""), n > 0 {
            m.servings = n
            m.yield = m.yield ?? s
        } else {
            m.yield = m.yield ?? s
        }
    }

    /// `adult_steps: none`, `[2, 4]`, or step → reasons (`- 4: oven`, `{2: knife, 4: [oven, hob]}`).
    private mutating func readAdultSteps(_ value: YAMLValue, into m: inout RecipeMetadata) {
        if let s = value.string?.trimmed.lowercased(), ["none", "no", "false", "off"].contains(s) {
            m.deriveAdultSteps = false
            return
        }
        let pairs: [(YAMLValue?, String, SourceLocation)] = value.entries.map { $0.map { ($0.value, $0.key, $0.keyLocation) } }
            ?? value.list.flatMap { item -> [(YAMLValue?, String, SourceLocation)] in
                if let entries = item.entries { return entries.map { ($0.value, $0.key, $0.keyLocation) } }
                return [(nil, item.string ?? "", item.location)]
            }
        for (reasons, number, location) in pairs {
            guard let step = Int(number.trimmed), step > 0 else {
                diagnostics.append(.warning("adult-steps-invalid", "'\(number)' is not a step number", at: location,
                                            hint: "write step numbers counted from 1, e.g. 'adult_steps: [2, 4]', or 'adult_steps: none'"))
                continue
            }
            m.adultSteps.append(AdultStepMark(step: step, hazards: reasons.map { hazards($0) } ?? [], location: location))
        }
    }

    /// Reasons for needing an adult: `oven`, `[knife, hob]`, `knife, hob`.
    package mutating func hazards(_ value: YAMLValue) -> [Hazard] {
        terms(value).compactMap { written in
            if let hazard = Hazard.named(written.value) { return hazard }
            let close = EditDistance.suggestion(for: FrontMatterKey.normalise(written.value), in: Hazard.spellings)
            diagnostics.append(.warning("adult-reason-unknown", "'\(written.value)' is not a reason cookgen knows", at: written.location,
                                        hint: close.map { "did you mean '\($0)'?" } ?? "use knife, oven, hob, boiling_water, hot_oil or appliance"))
            return nil
        }
    }

    /// A whole number of points, 0 or more.
    package mutating func points(_ value: YAMLValue) -> Int? {
        guard let s = value.string?.trimmed.nonEmpty else { return nil }
        if let n = Int(s), n >= 0 { return n }
        diagnostics.append(.warning("unlock-points-invalid", "'\(s)' is not a number of points", at: value.location,
                                    hint: "write a whole number, e.g. 'unlock_points: 10'"))
        return nil
    }

    private func bool(_ value: YAMLValue) -> Bool {
        ["true", "yes", "on", "1", "y"].contains(value.string?.trimmed.lowercased() ?? "")
    }

    private func nutrition(_ value: YAMLValue) -> [NutritionEntry] {
        (value.entries ?? []).compactMap { entry in
            entry.value.string?.nonEmpty.map { Self.nutritionEntry(key: FrontMatterKey.normalise(entry.key), value: $0) }
        }
    }

    /// Hugo and Jekyll recipes put the unit into the key (`protein_g: 9`, `sodium_mg: 300`): a bare
    /// number under such a key becomes the nutrient's key with the unit after the number (`protein: 9 g`).
    private static func nutritionEntry(key: String, value: String) -> NutritionEntry {
        guard Double(value.trimmed.replacingOccurrences(of: ",", with: ".")) != nil else { return NutritionEntry(key: key, value: value) }
        for unit in ["g", "mg", "mcg", "ug", "kcal", "kj"] where key.hasSuffix("_" + unit) {
            let stem = String(key.dropLast(unit.count + 1))
            guard Nutrient.named(stem) != nil || stem == "sodium" else { continue }
            return NutritionEntry(key: stem, value: value.trimmed + " " + (unit == "ug" ? "µg" : unit))
        }
        return NutritionEntry(key: key, value: value)
    }

    /// An entry cookgen has no field for, kept as written; a key written twice keeps the last value.
    private mutating func keep(_ entry: YAMLEntry, in m: inout RecipeMetadata) {
        // Removing from the whole list for every key made 30,000 unknown keys quadratic.
        if !keptKeys.insert(entry.key).inserted { m.extra.removeAll { $0.key == entry.key } }
        m.extra.append(MetadataField(key: entry.key, value: entry.value.metadataValue, location: entry.keyLocation))
    }

    private mutating func warnUnknownKey(_ entry: YAMLEntry) {
        let normalised = FrontMatterKey.normalise(entry.key)
        unknownKeys += 1
        guard unknownKeys <= Suggester.suggestionsPerFile, let close = Self.keySuggester.suggestion(for: normalised),
              let suggestion = FrontMatterKey.named(close)?.spelling else { return }
        diagnostics.append(.warning("front-matter-unknown-key", "unknown front-matter key '\(entry.key)'",
                                    at: entry.keyLocation, hint: "did you mean '\(suggestion)'?"))
    }
}

package extension YAMLValue {
    /// The value as the model keeps metadata it has no field for: text as written, lists, mappings in order.
    var metadataValue: MetadataValue {
        switch self {
        case .scalar(let s, _): .text(s)
        case .sequence(let items, _): .list(items.map(\.metadataValue))
        case .mapping(let entries, _):
            .map(entries.map { MetadataField(key: $0.key, value: $0.value.metadataValue, location: $0.keyLocation) })
        }
    }
}
