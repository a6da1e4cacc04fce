import CookgenSupport
import CookgenTemplate
import CookgenModel
import CookgenContent
package extension PageRenderer {
    /// What every page has: root, site, page, navigation, UI strings.
    func frame(path: String, title: String, description: String?, kind: String) -> PageFrame {
        let config = index.config
        let root = path == SiteURLs.notFound && !baseURL.isEmpty ? rootPath(of: baseURL) : SiteURLs.root(of: path)
        let canonical = kind == "notFound" ? "" : SiteURLs.absolute(path, base: baseURL)
        // Absent values are nil: Mustache treats an empty string as true.
        let page = PageInfoView(title: title.nonEmpty, description: description?.nonEmpty ?? config.description.nonEmpty, kind: kind,
                                canonicalURL: canonical.nonEmpty, feedURL: SiteURLs.feed, path: path)
        let site = SiteInfoView(title: config.title, description: config.description.nonEmpty, language: config.language,
                                author: config.author.nonEmpty)
        return PageFrame(root: root, site: site, page: page, nav: nav(current: path), t: theme.stringsValue,
                         taxonomies: taxonomyLinks(),
                         hasCategories: sections.categories, hasQuizzes: sections.quizzes)
    }

    /// A page of `body`, framed.
    func page(_ template: String, path: String, title: String, description: String? = nil, kind: String, _ body: PageBody) -> PageSpec {
        PageSpec(path: path, template: template, frame: frame(path: path, title: title, description: description, kind: kind), body: body)
    }

    /// `/recipes/` of `https://example.org/recipes/`, for the 404 page that is served at any depth.
    private func rootPath(of base: String) -> String {
        guard let schemeEnd = base.range(of: "://") else { return "/" }
        let afterHost = base[schemeEnd.upperBound...].drop { $0 != "/" }
        let path = afterHost.isEmpty ? "/" : String(afterHost)
        return path.hasSuffix("/") ? path : path + "/"
    }

    private func nav(current path: String) -> [NavItemView] {
        let l = views.labels
        let items: [(String, String, String)] = [
            (l["nav_home", default: "Home"], "index.html", "home"),
            (l["nav_recipes", default: "Recipes"], SiteURLs.allRecipes, "recipes"),
            (l["nav_categories", default: "Categories"], SiteURLs.taxonomy(.categories), "categories"),
            (l["nav_plans", default: "Plans"], SiteURLs.plans, "plans"),
        ] + learningNavItems() + [
            (l["nav_about", default: "About"], SiteURLs.about, "about"),
        ]
        // A site without categories has no categories page to link, nor one without plans a plans page.
        let shown = items.filter { ($0.2 != "categories" || sections.categories) && ($0.2 != "plans" || sections.plans) }
        let section = path == "index.html" ? "home" : path == SiteURLs.about ? "about"
            : path.hasPrefix("recipes/") ? "recipes" : path.hasPrefix("categories/") ? "categories" : path.hasPrefix("plans/") ? "plans"
            : path.hasPrefix("guides/") ? "guides" : path.hasPrefix("quizzes/") ? "quizzes" : ""
        return shown.map { NavItemView(label: $0.0, url: $0.1, current: $0.2 == section) }
    }

    private func taxonomyLinks() -> [LinkView] {
        index.taxonomies.filter { !$0.terms.isEmpty }.map {
            LinkView(name: views.labels.taxonomyName($0.kind), url: SiteURLs.taxonomy($0.kind))
        }
    }

    func homePage() -> PageSpec {
        // Newest first; undated recipes last; ties in title order (the sort is stable). Each date
        // is written out once, not at every comparison.
        let byDate = index.recipesByTitle.map { (day: $0.metadata.date?.iso ?? "", recipe: $0) }
            .sorted { $0.day > $1.day }.map(\.recipe)
        let featured = index.recipesByTitle.filter(\.metadata.featured)
        let home = HomePageView(
            featured: views.cards(featured), hasFeatured: !featured.isEmpty,
            newest: views.cards(Array(byDate.prefix(index.config.newestCount))),
            categories: index.taxonomy(.categories).terms.map { views.termView($0, kind: .categories) },
            recipeCount: index.recipes.count,
            surprise: index.recipes.map { HrefView(url: SiteURLs.href(SiteURLs.recipe($0.slug))) })
        return page("home", path: "index.html", title: "", kind: "home", .home(home))
    }

    func recipesPage() -> PageSpec {
        page("recipes", path: SiteURLs.allRecipes, title: views.labels["all_recipes_title", default: "All recipes"], kind: "recipes",
             .recipes(RecipesPageView(recipes: views.cards(index.recipesByTitle), recipeCount: index.recipes.count)))
    }

    func taxonomyPage(_ taxonomy: Taxonomy) -> PageSpec {
        let name = views.labels.taxonomyName(taxonomy.kind)
        let view = TaxonomyPageView(taxonomy: LinkView(name: name, url: SiteURLs.taxonomy(taxonomy.kind)),
                                    terms: taxonomy.terms.map { views.termView($0, kind: taxonomy.kind) })
        return page("taxonomy", path: SiteURLs.taxonomy(taxonomy.kind), title: name, kind: "taxonomy", .taxonomy(view))
    }

    func termPage(_ term: Term, _ kind: TaxonomyKind) -> PageSpec {
        let view = views.termView(term, kind: kind)
        let body = TermPageView(term: view, taxonomy: LinkView(name: views.labels.taxonomyName(kind), url: SiteURLs.taxonomy(kind)),
                                recipes: views.cards(index.recipes(in: term)))
        return page("term", path: SiteURLs.term(kind, term.slug), title: view.name, description: view.description, kind: "term", .term(body))
    }
}
