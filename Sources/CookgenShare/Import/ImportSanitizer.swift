import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// Cleans a recipe read from a file someone sent: no HTML in any text, no control characters,
/// one-line fields on one line. Markdown stays Markdown; the build escapes everything anyway,
/// this keeps the written file itself free of markup that was never meant.
package enum ImportSanitizer {
    /// The recipe with every text field cleaned.
    package static func clean(_ recipe: Recipe) -> Recipe {
        var r = recipe
        let line = { (s: String) in ImportText.untagged(s) }
        r.metadata.title = line(r.metadata.title).nonEmpty ?? "Imported recipe"
        cleanMetadata(&r.metadata)
        r.ingredientGroups = r.ingredientGroups.map { group in
            IngredientGroup(title: group.title.map(line)?.nonEmpty, items: group.items.map(cleanIngredient))
        }
        r.cookware = r.cookware.map { Cookware(name: line($0.name).nonEmpty ?? "?", quantity: $0.quantity, quantityText: $0.quantityText.map(line)) }
        r.timers = r.timers.map {
            CookTimer(name: $0.name.map(line)?.nonEmpty, quantity: $0.quantity, quantityText: $0.quantityText.map(line), unit: $0.unit.map(line))
        }
        let markdown = recipe.format == .markdown
        r.stepSections = r.stepSections.map { section in
            StepSection(title: section.title.map(line)?.nonEmpty, blocks: section.blocks.map { block in
                switch block {
                case .note(let text): return .note(line(text))
                case .step(var step):
                    step.items = step.items.map { item in
                        guard case .text(let text) = item else { return item }
                        return .text(markdown ? ImportText.markdownWithoutHTML(text) : ImportText.stripTags(text))
                    }
                    return .step(step)
                }
            })
        }
        r.components = r.components.map { var c = $0; c.target = line(c.target); c.unit = c.unit.map(line); return c }
        r.body = ImportText.markdownWithoutHTML(r.body)
        r.notes = ImportText.markdownWithoutHTML(r.notes)
        return r
    }

    private static func cleanMetadata(_ m: inout RecipeMetadata) {
        let line = { (s: String) in ImportText.untagged(s).nonEmpty }
        let terms = { (values: [Located<String>]) in values.compactMap { v in line(v.value).map { Located($0, at: v.location) } } }
        m.description = m.description.flatMap(line)
        m.author = m.author.flatMap(line)
        m.source = m.source.flatMap(line)
        m.imageAlt = m.imageAlt.flatMap(line)
        m.image = m.image.flatMap { v in v.value.trimmed.nonEmpty.map { Located($0, at: v.location) } }
        (m.categories, m.courses, m.cuisines) = (terms(m.categories), terms(m.courses), terms(m.cuisines))
        (m.diets, m.seasons, m.tags) = (terms(m.diets), terms(m.seasons), terms(m.tags))
        m.level = m.level.flatMap { v in line(v.value).map { Located($0, at: v.location) } }
        m.yield = m.yield.flatMap(line)
        m.locale = m.locale.flatMap(line)
        m.nutrition = m.nutrition.compactMap { e in
            guard let key = line(e.key), let value = line(e.value) else { return nil }
            return NutritionEntry(key: key, value: value)
        }
        m.extra = m.extra.compactMap(cleanField)
    }

    /// A kept metadata entry with its key and every text in it cleaned; nil when the key is empty.
    private static func cleanField(_ field: MetadataField) -> MetadataField? {
        func clean(_ value: MetadataValue) -> MetadataValue {
            switch value {
            case .text(let s): .text(ImportText.untagged(s))
            case .list(let items): .list(items.map(clean))
            case .map(let fields): .map(fields.compactMap(cleanField))
            }
        }
        guard let key = ImportText.untagged(field.key).nonEmpty else { return nil }
        return MetadataField(key: key, value: clean(field.value), location: field.location)
    }

    private static func cleanIngredient(_ i: Ingredient) -> Ingredient {
        let line = { (s: String) in ImportText.untagged(s) }
        var result = i
        result.name = line(i.name).nonEmpty ?? "?"
        result.unit = i.unit.map(line)?.nonEmpty
        result.note = i.note.map(line)?.nonEmpty
        result.quantityText = i.quantityText.map(line)?.nonEmpty
        result.reference = i.reference.map(line)?.nonEmpty
        result.text = line(i.text)
        return result
    }
}
