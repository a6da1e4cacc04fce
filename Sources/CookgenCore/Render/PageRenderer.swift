import CookMarkdown
import Foundation

/// The render stage: every page through its template and the layout, into a sink.
public struct PageRenderer: Sendable {
    let index: SiteIndex
    let theme: Theme
    let views: ViewBuilder
    let recipeData: RecipeData
    let baseURL: String
    /// UI strings the page's scripts use (`js_*`, `aisle_*`), as script-safe JSON.
    let scriptStrings: String
    /// Writes each recipe's downloads (card, Markdown, Cooklang, JSON-LD).
    let exporter: RecipeExporter

    /// Prepares rendering; `baseURL` overrides the config's when non-empty.
    public init(index: SiteIndex, theme: Theme, baseURL: String) {
        self.index = index
        self.theme = theme
        self.baseURL = baseURL
        views = ViewBuilder(index: index, labels: Labels(strings: theme.strings, language: index.config.language))
        recipeData = RecipeData(views: views, aisles: AisleTable(overrides: index.aisleOverrides))
        exporter = RecipeExporter(index: index, theme: theme, views: views)
        let forScripts = theme.strings.filter { $0.key.hasPrefix("js_") || $0.key.hasPrefix("aisle_") }
        scriptStrings = RecipeJSONLD.scriptSafe(JSONWriter.string(forScripts))
    }

    /// Renders the whole site into `sink`; returns the number of files written and any template problems.
    public func render(into sink: OutputSink, threads: Int) throws -> Int {
        var pages = try renderRecipes(into: sink, threads: threads)
        for (path, context, template) in listPages() {
            try page(template, path: path, context: context, into: sink)
            pages += 1
        }
        try sink.write(Data(AtomFeed.xml(index: index, views: views, baseURL: baseURL).utf8), to: SiteURLs.feed)
        try sink.write(Data(KitchenData.script(decimalSeparator: views.labels.decimalSeparator).utf8), to: "assets/js/kitchen-data.js")
        try sink.write(Data(cardsScript().utf8), to: "assets/data/cards.js")
        pages += try renderSearch(into: sink)
        try sink.write(Data(Sitemap.xml(paths: allPagePaths(), baseURL: baseURL).utf8), to: SiteURLs.sitemap)
        for file in theme.staticFiles { try sink.copy(file.source, to: "assets/" + file.path) }
        for asset in index.assets { try sink.copy(index.contentRoot.appendingPathComponent(asset), to: asset) }
        return pages + 4 + index.recipes.count + theme.staticFiles.count + index.assets.count
    }

    private func renderRecipes(into sink: OutputSink, threads: Int) throws -> Int {
        let results = Parallel.map(index.recipes, threads: threads) { recipe -> Error? in
            let path = SiteURLs.recipe(recipe.slug)
            let view = views.recipeView(recipe, pagePath: path)
            var context = common(path: path, title: recipe.title, description: recipe.metadata.description, kind: "recipe")
            context["recipe"] = view
            context["downloads"] = downloadLinks(recipe)
            context["hasDownloads"] = !downloads.isEmpty
            var page = context["page"] as! [String: Any]
            let jsonLD = RecipeJSONLD.dictionary(for: recipe, builder: views)
            page["jsonLD"] = RecipeJSONLD.scriptSafe(JSONWriter.string(RecipeJSONLD.located(jsonLD, recipe: recipe, index: index, baseURL: baseURL)))
            let data = recipeData.object(recipe)
            page["recipeData"] = RecipeJSONLD.scriptSafe(JSONWriter.string(data))
            if let image = index.image(recipe.metadata.image), let url = SiteURLs.absolute(image, base: baseURL).nonEmpty {
                page["imageURL"] = url
            }
            context["page"] = page
            do {
                try self.page("recipe", path: path, context: context, into: sink)
                _ = try writeDownloads(recipe, prepared: PreparedRecipe(view: view, jsonLD: jsonLD), into: sink)
                let script = "cookgenRegister(" + (page["recipeData"] as! String) + ");\n"
                try sink.write(Data(script.utf8), to: "assets/data/recipes/\(recipe.slug.rawValue).js")
                return nil
            } catch { return error }
        }
        if let error = results.compactMap({ $0 }).first { throw error }
        return index.recipes.count * (1 + downloads.count)
    }

    /// Home, lists, taxonomies, terms, about and 404: (path, context, template).
    private func listPages() -> [(String, [String: Any], String)] {
        var pages: [(String, [String: Any], String)] = []
        pages.append((SiteURLs.allRecipes, recipesContext(), "recipes"))
        pages.append(("index.html", homeContext(), "home"))
        for taxonomy in index.taxonomies where !taxonomy.terms.isEmpty {
            pages.append((SiteURLs.taxonomy(taxonomy.kind), taxonomyContext(taxonomy), "taxonomy"))
            for term in taxonomy.terms {
                pages.append((SiteURLs.term(taxonomy.kind, term.slug), termContext(term, taxonomy.kind), "term"))
            }
        }
        var about = common(path: SiteURLs.about, title: views.labels["about_title", default: "About"], description: nil, kind: "about")
        if let html = Markdown.html(index.config.about).nonEmpty { about["aboutHTML"] = html }
        pages.append((SiteURLs.about, about, "about"))
        for (template, path, title) in [("favourites", SiteURLs.favourites, "favourites_title"), ("shopping-list", SiteURLs.shoppingList, "shopping_list_title")]
        where theme.templateNames.contains(template) {
            pages.append((path, common(path: path, title: views.labels[title, default: title], description: nil, kind: template), template))
        }
        pages.append((SiteURLs.notFound, common(path: SiteURLs.notFound, title: views.labels["not_found_title", default: "Page not found"], description: nil, kind: "notFound"), "404"))
        return pages
    }

    /// Renders a page template, wraps it in the layout, writes it.
    func page(_ template: String, path: String, context: [String: Any], into sink: OutputSink) throws {
        let content = theme.render(template, context) ?? ""
        var layoutContext = context
        layoutContext["content"] = content
        let html = theme.render("layout", layoutContext) ?? content
        try sink.write(Data(html.utf8), to: path)
    }

    /// `cookgenCards([...])`: every recipe's card, for the favourites page.
    private func cardsScript() -> String {
        let cards = index.recipesByTitle.compactMap { views.cards[$0.slug] }.map { card -> [String: Any] in
            var d: [String: Any] = ["slug": card.slug, "title": card.title, "url": card.url]
            if let image = card.image { d["image"] = ["src": image.src, "alt": image.alt] }
            if let description = card.description { d["description"] = description }
            if let time = card.totalTime { d["totalTime"] = time }
            return d
        }
        return "cookgenCards(" + RecipeJSONLD.scriptSafe(JSONWriter.string(cards)) + ");\n"
    }

    /// Every HTML page's path, for the sitemap (not the 404 page).
    func allPagePaths() -> [String] {
        var paths = ["index.html", SiteURLs.allRecipes, SiteURLs.about] + index.recipes.map { SiteURLs.recipe($0.slug) }
        for taxonomy in index.taxonomies where !taxonomy.terms.isEmpty {
            paths.append(SiteURLs.taxonomy(taxonomy.kind))
            paths += taxonomy.terms.map { SiteURLs.term(taxonomy.kind, $0.slug) }
        }
        return paths.sorted()
    }
}
