import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown
import CookgenTemplate
import Foundation

/// The render stage: every page through its template and the layout, into a sink.
public struct PageRenderer: Sendable {
    package let index: SiteIndex
    package let theme: Theme
    package let views: ViewBuilder
    package let recipeData: RecipeData
    package let baseURL: String
    /// UI strings the page's scripts use (`js_*`, `aisle_*`), as script-safe JSON.
    package let scriptStrings: String
    /// Writes each recipe's downloads (card, Markdown, Cooklang, JSON-LD).
    package let exporter: RecipeExporter
    /// Which overview pages the site has (and so may be linked).
    package let sections: SiteSections
    /// Search terms of recipes from earlier builds (`cookgen serve`); nil: tokenise every recipe.
    public var searchCache: SearchCache?
    /// The search index of the site before some recipes changed, and those recipes: the index is
    /// made from it (`SearchIndexBuilder.patch`) instead of from every recipe. Nil: made whole.
    package var searchBase: (previous: SearchIndex, changed: Set<Slug>)?
    /// Hears of the search index once its files are written (a build keeps it for the next, `SearchSnapshot`).
    package var searchMade: (@Sendable (SearchIndex) -> Void)?
    /// Hears of the search files a patched index left as they were (not written: see `SearchIndex.rewrite`).
    package var searchKept: (@Sendable ([String]) -> Void)?
    /// Lines of the cards script a previous build wrote for recipes whose card cannot have changed
    /// since (see `keptCards`): used as they are instead of made again. Set it with `keep(cards:)`.
    package internal(set) var previousCards: [Slug: String]?
    /// Each recipe's profile for the cards script and the search index, worked out once.
    package let profiles: RecipeProfiles
    /// Cards rendered once for every page that lists them (a renderer's views do not change).
    let memo = TemplateMemo()

    /// Prepares rendering; `baseURL` overrides the config's when non-empty. The cards of all
    /// recipes are made on `threads` threads, or with `lazyCards` each when first asked for.
    public init(index: SiteIndex, theme: Theme, baseURL: String, threads: Int = 1, lazyCards: Bool = false) {
        self.index = index
        self.theme = theme
        self.baseURL = baseURL
        views = ViewBuilder(index: index, labels: Labels(strings: theme.strings, language: index.config.language), threads: threads,
                            lazyCards: lazyCards)
        recipeData = RecipeData(views: views, aisles: AisleTable(overrides: index.aisleOverrides))
        exporter = RecipeExporter(index: index, theme: theme, views: views)
        sections = SiteSections(index: index, templates: theme.templateNames)
        profiles = RecipeProfiles(index: index)
        // Diet names too: the diet profile says which diet form a recipe lacks.
        let forScripts = theme.strings.filter { $0.key.hasPrefix("js_") || $0.key.hasPrefix("aisle_") || $0.key.hasPrefix("diet_") }
        scriptStrings = JSONWriter.script(forScripts.mapValues(JSONValue.string))
    }

    /// Renders the whole site into `sink`; returns the number of files written and any template problems.
    public func render(into sink: OutputSink, threads: Int) throws -> Int {
        // The search index, the longest of the jobs that list the recipes, needs no page: with
        // more than one thread it is made while the pages are, so no core waits for it at the end.
        // A very large site makes it first, on every thread: held whole beside the pages, it was
        // about 100 MB more at the build's peak of memory (100,000 recipes), which matters more
        // there than the few per cent of time a build of 10,000 recipes saves beside them.
        let first = index.recipes.count > Self.searchFirstAbove
        let searchFirst = first ? try renderSearch(into: sink, threads: threads) : 0
        let search = threads > 1 && !first ? Background { Result { try renderSearch(into: sink, threads: threads) } } : nil
        let written: Int
        do {
            let jobs = Self.schedule(long: siteJobs(into: sink), among: try recipeJobs(into: sink))
            // On threads started now, not the dispatch threads that parsed the recipes (see `freshThreads`).
            written = try Parallel.map(Array(jobs.indices), threads: threads, freshThreads: true) { n in Result { try jobs[n]() } }
                .reduce(0) { $0 + (try $1.get()) } + (first ? searchFirst : try (search?.value.get() ?? renderSearch(into: sink)))
        } catch {
            _ = search?.value // nothing is left writing into a sink the caller throws away
            throw error
        }
        for file in theme.staticFiles { try sink.copy(file.source, to: "assets/" + file.path) }
        for asset in index.assets { try sink.copy(index.contentRoot.appendingPathComponent(asset), to: asset) }
        return written + theme.staticFiles.count + index.assets.count
    }

    /// The size past which a page goes to its file in pieces as it is rendered (tests make it small).
    package var pagesInPiecesAfter = 4 << 20

