import CookgenSupport
import CookgenModel
/// Loads a Markdown recipe: front matter for metadata, lists from front matter
/// or sections of the body for ingredients and steps.
package enum MarkdownRecipeLoader {
    /// Parses one file. Returns nil with at least one error when it cannot be a recipe, or with
    /// just a note when it is plainly no recipe: no front matter, no ingredients, no steps (a
    /// README, an Obsidian "Welcome" note in a recipe vault). `memo`: front matter read before.
    package static func load(_ source: SourceText, memo: YAMLMemo? = nil) -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let front: FrontMatter, entries: [YAMLEntry]
        switch FrontMatter.entries(of: source, example: "title: My recipe", memo: memo) {
        case .success(let read): (front, entries) = read
        case .failure(let d): return (nil, [d])
        }
        // Hugo's shortcodes and Jekyll's Liquid read for what they mean (most bodies have none).
        let (bodyText, markupNotes) = TemplateMarkup.rewrite(front.body, firstLine: front.bodyLine, file: source.path)
        diagnostics += markupNotes
        let body = MarkdownBody.parse(bodyText, firstLine: front.bodyLine, source: source)
        if front.yaml == nil, body.ingredientGroups.isEmpty, body.stepSections.isEmpty {
            return (nil, [.note("not-a-recipe", "skipped: no front matter, no ingredients and no steps, so not a recipe",
                                at: SourceLocation(file: source.path))])
        }
        let readMetadata = { () -> (RecipeMetadata, MetadataReader.Lists, [Diagnostic]) in
            var metadata = RecipeMetadata(title: "", location: source.location(line: 1))
            var reader = MetadataReader(file: source.path)
            let lists = reader.read(entries, into: &metadata)
            return (metadata, lists, reader.diagnostics)
        }
        var (metadata, lists, readerDiagnostics) = front.yaml.flatMap { yaml in
            memo?.metadata(of: yaml, file: source.path, line: front.yamlLine, read: readMetadata)
        } ?? readMetadata()
        if Self.isSectionPage(source.path), lists.ingredients == nil, lists.directions == nil,
           body.ingredientGroups.isEmpty, body.stepSections.isEmpty {
            return (nil, [.note("not-a-recipe", "skipped: a section page (_index.md) with no ingredients and no steps, so not a recipe",
                                at: SourceLocation(file: source.path))])
        }
        diagnostics += readerDiagnostics
        if metadata.title.isEmpty, let heading = body.title { metadata.title = heading.value }
        if metadata.date == nil, let post = Self.jekyllPost(source.path) { metadata.date = post.date }
        guard !metadata.title.isEmpty else {
            diagnostics.append(.error("title-missing", "the recipe has no title", at: source.location(line: 1),
                                      hint: "add 'title: …' to the front matter, or a '# Title' line at the top of the body"))
            return (nil, diagnostics)
        }
        var lists2 = FrontMatterLists(file: source.path)
        var groups = lists.ingredients.map { lists2.ingredientGroups($0) } ?? []
        var sections = lists.directions.map { lists2.stepSections($0) } ?? []
        let components = lists.components.map { lists2.components($0) } ?? []
        diagnostics += lists2.diagnostics
        if groups.isEmpty { groups = body.ingredientGroups.map(Self.ingredientGroup) }
        if sections.isEmpty { sections = body.stepSections.map(Self.stepSection) }
        let notes = [lists.notes, body.notes].filter { !$0.isEmpty }.joined(separator: "\n\n")
        var recipe = Recipe(
            slug: Slug(lists.slug ?? Self.fileSlug(source.path)), sourcePath: source.path, format: .markdown,
            metadata: metadata, ingredientGroups: groups, stepSections: sections, components: components,
            body: body.free, notes: notes)
        diagnostics += AdultMarks.apply(to: &recipe)
        diagnostics += AbsurdValues.check(&recipe)
        return (recipe, diagnostics)
    }

    /// Hugo's section pages (`recipes/_index.md`) list a folder; they are not recipes.
    static func isSectionPage(_ path: String) -> Bool {
        PathText.lastComponents(of: path, count: 1).last?.elementsEqual("_index.md".utf8) ?? false
    }

    /// The URL name a file gives: its stem, or for a page bundle (`chili/index.md`, Hugo and
    /// Jekyll) its folder's name.
    static func fileSlug(_ path: String) -> String {
        if let post = jekyllPost(path) { return post.name }
        let stem = PathText.stem(of: path)
        let parts = PathText.lastComponents(of: path, count: 2)
        // Only ASCII letters lower-case to `index`.
        guard parts.count == 2, stem.utf8.count == 5, stem.utf8.lazy.map({ $0 | 0x20 }).elementsEqual("index".utf8) else { return stem }
        return String(decoding: parts[0], as: UTF8.self)
    }

    /// A Jekyll post (`_posts/2020-01-05-tomato-soup.md`): the day in its name and the name
    /// after it, which Jekyll takes for the post's date and its URL's name.
    static func jekyllPost(_ path: String) -> (date: CalendarDate, name: String)? {
        let parts = PathText.lastComponents(of: path, count: 2)
        guard parts.count == 2, parts[0].elementsEqual("_posts".utf8) else { return nil }
        let stem = Array(PathText.stem(of: path).utf8)
        func number(_ range: Range<Int>) -> Int? {
            range.allSatisfy { (0x30...0x39).contains(stem[$0]) } ? range.reduce(0) { $0 * 10 + Int(stem[$1] - 0x30) } : nil
        }
        guard stem.count > 11, stem[4] == UInt8(ascii: "-"), stem[7] == UInt8(ascii: "-"), stem[10] == UInt8(ascii: "-"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        return (date, String(decoding: stem[11...], as: UTF8.self))
    }

    package static func ingredientGroup(_ group: MarkdownBody.Group) -> IngredientGroup {
        IngredientGroup(title: group.title, items: group.lines.map { IngredientLineParser.parse($0.value, at: $0.location) })
    }

    package static func stepSection(_ group: MarkdownBody.Group) -> StepSection {
        StepSection(title: group.title, blocks: group.lines.map { .step(Step(items: [.text($0.value)], location: $0.location)) })
    }
}
