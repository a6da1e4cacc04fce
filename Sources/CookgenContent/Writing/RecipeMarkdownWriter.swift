import CookgenSupport
import CookgenModel
/// Writes a recipe in cookgen's own Markdown: YAML front matter, the introduction, then
/// `## Ingredients` (groups as `###`), `## Steps` and `## Notes`.
///
/// Steps with pictures, or with section titles that would read as another section, go into
/// the front matter as a `directions:` list instead, which keeps them. Cooklang notes
/// written between steps join the notes, escaped, since Markdown has no place for them.
package enum RecipeMarkdownWriter {
    /// The recipe file; `images` gives the text for each picture reference.
    package static func text(_ recipe: Recipe, images: (Located<String>?) -> String?) -> String {
        var front = FrontMatterLines(recipe, image: images(recipe.metadata.image))
        front.components(recipe.components)
        let stepsInFront = recipe.steps.contains { images($0.image) != nil }
            || recipe.stepSections.contains { !$0.steps.isEmpty && !RecipeText.isHeadingSafe($0.title) }
        let ingredientsInFront = recipe.ingredientGroups.contains { !$0.items.isEmpty && !RecipeText.isHeadingSafe($0.title) }
        if ingredientsInFront { ingredientList(recipe, into: &front) }
        if stepsInFront { directions(recipe, images: images, into: &front) }
        let notes = ([recipe.notes] + RecipeText.stepNotes(recipe).map(MarkdownText.escape)).compactMap(\.nonEmpty)
            .joined(separator: "\n\n")
        // A heading inside the notes would end the notes section; the front matter keeps it whole.
        let notesInFront = notes.split(separator: "\n").contains { $0.hasPrefix("#") }
        if notesInFront { front.block("notes", notes) }
        var blocks: [String] = []
        if let body = recipe.body.nonEmpty { blocks.append(body) }
        if !ingredientsInFront, !recipe.ingredientGroups.isEmpty { blocks.append(ingredients(recipe)) }
        if !stepsInFront, !recipe.steps.isEmpty { blocks.append(steps(recipe)) }
        if !notesInFront, !notes.isEmpty { blocks.append("## Notes\n\n" + notes) }
        return front.text + (blocks.isEmpty ? "" : "\n" + blocks.joined(separator: "\n\n") + "\n")
    }

    private static func ingredients(_ recipe: Recipe) -> String {
        var lines = ["## Ingredients"]
        // An untitled group after the first has no heading to start it, so it reads back as part of
        // the group before: written the same way (no blank line), the text stays a fixed point.
        for (n, group) in recipe.ingredientGroups.filter({ !$0.items.isEmpty }).enumerated() {
            if let title = group.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                lines += ["", "### \(title)", ""]
            } else if n == 0 {
                lines.append("")
            }
            lines += group.items.map { "- " + RecipeText.ingredientLine($0) }
        }
        return lines.joined(separator: "\n")
    }

    private static func steps(_ recipe: Recipe) -> String {
        var lines = ["## Steps"]
        var number = 0
        for (n, section) in recipe.stepSections.filter({ !$0.steps.isEmpty }).enumerated() {
            if let title = section.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                lines += ["", "### \(title)", ""]
            } else if n == 0 {
                lines.append("")
            }
            for step in section.steps {
                number += 1
                let text = RecipeText.markdown(step, in: recipe).split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }
                guard let first = text.first else { continue }
                lines.append("\(number). \(first)")
                lines += text.dropFirst().map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Ingredients as a front-matter list, groups as one-key mappings.
    private static func ingredientList(_ recipe: Recipe, into front: inout FrontMatterLines) {
        front.raw("ingredients:")
        for group in recipe.ingredientGroups where !group.items.isEmpty {
            var indent = "  "
            if let title = group.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                front.raw("  - \(YAMLText.scalar(title)):")
                indent = "      "
            }
            for item in group.items { front.raw("\(indent)- \(YAMLText.scalar(RecipeText.ingredientLine(item)))") }
        }
    }

    /// Steps as a front-matter list: `- text: …` with `image:`, sections as one-key mappings.
    private static func directions(_ recipe: Recipe, images: (Located<String>?) -> String?, into front: inout FrontMatterLines) {
        front.raw("directions:")
        for section in recipe.stepSections where !section.steps.isEmpty {
            var indent = "  "
            if let title = section.title?.nonEmpty {
                front.raw("  - \(YAMLText.scalar(FrontMatterLines.oneLine(title))):")
                indent = "      "
            }
            for step in section.steps {
                let text = RecipeText.markdown(step, in: recipe)
                front.raw("\(indent)- text: \(YAMLText.block(text, indent: indent + "    "))")
                if let image = images(step.image) { front.raw("\(indent)  image: \(YAMLText.scalar(image))") }
            }
        }
    }
}
