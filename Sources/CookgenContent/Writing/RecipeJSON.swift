import CookgenSupport
import CookgenModel
/// The parsed model of a recipe as JSON: what `cookgen export --format json` prints.
/// The step items have the shape of the Cooklang canonical test cases.
public enum RecipeJSON {
    /// The recipe as pretty-printed JSON with sorted keys.
    public static func string(_ recipe: Recipe) -> String {
        JSONWriter.string(object(recipe), pretty: true) + "\n"
    }

    package static func object(_ recipe: Recipe) -> [String: Any] {
        var groupOf: [Int: String] = [:]
        var position = 0
        for group in recipe.ingredientGroups {
            for _ in group.items { if let title = group.title { groupOf[position] = title }; position += 1 }
        }
        return [
            "title": recipe.title,
            "slug": recipe.slug.rawValue,
            "source": recipe.sourcePath,
            "format": recipe.format.rawValue,
            "metadata": metadata(recipe.metadata),
            "ingredients": recipe.ingredients.enumerated().map { ingredient($1, group: groupOf[$0]) },
            "cookware": recipe.cookware.map { ["name": $0.name, "quantity": number($0.quantity), "quantity_text": text($0.quantityText)] },
            "timers": recipe.timers.map {
                ["name": text($0.name), "quantity": number($0.quantity), "quantity_text": text($0.quantityText), "unit": text($0.unit)]
            },
            "sections": recipe.stepSections.map { section(recipe, $0) },
            "components": recipe.components.map { ["recipe": $0.target, "quantity": number($0.quantity), "unit": text($0.unit)] },
            "notes": text(recipe.notes.nonEmpty),
            "body": text(recipe.body.nonEmpty),
        ]
    }

    package static func metadata(_ m: RecipeMetadata) -> [String: Any] {
        let terms = { (values: [Located<String>]) in values.map(\.value) }
        return [
            "description": text(m.description), "date": text(m.date?.iso), "updated": text(m.updated?.iso),
            "author": text(m.author), "source": text(m.source), "image": text(m.image?.value), "image_alt": text(m.imageAlt),
            "categories": terms(m.categories), "courses": terms(m.courses), "cuisines": terms(m.cuisines),
            "diets": terms(m.diets), "seasons": terms(m.seasons), "level": text(m.level?.value), "tags": terms(m.tags),
            "servings": m.servings.map { $0 as Any } ?? JSONWriter.null, "yield": text(m.yield),
            "prep_minutes": int(m.prepMinutes), "cook_minutes": int(m.cookMinutes), "total_minutes": int(m.totalMinutes),
            "nutrition": m.nutrition.map { ["key": $0.key, "value": $0.value] },
            "featured": m.featured, "draft": m.draft, "locale": text(m.locale),
        ]
    }

    package static func ingredient(_ i: Ingredient, group: String?) -> [String: Any] {
        [
            "name": i.name, "quantity": number(i.quantity), "quantity_high": i.quantity?.high.map { $0 as Any } ?? JSONWriter.null,
            "quantity_text": text(i.quantityText), "unit": text(i.unit), "note": text(i.note),
            "fixed": i.quantity?.fixed ?? false, "group": text(group), "reference": text(i.reference), "line": i.location.line,
        ]
    }

    package static func section(_ recipe: Recipe, _ section: StepSection) -> [String: Any] {
        let steps = section.steps.map { step in step.items.map { item(recipe, $0) } }
        let notes = section.blocks.compactMap { block -> String? in if case .note(let n) = block { n } else { nil } }
        return ["name": text(section.title), "steps": steps, "notes": notes]
    }

    /// `{type: text, value}`, `{type: ingredient, index, name, quantity, units}`, … in source order.
    package static func item(_ recipe: Recipe, _ item: StepItem) -> [String: Any] {
        switch item {
        case .text(let value): return ["type": "text", "value": value]
        case .ingredient(let i):
            let ing = recipe.ingredients.indices.contains(i) ? recipe.ingredients[i] : nil
            return ["type": "ingredient", "index": i, "name": ing?.name ?? "", "quantity": quantity(ing?.quantity, ing?.quantityText),
                    "units": ing?.unit ?? ""]
        case .cookware(let i):
            let c = recipe.cookware.indices.contains(i) ? recipe.cookware[i] : nil
            return ["type": "cookware", "index": i, "name": c?.name ?? "", "quantity": quantity(c?.quantity, c?.quantityText)]
        case .timer(let i):
            let t = recipe.timers.indices.contains(i) ? recipe.timers[i] : nil
            return ["type": "timer", "index": i, "name": t?.name ?? "", "quantity": quantity(t?.quantity, t?.quantityText),
                    "units": t?.unit ?? ""]
        }
    }

    private static func quantity(_ q: Quantity?, _ text: String?) -> Any {
        if let q { return q.high == nil ? q.low as Any : "\(q.formatted())" }
        return text ?? ""
    }

    private static func number(_ q: Quantity?) -> Any { q.map { $0.low as Any } ?? JSONWriter.null }
    private static func int(_ n: Int?) -> Any { n.map { $0 as Any } ?? JSONWriter.null }
    private static func text(_ s: String?) -> Any { s.map { $0 as Any } ?? JSONWriter.null }
}
