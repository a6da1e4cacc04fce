import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

package extension RecipeJSON {
    /// Whether a JSON object is cookgen's model (`cookgen export --format json`, or the model in a card).
    static func isModel(_ object: [String: JSONValue]) -> Bool {
        object["title"]?.string != nil && object["metadata"]?.object != nil && object["sections"]?.array != nil && object["format"]?.string != nil
    }

    /// The recipe a model object describes; `file` names it in locations. Indices that point
    /// nowhere are dropped, so a hand-made model cannot make a step refer to a missing ingredient.
    static func recipe(from object: [String: JSONValue], file: String) -> Recipe {
        let at = SourceLocation(file: file)
        let format = Recipe.Format(rawValue: object["format"]?.string ?? "") ?? .markdown
        let title = text(object["title"]) ?? "Imported recipe"
        let ingredients = (object["ingredients"]?.objects ?? []).map { ingredient($0, at: at) }
        let cookware = (object["cookware"]?.objects ?? []).map {
            Cookware(name: text($0["name"]) ?? "", quantity: quantity($0), quantityText: text($0["quantity_text"]))
        }
        let timers = (object["timers"]?.objects ?? []).map {
            CookTimer(name: text($0["name"]), quantity: quantity($0), quantityText: text($0["quantity_text"]), unit: text($0["unit"]))
        }
        let counts = (ingredients.count, cookware.count, timers.count)
        let sections = (object["sections"]?.objects ?? []).map { section($0, counts: counts, at: at) }
        let components = (object["components"]?.objects ?? []).compactMap { c -> Component? in
            guard let target = text(c["recipe"]) else { return nil }
            return Component(target: target, quantity: quantity(c), unit: text(c["unit"]), location: at)
        }
        return Recipe(
            slug: Slug(rawValue: Slug(text(object["slug"]) ?? title).rawValue), sourcePath: file, format: format,
            metadata: metadata(object["metadata"]?.object ?? [:], title: title, at: at),
            ingredientGroups: groups(ingredients, names: (object["ingredients"]?.objects ?? []).map { text($0["group"]) }),
            cookware: cookware, timers: timers, stepSections: sections, components: components,
            body: text(object["body"]) ?? "", notes: text(object["notes"]) ?? "")
    }

    private static func metadata(_ d: [String: JSONValue], title: String, at: SourceLocation) -> RecipeMetadata {
        var m = RecipeMetadata(title: title, location: at)
        let terms = { (key: String) in (d[key]?.array ?? []).compactMap { text($0) }.map { Located($0, at: at) } }
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
        m.servings = d["servings"]?.int.flatMap { $0 > 0 ? $0 : nil }
        m.yield = text(d["yield"])
        m.prepMinutes = d["prep_minutes"]?.int
        m.cookMinutes = d["cook_minutes"]?.int
        m.totalMinutes = d["total_minutes"]?.int
        m.nutrition = (d["nutrition"]?.objects ?? []).compactMap { entry in
            guard let key = text(entry["key"]), let value = text(entry["value"]) else { return nil }
            return NutritionEntry(key: key, value: value)
        }
        m.featured = d["featured"]?.bool ?? false
        m.draft = d["draft"]?.bool ?? false
        m.locale = text(d["locale"])
        m.log = (d["log"]?.objects ?? []).compactMap { entry in
            guard let date = text(entry["date"]).flatMap(CalendarDate.init(parsing:)) else { return nil }
            return CookLogEntry(date: date, note: text(entry["note"]), rating: entry["rating"]?.int.flatMap { CookLogEntry.ratings.contains($0) ? $0 : nil },
                                photo: text(entry["photo"]).map { Located($0, at: at) }, location: at)
        }
        m.extra = (d["extra"]?.objects ?? []).compactMap { entry in
            guard let key = entry["key"]?.string?.nonEmpty, let value = entry["value"].flatMap({ metadataValue($0, at: at) }) else { return nil }
            return MetadataField(key: key, value: value, location: at)
        }
        return m
    }

    /// A value of `extra` back in the model: strings (numbers and booleans as text), arrays and
    /// objects (keys sorted, as JSON keeps no order); `null` is left out.
    private static func metadataValue(_ json: JSONValue, at: SourceLocation) -> MetadataValue? {
        switch json {
        case .null: return nil
        case .string(let s): return .text(s)
        case .int(let i): return .text(String(i))
        case .double(let d): return .text(String(d))
        case .bool(let b): return .text(b ? "true" : "false")
        case .array(let items): return .list(items.compactMap { metadataValue($0, at: at) })
        case .object(let object):
            return .map(object.keys.sorted().compactMap { key in
                object[key].flatMap { metadataValue($0, at: at) }.map { MetadataField(key: key, value: $0, location: at) }
            })
        }
    }

    private static func ingredient(_ d: [String: JSONValue], at: SourceLocation) -> Ingredient {
        var q = quantity(d)
        if let high = d["quantity_high"]?.double, high.isFinite { q?.high = high }
        if d["fixed"]?.bool == true { q?.fixed = true }
        let parts = Ingredient(text: "", quantity: q, quantityText: text(d["quantity_text"]), unit: text(d["unit"]),
                               name: text(d["name"]) ?? "", note: text(d["note"]), reference: text(d["reference"]),
                               link: text(d["link"]).flatMap { SiteURLs.isRemote($0) ? $0 : nil }, location: at)
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

    private static func section(_ d: [String: JSONValue], counts: (Int, Int, Int), at: SourceLocation) -> StepSection {
        let steps = (d["steps"]?.arrays ?? []).map { items in
            Step(items: items.compactMap { $0.object.flatMap { item($0, counts: counts) } }, location: at)
        }
        let notes = (d["notes"]?.array ?? []).compactMap { text($0) }
        return StepSection(title: text(d["name"]), blocks: steps.map(StepBlock.step) + notes.map(StepBlock.note))
    }

    private static func item(_ d: [String: JSONValue], counts: (Int, Int, Int)) -> StepItem? {
        let index = d["index"]?.int ?? -1
        switch d["type"]?.string {
        case "text": return d["value"]?.string.map(StepItem.text)
        case "ingredient": return (0..<counts.0).contains(index) ? .ingredient(index) : nil
        case "cookware": return (0..<counts.1).contains(index) ? .cookware(index) : nil
        case "timer": return (0..<counts.2).contains(index) ? .timer(index) : nil
        default: return nil
        }
    }

    private static func quantity(_ d: [String: JSONValue]) -> Quantity? {
        guard let n = d["quantity"]?.double, n.isFinite, n >= 0 else { return nil }
        return Quantity(n)
    }

    private static func text(_ value: JSONValue?) -> String? {
        value?.string?.nonEmpty
    }
}

private extension JSONValue {
    /// A list of objects; nil when it is not a list or any item is not an object (a model is read whole or not at all).
    var objects: [[String: JSONValue]]? {
        guard let list = array else { return nil }
        let objects = list.compactMap(\.object)
        return objects.count == list.count ? objects : nil
    }

    /// A list of lists; nil when it is not a list or any item is not a list.
    var arrays: [[JSONValue]]? {
        guard let list = array else { return nil }
        let arrays = list.compactMap(\.array)
        return arrays.count == list.count ? arrays : nil
    }
}
