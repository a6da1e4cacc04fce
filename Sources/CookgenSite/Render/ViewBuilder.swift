import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown

/// Turns the index into view models. Cards and term links are built once and shared by every page.
package struct ViewBuilder: Sendable {
    package let index: SiteIndex
    package let labels: Labels
    package let resolver: RecipeResolver
    package let assetLookup: [String: String]
    /// Each recipe's card, made for all at once (a whole build lists them all) or when first asked.
    private var cardStore: CardStore
    private var termLinks: [TaxonomyKind: [Slug: LinkView]] = [:]
    /// The index's taxonomies by kind (for their values' slugs).
    private var taxonomies: [TaxonomyKind: Taxonomy] = [:]
    /// Each total time the recipes have, said in words (`labels.duration`), for their cards.
    private var durations: [Int: String] = [:]

    /// The views of `index`; the cards are made on `threads` threads, or with `lazyCards` each when
    /// it is first asked for (a build of changes, whose list pages reuse the last build's cards).
    package init(index: SiteIndex, labels: Labels, threads: Int = 1, lazyCards: Bool = false) {
        self.index = index
        self.labels = labels
        self.resolver = index.resolver
        self.assetLookup = SiteIndex.assetLookup(index.assets)
        for taxonomy in index.taxonomies {
            var links: [Slug: LinkView] = [:]
            for term in taxonomy.terms {
                links[term.slug] = LinkView(name: labels.termName(term, kind: taxonomy.kind), url: SiteURLs.href(SiteURLs.term(taxonomy.kind, term.slug)))
            }
            termLinks[taxonomy.kind] = links
            taxonomies[taxonomy.kind] = taxonomy
        }
        for recipe in index.recipes {
            if let minutes = recipe.metadata.totalMinutes, durations[minutes] == nil { durations[minutes] = labels.duration(minutes) }
        }
        guard !lazyCards else {
            cardStore = CardStore()
            return
        }
        // The builder before its store, for making the cards (the store does not keep it).
        cardStore = CardStore()
        let builder = self
        let made = Parallel.map(index.recipes, threads: threads) { builder.card(for: $0) }
        cardStore = CardStore(slugs: index.recipes.map(\.slug), cards: made)
    }

    /// Links to the terms a recipe has in a taxonomy, in the order written, from its metadata
    /// (read once by the caller for all the taxonomies it shows; see `TaxonomyKind.values(in:)`).
    package func links(_ kind: TaxonomyKind, in metadata: RecipeMetadata) -> [LinkView] {
        let values = kind.values(in: metadata)
        guard !values.isEmpty, let links = termLinks[kind] else { return [] }
        let taxonomy = taxonomies[kind] ?? Taxonomy(kind: kind, terms: [])
        var seen: [Slug] = []
        return values.compactMap { value in
            let slug = taxonomy.slug(of: value.value)
            guard !seen.contains(slug) else { return nil }
            seen.append(slug)
            return links[slug]
        }
    }

    package func image(_ written: Located<String>?, alt: String) -> ImageView? {
        index.image(written).map { ImageView(src: SiteURLs.href($0), alt: alt) }
    }

    private func card(for recipe: Recipe) -> CardView {
        let m = recipe.metadata
        return CardView(
            title: m.title, url: SiteURLs.href(SiteURLs.recipe(recipe.slug)), slug: recipe.slug.rawValue,
            description: m.description, image: image(m.image, alt: m.imageAlt ?? m.title),
            totalTime: m.totalMinutes.map { durations[$0] ?? labels.duration($0) }, totalTimeISO: m.totalMinutes.map(Labels.isoDuration),
            level: links(.levels, in: m).first, diets: links(.diets, in: m),
            categories: links(.categories, in: m),
            date: m.date.map(labels.date), dateISO: m.date?.iso,
            stars: m.log.newestRating.map(Self.stars), ratingLabel: m.log.newestRating.map(ratingLabel))
    }

    /// The card of the recipe `slug`; nil when the index has no such recipe.
    package func card(_ slug: Slug) -> CardView? { cardStore.card(slug, making: cardMaker) }

    /// Cards for recipes, in the given order, as list items made when a page first asks one for more than its key.
    package func cards(_ recipes: [Recipe]) -> [CardItem] {
        let make = cardMaker
        return recipes.map { CardItem(slug: $0.slug, store: cardStore, make: make) }
    }

    /// Makes a card. (The store does not keep this, which holds the builder that holds the store.)
    private var cardMaker: @Sendable (Slug) -> CardView? {
        { [self] slug in index.bySlug[slug].map(card(for:)) }
    }

    /// The overview entry of a term.
    package func termView(_ term: Term, kind: TaxonomyKind) -> TermView {
        let description = term.info?.description.nonEmpty
        return TermView(
            name: labels.termName(term, kind: kind), url: SiteURLs.href(SiteURLs.term(kind, term.slug)),
            count: term.recipes.count, description: description.map(plainText),
            descriptionHTML: description.map { Markdown.html($0) },
            image: image(term.info?.image, alt: term.name))
    }

    /// Markdown reduced to text, for short descriptions in lists and meta tags.
    package func plainText(_ markdown: String) -> String {
        markdown.replacingText("**", with: "").replacingText("__", with: "")
            .replacingText("`", with: "").replacingText("\n", with: " ")
    }
}
