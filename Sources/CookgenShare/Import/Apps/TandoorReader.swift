import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Tandoor's `recipe.json` (one per inner zip of its export): steps, each with its own
/// ingredients as amount, unit, food and note; working and waiting time in minutes.
package enum TandoorReader {
    /// Whether a JSON object has Tandoor's shape.
    package static func matches(_ o: [String: JSONValue]) -> Bool {
        guard o["name"] != nil, let steps = o["steps"]?.array else { return false }
        return steps.isEmpty || steps.contains { $0.object?["instruction"] != nil || $0.object?["ingredients"] != nil }
    }

    private static let mapped: Set<String> = [
        "name", "description", "keywords", "steps", "working_time", "waiting_time", "servings", "servings_text",
        "source_url", "nutrition", "internal", "image", "id", "created_by", "created_at", "updated_at", "rating", "last_cooked",
    ]

    /// The recipe one object describes.
    package static func recipe(_ o: [String: JSONValue], entry: String, limits: ImportLimits) -> (ImportedRecipe, [Diagnostic]) {
        let s = { (key: String) in JSONLDValues.string(o[key]) }
        var b = AppRecipeBuilder(title: s("name"), entry: entry, limits: limits)
        b.recipe.metadata.description = b.line(s("description"))
        b.recipe.metadata.tags = b.terms(JSONLDValues.strings(o["keywords"]))
        let steps = (o["steps"]?.array ?? []).compactMap(\.object)
        let withIngredients = steps.filter { !($0["ingredients"]?.array ?? []).isEmpty }.count
        for (n, step) in steps.enumerated() {
            let name = JSONLDValues.string(step["name"])?.nonEmpty
            let ingredients = (step["ingredients"]?.array ?? []).compactMap(\.object)
            if !ingredients.isEmpty {
                b.group(withIngredients > 1 ? name ?? "Step \(n + 1)" : name)
                for i in ingredients { ingredient(i, into: &b) }
            }
            if let name, steps.count > 1 { b.section(name) }
            b.steps(text: JSONLDValues.string(step["instruction"]))
        }
        if let servings = o["servings"]?.int, servings > 0, servings < 10_000 { b.recipe.metadata.servings = servings }
        if let text = b.line(s("servings_text")) { b.recipe.metadata.yield = [b.recipe.metadata.servings.map(String.init), text].compactMap { $0 }.joined(separator: " ") }
        b.recipe.metadata.prepMinutes = o["working_time"]?.int.flatMap { $0 > 0 ? $0 : nil }
        b.recipe.metadata.cookMinutes = o["waiting_time"]?.int.flatMap { $0 > 0 ? $0 : nil }
        b.source(url: s("source_url"), name: nil)
        b.recipe.metadata.date = AppRecipeBuilder.date(s("created_at"))
        b.rating(o["rating"]?.double.map { Int($0.rounded()) }, date: b.recipe.metadata.date, app: "Tandoor")
        if let n = o["nutrition"]?.object {
            let keys = [("calories", "calories"), ("carbohydrates", "carbohydrates"), ("fats", "fat"), ("proteins", "protein")]
            b.nutrition(keys.map { ($0.1, JSONLDValues.string(n[$0.0])) })
            b.keep("nutrition_source", text: JSONLDValues.string(n["source"]))
        }
        for key in o.keys.sorted() where !mapped.contains(key) {
            if o[key]?.object == nil, o[key]?.array == nil { b.keep(key, text: s(key)) }
        }
        return (b.finished(entry: entry), b.diagnostics)
    }

    private static func ingredient(_ i: [String: JSONValue], into b: inout AppRecipeBuilder) {
        let food = JSONLDValues.string(i["food"])?.nonEmpty
        let note = JSONLDValues.string(i["note"])?.trimmed.nonEmpty
        if i["is_header"]?.bool == true {
            b.group(note ?? food)
            return
        }
        let noAmount = i["no_amount"]?.bool == true
        let amount = noAmount ? nil : i["amount"]?.double.flatMap { $0 > 0 ? AmountText.text($0) : nil }
        let unit = noAmount ? nil : JSONLDValues.string(i["unit"])?.nonEmpty
        guard food != nil || note != nil else {
            if let original = JSONLDValues.string(i["original_text"]) { b.add(ingredient: original) }
            return
        }
        let head = [amount, unit, food].compactMap { $0 }.joined(separator: " ")
        b.add(ingredient: head.isEmpty ? note ?? "" : head + (note.map { ", " + $0 } ?? ""))
    }
}

/// Nextcloud Cookbook's `recipe.json`: a schema.org Recipe, read like any JSON-LD, with the
/// few keys it adds (`tool`, `id`) kept.
package enum NextcloudReader {
    /// The recipes of a schema.org document, with the keys the JSON-LD reader has no field for kept.
    package static func recipes(_ value: JSONValue, entry: String, limits: ImportLimits) -> ([ImportedRecipe], [Diagnostic]) {
        var graph = JSONLDGraph()
        graph.add(value)
        var reader = JSONLDRecipeReader(graph: graph, file: entry)
        let recipes = graph.recipes.enumerated().map { n, node -> ImportedRecipe in
            var b = AppRecipeBuilder(title: nil, entry: entry, limits: limits)
            b.recipe = reader.recipe(node, number: n + 1)
            let tools = JSONLDValues.strings(node["tool"]).compactMap { b.line($0) }
            if !tools.isEmpty { b.keep("tools", .list(tools.map(MetadataValue.text))) }
            if let rating = graph.resolve(node["aggregateRating"])?.object, let value = JSONLDValues.string(rating["ratingValue"]).flatMap(Double.init) {
                b.rating(Int(value.rounded()), date: b.recipe.metadata.date, app: "the exported cookbook")
            }
            return b.finished(entry: entry)
        }
        return (recipes, reader.diagnostics)
    }
}
