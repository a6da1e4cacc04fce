import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Each recipe's search terms, kept between builds: tokenising every recipe is most of the
/// search index's cost, and after one recipe changed the others' terms are as they were.
/// For `cookgen serve`; set it on the renderer (`PageRenderer.searchCache`) of every build.
public final class SearchCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Each recipe's terms as compact bytes (`SearchTerms`), read again when asked for.
    private var entries: [Slug: (recipe: Recipe, terms: SearchTerms)] = [:]

    /// Terms kept elsewhere (the build cache's, by file and hash), asked when `entries` has none.
    private let stored: (@Sendable (Recipe) -> SearchTerms?)?
    /// The recipes whose terms were made (not found) since this cache was made.
    private var made: Set<Slug> = []

    /// An empty cache.
    public init() { stored = nil }

    /// A cache that finds a recipe's terms with `stored` (the build cache's) unless it holds its own.
    package init(stored: @escaping @Sendable (Recipe) -> SearchTerms?) { self.stored = stored }

    /// The terms of `recipe` with their scores: remembered when this very recipe was seen before.
    package func terms(of recipe: Recipe, _ compute: () -> [String: Int]) -> SearchTerms {
        if let terms = remembered(recipe) { return terms }
        return made(for: recipe, compute())
    }

    /// Remembers and gives the terms `scores` found for `recipe` (in place of any it had).
    package func made(for recipe: Recipe, _ scores: [String: Int]) -> SearchTerms {
        let terms = SearchTerms(scores.map { ($0.key, $0.value) })
        lock.withLock {
            entries[recipe.slug] = (recipe, terms)
            made.insert(recipe.slug)
        }
        return terms
    }

    /// The terms remembered for `recipe`, when they are this very recipe's.
    package func remembered(_ recipe: Recipe) -> SearchTerms? {
        if let entry = lock.withLock({ entries[recipe.slug] }) { return entry.recipe == recipe ? entry.terms : nil }
        return stored?(recipe)
    }

    /// The recipes whose terms were made since this cache was made, with them (for the build cache to keep).
    package func madeTerms() -> [(recipe: Recipe, terms: SearchTerms)] {
        lock.withLock { made.sorted().compactMap { entries[$0] } }
    }

    /// Forgets recipes not in `slugs` (deleted or renamed).
    public func keep(only slugs: Set<Slug>) {
        lock.withLock { entries = entries.filter { slugs.contains($0.key) } }
    }
}
