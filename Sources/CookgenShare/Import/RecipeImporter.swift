import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Reads recipes from a file someone sent or saved — schema.org JSON-LD, a saved web page, a
/// cookgen card, a `.cook` or cookgen `.md` file — into files for the cookbook.
///
/// ```swift
/// let (plans, problems) = RecipeImporter.plans(data: bytes, name: "page.html", folder: downloads)
/// let written = try ImportWriter.write(plans, into: cookbook.appendingPathComponent("Content/recipes/imported"), force: false)
/// ```
///
/// Every input is treated as hostile: it is size-limited, its text is stripped of markup, and
/// pictures are only taken when they are real pictures of limited size.
public enum RecipeImporter {
    /// Largest input read, in bytes.
    public static let maximumInputBytes = 10 * 1024 * 1024

    /// What kind of file is imported.
    public enum InputKind: String, Sendable {
        /// schema.org JSON-LD, or cookgen's model.
        case json
        /// A saved web page or a cookgen card.
        case html
        /// Cooklang.
        case cook
        /// cookgen Markdown.
        case markdown
    }

    /// The kind of input, by its name, else by its first characters.
    public static func kind(name: String, data: Data) -> InputKind {
        switch (name as NSString).pathExtension.lowercased() {
        case "json", "jsonld": return .json
        case "html", "htm", "xhtml": return .html
        case "cook": return .cook
        case "md", "markdown": return .markdown
        default:
            let head = String(decoding: data.prefix(2048), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if head.hasPrefix("{") || head.hasPrefix("[") { return .json }
            if head.hasPrefix("<") { return .html }
            return .markdown
        }
    }

    /// The recipes in the input, as files to write; `name` names the input in messages and
    /// `folder` is where it was read from (for pictures next to it; nil for standard input).
    ///
    /// With `cookbook` (the recipes already in the cookbook it goes into), a recipe that uses
    /// another recipe the cookbook does not have keeps its ingredient line but loses the link,
    /// with a warning, so the cookbook still builds.
    public static func plans(data: Data, name: String, folder: URL?, cookbook: [Recipe]? = nil) -> (plans: [ImportPlan], diagnostics: [Diagnostic]) {
        let at = SourceLocation(file: name)
        guard data.count <= maximumInputBytes else {
            return ([], [.error("import-too-large", "the input is larger than \(maximumInputBytes / 1024 / 1024) MB", at: at,
                                hint: "save just the recipe, or the page without its pictures")])
        }
        let kind = kind(name: name, data: data)
        var (recipes, diagnostics) = read(data, kind: kind, name: name)
        guard !recipes.isEmpty else { return ([], diagnostics) }
        if let cookbook {
            let resolver = RecipeResolver(recipes: cookbook + recipes)
            recipes = recipes.map { unlinkMissing($0, resolver: resolver, input: name, diagnostics: &diagnostics) }
        }
        var planner = ImportPlanner(input: name, folder: folder)
        let plans = recipes.map { planner.plan($0) }
        diagnostics += planner.diagnostics
        return (plans, diagnostics)
    }

    /// The recipe without uses of recipes `resolver` cannot find.
    package static func unlinkMissing(_ recipe: Recipe, resolver: RecipeResolver, input: String, diagnostics: inout [Diagnostic]) -> Recipe {
        var recipe = recipe
        func warn(_ target: String) {
            diagnostics.append(.warning(
                "import-component-missing", "'\(recipe.title)' uses the recipe '\(target)', which is not in this cookbook; the link is left out",
                at: SourceLocation(file: input), hint: "import '\(target)' too, then add it back under 'components:'"))
        }
        recipe.components = recipe.components.filter { component in
            if resolver.resolve(component.target) != nil { return true }
            warn(component.target)
            return false
        }
        for g in recipe.ingredientGroups.indices {
            for i in recipe.ingredientGroups[g].items.indices {
                guard let target = recipe.ingredientGroups[g].items[i].reference, resolver.resolve(target) == nil else { continue }
                warn(target)
                recipe.ingredientGroups[g].items[i].reference = nil
            }
        }
        return recipe
    }

    /// The recipes of an input, cleaned, with pictures as written.
    package static func read(_ data: Data, kind: InputKind, name: String) -> ([Recipe], [Diagnostic]) {
        let at = SourceLocation(file: name)
        switch kind {
        case .cook, .markdown:
            let source: SourceText
            switch SourceText.decode(data, path: name) {
            case .success(let s): source = s
            case .failure(let d): return ([], [d])
            }
            let (recipe, problems) = kind == .cook ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
            guard let recipe, !problems.hasErrors else { return ([], problems) }
            return ([ImportSanitizer.clean(recipe)], problems)
        case .json:
            let text = String(decoding: data, as: UTF8.self)
            guard let value = HTMLPage.parseJSON(text) else {
                return ([], [.error("import-json-invalid", "\(name) is not valid JSON", at: at,
                                    hint: "give a .json file with schema.org Recipe JSON-LD, or the saved web page")])
            }
            if let object = value.object, RecipeJSON.isModel(object) {
                return ([ImportSanitizer.clean(RecipeJSON.recipe(from: object, file: name))], [])
            }
            return fromJSONLD([value], name: name, blocks: 1)
        case .html:
            return fromPage(String(decoding: data, as: UTF8.self), name: name)
        }
    }

    private static func fromPage(_ html: String, name: String) -> ([Recipe], [Diagnostic]) {
        let page = HTMLPage(html)
        let values = page.jsonLD.compactMap(HTMLPage.parseJSON)
        if let model = page.cookgenModel.flatMap(HTMLPage.parseJSON)?.object, RecipeJSON.isModel(model) {
            // A cookgen card: the model has every detail; the JSON-LD carries the picture.
            var recipe = RecipeJSON.recipe(from: model, file: name)
            var graph = JSONLDGraph()
            values.forEach { graph.add($0) }
            let image = graph.recipes.first.flatMap { JSONLDValues.imageURL($0["image"], graph: graph) }
            recipe.metadata.image = image.map { Located($0, at: SourceLocation(file: name)) }
            return ([ImportSanitizer.clean(recipe)], [])
        }
        var diagnostics: [Diagnostic] = []
        if values.count < page.jsonLD.count {
            diagnostics.append(.warning("import-json-invalid", "\(page.jsonLD.count - values.count) of the page's JSON-LD blocks are not valid JSON",
                                        at: SourceLocation(file: name), hint: "the other blocks were read"))
        }
        let (recipes, found) = fromJSONLD(values, name: name, blocks: page.jsonLD.count)
        return (recipes, diagnostics + found)
    }

    private static func fromJSONLD(_ values: [JSONValue], name: String, blocks: Int) -> ([Recipe], [Diagnostic]) {
        var graph = JSONLDGraph()
        values.forEach { graph.add($0) }
        guard !graph.recipes.isEmpty else {
            let types = graph.types.uniqued().prefix(8).joined(separator: ", ")
            let what = blocks == 0 ? "has no JSON-LD (no <script type=\"application/ld+json\">)"
                : "describes no schema.org Recipe" + (types.isEmpty ? "" : " (it has \(types))")
            return ([], [.error("import-no-recipe", "\(name) \(what)", at: SourceLocation(file: name),
                                hint: "save the page of the recipe itself, or copy the recipe into a .md file")])
        }
        var reader = JSONLDRecipeReader(graph: graph, file: name)
        let recipes = graph.recipes.enumerated().map { reader.recipe($1, number: $0 + 1) }
        return (recipes, reader.diagnostics)
    }
}
