import CookgenSupport
import CookgenModel
/// The pieces of a recipe as text, shared by the Markdown and Cooklang writers.
package enum RecipeText {
    /// An ingredient as a line the ingredient parser reads back to the same quantity, unit,
    /// name and note: the line as written when it still says that, else one composed from the parts.
    package static func ingredientLine(_ i: Ingredient) -> String {
        if !i.text.utf8.contains(UInt8(ascii: "\n")), sameParts(IngredientLineParser.parse(i.text, at: i.location), i) { return i.text }
        let name = (i.reference ?? i.link).map { "[\(i.name)](\($0))" } ?? i.name
        let amount = i.quantity.map { $0.exactText() } ?? i.quantityText
        var line = [amount, i.unit, name].compactMap { $0?.nonEmpty }.joined(separator: " ")
        if let note = i.note?.nonEmpty { line += ", " + note }
        return FrontMatterLines.oneLine(line)
    }

    /// Whether two ingredients say the same thing (the line as written and its location aside).
    package static func sameParts(_ a: Ingredient, _ b: Ingredient) -> Bool {
        a.quantity == b.quantity && a.quantityText == b.quantityText && a.unit == b.unit && a.name == b.name
            && a.note == b.note && a.reference == b.reference && a.link == b.link
    }

    /// A step's words without markup: ingredients and cookware by name, timers by duration.
    package static func plain(_ step: Step, in recipe: Recipe) -> String {
        // A Markdown step is one text; only a step that names ingredients needs the list of them.
        if step.items.count == 1, case .text(let text) = step.items[0] { return text }
        let ingredients = step.items.contains { if case .ingredient = $0 { true } else { false } } ? recipe.ingredients : []
        return step.items.map { item -> String in
            switch item {
            case .text(let text): return text
            case .ingredient(let i): return ingredients.indices.contains(i) ? ingredients[i].name : ""
            case .cookware(let i): return recipe.cookware.indices.contains(i) ? recipe.cookware[i].name : ""
            case .timer(let i):
                guard recipe.timers.indices.contains(i) else { return "" }
                let t = recipe.timers[i]
                return [t.quantity?.exactText() ?? t.quantityText, t.unit].compactMap { $0?.nonEmpty }.joined(separator: " ")
            }
        }.joined()
    }

    /// A step as Markdown: Markdown recipes already are; Cooklang text is escaped.
    package static func markdown(_ step: Step, in recipe: Recipe) -> String {
        if recipe.format == .markdown, step.items.allSatisfy({ if case .text = $0 { true } else { false } }) {
            return adultMark(step) + plain(step, in: recipe)
        }
        return adultMark(step) + MarkdownText.escape(plain(step, in: recipe))
    }

    /// `[adult: oven] ` for a step marked as needing an adult, so an export reads back the same.
    package static func adultMark(_ step: Step) -> String {
        guard let hazards = step.adultHazards else { return "" }
        return hazards.isEmpty ? "[adult] " : "[adult: \(hazards.map(\.rawValue).joined(separator: ", "))] "
    }

    /// Cooklang `> notes` between the steps, which Markdown has no place for.
    package static func stepNotes(_ recipe: Recipe) -> [String] {
        recipe.stepSections.flatMap(\.blocks).compactMap { block in
            if case .note(let text) = block { text } else { nil }
        }
    }

    /// Whether a group or section title survives as a Markdown `### heading`: not one that starts
    /// another section (`Notes`) and not one ending in `#`, which Markdown reads as a closing sequence.
    /// Whether a group or section is written without a title.
    package static func isUntitled(_ title: String?) -> Bool {
        title.map(FrontMatterLines.oneLine)?.nonEmpty == nil
    }

    package static func isHeadingSafe(_ title: String?) -> Bool {
        guard let title = title.map(FrontMatterLines.oneLine)?.nonEmpty else { return true }
        return !title.hasSuffix("#") && MarkdownBody.kind(ofHeading: title) == nil
    }
}
