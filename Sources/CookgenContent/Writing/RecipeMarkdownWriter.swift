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
        // Under `## Steps` an untitled section after another has no heading to start it and would
        // read back as part of the one before; the front matter's list keeps it apart.
        let sections = writtenSections(recipe)
        let stepsInFront = sections.contains { $0.steps.contains { images($0.step.image) != nil } }
            || sections.contains { !RecipeText.isHeadingSafe($0.title) } || sections.dropFirst().contains { RecipeText.isUntitled($0.title) }
        let groups = writtenGroups(recipe)
        let ingredientsInFront = groups.contains { !RecipeText.isHeadingSafe($0.title) } || groups.dropFirst().contains { RecipeText.isUntitled($0.title) }
        if ingredientsInFront { ingredientList(groups, into: &front) }
        if stepsInFront { directions(sections, images: images, into: &front) }
        let notes = ([recipe.notes] + RecipeText.stepNotes(recipe).map(MarkdownText.escape)).compactMap(\.nonEmpty)
            .joined(separator: "\n\n")
        // A heading inside the notes would end the notes section; the front matter keeps it whole.
        let notesInFront = notes.split(separator: "\n").contains { $0.hasPrefix("#") }
        if notesInFront { front.block("notes", notes) }
        var blocks: [String] = []
        if let body = keepingLeadingHeading(recipe.body).nonEmpty { blocks.append(body) }
        if !ingredientsInFront, !groups.isEmpty { blocks.append(ingredients(groups)) }
        if !stepsInFront, !sections.isEmpty { blocks.append(steps(sections)) }
        if !notesInFront, !notes.isEmpty { blocks.append("## Notes\n\n" + notes) }
        // Markup the reader would read as a shortcode or Liquid (a shortcode the recipe shows as
        // text) is escaped, so it reads back as the text it is.
        return front.text + (blocks.isEmpty ? "" : "\n" + TemplateMarkup.escaping(blocks.joined(separator: "\n\n")) + "\n")
    }

    /// A body that opens with a level-1 `# Heading` would read back as the recipe's title and lose
    /// that line (found by the markdown fuzz target); written as a setext heading (`Heading` over
    /// `===`) it stays in the body and looks the same.
    static func keepingLeadingHeading(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An empty `#` is dropped, and the line after it may be the next one to open the body.
        // Read as the reader reads it (`MarkdownBody.atxHeading`), so the two agree on what a heading is.
        while let i = lines.firstIndex(where: { !$0.trimmed.isEmpty }), let heading = MarkdownBody.atxHeading(lines[i]),
              heading.level == 1 {
            var text = heading.text
            if text.first == "#" { text = "\\" + text }
            lines.replaceSubrange(i...i, with: text.isEmpty ? [] : [text, "==="])
            if !text.isEmpty { break }
        }
        return lines.joined(separator: "\n")
    }

    /// The groups as written: each ingredient's line, without empty ones (an empty `- ` would read
    /// back as nothing, or as an ingredient "-").
    private static func writtenGroups(_ recipe: Recipe) -> [(title: String?, lines: [String])] {
        joiningUntitled(recipe.ingredientGroups.map { group in
            (group.title, group.items.map(RecipeText.ingredientLine).filter { !$0.trimmed.isEmpty })
        }).map { (title: $0.title, lines: $0.items) }
    }

    /// Lists in order without empty ones, and untitled neighbours joined into one: so they read back.
    private static func joiningUntitled<Item>(_ lists: [(title: String?, items: [Item])]) -> [(title: String?, items: [Item])] {
        var joined: [(title: String?, items: [Item])] = []
        for list in lists where !list.items.isEmpty {
            if RecipeText.isUntitled(list.title), let last = joined.last, RecipeText.isUntitled(last.title) {
                joined[joined.count - 1].items += list.items
            } else {
                joined.append(list)
            }
        }
        return joined
    }

    private static func ingredients(_ groups: [(title: String?, lines: [String])]) -> String {
        var lines = ["## Ingredients"]
        // Only the first group can be untitled here (see `text`): the others go into the front matter.
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

    /// The sections as written: each step's Markdown, without steps that have none (an empty step
    /// is not written, so it takes no number and leaves no gap that reads back renumbered).
    private static func writtenSections(_ recipe: Recipe) -> [(title: String?, steps: [(text: String, step: Step)])] {
        joiningUntitled(recipe.stepSections.map { section in
            (section.title, section.steps.map { (text: RecipeText.markdown($0, in: recipe), step: $0) }.filter { !$0.text.trimmed.isEmpty })
        }).map { (title: $0.title, steps: $0.items) }
    }

    private static func steps(_ sections: [(title: String?, steps: [(text: String, step: Step)])]) -> String {
        var lines = ["## Steps"]
        var number = 0
        // Only the first section can be untitled here (see `text`): the others go into the front matter.
        for (n, section) in sections.enumerated() {
            if let title = section.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                lines += ["", "### \(title)", ""]
            } else if n == 0 {
                lines.append("")
            }
            for step in section.steps {
                let text = step.text.split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }
                number += 1
                lines.append("\(number). \(text[0])")
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
            // A line ending in ':' would read back as a group's title: written as `name:` it stays an ingredient.
            for line in group.lines {
                front.raw("\(indent)- \(line.trimmed.hasSuffix(":") ? "name: " : "")\(YAMLText.scalar(line))")
            }
        }
    }

    /// Steps as a front-matter list: `- text: …` with `image:`, sections as one-key mappings.
    private static func directions(_ sections: [(title: String?, steps: [(text: String, step: Step)])],
                                   images: (Located<String>?) -> String?, into front: inout FrontMatterLines) {
        front.raw("directions:")
        for section in sections {
            var indent = "  "
            if let title = section.title.map(FrontMatterLines.oneLine)?.nonEmpty {
                front.raw("  - \(YAMLText.scalar(title)):")
                indent = "      "
            }
            for step in section.steps {
                front.raw("\(indent)- text: \(YAMLText.block(step.text, indent: indent + "    "))")
                if let image = images(step.step.image) { front.raw("\(indent)  image: \(YAMLText.scalar(image))") }
            }
        }
    }
}
