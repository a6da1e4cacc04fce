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

    /// An empty cache.
    public init() {}

    /// The terms of `recipe` with their scores: remembered when this very recipe was seen before.
    package func terms(of recipe: Recipe, _ compute: () -> [String: Int]) -> SearchTerms {
        if let terms = remembered(recipe) { return terms }
        return made(for: recipe, compute())
    }

    /// Remembers and gives the terms `scores` found for `recipe` (in place of any it had).
    package func made(for recipe: Recipe, _ scores: [String: Int]) -> SearchTerms {
        let terms = SearchTerms(scores.map { ($0.key, $0.value) })
        lock.withLock { entries[recipe.slug] = (recipe, terms) }
        return terms
    }

    /// Remembers the terms of `recipe` found by an earlier build (`cookgen build` keeps them in its cache).
    package func remember(_ recipe: Recipe, terms: SearchTerms) {
        lock.withLock { entries[recipe.slug] = (recipe, terms) }
    }

    /// The terms remembered for `recipe`, when they are this very recipe's.
    package func remembered(_ recipe: Recipe) -> SearchTerms? {
        lock.withLock { entries[recipe.slug] }.flatMap { $0.recipe == recipe ? $0.terms : nil }
    }

    /// Forgets recipes not in `slugs` (deleted or renamed).
    public func keep(only slugs: Set<Slug>) {
        lock.withLock { entries = entries.filter { slugs.contains($0.key) } }
    }
}
