import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// A recipe read from another app's export, with the pictures that came with it.
package struct ImportedRecipe {
    package var recipe: Recipe
    /// Picture bytes by the name the recipe's `image` (or a kept `photos` entry) refers to them.
    package var pictures: [String: Data] = [:]
    /// Pictures the export names but does not hold, or that could not be read.
    package var picturesMissing = 0
    /// Where in the input it was read, for messages: `Export/Cake.paprikarecipe`.
    package var entry: String

    package init(recipe: Recipe, entry: String) {
        self.recipe = recipe
        self.entry = entry
    }
}

/// Builds a recipe from the loose values an app exports: every text made plain (character
/// references decoded, tags removed, cut at the field limit), ingredient lines read by
/// cookgen's ingredient parser so amounts scale, values without a field kept under their key.
package struct AppRecipeBuilder {
    package var recipe: Recipe
    package private(set) var diagnostics: [Diagnostic] = []
    private let limits: ImportLimits
    private let at: SourceLocation

    package init(title: String?, entry: String, limits: ImportLimits) {
        at = SourceLocation(file: entry)
        self.limits = limits
        let name = title.map { ImportText.plain(String($0.prefix(limits.fieldCharacters))) }?.nonEmpty
        let fallback = ((entry as NSString).lastPathComponent as NSString).deletingPathExtension
        let chosen = name ?? ImportText.plain(fallback).nonEmpty ?? "Imported recipe"
        recipe = Recipe(slug: Slug(chosen), sourcePath: entry, format: .markdown, metadata: RecipeMetadata(title: chosen, location: at))
        if name == nil {
            diagnostics.append(.warning("import-no-name", "\(entry) has no name; it is called '\(chosen)'", at: at,
                                        hint: "change the title in the written file"))
        }
    }

    // MARK: Text

    /// One line of plain text, cut at the field limit; nil when empty.
    package mutating func line(_ raw: String?) -> String? {
        guard let raw else { return nil }
        return ImportText.plain(cut(raw)).nonEmpty
    }

    /// Plain text that keeps its lines (Windows and old Mac line endings read as one).
    package mutating func lines(_ raw: String?) -> [String] {
        guard let raw else { return [] }
        return ImportText.plainLines(cut(raw).replacingOccurrences(of: "\r\n", with: "\n")).split(separator: "\n").map(String.init)
    }

    private mutating func cut(_ raw: String) -> String {
        guard raw.count > limits.fieldCharacters else { return raw }
        diagnostics.append(.warning("import-field-cut", "a text in \(at.file) is longer than \(limits.fieldCharacters) characters; the rest was left out",
                                    at: at, hint: "check the end of the written recipe"))
        return String(raw.prefix(limits.fieldCharacters))
    }

    // MARK: Ingredients and steps

    /// Ingredient lines, each read by the ingredient parser; a line ending in `:` with no amount
    /// (or a Markdown heading) starts a group.
    package mutating func ingredients(_ rawLines: [String]) {
        for raw in rawLines {
            let text = ImportText.withoutLinks(raw).trimmed
            guard !text.isEmpty else { continue }
            if let title = Self.groupTitle(text) { group(title); continue }
            add(ingredient: text)
        }
    }

    /// A group title from a header line, or nil for an ingredient.
    package static func groupTitle(_ text: String) -> String? {
        if text.hasPrefix("#") { return text.drop { $0 == "#" }.trimmed.nonEmpty }
        if text.hasSuffix(":"), text.count <= 60, !text.contains(where: \.isNumber) { return String(text.dropLast()).trimmed.nonEmpty }
        return nil
    }

    /// Starts a new ingredient group.
    package mutating func group(_ title: String?) {
        let title = title.flatMap { line($0) }
        if let last = recipe.ingredientGroups.last, last.items.isEmpty {
            recipe.ingredientGroups[recipe.ingredientGroups.count - 1].title = title
        } else {
            recipe.ingredientGroups.append(IngredientGroup(title: title))
        }
    }

    /// One ingredient line, parsed.
    package mutating func add(ingredient text: String) {
        guard let text = line(text) else { return }
        if recipe.ingredientGroups.isEmpty { recipe.ingredientGroups.append(IngredientGroup()) }
        recipe.ingredientGroups[recipe.ingredientGroups.count - 1].items.append(IngredientLineParser.parse(text, at: at))
    }

    /// Steps from free text: one per non-empty line.
    package mutating func steps(text: String?) {
        for step in lines(text) { add(step: step) }
    }

    /// Starts a titled section of steps.
    package mutating func section(_ title: String?) {
        recipe.stepSections.append(StepSection(title: title.flatMap { line($0) }))
    }

    /// One step of plain text, written so Markdown shows exactly that text.
    package mutating func add(step text: String) {
        let markdown = MarkdownText.escape(text.trimmed)
        guard !markdown.isEmpty else { return }
        if recipe.stepSections.isEmpty { recipe.stepSections.append(StepSection()) }
        recipe.stepSections[recipe.stepSections.count - 1].blocks.append(.step(Step(items: [.text(markdown)], location: at)))
    }

    /// Notes, appended as plain paragraphs.
    package mutating func note(_ raw: String?, heading: String? = nil) {
        let text = lines(raw).joined(separator: "\n")
        guard !text.isEmpty else { return }
        let paragraph = (heading.flatMap { line($0) }.map { MarkdownText.escape($0) + ": " } ?? "") + MarkdownText.escape(text)
        recipe.notes = [recipe.notes, paragraph].compactMap(\.nonEmpty).joined(separator: "\n\n")
    }

    // MARK: Metadata

    /// Minutes from free text (`1 hr 20 mins`, `PT15M`, `45`); text that is no duration is kept under `key_text`.
    package mutating func minutes(_ raw: String?, key: String) -> Int? {
        guard let text = line(raw) else { return nil }
        if let m = DurationParser.minutes(text.replacingOccurrences(of: "mins", with: "min").replacingOccurrences(of: "hrs", with: "h")) {
            return m > 0 ? m : nil
        }
        // Under its own key: the app's key may be cookgen's, which expects a duration.
        keep(key + "_text", .text(text))
        return nil
    }

    /// `4`, `4 servings`, `Serves 4` become servings; anything else the yield.
    package mutating func yield(_ raw: String?) {
        guard let text = line(raw) else { return }
        let (servings, yield) = JSONLDValues.yield(.string(text))
        recipe.metadata.servings = recipe.metadata.servings ?? servings
        if recipe.metadata.yield == nil { recipe.metadata.yield = yield }
    }

    /// Terms (categories, tags): each cleaned, duplicates left out.
    package mutating func terms(_ raw: [String]) -> [Located<String>] {
        raw.compactMap { line($0) }.uniqued().map { Located($0, at: at) }
    }

    /// A date in any of the usual shapes (`2021-03-04 12:00:00`, ISO 8601).
    package static func date(_ raw: String?) -> CalendarDate? {
        guard let raw = raw?.trimmed, raw.count >= 10 else { return nil }
        return CalendarDate(parsing: String(raw.prefix(10)))
    }

    /// A web address, kept as the source when it is one.
    package mutating func source(url: String?, name: String?) {
        let address = line(url).flatMap { ImageResolver.isWebURL($0) ? $0 : nil }
        recipe.metadata.source = address ?? line(name)
        if address != nil, let name = line(name), name != address { keep("source_title", .text(name)) }
    }

    /// A value cookgen has no field for, under the export's own key.
    package mutating func keep(_ key: String, _ value: MetadataValue) {
        guard !recipe.metadata.extra.contains(where: { $0.key == key }) else { return }
        recipe.metadata.extra.append(MetadataField(key: key, value: value, location: at))
    }

    /// A text kept under its key when it is not empty.
    package mutating func keep(_ key: String, text: String?) {
        if let text = line(text) { keep(key, .text(text)) }
    }

    /// A rating as an entry of the cook's log (`log:` — the date, a note naming the app, the rating).
    package mutating func rating(_ stars: Int?, date: CalendarDate?, app: String) {
        guard let stars, stars > 0 else { return }
        // The log needs a date; without one the rating stays a plain `rating:`.
        guard let date = date ?? recipe.metadata.date else { return keep("rating", .text(String(min(stars, 5)))) }
        recipe.metadata.log.append(CookLogEntry(date: date, note: "Rated in \(app)", rating: min(stars, 5), location: at))
    }

    /// Nutrition from an app's keys, values as written.
    package mutating func nutrition(_ entries: [(key: String, value: String?)]) {
        for (key, value) in entries {
            guard let value = line(value), value != "0", !recipe.metadata.nutrition.contains(where: { $0.key == key }) else { continue }
            recipe.metadata.nutrition.append(NutritionEntry(key: key, value: Self.withUnit(value, key: key)))
        }
    }

    /// A bare number as apps store it (`250`, `8`) with the unit their forms show: kcal, mg for
    /// sodium and cholesterol, else g.
    static func withUnit(_ value: String, key: String) -> String {
        guard Double(value) != nil, key != "serving_size" else { return value }
        switch key {
        case "calories": return value + " kcal"
        case "sodium", "cholesterol": return value + " mg"
        default: return value + " g"
        }
    }

    /// The recipe, cleaned as every import is.
    package func finished(entry: String) -> ImportedRecipe {
        var r = recipe
        if r.metadata.totalMinutes == nil, r.metadata.prepMinutes != nil || r.metadata.cookMinutes != nil {
            r.metadata.totalMinutes = (r.metadata.prepMinutes ?? 0) + (r.metadata.cookMinutes ?? 0)
        }
        r.ingredientGroups.removeAll { $0.items.isEmpty }
        r.stepSections.removeAll { $0.blocks.isEmpty }
        return ImportedRecipe(recipe: ImportSanitizer.clean(r), entry: entry)
    }
}
