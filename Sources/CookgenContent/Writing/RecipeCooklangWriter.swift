import CookgenSupport
import CookgenModel
/// Writes a recipe as Cooklang that the Cooklang parser reads back to the same ingredients.
///
/// A recipe whose steps name their ingredients (one written in Cooklang) is written inline:
/// `Boil @eggs{4} in a #pot{} for ~{8%minutes}.` A recipe whose steps are plain text (one
/// written in Markdown) gets its ingredients in sections of their own before the method:
///
/// ```
/// = Ingredients
/// @flour{200%g}
/// @milk{1 1/2%cups}
///
/// = Ingredients: For the topping
/// @blueberries{150%g}
///
/// =
/// Whisk the flour with the milk.
/// ```
///
/// cookgen reads a section called `Ingredients` (or `Ingredients: <group>`) that holds only
/// ingredients as the ingredient list, not as a step; other Cooklang tools show it as a
/// step listing the ingredients. Everything else is escaped so it stays text.
package enum RecipeCooklangWriter {
    /// The `.cook` file; `images` gives the text for the picture reference.
    package static func text(_ recipe: Recipe, images: (Located<String>?) -> String?) -> String {
        var front = FrontMatterLines(recipe, image: images(recipe.metadata.image))
        front.components(recipe.components)
        if let notes = [recipe.notes, recipe.body].compactMap(\.nonEmpty).joined(separator: "\n\n").nonEmpty {
            front.block("notes", notes)
        }
        let paragraphs = namesIngredientsInline(recipe) ? inline(recipe) : listed(recipe)
        return front.text + (paragraphs.isEmpty ? "" : "\n" + paragraphs.joined(separator: "\n\n") + "\n")
    }

    /// Whether every ingredient is named once in the steps, in order, so the steps can carry them.
    package static func namesIngredientsInline(_ recipe: Recipe) -> Bool {
        let mentioned = recipe.steps.flatMap(\.items).compactMap { item -> Int? in
            if case .ingredient(let i) = item { i } else { nil }
        }
        return !mentioned.isEmpty && mentioned == Array(recipe.ingredients.indices)
    }

    private static func inline(_ recipe: Recipe) -> [String] {
        var paragraphs: [String] = []
        for (n, section) in recipe.stepSections.enumerated() {
            if n > 0 || section.title != nil { paragraphs.append(sectionLine(section.title)) }
            for block in section.blocks {
                switch block {
                case .step(let step): paragraphs.append(stepLine(step, in: recipe))
                case .note(let text): paragraphs.append("> " + CooklangText.escape(FrontMatterLines.oneLine(text), .name))
                }
            }
        }
        return paragraphs
    }

    private static func listed(_ recipe: Recipe) -> [String] {
        var paragraphs: [String] = []
        for group in recipe.ingredientGroups where !group.items.isEmpty {
            let title = group.title.map(FrontMatterLines.oneLine)?.nonEmpty.map { "Ingredients: " + $0 } ?? "Ingredients"
            paragraphs.append(sectionLine(title))
            paragraphs.append(group.items.map(ingredient).joined(separator: "\n"))
        }
        for (n, section) in recipe.stepSections.enumerated() {
            if n > 0 || section.title != nil || !paragraphs.isEmpty { paragraphs.append(sectionLine(section.title)) }
            for step in section.steps {
                let text = FrontMatterLines.oneLine(RecipeText.plain(step, in: recipe)).trimmed
                let mark = RecipeText.adultMark(step)
                if !text.isEmpty { paragraphs.append(mark + CooklangText.escape(text, .text(lineStart: mark.isEmpty, afterIngredient: false))) }
            }
            for case .note(let text) in section.blocks {
                paragraphs.append("> " + CooklangText.escape(FrontMatterLines.oneLine(text), .name))
            }
        }
        return paragraphs
    }

    /// `= Title`, or a bare `=` that starts an untitled section.
    private static func sectionLine(_ title: String?) -> String {
        guard let title = title.map(FrontMatterLines.oneLine)?.nonEmpty else { return "=" }
        return "= " + CooklangText.escape(title, .name)
    }

    private static func stepLine(_ step: Step, in recipe: Recipe) -> String {
        var line = RecipeText.adultMark(step)
        var afterIngredient = false
        for item in step.items {
            defer { if case .ingredient = item { afterIngredient = true } else { afterIngredient = false } }
            switch item {
            case .text(let text):
                line += CooklangText.escape(FrontMatterLines.oneLine(text), .text(lineStart: line.isEmpty, afterIngredient: afterIngredient))
            case .ingredient(let i): line += recipe.ingredient(at: i).map(ingredient) ?? ""
            case .cookware(let i):
                let c = recipe.cookware[i]
                line += "#" + CooklangText.escape(c.name, .name) + "{" + amount(c.quantity, c.quantityText, unit: nil) + "}"
            case .timer(let i):
                let t = recipe.timers[i]
                line += "~" + CooklangText.escape(t.name ?? "", .name) + "{" + amount(t.quantity, t.quantityText, unit: t.unit) + "}"
            }
        }
        return line
    }

    /// `@name{amount%unit}(note)`; a recipe reference keeps its `./path`.
    package static func ingredient(_ i: Ingredient) -> String {
        var name = CooklangText.escape(FrontMatterLines.oneLine(i.name).nonEmpty ?? i.text, .name)
        if let reference = i.reference.map(FrontMatterLines.oneLine)?.nonEmpty {
            var path = reference.hasPrefix("./") || reference.hasPrefix("../") ? reference : "./" + reference
            for suffix in [".md", ".cook"] where path.lowercased().hasSuffix(suffix) { path = String(path.dropLast(suffix.count)) }
            name = CooklangText.escape(path, .name)
        }
        var text = "@" + name + "{" + amount(i.quantity, i.quantityText, unit: i.unit) + "}"
        // Cooklang has no link on a name: the address goes into the note, so it is not lost.
        let note = [i.note, i.link].compactMap { $0.map(FrontMatterLines.oneLine)?.nonEmpty }.joined(separator: ", ")
        if !note.isEmpty { text += "(" + CooklangText.escape(note, .note) + ")" }
        return text
    }

    private static func amount(_ quantity: Quantity?, _ words: String?, unit: String?) -> String {
        var value = words.map { CooklangText.escape(FrontMatterLines.oneLine($0), .braces) } ?? ""
        if let quantity { value = (quantity.fixed ? "=" : "") + quantity.exactText(cooklang: true) }
        guard let unit = unit?.nonEmpty else { return value }
        return value + "%" + CooklangText.escape(FrontMatterLines.oneLine(unit), .braces)
    }
}

