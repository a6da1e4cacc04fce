import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Rendering part of the site, for `cookgen serve`: after a change to one recipe only the
/// pages that show it are rendered again (see `RecipeChangeEffect`).
extension PageRenderer {
    /// Renders the selected pages into `sink`; returns the number of files written.
    ///
    /// ```swift
    /// let output = MemoryOutput()
    /// _ = try renderer.render(PageSelection(recipes: [Slug("pancakes")], listPages: ["index.html"]), into: output, threads: 2)
    /// ```
    public func render(_ selection: PageSelection, into sink: OutputSink, threads: Int) throws -> Int {
        var files = 0
        // The search index, the longest job, is made beside the pages, as in a whole build.
        let search = selection.search && threads > 1
            ? Background { Result { try Pipeline.timed("search") { try renderSearch(into: sink, threads: threads, ownThreads: true) } } } : nil
        defer { _ = search?.value } // nothing is left writing into a sink the caller may throw away
        if !selection.recipes.isEmpty || selection.allDataFiles {
            let recipes = index.recipes.filter { selection.recipes.contains($0.slug) }
            files += try Pipeline.timed("recipes") {
                try renderRecipes(into: sink, threads: threads, only: recipes, allDataFiles: selection.allDataFiles)
            }
        }
        // The feed, the cards script and the rest of the site's data are written beside the list pages.
        let siteData = selection.siteData ? Background(threads: threads) {
            Result { () throws -> Int in
                try Pipeline.timed("feed") { try sink.write(Data(AtomFeed.xml(index: index, views: views, baseURL: baseURL).utf8), to: SiteURLs.feed) }
                try Pipeline.timed("cards") { try writeCardsScript(into: sink) }
                try writeKitchenData(into: sink)
                return 3 + (try writeSitemap(into: sink))
            }
        } : nil
        defer { _ = siteData?.value }
        if !selection.listPages.isEmpty {
            // Each page's view is made by the thread that renders it, the biggest pages first.
            let jobs = listPageJobs(only: selection.listPages).enumerated()
                .sorted { ($0.element.cost, $1.offset) > ($1.element.cost, $0.offset) }.map(\.element)
            files += try Pipeline.timed("list pages") {
                try Parallel.map(jobs, threads: threads) { job in
                    Result { () throws -> Int in
                        guard let page = job.make() else { return 0 }
                        try render(page, into: sink)
                        return 1
                    }
                }.reduce(0) { $0 + (try $1.get()) }
            }
        }
        if let siteData { files += try siteData.value.get() }
        if let search {
            files += try search.value.get()
        } else if selection.search {
            files += try renderSearch(into: sink)
        }
        return files
    }

    /// The files a recipe puts into the site of its own: its page (its data is in a data file it
    /// shares with others, written again with them; its downloads are made in the browser).
    public func files(ofRecipe slug: Slug) -> [String] {
        [SiteURLs.recipe(slug)]
    }
}
