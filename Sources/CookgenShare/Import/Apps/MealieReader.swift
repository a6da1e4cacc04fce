import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Mealie's recipe JSON (its per-recipe export, the API's shape, and the recipes in its data
/// export zip): `recipeIngredient` objects with quantity, unit, food and note (or the text of
/// older versions), `recipeInstructions` with titles, tags, categories, tools, nutrition,
/// notes and `extras`.
package enum MealieReader {
    /// Whether a JSON object has Mealie's shape.
    package static func matches(_ o: [String: JSONValue]) -> Bool {
        guard o["name"] != nil, o["recipeIngredient"] != nil || o["recipeInstructions"] != nil else { return false }
        if o["@type"] != nil || o["@context"] != nil { return false }
        let structured = (o["recipeIngredient"]?.array ?? []).contains { item in
            guard let i = item.object else { return false }
            return i["food"] != nil || i["disableAmount"] != nil || i["referenceId"] != nil || i["display"] != nil
        }
        return structured || o["slug"] != nil && (o["orgURL"] != nil || o["recipeServings"] != nil || o["dateAdded"] != nil || o["extras"] != nil)
    }

    private static let mapped: Set<String> = [
        "name", "description", "recipeIngredient", "recipeInstructions", "recipeYield", "recipeServings", "recipeYieldQuantity",
        "totalTime", "prepTime", "cookTime", "performTime", "recipeCategory", "tags", "tools", "rating", "orgURL", "dateAdded",
        "dateUpdated", "createdAt", "updatedAt", "image", "nutrition", "notes", "extras", "id", "userId", "groupId", "householdId",
        "slug", "settings", "assets", "comments", "lastMade", "recipeCuisine", "isOcrRecipe", "user", "household",
    ]

    /// The recipe one object describes.
    package static func recipe(_ o: [String: JSONValue], entry: String, limits: ImportLimits) -> (ImportedRecipe, [Diagnostic]) {
        let s = { (key: String) in JSONLDValues.string(o[key]) }
        var b = AppRecipeBuilder(title: s("name"), entry: entry, limits: limits)
        let at = SourceLocation(file: entry)
        b.recipe.metadata.description = b.line(s("description"))
        for item in o["recipeIngredient"]?.array ?? [] { ingredient(item, into: &b) }
        for item in o["recipeInstructions"]?.array ?? [] {
            if let step = item.object {
                if let title = JSONLDValues.string(step["title"])?.nonEmpty { b.section(title) }
                b.steps(text: JSONLDValues.string(step["text"]))
            } else {
                b.steps(text: JSONLDValues.string(item))
            }
        }
        if let servings = o["recipeServings"]?.double, servings >= 1, servings < 10_000, servings == servings.rounded() {
            b.recipe.metadata.servings = Int(servings)
        }
        b.yield(s("recipeYield"))
        b.recipe.metadata.prepMinutes = b.minutes(s("prepTime"), key: "prepTime")
        b.recipe.metadata.cookMinutes = b.minutes(s("performTime") ?? s("cookTime"), key: "cookTime")
        b.recipe.metadata.totalMinutes = b.minutes(s("totalTime"), key: "totalTime")
        b.recipe.metadata.categories = b.terms(JSONLDValues.strings(o["recipeCategory"]))
        b.recipe.metadata.tags = b.terms(JSONLDValues.strings(o["tags"]))
        b.recipe.metadata.cuisines = b.terms(JSONLDValues.strings(o["recipeCuisine"]))
        b.source(url: s("orgURL"), name: nil)
        b.recipe.metadata.date = AppRecipeBuilder.date(s("dateAdded") ?? s("createdAt"))
        b.recipe.metadata.updated = AppRecipeBuilder.date(s("dateUpdated") ?? s("updatedAt"))
        b.rating(o["rating"]?.double.map { Int($0.rounded()) }, date: b.recipe.metadata.date, app: "Mealie")
        let tools = JSONLDValues.strings(o["tools"]).compactMap { b.line($0) }
        if !tools.isEmpty { b.keep("tools", .list(tools.map(MetadataValue.text))) }
        if let nutrition = o["nutrition"]?.object {
            b.nutrition(JSONLDValues.nutritionKeys.map { ($0.1, JSONLDValues.string(nutrition[$0.0])) })
        }
        for note in o["notes"]?.array ?? [] {
            b.note(JSONLDValues.string(note.object?["text"] ?? note), heading: note.object.flatMap { JSONLDValues.string($0["title"]) })
        }
        if let extras = o["extras"]?.object, !extras.isEmpty {
            let fields = extras.keys.sorted().compactMap { key in
                b.line(JSONLDValues.string(extras[key])).map { MetadataField(key: key, value: .text($0), location: at) }
            }
            if !fields.isEmpty { b.keep("extras", .map(fields)) }
        }
        for key in o.keys.sorted() where !mapped.contains(key) {
            if o[key]?.object == nil, o[key]?.array == nil { b.keep(key, text: s(key)) }
        }
        return (b.finished(entry: entry), b.diagnostics)
    }

    /// `{quantity, unit, food, note, title}` as one line for the ingredient parser; the older
    /// text-only shapes (`note` or `display` with `disableAmount`) as written.
    private static func ingredient(_ item: JSONValue, into b: inout AppRecipeBuilder) {
        guard let i = item.object else {
            if let text = JSONLDValues.string(item) { b.ingredients([text]) }
            return
        }
        if let title = JSONLDValues.string(i["title"])?.nonEmpty { b.group(title) }
        let food = JSONLDValues.string(i["food"])?.nonEmpty
        let unit = unitName(i["unit"])
        let note = JSONLDValues.string(i["note"])?.trimmed.nonEmpty
        let quantity = i["quantity"]?.double.flatMap { $0 > 0 ? $0 : nil }
        let written = JSONLDValues.string(i["display"] ?? i["originalText"])?.nonEmpty
        if i["disableAmount"]?.bool == true {
            // Older Mealie: the whole line is the note, the amount fields are not meant.
            if let line = note ?? written { b.add(ingredient: line) }
            return
        }
        if food == nil {
            let text = [quantity.map(AmountText.text), unit, note].compactMap { $0 }.joined(separator: " ")
            if let line = text.nonEmpty ?? written { b.add(ingredient: line) }
            return
        }
        let amount = [quantity.map(AmountText.text), unit].compactMap { $0 }.joined(separator: " ")
        b.add(ingredient: [amount.nonEmpty, food].compactMap { $0 }.joined(separator: " ") + (note.map { ", " + $0 } ?? ""))
    }

    private static func unitName(_ value: JSONValue?) -> String? {
        if let unit = value?.object {
            return (JSONLDValues.string(unit["abbreviation"])?.nonEmpty).flatMap { unit["useAbbreviation"]?.bool == true ? $0 : nil }
                ?? JSONLDValues.string(unit["name"])?.nonEmpty
        }
        return JSONLDValues.string(value)?.nonEmpty
    }
}

/// Amounts as a cook writes them, so the ingredient parser reads them back exactly:
/// `1.5` → `1 1/2`, `0.333` → `1/3`, `2` → `2`, anything else with at most three decimals.
package enum AmountText {
    private static let fractions: [(Double, String)] = [
        (1.0 / 8, "1/8"), (1.0 / 4, "1/4"), (1.0 / 3, "1/3"), (3.0 / 8, "3/8"), (1.0 / 2, "1/2"), (5.0 / 8, "5/8"),
        (2.0 / 3, "2/3"), (3.0 / 4, "3/4"), (7.0 / 8, "7/8"),
    ]

    package static func text(_ value: Double) -> String {
        guard value.isFinite, value > 0, value < 1_000_000 else { return "" }
        let whole = value.rounded(.down)
        let part = value - whole
        if part < 0.001 { return String(Int(whole)) }
        if let (_, fraction) = fractions.first(where: { abs($0.0 - part) < 0.01 }) {
            return whole == 0 ? fraction : "\(Int(whole)) \(fraction)"
        }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
