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
    private var entries: [Slug: (recipe: Recipe, terms: Kept)] = [:]

    /// Where a recipe's terms are: here, or at a range of the scratch file.
    private enum Kept {
        case memory(SearchTerms)
        case scratch(Range<Int>)
    }

    /// Terms kept elsewhere (the build cache's, by file and hash), asked when `entries` has none.
    private let stored: (@Sendable (Recipe) -> SearchTerms?)?
    /// The recipes whose terms were made (not found) since this cache was made.
    private var made: Set<Slug> = []
    /// Past `spillAfter` bytes of terms, the rest wait in a scratch file in the folder given (a
    /// build's, beside its output): a whole build of 100,000 recipes makes 45 MB of them while the
    /// search index is made, its peak of memory, and they are only written to the build cache at the end.
    private let spill: ScratchSpill
    var spillAfter: Int {
        get { spill.after }
        set { spill.after = newValue }
    }

    /// An empty cache.
    public init() {
        stored = nil
        spill = ScratchSpill(folder: nil)
    }

    /// A cache that finds a recipe's terms with `stored` (the build cache's) unless it holds its own;
    /// terms it makes past the first megabyte wait in a scratch file in `scratchFolder`.
    package init(stored: @escaping @Sendable (Recipe) -> SearchTerms?, scratchFolder: String? = nil) {
        self.stored = stored
        self.spill = ScratchSpill(folder: scratchFolder)
    }

    /// The terms of `recipe` with their scores: remembered when this very recipe was seen before.
    package func terms(of recipe: Recipe, _ compute: () -> [String: Int]) -> SearchTerms {
        if let terms = remembered(recipe) { return terms }
        return made(for: recipe, compute())
    }

    /// Remembers and gives the terms `scores` found for `recipe` (in place of any it had).
    package func made(for recipe: Recipe, _ scores: [String: Int]) -> SearchTerms {
        let terms = SearchTerms(scores.map { ($0.key, $0.value) })
        lock.withLock {
            entries[recipe.slug] = (recipe, keep(terms))
            made.insert(recipe.slug)
        }
        return terms
    }

    /// `terms` as kept (under `lock`): in memory while they are few, then in the scratch file; in
    /// memory again when there is none or the disk refuses.
    private func keep(_ terms: SearchTerms) -> Kept {
        spill.setAside(terms.bytes).map(Kept.scratch) ?? .memory(terms)
    }

    /// The terms `kept` stands for (under `lock`); nil when the scratch file cannot be read.
    private func terms(_ kept: Kept) -> SearchTerms? {
        switch kept {
        case .memory(let terms): terms
        case .scratch(let range): spill.read(range).map(SearchTerms.init(encoded:))
        }
    }

    /// The terms remembered for `recipe`, when they are this very recipe's.
    package func remembered(_ recipe: Recipe) -> SearchTerms? {
        if let (same, terms) = lock.withLock({ entries[recipe.slug].map { ($0.recipe == recipe, $0.terms) } }) {
            return same ? lock.withLock { self.terms(terms) } : nil
        }
        return stored?(recipe)
    }

    /// The recipes whose terms were made since this cache was made, with them (for the build cache to keep).
    package func madeTerms() -> [(recipe: Recipe, terms: SearchTerms)] {
        lock.withLock {
            made.sorted().compactMap { slug in entries[slug].flatMap { entry in terms(entry.terms).map { (entry.recipe, $0) } } }
        }
    }

    /// Forgets recipes not in `slugs` (deleted or renamed).
    public func keep(only slugs: Set<Slug>) {
        lock.withLock { entries = entries.filter { slugs.contains($0.key) } }
    }
}
