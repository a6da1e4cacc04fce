import CookgenSupport
import CookgenModel
import CookgenContent
/// Builds the search index from the site index: documents in title order, facet values
/// in taxonomy order, and weighted postings per term.
package enum SearchIndexBuilder {
    /// Each recipe's document and terms are made on `threads` threads; the postings are joined in title order.
    package static func build(_ index: SiteIndex, allergens: AllergenTable = AllergenTable(),
                              termName: @escaping @Sendable (Term, TaxonomyKind) -> String, image: @escaping @Sendable (Recipe) -> String?,
                              cache: SearchCache? = nil, profiles: RecipeProfiles? = nil, threads: Int = 1) -> SearchIndex {
        let profiles = profiles ?? RecipeProfiles(index: index, allergens: allergens)
        let facetKinds: [TaxonomyKind] = [.categories, .courses, .cuisines, .diets, .seasons, .levels]
        var facets: [String: [String]] = [:]
        var facetPosition: [TaxonomyKind: [Slug: Int]] = [:]
        for (name, kind) in zip(SearchIndex.facetNames, facetKinds) {
            let terms = index.taxonomy(kind).terms
            facets[name] = terms.map { termName($0, kind) }
            facetPosition[kind] = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($1.slug, $0) })
        }
        let positions = facetPosition
        let make = { @Sendable (recipe: Recipe) -> (SearchIndex.Document, [(String, Int)]) in
            let metadata = recipe.metadata
            let facetValues = facetKinds.map { kind in
                kind.values(in: metadata).compactMap { value -> Int? in
                    let slug = Slug(kind.vocabulary?.entry(for: value.value)?.key ?? value.value)
                    return positions[kind]?[slug]
                }.uniqued()
            }
            let profile = profiles.of(recipe)
            let document = SearchIndex.Document(
                slug: recipe.slug.rawValue, title: recipe.title, url: SiteURLs.href(SiteURLs.recipe(recipe.slug)),
                image: image(recipe), minutes: recipe.metadata.totalMinutes, facets: facetValues,
                ingredients: profile.keys, allergens: profile.allergens, diets: profile.diets)
            let terms = cache?.scores(of: recipe) { scores(of: recipe, termName: termName, index: index) }
                ?? scores(of: recipe, termName: termName, index: index).map { ($0.key, $0.value) }
            return (document, terms)
        }
        // A chunk of recipes at a time: every recipe's terms at once would be held beside the
        // postings made of them (at 100,000 recipes, a hundred megabytes more at the build's peak).
        var documents: [SearchIndex.Document] = []
        documents.reserveCapacity(index.recipesByTitle.count)
        var postings: [String: [SearchIndex.Posting]] = [:]
        for start in stride(from: 0, to: index.recipesByTitle.count, by: joinChunk) {
            let chunk = Array(index.recipesByTitle[start..<min(start + joinChunk, index.recipesByTitle.count)])
            for (document, terms) in Parallel.map(chunk, threads: threads, make) {
                let number = documents.count
                documents.append(document)
                for (term, score) in terms { postings[term, default: []].append((Int32(number), Int32(clamping: score))) }
            }
        }
        return SearchIndex(documents: documents, facets: facets, postings: postings)
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
