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
        if !selection.recipes.isEmpty || selection.allDataFiles {
            files += try renderRecipes(into: sink, threads: threads, only: index.recipes.filter { selection.recipes.contains($0.slug) },
                                       allDataFiles: selection.allDataFiles)
        }
        if !selection.listPages.isEmpty {
            for page in listPages(only: selection.listPages) {
                try render(page, into: sink)
                files += 1
            }
        }
        if selection.siteData {
            try sink.write(Data(AtomFeed.xml(index: index, views: views, baseURL: baseURL).utf8), to: SiteURLs.feed)
            try sink.write(Data(cardsScript().utf8), to: "assets/data/cards.js")
            try writeKitchenData(into: sink)
            files += 3 + (try writeSitemap(into: sink))
        }
        if selection.search { files += try renderSearch(into: sink) }
        return files
    }

    /// The files a recipe puts into the site of its own: its page (its data is in a data file it
    /// shares with others, written again with them; its downloads are made in the browser).
    public func files(ofRecipe slug: Slug) -> [String] {
        [SiteURLs.recipe(slug)]
    }
}