    /// Recipes past which the search index is made before the pages, not beside them.
    static let searchFirstAbove = 50_000

    /// One rendering job: writes its files into the sink, returns how many.
    package typealias Job = @Sendable () throws -> Int

    /// `long` jobs spread over the first half of `short` ones, longest first, the small ones of
    /// `long` at the end: the threads take jobs in this order, so a long list page is rendered
    /// beside recipe pages (not all of them at once, which would hold all their views at once)
    /// and the build does not end with one thread rendering the last big page alone.
    package static func schedule(long: [(cost: Int, job: Job)], among short: [Job]) -> [Job] {
        let sorted = long.enumerated().sorted { ($0.element.cost, $1.offset) > ($1.element.cost, $0.offset) }.map(\.element)
        let big = sorted.prefix { $0.cost > 1 }, small = sorted.drop { $0.cost > 1 }
        guard !big.isEmpty else { return short + small.map(\.job) }
        var jobs: [Job] = []
        jobs.reserveCapacity(long.count + short.count)
        // Every `gap` short jobs, one long one, within the first half of the short ones.
        let gap = max(1, short.count / 2 / big.count)
        var pending = big.makeIterator()
        for (n, job) in short.enumerated() {
            if n % gap == 0, let next = pending.next() { jobs.append(next.job) }
            jobs.append(job)
        }
        while let next = pending.next() { jobs.append(next.job) }
        return jobs + small.map(\.job)
    }

    /// The pages and files that list the recipes (all but the search index), each with its cost:
    /// every list page, the feed, the cards script and the other site-wide scripts.
    private func siteJobs(into sink: OutputSink) -> [(cost: Int, job: Job)] {
        let all = index.recipes.count
        var jobs: [(cost: Int, job: Job)] = listPageJobs().map { page in
            (page.cost, {
                guard let spec = page.make() else { return 0 }
                try render(spec, into: sink)
                return 1
            })
        }
        jobs.append((all, {
            try sink.write(Data(AtomFeed.xml(index: index, views: views, baseURL: baseURL).utf8), to: SiteURLs.feed)
            try writeKitchenData(into: sink)
            return 2
        }))
        jobs.append((all, {
            try writeCardsScript(into: sink)
            return 1 + (try writeSitemap(into: sink))
        }))
        jobs.append((1, { try writeCardStyle(into: sink) }))
        return jobs
    }

    /// `assets/js/kitchen-data.js`: the unit tables, the UI strings and the number of recipe
    /// data files, once for the site instead of in every page.
    package func writeKitchenData(into sink: OutputSink) throws {
        let script = KitchenData.script(decimalSeparator: views.labels.decimalSeparator) + "window.cookgenStrings = " + scriptStrings + ";\n"
            + "window.cookgenDataFiles = \(RecipeDataFiles.count(recipes: index.recipes.count));\n"
        try sink.write(Data(script.utf8), to: "assets/js/kitchen-data.js")
    }

    /// Writes `sitemap.xml` when the site has a base URL; returns the files written (0 or 1).
    /// A sitemap must hold absolute URLs (sitemaps.org), so without a base URL there is none.
    package func writeSitemap(into sink: OutputSink) throws -> Int {
        guard !baseURL.isEmpty else { return 0 }
        try sink.write(Data(Sitemap.xml(paths: allPagePaths(), baseURL: baseURL).utf8), to: SiteURLs.sitemap)
        return 1
    }

    /// Renders the pages of `recipes` (default: every recipe) and the data files
    /// that hold them (see `RecipeDataFiles`); a data file is written whole, its other recipes'
    /// data made again. Returns the number of files written.
    ///
    /// With `allDataFiles`, every data file is written, whichever pages are.
    package func renderRecipes(into sink: OutputSink, threads: Int, only recipes: [Recipe]? = nil, allDataFiles: Bool = false) throws -> Int {
        let jobs = try recipeJobs(into: sink, only: recipes, allDataFiles: allDataFiles)
        return try Parallel.map(Array(jobs.indices), threads: threads) { n in Result { try jobs[n]() } }
            .reduce(0) { $0 + (try $1.get()) }
    }

