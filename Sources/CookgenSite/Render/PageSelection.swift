import CookgenSupport
import CookgenModel
import CookgenContent
/// A part of the site to render again after a change, for `cookgen serve`.
public struct PageSelection: Sendable, Equatable {
    /// Recipes whose page and downloads are rendered, with the data files that hold them.
    public var recipes: Set<Slug>
    /// Every recipe data file, not only those of `recipes`: after recipes went or the number
    /// of data files changed (see `RecipeDataFiles`).
    public var allDataFiles: Bool = false
    /// Other pages (home, all recipes, taxonomy overviews, term pages) by output path.
    public var listPages: Set<String>
    /// The feed, the sitemap and the favourites' cards script.
    public var siteData: Bool
    /// The search index and page.
    public var search: Bool

    /// A selection; empty unless told otherwise.
    public init(recipes: Set<Slug> = [], listPages: Set<String> = [], siteData: Bool = false, search: Bool = false) {
        self.recipes = recipes
        self.listPages = listPages
        self.siteData = siteData
        self.search = search
    }

    /// True when nothing is selected.
    public var isEmpty: Bool { recipes.isEmpty && listPages.isEmpty && !siteData && !search && !allDataFiles }
}

/// What a change to some recipe files does to the site, from the index before and after.
public struct RecipeChangeEffect: Sendable, Equatable {
    /// Recipe pages to render: the changed recipes, and the recipes that show them
    /// (those that use them, at any depth, and those they use or used).
    public var recipes: Set<Slug>
    /// The rest: pages that list recipes whose cards changed or that came or went (home, all
    /// recipes, taxonomy overviews, their term pages; feed, sitemap, cards), and the search index.
    public var lists: PageSelection
    /// Recipes that are gone (deleted, renamed, now a draft or broken): their files go too.
    public var removed: Set<Slug>

    /// The effect of reloading the recipe files `sources` (site-relative paths); nil when the change
    /// reaches every page: a taxonomy term appeared, disappeared or changed its name, which every
    /// page's navigation or every card shows.
    public static func of(sources: Set<String>, old: SiteIndex, new: SiteIndex) -> RecipeChangeEffect? {
        guard old.config == new.config else { return nil }
        return of(sources: sources, old: IndexRelations(old), new: IndexRelations(new), index: new) { old.bySlug[$0] == new.bySlug[$0] }
    }

    /// The effect from the relations of the index before (`old`) and after (`new`, of `index`);
    /// `sameModel` says whether a recipe not in `sources` is as it was (its model and pictures:
    /// a reference that now resolves, an image that now attaches).
    package static func of(sources: Set<String>, old: IndexRelations, new: IndexRelations, index: SiteIndex,
                           sameModel: (Slug) -> Bool) -> RecipeChangeEffect? {
        guard old.termsDigest == new.termsDigest, old.taxonomies.map(\.count) == new.taxonomies.map(\.count) else { return nil }
        // A change is a few files: each path is compared with them, not hashed.
        let isSource = FewMembers(sources).contains
        var changed = Set<Slug>(), removed = Set<Slug>()
        // The recipes of the changed files as they were (those still there under their slug and
        // file are met below), and the recipes that went.
        for (slug, entry) in old.recipes {
            if let now = new.recipes[slug] {
                if now.sourcePath != entry.sourcePath, isSource(entry.sourcePath) { changed.insert(slug) }
            } else {
                removed.insert(slug)
            }
        }
        // The recipes of the changed files, and anything else whose model or relations differ.
        for (slug, entry) in new.recipes {
            let before = old.recipes[slug]
            let same = !isSource(entry.sourcePath) && before?.sourcePath == entry.sourcePath && before?.usesDigest == entry.usesDigest
                && old.usedBy[slug] == new.usedBy[slug] && sameModel(slug)
            if !same { changed.insert(slug) }
        }
        changed.formUnion(removed)
        var pages = changed
        // Users show the amounts and titles of what they use, at any depth (expanded shopping lists).
        var queue = Array(changed)
        while let slug = queue.popLast() {
            for user in (old.usedBy[slug] ?? []) + (new.usedBy[slug] ?? []) where pages.insert(user).inserted { queue.append(user) }
        }
        for slug in changed {
            for use in (old.recipes[slug]?.uses ?? []) + (new.recipes[slug]?.uses ?? []) { pages.insert(use) }
        }
        pages = pages.filter { new.recipes[$0] != nil }
        let listed = changed.filter { slug in
            guard let before = old.recipes[slug], let after = new.recipes[slug] else { return true }
            return before.listing != after.listing
        }
        var lists = listPages(listed: listed, old: old, new: new)
        lists.search = !changed.isEmpty
        // The cards script carries every recipe's ingredient keys, allergens and diets for the diet profile.
        lists.siteData = lists.siteData || !changed.isEmpty
        // Plan pages show their recipes' cards and one shopping list of all their ingredients.
        if !changed.isEmpty, !index.plans.isEmpty {
            lists.listPages.insert(SiteURLs.plans)
            lists.listPages.formUnion(index.plans.map { SiteURLs.plan($0.plan.slug) })
        }
        return RecipeChangeEffect(recipes: pages, lists: lists, removed: removed)
    }

    /// The pages that list recipes, when a recipe's listing changed or recipes came or went:
    /// home, all recipes, the book, every taxonomy overview (their counts), the term pages whose recipes or
    /// cards changed, and the feed, sitemap and cards.
    private static func listPages(listed: Set<Slug>, old: IndexRelations, new: IndexRelations) -> PageSelection {
        var paths: Set<String> = []
        // A few recipes listed differently (mostly one): each slug is compared with them, not hashed.
        let isListed = FewMembers(listed).contains
        let lists = { (recipes: [Slug]) in recipes.contains(where: isListed) }
        for (kind, (oldTerms, terms)) in zip(TaxonomyKind.allCases, zip(old.taxonomies, new.taxonomies)) where !terms.isEmpty {
            for (oldTerm, term) in zip(oldTerms, terms) where oldTerm.recipes != term.recipes || lists(term.recipes) {
                paths.insert(SiteURLs.term(kind, term.slug))
            }
        }
        guard !listed.isEmpty || !paths.isEmpty else { return PageSelection() }
        paths.formUnion(["index.html", SiteURLs.allRecipes, SiteURLs.book])
        for (kind, terms) in zip(TaxonomyKind.allCases, new.taxonomies) where !terms.isEmpty { paths.insert(SiteURLs.taxonomy(kind)) }
        return PageSelection(listPages: paths, siteData: true)
    }
}
