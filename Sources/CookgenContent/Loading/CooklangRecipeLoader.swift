import CookgenSupport
import CookgenModel
/// Loads a Cooklang recipe: the parser gives ingredients, cookware, timers and steps;
/// metadata (YAML front matter, or legacy `>> key: value` lines) goes through the same
/// reader as Markdown front matter, so both formats share one vocabulary.
package enum CooklangRecipeLoader {
    package static func load(_ source: SourceText) -> (Recipe?, [Diagnostic]) {
        let document = CooklangParser.parse(source.text, file: source.path)
        var diagnostics = document.diagnostics
        var entries = legacyEntries(document.metadata)
        if let yaml = document.frontMatter {
            switch YAMLValue.parse(yaml, file: source.path, line: document.frontMatterLine) {
            case .success(.some(.mapping(let found, _))): entries = found + entries
            case .success(.none): break
            case .success(.some), .failure:
                // Older Cooklang tools wrote `cooking time    :30 mins`, which YAML does not read as a mapping.
                if let pairs = document.frontMatterPairs {
                    entries = legacyEntries(pairs) + entries
                } else if case .failure(let d) = YAMLValue.parse(yaml, file: source.path, line: document.frontMatterLine) {
                    return (nil, diagnostics + [d])
                }
            }
        }
        var metadata = RecipeMetadata(title: "", location: source.location(line: 1))
        var reader = MetadataReader(file: source.path)
        let lists = reader.read(entries, into: &metadata)
        diagnostics += reader.diagnostics
        if metadata.title.isEmpty { metadata.title = PathText.stem(of: source.path) }
        var recipe = Recipe(
            slug: Slug(lists.slug ?? PathText.stem(of: source.path)), sourcePath: source.path, format: .cooklang,
            metadata: metadata, ingredientGroups: groups(document), cookware: document.cookware, timers: document.timers,
            stepSections: document.sections.filter { role(of: $0) == .method }, components: components(lists, source.path, &diagnostics),
            body: "", notes: lists.notes)
        diagnostics += AdultMarks.apply(to: &recipe)
        diagnostics += AbsurdValues.check(&recipe)
        return (recipe, diagnostics)
    }

    /// `components:` in the front matter, as in Markdown recipes.
    private static func components(_ lists: MetadataReader.Lists, _ file: String, _ diagnostics: inout [Diagnostic]) -> [Component] {
        guard let value = lists.components else { return [] }
        var reader = FrontMatterLists(file: file)
        defer { diagnostics += reader.diagnostics }
        return reader.components(value)
    }

    private static func legacyEntries(_ metadata: [CooklangDocument.MetadataEntry]) -> [YAMLEntry] {
        metadata.map { YAMLEntry(key: $0.key, keyLocation: $0.location, value: .scalar($0.value, $0.location)) }
    }

    /// One group per named section, mentions in source order, so the flattened list
    /// keeps the indices the steps refer to.
    private static func groups(_ document: CooklangDocument) -> [IngredientGroup] {
        var groups: [IngredientGroup] = []
        var next = 0
        for section in document.sections {
            var items: [Ingredient] = []
            for step in section.steps {
                for case .ingredient(let i) in step.items where i == next {
                    items.append(document.ingredients[i])
                    next += 1
                }
            }
            if !items.isEmpty { groups.append(IngredientGroup(title: groupTitle(of: section), items: items)) }
        }
        if next < document.ingredients.count {
            groups.append(IngredientGroup(title: nil, items: Array(document.ingredients[next...])))
        }
        return groups
    }
}