    /// `renderRecipes` as jobs: one per data file, its recipes' pages, then the file; memory
    /// stays one file's worth per thread.
    package func recipeJobs(into sink: OutputSink, only recipes: [Recipe]? = nil, allDataFiles: Bool = false) throws -> [Job] {
        let fileCount = RecipeDataFiles.count(recipes: index.recipes.count)
        var groups = [[Recipe]](repeating: [], count: fileCount)
        for recipe in index.recipes { groups[RecipeDataFiles.file(of: recipe.slug, files: fileCount)].append(recipe) }
        let pages = recipes.map { Set($0.map(\.slug)) }
        let files = recipes.flatMap { recipes in allDataFiles ? nil : Set(recipes.map { RecipeDataFiles.file(of: $0.slug, files: fileCount) }).sorted() }
            ?? Array(0..<fileCount)
        return files.map { file in
            let group = groups[file]
            return {
                var script = ""
                var written = 1
                for recipe in group {
                    let data: String
                    if pages?.contains(recipe.slug) ?? true {
                        let page = recipePage(recipe)
                        try render(page.spec, into: sink)
                        written += 1
                        data = page.data
                    } else {
                        data = JSONWriter.script(recipeData.object(recipe))
                    }
                    script += "cookgenRegister(" + data + ");\n"
                }
                try sink.write(Data(script.utf8), to: RecipeDataFiles.path(file))
                return written
            }
        }
    }

    /// A recipe's page, and what its downloads and data script share with it.
    package struct RecipePage {
        package var spec: PageSpec
        /// The view and JSON-LD, worked out once for the page and its downloads.
        package var prepared: PreparedRecipe
        /// The recipe's data for the data file (more than the page carries), script-safe JSON.
        package var data: String
    }

    /// The page of `recipe`: its view, downloads, JSON-LD and script data.
    package func recipePage(_ recipe: Recipe) -> RecipePage {
        let path = SiteURLs.recipe(recipe.slug)
        // The steps' HTML for the site root, once for the JSON-LD, the data and (where no link
        // in a step depends on the page's folder) the page.
        let rootSteps = recipe.steps.map { views.rootStepHTML($0, recipe: recipe) }
        var view = views.recipeView(recipe, pagePath: path, rootStepHTML: rootSteps)
        view.history = views.historyView(recipe, data: recipeData)
        var spec = page("recipe", path: path, title: recipe.title, description: recipe.metadata.description, kind: "recipe",
                        .recipe(RecipePageView(recipe: view, downloads: downloadLinks(recipe), hasDownloads: !downloads.isEmpty,
                                               exportData: downloads.isEmpty ? "" : exportData(recipe))))
        let stepHTML = rootSteps.map(\.html)
        let jsonLD = RecipeJSONLD.dictionary(for: recipe, builder: views, stepHTML: stepHTML)
        spec.frame.page.jsonLD = JSONWriter.script(exporter.pageJSONLD(recipe, baseURL: baseURL, base: jsonLD))
        let (pageData, data) = RecipeData.scripts(of: recipeData.object(recipe, stepHTML: stepHTML))
        spec.frame.page.recipeData = pageData
        if let image = index.image(recipe.metadata.image), let url = SiteURLs.absolute(image, base: baseURL).nonEmpty {
            spec.frame.page.imageURL = url
        }
        return RecipePage(spec: spec, prepared: PreparedRecipe(view: view, jsonLD: jsonLD), data: data)
    }

    /// Home, lists, taxonomies, terms, about and 404; with `wanted`, only those paths (the big
    /// lists' views are not even built — `cookgen serve` after an edit).
    package func listPages(only wanted: Set<String>? = nil) -> [PageSpec] {
        listPageJobs(only: wanted).compactMap { $0.make() }
    }

    /// A list page not made yet: its path, a rough cost (the recipes it shows), and how to make
    /// it (nil: the site has no such page after all). The big lists are made by whichever thread
    /// renders them, so their views are built in parallel and only while they are needed.
    package struct ListPageJob: Sendable {
        package var path: String
        package var cost: Int
        package var make: @Sendable () -> PageSpec?
    }

