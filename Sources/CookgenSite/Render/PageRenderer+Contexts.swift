import CookgenSupport
import CookgenModel
import CookgenContent
package extension PageRenderer {
    /// What every page has: root, site, page, navigation, UI strings.
    func common(path: String, title: String, description: String?, kind: String) -> [String: Any] {
        let config = index.config
        let root = path == SiteURLs.notFound && !baseURL.isEmpty ? rootPath(of: baseURL) : SiteURLs.root(of: path)
        let canonical = kind == "notFound" ? "" : SiteURLs.absolute(path, base: baseURL)
        // Absent values are left out: Mustache treats an empty string as true.
        let page: [String: Any] = [
            "title": title.nonEmpty, "description": description?.nonEmpty ?? config.description.nonEmpty, "kind": kind,
            "canonicalURL": canonical.nonEmpty, "feedURL": SiteURLs.feed, "path": path,
        ].compactMapValues { $0 }
        let site: [String: Any] = [
            "title": config.title, "description": config.description.nonEmpty, "language": config.language,
            "author": config.author.nonEmpty,
        ].compactMapValues { $0 }
        return ["root": root, "site": site, "page": page, "nav": nav(current: path), "t": theme.strings, "scriptStrings": scriptStrings,
                "taxonomies": taxonomyLinks(),
                "hasCategories": !index.taxonomy(.categories).terms.isEmpty,
                "hasQuizzes": index.learning.hasQuizzes && theme.templateNames.contains("quiz")]
    }

    /// `/recipes/` of `https://example.org/recipes/`, for the 404 page that is served at any depth.
    private func rootPath(of base: String) -> String {
        guard let schemeEnd = base.range(of: "://") else { return "/" }
        let afterHost = base[schemeEnd.upperBound...].drop { $0 != "/" }
        let path = afterHost.isEmpty ? "/" : String(afterHost)
        return path.hasSuffix("/") ? path : path + "/"
    }

    private func nav(current path: String) -> [[String: Any]] {
        let l = views.labels
        let items: [(String, String, String)] = [
            (l["nav_home", default: "Home"], "index.html", "home"),
            (l["nav_recipes", default: "Recipes"], SiteURLs.allRecipes, "recipes"),
            (l["nav_categories", default: "Categories"], SiteURLs.taxonomy(.categories), "categories"),
            (l["nav_plans", default: "Plans"], SiteURLs.plans, "plans"),
        ] + learningNavItems() + [
            (l["nav_about", default: "About"], SiteURLs.about, "about"),
        ]
        // A site without categories has no categories page to link.
        // Nor does a site without plans have a plans page.
        let hasPlans = !index.plans.isEmpty && theme.templateNames.contains("plans")
        let shown = items.filter { ($0.2 != "categories" || !index.taxonomy(.categories).terms.isEmpty) && ($0.2 != "plans" || hasPlans) }
        let section = path == "index.html" ? "home" : path == SiteURLs.about ? "about"
            : path.hasPrefix("recipes/") ? "recipes" : path.hasPrefix("categories/") ? "categories" : path.hasPrefix("plans/") ? "plans"
            : path.hasPrefix("guides/") ? "guides" : path.hasPrefix("quizzes/") ? "quizzes" : ""
        return shown.map { ["label": $0.0, "url": $0.1, "current": $0.2 == section] }
    }

    private func taxonomyLinks() -> [[String: Any]] {
        index.taxonomies.filter { !$0.terms.isEmpty }.map {
            ["name": views.labels.taxonomyName($0.kind), "url": SiteURLs.taxonomy($0.kind)]
        }
    }

    func homeContext() -> [String: Any] {
        var context = common(path: "index.html", title: "", description: nil, kind: "home")
        // Newest first; undated recipes last; ties in title order (the sort is stable).
        let byDate = index.recipesByTitle.sorted { ($0.metadata.date?.iso ?? "") > ($1.metadata.date?.iso ?? "") }
        let featured = index.recipesByTitle.filter(\.metadata.featured)
        context["featured"] = views.cards(featured)
        context["hasFeatured"] = !featured.isEmpty
        context["newest"] = views.cards(Array(byDate.prefix(index.config.newestCount)))
        context["categories"] = index.taxonomy(.categories).terms.map { views.termView($0, kind: .categories) }
        context["recipeCount"] = index.recipes.count
        context["surprise"] = index.recipes.map { ["url": SiteURLs.href(SiteURLs.recipe($0.slug))] }
        return context
    }

    func recipesContext() -> [String: Any] {
        var context = common(path: SiteURLs.allRecipes, title: views.labels["all_recipes_title", default: "All recipes"], description: nil, kind: "recipes")
        context["recipes"] = views.cards(index.recipesByTitle)
        context["recipeCount"] = index.recipes.count
        return context
    }

    func taxonomyContext(_ taxonomy: Taxonomy) -> [String: Any] {
        let name = views.labels.taxonomyName(taxonomy.kind)
        var context = common(path: SiteURLs.taxonomy(taxonomy.kind), title: name, description: nil, kind: "taxonomy")
        context["taxonomy"] = ["name": name, "url": SiteURLs.taxonomy(taxonomy.kind)]
        context["terms"] = taxonomy.terms.map { views.termView($0, kind: taxonomy.kind) }
        return context
    }

    func termContext(_ term: Term, _ kind: TaxonomyKind) -> [String: Any] {
        let view = views.termView(term, kind: kind)
        var context = common(path: SiteURLs.term(kind, term.slug), title: view.name, description: view.description, kind: "term")
        context["term"] = view
        context["taxonomy"] = ["name": views.labels.taxonomyName(kind), "url": SiteURLs.taxonomy(kind)]
        context["recipes"] = views.cards(index.recipes(in: term))
        return context
    }
}
