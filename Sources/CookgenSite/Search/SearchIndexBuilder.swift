import CookgenSupport
import CookgenModel
import CookgenContent
/// Builds the search index from the site index: documents in slug order (with their title
/// order), facet values in taxonomy order, and weighted postings per term.
package enum SearchIndexBuilder {
    /// Each recipe's document and terms are made on `threads` threads (with `ownThreads`, this one
    /// and threads of their own, see `Parallel.map`); the postings are joined in slug order.
    package static func build(_ index: SiteIndex, allergens: AllergenTable = AllergenTable(),
                              termName: @escaping @Sendable (Term, TaxonomyKind) -> String, image: @escaping @Sendable (Recipe) -> String?,
                              cache: SearchCache? = nil, profiles: RecipeProfiles? = nil, threads: Int = 1,
                              ownThreads: Bool = false) -> SearchIndex {
        let maker = Maker(index, recipes: index.recipesByTitle, allergens: allergens, termName: termName, image: image, cache: cache,
                          profiles: profiles)
        // A chunk of recipes at a time: every recipe's terms at once would be held beside the
        // postings made of them (at 100,000 recipes, a hundred megabytes more at the build's peak).
        // Documents in slug order (`index.recipes`), numbered by their place.
        var documents: [SearchIndex.Document] = []
        documents.reserveCapacity(index.recipes.count)
        var table = TermTable()
        for start in stride(from: 0, to: index.recipes.count, by: joinChunk) {
            let chunk = Array(index.recipes[start..<min(start + joinChunk, index.recipes.count)])
            for ((document, terms), recipe) in zip(Parallel.map(chunk, threads: threads, callerWorks: ownThreads, maker.make), chunk) {
                let number = Int32(documents.count)
                documents.append(document)
                guard !table.add(terms, document: number) else { continue }
                // Terms that are not as `SearchTerms` writes them (a damaged cache entry): made again.
                for (term, score) in maker.remade(recipe) { table.add(term, score: score, document: number) }
            }
        }
        let (terms, lists) = table.joined()
        return SearchIndex(documents: documents, facets: maker.facets, terms: terms, postingLists: lists, titleOrder: titleOrder(index))
    }

    /// The index `build` would make of `index`, made from `previous`, the index of the site before
    /// some of its recipes changed: the documents and postings of the recipes `changed` names (and of
    /// recipes new since) are made again, those of recipes gone are left out, and every other
    /// recipe's are kept, renumbered when recipes came or went. Right when only the
    /// recipes `changed` names can show differently in search (`RecipeChangeEffect.recipes`, with
    /// the same taxonomy terms and site settings). Nil in the rare case where the patch cannot tell
    /// which spelling of a term `build` would keep (see below): then `build` it.
    package static func patch(_ previous: SearchIndex, index: SiteIndex, changed: Set<Slug>, allergens: AllergenTable = AllergenTable(),
                              termName: @escaping @Sendable (Term, TaxonomyKind) -> String, image: @escaping @Sendable (Recipe) -> String?,
                              cache: SearchCache? = nil, profiles: RecipeProfiles? = nil) -> SearchIndex? {
        var oldNumber: [String: Int32] = [:]
        oldNumber.reserveCapacity(previous.documents.count)
        for (n, document) in previous.documents.enumerated() { oldNumber[document.slug] = Int32(n) }
        // Each kept document's new number, by its old one (-1: gone or made again); the documents made again.
        var renumbered = [Int32](repeating: -1, count: previous.documents.count)
        var fresh: [(number: Int, recipe: Recipe)] = []
        for (n, recipe) in index.recipes.enumerated() {
            if !changed.contains(recipe.slug), let old = oldNumber[recipe.slug.rawValue] {
                renumbered[Int(old)] = Int32(n)
            } else {
                fresh.append((n, recipe))
            }
        }
        let maker = Maker(index, recipes: fresh.map(\.recipe), allergens: allergens, termName: termName, image: image, cache: cache,
                          profiles: profiles)
        var documents: [SearchIndex.Document?] = Array(repeating: nil, count: index.recipes.count)
        for (old, new) in renumbered.enumerated() where new >= 0 { documents[Int(new)] = previous.documents[old] }
        // The postings of the documents made again, by term, in document order.
        var added: [String: [SearchIndex.Posting]] = [:]
        for (n, recipe) in fresh {
            let (document, terms) = maker.make(recipe)
            documents[n] = document
            for (term, score) in terms.scores ?? maker.remade(recipe) { added[term, default: []].append((Int32(n), Int32(clamping: score))) }
        }
        // The term shards whose postings changed (a term's spelling changes only with them).
        var dirtyShards = Set<String>()
        var terms: [String] = []
        var lists: [PostingList] = []
        terms.reserveCapacity(previous.terms.count + added.count)
        lists.reserveCapacity(previous.terms.count + added.count)
        // Every kept document under its old number (recipes edited, none come or gone): a list whose
        // postings of the documents made again are as they were is kept as it is, bytes and shard.
        let sameNumbers = previous.documents.count == index.recipes.count
            && renumbered.enumerated().allSatisfy { $1 < 0 || Int($1) == $0 }
        let freshNumbers = sameNumbers ? fresh.map { Int32($0.number) } : []
        for (term, list) in zip(previous.terms, previous.postingLists) {
            if sameNumbers, let before = list.postings(of: freshNumbers) {
                let place = added.index(forKey: term)
                let now = place.map { added[$0].value } ?? []
                if !list.bytes.isEmpty, before.elementsEqual(now, by: ==) {
                    // The term's spelling is its first document's: a made-again one's when it is first.
                    var documents = list.makeIterator()
                    let spelling = place != nil && documents.next()?.0 == now.first?.0 ? added[place!].key : term
                    if spelling.utf8.elementsEqual(term.utf8) {
                        if let place { added.remove(at: place) }
                        terms.append(term)
                        lists.append(list)
                        continue
                    }
                }
            }
            // Kept documents keep their order among themselves: the renumbered list stays in document order.
            var kept = PostingList()
            var keptFirst: Int32?
            // Whether the term's first document before is gone or made again.
            var firstDropped: Bool?
            let place = added.index(forKey: term)
            var changedList = place != nil
            for (document, score) in list {
                let new = document >= 0 && Int(document) < renumbered.count ? renumbered[Int(document)] : -1
                if firstDropped == nil { firstDropped = new < 0 }
                guard new >= 0 else {
                    changedList = true
                    continue
                }
                if keptFirst == nil { keptFirst = new }
                kept.append((new, score))
            }
            let ascii = term.utf8.allSatisfy { $0 < 0x80 }
            // The spelling `build` keeps is that of the term's first document (strings equal as
            // Unicode may differ in bytes): a new document's when one comes first; else the kept
            // one, whose spelling is known only when it was the first before too, or the term is ASCII.
            var spelling = term
            var merged = kept
            if let place {
                let (freshSpelling, postings) = added[place]
                added.remove(at: place)
                if keptFirst.map({ postings[0].0 < $0 }) ?? true {
                    spelling = freshSpelling
                } else if firstDropped == true, !ascii {
                    return nil
                }
                merged = merge(kept, postings)
            } else if firstDropped == true, keptFirst != nil, !ascii {
                return nil
            }
            if changedList {
                // A new spelling may start with other bytes, and so be in another shard.
                dirtyShards.insert(SearchTokenizer.shard(of: term))
                dirtyShards.insert(SearchTokenizer.shard(of: spelling))
            }
            guard !merged.bytes.isEmpty else { continue }
            terms.append(spelling)
            lists.append(merged)
        }
        for (term, postings) in added {
            dirtyShards.insert(SearchTokenizer.shard(of: term))
            terms.append(term)
            lists.append(PostingList(postings))
        }
        var patched = SearchIndex(documents: documents.compactMap { $0 }, facets: maker.facets, terms: terms, postingLists: lists,
                                  titleOrder: titleOrder(index))
        // With the same recipes (numbers), only the chunks of the documents made again, the shards
        // of the terms whose postings changed, the facets (the title order) and meta can differ.
        if previous.documents.count == patched.documents.count,
           zip(previous.documents, patched.documents).allSatisfy({ $0.slug == $1.slug }) {
            var rewrite: Set<String> = ["search/facets.js", "search/meta.js"]
            for (n, _) in fresh {
                let chunk = n / SearchIndex.chunkSize
                rewrite.insert("search/docs-\(chunk).js")
                rewrite.insert("search/ingredients-\(chunk).js")
            }
            for shard in dirtyShards { rewrite.insert("search/terms/\(SearchTokenizer.fileName(ofShard: shard)).js") }
            patched.rewrite = rewrite
        }
        return patched
    }

    /// The documents' numbers (places in `index.recipes`) in title order.
    static func titleOrder(_ index: SiteIndex) -> [Int32] {
        var number: [Slug: Int32] = [:]
        number.reserveCapacity(index.recipes.count)
        for (n, recipe) in index.recipes.enumerated() { number[recipe.slug] = Int32(n) }
        return index.recipesByTitle.compactMap { number[$0.slug] }
    }

    /// `list` and `more` (both in document order, with no document in both) as one list in document order.
    private static func merge(_ list: PostingList, _ more: [SearchIndex.Posting]) -> PostingList {
        var out = PostingList()
        var next = 0
        for posting in list {
            while next < more.count, more[next].0 < posting.0 {
                out.append(more[next])
                next += 1
            }
            out.append(posting)
        }
        for posting in more[next...] { out.append(posting) }
        return out
    }

    /// What makes each recipe's document and terms: the facets' values by place, worked out once.
    struct Maker: Sendable {
        static let facetKinds: [TaxonomyKind] = [.categories, .courses, .cuisines, .diets, .seasons, .levels]
        let index: SiteIndex
        let termName: @Sendable (Term, TaxonomyKind) -> String
        let image: @Sendable (Recipe) -> String?
        let cache: SearchCache?
        let profiles: RecipeProfiles
        /// Facet values per facet name, in display order.
        let facets: [String: [String]]
        /// For each facet, each value as written: its place among the facet's values (-1: none).
        let positions: [[String: Int]]

        /// A maker of the documents of `recipes` (of `index`).
        init(_ index: SiteIndex, recipes: [Recipe], allergens: AllergenTable, termName: @escaping @Sendable (Term, TaxonomyKind) -> String,
             image: @escaping @Sendable (Recipe) -> String?, cache: SearchCache?, profiles: RecipeProfiles?) {
            self.index = index
            self.termName = termName
            self.image = image
            self.cache = cache
            self.profiles = profiles ?? RecipeProfiles(index: index, allergens: allergens)
            var facets: [String: [String]] = [:]
            var facetPosition: [TaxonomyKind: [Slug: Int]] = [:]
            for (name, kind) in zip(SearchIndex.facetNames, Self.facetKinds) {
                let terms = index.taxonomy(kind).terms
                facets[name] = terms.map { termName($0, kind) }
                facetPosition[kind] = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($1.slug, $0) })
            }
            self.facets = facets
            // Each facet value's place, worked out once per value as written: the same few values
            // recur in every recipe, and a value's vocabulary entry and slug are costly to find.
            var valuePosition = [[String: Int]](repeating: [:], count: Self.facetKinds.count)
            for recipe in recipes {
                let metadata = recipe.metadata
                for (f, kind) in Self.facetKinds.enumerated() {
                    for value in kind.values(in: metadata) where valuePosition[f][value.value] == nil {
                        let slug = index.taxonomy(kind).slug(of: value.value)
                        valuePosition[f][value.value] = facetPosition[kind]?[slug] ?? -1
                    }
                }
            }
            positions = valuePosition
        }

        /// The recipe's document and its terms (the cache's, when it has them).
        @Sendable func make(_ recipe: Recipe) -> (SearchIndex.Document, SearchTerms) {
            let metadata = recipe.metadata
            // Each facet's count, then its values (`Document`'s packed facets).
            var facets: [Int32] = []
            facets.reserveCapacity(Self.facetKinds.count * 2)
            for (f, kind) in Self.facetKinds.enumerated() {
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

        /// The recipe's terms made again, in place of terms that are not as `SearchTerms` writes them
        /// (a damaged cache entry); the cache keeps them.
        func remade(_ recipe: Recipe) -> [(String, Int)] {
            let scores = scores(of: recipe, termName: termName, index: index)
            _ = cache?.made(for: recipe, scores)
            return scores.map { ($0.key, $0.value) }
        }
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
