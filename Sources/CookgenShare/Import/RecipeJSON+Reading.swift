import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

package extension RecipeJSON {
    /// Whether a JSON object is cookgen's model (`cookgen export --format json`, or the model in a card).
    static func isModel(_ object: [String: Any]) -> Bool {
        object["title"] is String && object["metadata"] is [String: Any] && object["sections"] is [Any] && object["format"] is String
    }

    /// The recipe a model object describes; `file` names it in locations. Indices that point
    /// nowhere are dropped, so a hand-made model cannot make a step refer to a missing ingredient.
    static func recipe(from object: [String: Any], file: String) -> Recipe {
        let at = SourceLocation(file: file)
        let format = Recipe.Format(rawValue: object["format"] as? String ?? "") ?? .markdown
        let title = text(object["title"]) ?? "Imported recipe"
        let ingredients = (object["ingredients"] as? [[String: Any]] ?? []).map { ingredient($0, at: at) }
        let cookware = (object["cookware"] as? [[String: Any]] ?? []).map {
            Cookware(name: text($0["name"]) ?? "", quantity: quantity($0), quantityText: text($0["quantity_text"]))
        }
        let timers = (object["timers"] as? [[String: Any]] ?? []).map {
            CookTimer(name: text($0["name"]), quantity: quantity($0), quantityText: text($0["quantity_text"]), unit: text($0["unit"]))
        }
        let counts = (ingredients.count, cookware.count, timers.count)
        let sections = (object["sections"] as? [[String: Any]] ?? []).map { section($0, counts: counts, at: at) }
        let components = (object["components"] as? [[String: Any]] ?? []).compactMap { c -> Component? in
            guard let target = text(c["recipe"]) else { return nil }
            return Component(target: target, quantity: quantity(c), unit: text(c["unit"]), location: at)
        }
        return Recipe(
            slug: Slug(rawValue: Slug(text(object["slug"]) ?? title).rawValue), sourcePath: file, format: format,
            metadata: metadata(object["metadata"] as? [String: Any] ?? [:], title: title, at: at),
            ingredientGroups: groups(ingredients, names: (object["ingredients"] as? [[String: Any]] ?? []).map { text($0["group"]) }),
            cookware: cookware, timers: timers, stepSections: sections, components: components,
            body: text(object["body"]) ?? "", notes: text(object["notes"]) ?? "")
    }

    private static func metadata(_ d: [String: Any], title: String, at: SourceLocation) -> RecipeMetadata {
        var m = RecipeMetadata(title: title, location: at)
        let terms = { (key: String) in (d[key] as? [Any] ?? []).compactMap { text($0) }.map { Located($0, at: at) } }
        m.description = text(d["description"])
        m.date = text(d["date"]).flatMap(CalendarDate.init(parsing:))
        m.updated = text(d["updated"]).flatMap(CalendarDate.init(parsing:))
        m.author = text(d["author"])
        m.source = text(d["source"])
        m.image = text(d["image"]).map { Located($0, at: at) }
        m.imageAlt = text(d["image_alt"])
        (m.categories, m.courses, m.cuisines) = (terms("categories"), terms("courses"), terms("cuisines"))
        (m.diets, m.seasons, m.tags) = (terms("diets"), terms("seasons"), terms("tags"))
        m.level = text(d["level"]).map { Located($0, at: at) }
        m.servings = (d["servings"] as? NSNumber).map { $0.intValue }.flatMap { $0 > 0 ? $0 : nil }
        m.yield = text(d["yield"])
        m.prepMinutes = (d["prep_minutes"] as? NSNumber)?.intValue
        m.cookMinutes = (d["cook_minutes"] as? NSNumber)?.intValue
        m.totalMinutes = (d["total_minutes"] as? NSNumber)?.intValue
        m.nutrition = (d["nutrition"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let key = text(entry["key"]), let value = text(entry["value"]) else { return nil }
            return NutritionEntry(key: key, value: value)
        }
        m.featured = d["featured"] as? Bool ?? false
        m.draft = d["draft"] as? Bool ?? false
        m.locale = text(d["locale"])
        return m
    }

    private static func ingredient(_ d: [String: Any], at: SourceLocation) -> Ingredient {
        var q = quantity(d)
        if let high = (d["quantity_high"] as? NSNumber)?.doubleValue, high.isFinite { q?.high = high }
        if d["fixed"] as? Bool == true { q?.fixed = true }
        let parts = Ingredient(text: "", quantity: q, quantityText: text(d["quantity_text"]), unit: text(d["unit"]),
                               name: text(d["name"]) ?? "", note: text(d["note"]), reference: text(d["reference"]), location: at)
        var result = parts
        result.text = RecipeText.ingredientLine(parts)
        return result
    }

    /// Consecutive ingredients with the same group name form one group.
    private static func groups(_ ingredients: [Ingredient], names: [String?]) -> [IngredientGroup] {
        var groups: [IngredientGroup] = []
        for (ingredient, name) in zip(ingredients, names) {
            if let last = groups.last, last.title == name, !groups.isEmpty {
                groups[groups.count - 1].items.append(ingredient)
            } else {
                groups.append(IngredientGroup(title: name, items: [ingredient]))
            }
        }
        return groups
    }

    private static func section(_ d: [String: Any], counts: (Int, Int, Int), at: SourceLocation) -> StepSection {
        let steps = (d["steps"] as? [[Any]] ?? []).map { items in
            Step(items: items.compactMap { ($0 as? [String: Any]).flatMap { item($0, counts: counts) } }, location: at)
        }
        let notes = (d["notes"] as? [Any] ?? []).compactMap { text($0) }
        return StepSection(title: text(d["name"]), blocks: steps.map(StepBlock.step) + notes.map(StepBlock.note))
    }

    private static func item(_ d: [String: Any], counts: (Int, Int, Int)) -> StepItem? {
        let index = (d["index"] as? NSNumber)?.intValue ?? -1
        switch d["type"] as? String {
        case "text": return (d["value"] as? String).map(StepItem.text)
        case "ingredient": return (0..<counts.0).contains(index) ? .ingredient(index) : nil
        case "cookware": return (0..<counts.1).contains(index) ? .cookware(index) : nil
        case "timer": return (0..<counts.2).contains(index) ? .timer(index) : nil
        default: return nil
        }
    }

    private static func quantity(_ d: [String: Any]) -> Quantity? {
        guard let n = (d["quantity"] as? NSNumber)?.doubleValue, n.isFinite, n >= 0 else { return nil }
        return Quantity(n)
    }

    private static func text(_ value: Any?) -> String? {
        (value as? String)?.nonEmpty
    }
}
