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
        let groups = writtenGroups(recipe)
        let ingredientsInFront = groups.contains { !RecipeText.isHeadingSafe($0.title) }
        if ingredientsInFront { ingredientList(groups, into: &front) }
        if stepsInFront { directions(recipe, images: images, into: &front) }
        let notes = ([recipe.notes] + RecipeText.stepNotes(recipe).map(MarkdownText.escape)).compactMap(\.nonEmpty)
            .joined(separator: "\n\n")
        // A heading inside the notes would end the notes section; the front matter keeps it whole.
        let notesInFront = notes.split(separator: "\n").contains { $0.hasPrefix("#") }
        if notesInFront { front.block("notes", notes) }
        var blocks: [String] = []
        if let body = keepingLeadingHeading(recipe.body).nonEmpty { blocks.append(body) }
        if !ingredientsInFront, !groups.isEmpty { blocks.append(ingredients(groups)) }
        if !stepsInFront, !recipe.steps.isEmpty { blocks.append(steps(recipe)) }
        if !notesInFront, !notes.isEmpty { blocks.append("## Notes\n\n" + notes) }
        return front.text + (blocks.isEmpty ? "" : "\n" + blocks.joined(separator: "\n\n") + "\n")
    }

    /// A body that opens with a level-1 `# Heading` would read back as the recipe's title and lose
    /// that line (found by the markdown fuzz target); written as a setext heading (`Heading` over
    /// `===`) it stays in the body and looks the same.
    static func keepingLeadingHeading(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let i = lines.firstIndex(where: { !$0.trimmed.isEmpty }), lines[i].first == "#" else { return body }
        let rest = lines[i].dropFirst()
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return body }
        var text = rest.trimmed
        while text.hasSuffix("#") { text.removeLast() }
        text = text.trimmed
        if text.first == "#" { text = "\\" + text }
        lines.replaceSubrange(i...i, with: text.isEmpty ? [] : [text, "==="])
        return lines.joined(separator: "\n")
    }

    /// The groups as written: each ingredient's line, without empty ones (an empty `- ` would read
    /// back as nothing, or as an ingredient "-"), and without groups left empty.
    private static func writtenGroups(_ recipe: Recipe) -> [(title: String?, lines: [String])] {
        recipe.ingredientGroups.compactMap { group in
            let lines = group.items.map(RecipeText.ingredientLine).filter { !$0.trimmed.isEmpty }
            return lines.isEmpty ? nil : (group.title, lines)
        }
    }

    private static func ingredients(_ groups: [(title: String?, lines: [String])]) -> String {
        var lines = ["## Ingredients"]
        // An untitled group after the first has no heading to start it, so it reads back as part of
        // the group before: written the same way (no blank line), the text stays a fixed point.
        for (n, group) in groups.enumerated() {
            if let title = group.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                lines += ["", "### \(title)", ""]
            } else if n == 0 {
                lines.append("")
            }
            lines += group.lines.map { "- " + $0 }
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
                let text = RecipeText.markdown(step, in: recipe).split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }
                // An empty step is not written, so it takes no number: no gap that reads back renumbered.
                guard let first = text.first else { continue }
                number += 1
                lines.append("\(number). \(first)")
                lines += text.dropFirst().map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Ingredients as a front-matter list, groups as one-key mappings.
    private static func ingredientList(_ groups: [(title: String?, lines: [String])], into front: inout FrontMatterLines) {
        front.raw("ingredients:")
        for group in groups {
            var indent = "  "
            if let title = group.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                front.raw("  - \(YAMLText.scalar(title)):")
                indent = "      "
            }
            for line in group.lines { front.raw("\(indent)- \(YAMLText.scalar(line))") }
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
