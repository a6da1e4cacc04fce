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
        guard old.config == new.config, termsWithoutRecipes(old) == termsWithoutRecipes(new) else { return nil }
        var changed = Set(old.recipes.filter { sources.contains($0.sourcePath) }.map(\.slug))
        changed.formUnion(new.recipes.filter { sources.contains($0.sourcePath) }.map(\.slug))
        // Anything else whose model or relations differ (a reference that now resolves, an image that now attaches).
        for recipe in new.recipes where !changed.contains(recipe.slug) {
            if old.bySlug[recipe.slug] != recipe || old.uses[recipe.slug] != new.uses[recipe.slug]
                || old.usedBy[recipe.slug] != new.usedBy[recipe.slug] {
                changed.insert(recipe.slug)
            }
        }
        let removed = Set(old.bySlug.keys).subtracting(new.bySlug.keys)
        changed.formUnion(removed)
        var pages = changed
        // Users show the amounts and titles of what they use, at any depth (expanded shopping lists).
        var queue = Array(changed)
        while let slug = queue.popLast() {
            for user in (old.usedBy[slug] ?? []) + (new.usedBy[slug] ?? []) where pages.insert(user).inserted { queue.append(user) }
        }
        for slug in changed {
            for use in (old.uses[slug] ?? []) + (new.uses[slug] ?? []) { pages.insert(use.slug) }
        }
        pages = pages.filter { new.bySlug[$0] != nil }
        let listed = changed.filter { slug in
            guard let before = old.bySlug[slug], let after = new.bySlug[slug] else { return true }
            return Listing(before, in: old) != Listing(after, in: new)
        }
        var lists = listPages(listed: listed, old: old, new: new)
        lists.search = !changed.isEmpty
        // The cards script carries every recipe's ingredient keys, allergens and diets for the diet profile.
        lists.siteData = lists.siteData || !changed.isEmpty
        // Plan pages show their recipes' cards and one shopping list of all their ingredients.
        if !changed.isEmpty, !new.plans.isEmpty {
            lists.listPages.insert(SiteURLs.plans)
            lists.listPages.formUnion(new.plans.map { SiteURLs.plan($0.plan.slug) })
        }
        return RecipeChangeEffect(recipes: pages, lists: lists, removed: removed)
    }

    /// The pages that list recipes, when a recipe's listing changed or recipes came or went:
    /// home, all recipes, the book, every taxonomy overview (their counts), the term pages whose recipes or
    /// cards changed, and the feed, sitemap and cards.
    private static func listPages(listed: Set<Slug>, old: SiteIndex, new: SiteIndex) -> PageSelection {
        var paths: Set<String> = []
        for (oldTaxonomy, taxonomy) in zip(old.taxonomies, new.taxonomies) where !taxonomy.terms.isEmpty {
            for (oldTerm, term) in zip(oldTaxonomy.terms, taxonomy.terms)
            where oldTerm.recipes != term.recipes || term.recipes.contains(where: listed.contains) {
                paths.insert(SiteURLs.term(taxonomy.kind, term.slug))
            }
        }
        guard !listed.isEmpty || !paths.isEmpty else { return PageSelection() }
        paths.formUnion(["index.html", SiteURLs.allRecipes, SiteURLs.book])
        for taxonomy in new.taxonomies where !taxonomy.terms.isEmpty { paths.insert(SiteURLs.taxonomy(taxonomy.kind)) }
        return PageSelection(listPages: paths, siteData: true)
    }

    /// Every term of every taxonomy, without its recipes: what navigation, cards and term links show.
    private static func termsWithoutRecipes(_ index: SiteIndex) -> [[Term]] {
        index.taxonomies.map { $0.terms.map { term in var t = term; t.recipes = []; return t } }
    }

    /// What pages that list a recipe show of it — its card, its feed entry, its place on the home
    /// page and in the terms — so a change elsewhere (steps, ingredients, notes) leaves them be.
    private struct Listing: Equatable {
        var metadata: [String]
        var values: [[String]]
        var image: String?

        init(_ recipe: Recipe, in index: SiteIndex) {
            let m = recipe.metadata
            metadata = [m.title, m.description ?? "", m.imageAlt ?? "", m.author ?? "", m.date?.iso ?? "", m.updated?.iso ?? "",
                        m.totalMinutes.map(String.init) ?? "", m.featured ? "featured" : "",
                        // Cards show the newest rating of the cook's log.
                        m.log.newestRating.map { "\($0)" } ?? ""]
            values = TaxonomyKind.allCases.map { $0.values(in: m).map(\.value) }
            image = index.image(m.image)
        }
    }
}