/// Escaping for text in a `.cook` file, with the backslash escapes of the Cooklang parser.
package enum CooklangText {
    /// Where the text goes; each place has its own characters that would end it or start markup.
    package enum Place {
        /// Step text; at the start of a line `>` and `=` start a note or a section; right after
        /// an ingredient `(` would start its note.
        case text(lineStart: Bool, afterIngredient: Bool)
        /// A name, a section title or a note line: `=` at either end would be read as section markup.
        case name
        /// Inside `{…}`: `%` starts the unit.
        case braces
        /// Inside an ingredient's `(…)`.
        case note
    }

    /// `text` with every character that would start markup or a comment, or end its place, escaped.
    package static func escape(_ text: String, _ place: Place) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (n, s) in scalars.enumerated() {
            let next = n + 1 < scalars.count ? scalars[n + 1] : nil
            let previous = n > 0 ? scalars[n - 1] : nil
            var escape = "\\@#~{}[]".unicodeScalars.contains(s)
                || s == "-" && (next == "-" || previous == "-" || previous == "[")
            switch place {
            case .text(let lineStart, let afterIngredient):
                escape = escape || n == 0 && (lineStart && (s == ">" || s == "=") || afterIngredient && s == "(")
            case .name: escape = escape || (n == 0 && s == ">") || (s == "=" && (n == 0 || n == scalars.count - 1))
            case .braces: escape = escape || s == "%" || s == "|"
            case .note: escape = escape || s == ")"
            }
            if escape { out.append("\\") }
            out.append(s)
        }
        return String(out)
    }
}