    /// `listPages(only:)` as jobs, in the same order.
    package func listPageJobs(only wanted: Set<String>? = nil) -> [ListPageJob] {
        let wants = { (path: String) in wanted?.contains(path) ?? true }
        var jobs: [ListPageJob] = []
        let all = index.recipes.count
        if wants(SiteURLs.allRecipes) { jobs.append(ListPageJob(path: SiteURLs.allRecipes, cost: all) { recipesPage() }) }
        if wants("index.html") { jobs.append(ListPageJob(path: "index.html", cost: all / 4) { homePage() }) }
        for taxonomy in index.taxonomies where !taxonomy.terms.isEmpty {
            if wants(SiteURLs.taxonomy(taxonomy.kind)) {
                jobs.append(ListPageJob(path: SiteURLs.taxonomy(taxonomy.kind), cost: taxonomy.terms.count) { taxonomyPage(taxonomy) })
            }
            for term in taxonomy.terms where wants(SiteURLs.term(taxonomy.kind, term.slug)) {
                jobs.append(ListPageJob(path: SiteURLs.term(taxonomy.kind, term.slug), cost: term.recipes.count) { termPage(term, taxonomy.kind) })
            }
        }
        // The small pages are made here and now.
        var pages = learningPages()
        let about = AboutPageView(aboutHTML: Markdown.html(index.config.about).nonEmpty)
        pages.append(page("about", path: SiteURLs.about, title: views.labels["about_title", default: "About"], kind: "about", .about(about)))
        for (template, path, title) in [("favourites", SiteURLs.favourites, "favourites_title"), ("shopping-list", SiteURLs.shoppingList, "shopping_list_title"),
                                      ("offline", SiteURLs.offline, "offline_title")]
        where theme.templateNames.contains(template) {
            pages.append(page(template, path: path, title: views.labels[title, default: title], kind: template, .plain))
        }
        pages += planPages()
        if let profile = profilePage() { pages.append(profile) }
        jobs += pages.filter { wants($0.path) }.map { page in ListPageJob(path: page.path, cost: 1) { page } }
        if wants(SiteURLs.book), theme.templateNames.contains("book") {
            jobs.append(ListPageJob(path: SiteURLs.book, cost: all) { bookPage() })
        }
        if wants(SiteURLs.notFound) {
            jobs.append(ListPageJob(path: SiteURLs.notFound, cost: 1) {
                page("404", path: SiteURLs.notFound, title: views.labels["not_found_title", default: "Page not found"], kind: "notFound", .plain)
            })
        }
        return jobs
    }

    /// Renders a page template, wraps it in the layout, writes it.
    package func render(_ page: PageSpec, into sink: OutputSink) throws {
        // The page's names first, then what every page has; the layout also sees `content`.
        var stack: [TemplateValue] = [.object(page.frame)]
        if let body = page.body.view { stack.append(.object(body)) }
        // The layout first, around a mark where the content goes, then the page's own template
        // rendered into the mark's place, in the same bytes: the all-recipes page of a large
        // cookbook is tens of megabytes, made while other pages and the search data are, and is
        // held once, not as the content and then the page around a copy of it.
        var html: [UInt8] = []
        let mark = Self.contentMark
        if theme.render("layout", stack: stack + [.object(ContentView(content: mark))], into: &html),
           let place = Self.onlyPlace(of: mark, in: html) {
            let after = Array(html[(place + mark.count)...])
            html.removeSubrange(place...)
            // A page that grows past `pagesInPiecesAfter` goes to its file as it is made.
            let file = PiecesOnDemand(sink, path: page.path)
            _ = theme.render(page.template, stack: stack, into: &html, memo: memo, flushAfter: pagesInPiecesAfter, flush: file.add)
            html.append(contentsOf: after)
            return try file.finish(html)
        } else {
            // No layout, or one that escapes its content or shows it more than once.
            var content: [UInt8] = []
            _ = theme.render(page.template, stack: stack, into: &content, memo: memo)
            html = []
            if !theme.render("layout", stack: stack + [.object(ContentView(content: content))], into: &html) { html = content }
        }
        try sink.write(bytes: html, to: page.path)
    }

    /// Stands for a page's content in its layout: bytes no template writes (NULs), and `<`, `&`
    /// and `>`, so a layout that escapes its content does not show it as it is.
    static let contentMark = Array("<\u{0}cookgen-content&\u{0}>".utf8)

    /// Where `mark` is in `bytes`, when it is there exactly once.
    static func onlyPlace(of mark: [UInt8], in bytes: [UInt8]) -> Int? {
        var found: Int?
        var at = 0
        while at + mark.count <= bytes.count {
            guard let start = bytes[at...].firstIndex(of: mark[0]), start + mark.count <= bytes.count else { break }
            if bytes[start..<start + mark.count].elementsEqual(mark) {
                if found != nil { return nil }
                found = start
                at = start + mark.count
            } else {
                at = start + 1
            }
        }
        return found
    }

    /// Every HTML page's path, for the sitemap (not the 404 page).
    package func allPagePaths() -> [String] {
        var paths = ["index.html", SiteURLs.allRecipes, SiteURLs.about] + (theme.templateNames.contains("book") ? [SiteURLs.book] : []) + index.recipes.map { SiteURLs.recipe($0.slug) }
        if sections.plans {
            paths += [SiteURLs.plans] + index.plans.map { SiteURLs.plan($0.plan.slug) }
        }
        for taxonomy in index.taxonomies where !taxonomy.terms.isEmpty {
            paths.append(SiteURLs.taxonomy(taxonomy.kind))
            paths += taxonomy.terms.map { SiteURLs.term(taxonomy.kind, $0.slug) }
        }
        paths += learningPaths()
        return paths.sorted()
    }
}
