import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

package extension PageRenderer {
    /// The search index files and, when the theme has `search.mustache`, the search page.
    /// With `ownThreads`, the index is made on this thread and threads of its own rather than on
    /// dispatch threads (see `Parallel.map`): a build of changes, whose few pages are made beside
    /// it, is not kept waiting for it; a whole build, whose pages keep both cores busy for longer,
    /// makes it when they let a dispatch thread go (then the index is not held beside the pages
    /// at the build's peak of memory).
    func renderSearch(into sink: OutputSink, threads: Int = 1, ownThreads: Bool = false) throws -> Int {
        guard theme.templateNames.contains("search") else { return 0 }
        let (allergens, termName, image) = (AllergenTable(overrides: index.allergenOverrides),
                                            { @Sendable (term: Term, kind: TaxonomyKind) in views.labels.termName(term, kind: kind) },
                                            { @Sendable [index] (recipe: Recipe) in index.image(recipe.metadata.image).map(SiteURLs.href) })
        let search = Pipeline.timed("search build") {
            if let (previous, changed) = searchBase,
               let patched = SearchIndexBuilder.patch(previous, index: index, changed: changed, allergens: allergens, termName: termName,
                                                      image: image, cache: searchCache, profiles: profiles) {
                return patched
            }
            return SearchIndexBuilder.build(index, allergens: allergens, termName: termName, image: image, cache: searchCache, profiles: profiles,
                                            threads: threads, ownThreads: ownThreads)
        }
        var files = 0
        let kept = try Pipeline.timed("search write") { try search.write(threads: threads, ownThreads: ownThreads, only: search.rewrite) { path, text in
            try sink.write(Data(text.utf8), to: path)
            files += 1
        } }
        if !kept.isEmpty { searchKept?(kept) }
        searchMade?(search)
        try render(page("search", path: SiteURLs.search, title: views.labels["search_title", default: "Search"], kind: "search", .plain), into: sink)
        return files + 1
    }
}
