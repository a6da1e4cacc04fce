import CookgenSupport
import CookgenModel
/// The parsed model of a recipe as JSON: what `cookgen export --format json` prints.
/// The step items have the shape of the Cooklang canonical test cases.
public enum RecipeJSON {
    /// The recipe as pretty-printed JSON with sorted keys.
    public static func string(_ recipe: Recipe) -> String {
        JSONWriter.string(object(recipe), pretty: true) + "\n"
    }

    package static func object(_ recipe: Recipe) -> [String: JSONValue] {
        var groupOf: [Int: String] = [:]
        var position = 0
        for group in recipe.ingredientGroups {
            for _ in group.items { if let title = group.title { groupOf[position] = title }; position += 1 }
        }
        return [
            "title": JSONValue(recipe.title),
            "slug": JSONValue(recipe.slug.rawValue),
            "source": JSONValue(recipe.sourcePath),
            "format": JSONValue(recipe.format.rawValue),
            "metadata": .object(metadata(recipe.metadata)),
            "ingredients": .array(recipe.ingredients.enumerated().map { .object(ingredient($1, group: groupOf[$0])) }),
            "cookware": .array(recipe.cookware.map { ["name": JSONValue($0.name), "quantity": number($0.quantity), "quantity_text": text($0.quantityText)] }),
            "timers": .array(recipe.timers.map {
                ["name": text($0.name), "quantity": number($0.quantity), "quantity_text": text($0.quantityText), "unit": text($0.unit)]
            }),
            "sections": .array(recipe.stepSections.map { .object(section(recipe, $0)) }),
            "components": .array(recipe.components.map { ["recipe": JSONValue($0.target), "quantity": number($0.quantity), "unit": text($0.unit)] }),
            "notes": text(recipe.notes.nonEmpty),
            "body": text(recipe.body.nonEmpty),
        ]
    }

    package static func metadata(_ m: RecipeMetadata) -> [String: JSONValue] {
        let terms = { (values: [Located<String>]) in JSONValue(values.map(\.value)) }
        return [
            "description": text(m.description), "date": text(m.date?.iso), "updated": text(m.updated?.iso),
            "author": text(m.author), "source": text(m.source), "image": text(m.image?.value), "image_alt": text(m.imageAlt),
            "categories": terms(m.categories), "courses": terms(m.courses), "cuisines": terms(m.cuisines),
            "diets": terms(m.diets), "seasons": terms(m.seasons), "level": text(m.level?.value), "tags": terms(m.tags),
            "servings": int(m.servings), "yield": text(m.yield),
            "prep_minutes": int(m.prepMinutes), "cook_minutes": int(m.cookMinutes), "total_minutes": int(m.totalMinutes),
            "nutrition": .array(m.nutrition.map { ["key": JSONValue($0.key), "value": JSONValue($0.value)] }),
            "featured": JSONValue(m.featured), "draft": JSONValue(m.draft), "locale": text(m.locale),
            "log": .array(m.log.map { entry in
                ["date": JSONValue(entry.date.iso), "note": text(entry.note), "rating": int(entry.rating), "photo": text(entry.photo?.value)]
            }),
            "extra": .array(m.extra.map { ["key": JSONValue($0.key), "value": value($0.value)] }),
        ]
    }

    /// Metadata cookgen has no field for: text as a string, a list as an array, a mapping as an object.
    package static func value(_ value: MetadataValue) -> JSONValue {
        switch value {
        case .text(let s): JSONValue(s)
        case .list(let items): .array(items.map(Self.value))
        case .map(let fields): .object(Dictionary(fields.map { ($0.key, Self.value($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    package static func ingredient(_ i: Ingredient, group: String?) -> [String: JSONValue] {
        [
            "name": JSONValue(i.name), "quantity": number(i.quantity), "quantity_high": JSONValue(i.quantity?.high) ?? .null,
            "quantity_text": text(i.quantityText), "unit": text(i.unit), "note": text(i.note),
            "fixed": JSONValue(i.quantity?.fixed ?? false), "group": text(group), "reference": text(i.reference), "link": text(i.link),
            "line": JSONValue(i.location.line),
        ]
    }

    package static func section(_ recipe: Recipe, _ section: StepSection) -> [String: JSONValue] {
        let steps = section.steps.map { step in JSONValue.array(step.items.map { .object(item(recipe, $0)) }) }
        let notes = section.blocks.compactMap { block -> String? in if case .note(let n) = block { n } else { nil } }
        return ["name": text(section.title), "steps": .array(steps), "notes": JSONValue(notes)]
    }

    /// `{type: text, value}`, `{type: ingredient, index, name, quantity, units}`, … in source order.
    package static func item(_ recipe: Recipe, _ item: StepItem) -> [String: JSONValue] {
        switch item {
        case .text(let value): return ["type": "text", "value": JSONValue(value)]
        case .ingredient(let i):
            let ing = recipe.ingredient(at: i)
            return ["type": "ingredient", "index": JSONValue(i), "name": JSONValue(ing?.name ?? ""), "quantity": quantity(ing?.quantity, ing?.quantityText),
                    "units": JSONValue(ing?.unit ?? "")]
        case .cookware(let i):
            let c = recipe.cookware.indices.contains(i) ? recipe.cookware[i] : nil
            return ["type": "cookware", "index": JSONValue(i), "name": JSONValue(c?.name ?? ""), "quantity": quantity(c?.quantity, c?.quantityText)]
        case .timer(let i):
            let t = recipe.timers.indices.contains(i) ? recipe.timers[i] : nil
            return ["type": "timer", "index": JSONValue(i), "name": JSONValue(t?.name ?? ""), "quantity": quantity(t?.quantity, t?.quantityText),
                    "units": JSONValue(t?.unit ?? "")]
        }
    }

    private static func quantity(_ q: Quantity?, _ text: String?) -> JSONValue {
        if let q { return q.high == nil ? JSONValue(q.low) : JSONValue(q.formatted()) }
        return JSONValue(text ?? "")
    }

    private static func number(_ q: Quantity?) -> JSONValue { JSONValue(q?.low) ?? .null }
    private static func int(_ n: Int?) -> JSONValue { JSONValue(n) ?? .null }
    private static func text(_ s: String?) -> JSONValue { JSONValue(s) ?? .null }
}
