import CookgenSupport
import CookgenModel
import CookgenContent
/// Builds the search index from the site index: documents in title order, facet values
/// in taxonomy order, and weighted postings per term.
package enum SearchIndexBuilder {
    /// Each recipe's document and terms are made on `threads` threads (with `ownThreads`, this one
    /// and threads of their own, see `Parallel.map`); the postings are joined in title order.
    package static func build(_ index: SiteIndex, allergens: AllergenTable = AllergenTable(),
                              termName: @escaping @Sendable (Term, TaxonomyKind) -> String, image: @escaping @Sendable (Recipe) -> String?,
                              cache: SearchCache? = nil, profiles: RecipeProfiles? = nil, threads: Int = 1,
                              ownThreads: Bool = false) -> SearchIndex {
        let profiles = profiles ?? RecipeProfiles(index: index, allergens: allergens)
        let facetKinds: [TaxonomyKind] = [.categories, .courses, .cuisines, .diets, .seasons, .levels]
        var facets: [String: [String]] = [:]
        var facetPosition: [TaxonomyKind: [Slug: Int]] = [:]
        for (name, kind) in zip(SearchIndex.facetNames, facetKinds) {
            let terms = index.taxonomy(kind).terms
            facets[name] = terms.map { termName($0, kind) }
            facetPosition[kind] = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($1.slug, $0) })
        }
        // Each facet value's place, worked out once per value as written: the same few values
        // recur in every recipe, and a value's vocabulary entry and slug are costly to find.
        var valuePosition = [[String: Int]](repeating: [:], count: facetKinds.count)
        for recipe in index.recipesByTitle {
            let metadata = recipe.metadata
            for (f, kind) in facetKinds.enumerated() {
                for value in kind.values(in: metadata) where valuePosition[f][value.value] == nil {
                    let slug = index.taxonomy(kind).slug(of: value.value)
                    valuePosition[f][value.value] = facetPosition[kind]?[slug] ?? -1
                }
            }
        }
        let positions = valuePosition
        let make = { @Sendable (recipe: Recipe) -> (SearchIndex.Document, SearchTerms) in
            let metadata = recipe.metadata
            // Each facet's count, then its values (`Document`'s packed facets).
            var facets: [Int32] = []
            facets.reserveCapacity(facetKinds.count * 2)
            for (f, kind) in facetKinds.enumerated() {
                let values = kind.values(in: metadata).compactMap { value -> Int? in
                    positions[f][value.value].flatMap { $0 < 0 ? nil : $0 }
                }.uniqued()
                SearchIndex.Document.pack(values, into: &facets)
            }
            let profile = profiles.of(recipe)
            let document = SearchIndex.Document(
                slug: recipe.slug.rawValue, title: recipe.title, url: SiteURLs.href(SiteURLs.recipe(recipe.slug)),
                image: image(recipe), minutes: metadata.totalMinutes, packedFacets: facets,
                ingredients: profile.keys, allergens: profile.allergens, diets: profile.diets)
            let terms = cache?.terms(of: recipe) { scores(of: recipe, termName: termName, index: index) }
                ?? SearchTerms(scores(of: recipe, termName: termName, index: index).map { ($0.key, $0.value) })
            return (document, terms)
        }
        // A chunk of recipes at a time: every recipe's terms at once would be held beside the
        // postings made of them (at 100,000 recipes, a hundred megabytes more at the build's peak).
        var documents: [SearchIndex.Document] = []
        documents.reserveCapacity(index.recipesByTitle.count)
        var table = TermTable()
        for start in stride(from: 0, to: index.recipesByTitle.count, by: joinChunk) {
            let chunk = Array(index.recipesByTitle[start..<min(start + joinChunk, index.recipesByTitle.count)])
            for ((document, terms), recipe) in zip(Parallel.map(chunk, threads: threads, callerWorks: ownThreads, make), chunk) {
                let number = Int32(documents.count)
                documents.append(document)
                guard !table.add(terms, document: number) else { continue }
                // Terms that are not as `SearchTerms` writes them (a damaged cache entry): made again.
                let scores = scores(of: recipe, termName: termName, index: index)
                _ = cache?.made(for: recipe, scores)
                for (term, score) in scores { table.add(term, score: score, document: number) }
            }
        }
        let (terms, lists) = table.joined()
        return SearchIndex(documents: documents, facets: facets, terms: terms, postingLists: lists)
    }

    /// Recipes whose terms are made together before they join the postings.
    static let joinChunk = 2_000

    /// Each term of a recipe with the sum of its field weights (a term counts once per field).
    package static func scores(of recipe: Recipe, termName: (Term, TaxonomyKind) -> String, index: SiteIndex) -> [String: Int] {
        let m = recipe.metadata
        let taxonomyText = (m.categories + m.courses + m.cuisines + m.diets + m.seasons).map(\.value)
        let fields: [(SearchIndex.Field, [String])] = [
            (.title, [m.title]),
            (.tags, m.tags.map(\.value)),
            (.ingredients, recipe.ingredients.map(\.name)),
            (.categories, taxonomyText),
            (.description, [m.description ?? ""]),
            (.steps, recipe.steps.flatMap { $0.items.compactMap { if case .text(let t) = $0 { t } else { nil } } }),
        ]
        var scores: [String: Int] = [:]
        for (field, texts) in fields {
            // A term of more than one character (more than four bytes is always that), or one ideograph.
            for term in Set(texts.flatMap(SearchTokenizer.terms))
            where term.utf8.count > 4 || (term.utf8.count > 1 && term.unicodeScalars.count > 1) || SearchTokenizer.isIdeograph(term.unicodeScalars.first!) {
                scores[term, default: 0] += field.rawValue
            }
        }
        return scores
    }
}
