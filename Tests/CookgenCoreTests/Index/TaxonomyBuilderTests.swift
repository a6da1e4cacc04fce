import Testing
import CookgenTestSupport
@testable import CookgenModel
@testable import CookgenSite

/// `TaxonomyBuilder.terms` counts each distinct value once and reaches terms by number; these
/// check it against the plain grouping it replaced, on random recipes whose values repeat, differ
/// only in case or spelling, name the same vocabulary entry, or slug to nothing.
@Suite struct TaxonomyBuilderTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func termsAreThePlainGrouping(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = ["Vegan", "vegan", "VEGAN", "vegetarian", "Gluten free", "gluten-free", "glutenfree", "Nut-free", "low carb",
                    "Low-Carb", "!!!", "", "Summer", "summer", "all year", "spicy", "Spicy ", "quick", "one-pot", "One Pot", "Käse"]
        let recipes = (0..<300).map { n -> Recipe in
            var metadata = RecipeMetadata(title: "Recipe \(n)", location: SourceLocation(file: "Content/r\(n).md"))
            let pick = { (random: inout SplitMix64) in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    Located(pool.randomElement(using: &random)!, at: SourceLocation(file: "Content/r\(n).md", line: 2))
                }
            }
            metadata.tags = pick(&random)
            metadata.diets = pick(&random)
            metadata.seasons = pick(&random)
            metadata.categories = pick(&random)
            return Recipe(slug: Slug("r-\(n)"), sourcePath: "Content/r\(n).md", format: .markdown, metadata: metadata)
        }
        var vegan = CategoryInfo(name: "Vegan", location: SourceLocation(file: "Content/categories.yaml"))
        vegan.order = 3
        var drinks = CategoryInfo(name: "Drinks", location: SourceLocation(file: "Content/categories.yaml", line: 3))
        drinks.order = 1
        let categories = [vegan, drinks]
        for kind in [TaxonomyKind.tags, .diets, .seasons, .categories] {
            let infos = kind == .categories ? categories : []
            #expect(TaxonomyBuilder.terms(kind, recipes, categories: infos) == plainTerms(kind, recipes, categories: infos), "\(kind)")
        }
    }

    /// A recipe's authors are its `author:` split at commas, each trimmed, empty ones left out
    /// (one author, without a comma, is taken without splitting).
    @Test func authorsAreTheTextSplitAtCommas() {
        var random = SplitMix64(seed: 9)
        let pieces = ["Ann", " ", ",", "Bo Li", "\t", "", "Zoë", ", ,", "\n"]
        for _ in 0..<500 {
            let author = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var metadata = RecipeMetadata(title: "R", location: SourceLocation(file: "Content/r.md"))
            metadata.author = author
            let expected = author.split(separator: ",").compactMap { String($0).nonEmpty }
            #expect(TaxonomyKind.authors.values(in: metadata).map(\.value) == expected, "\(author.debugDescription)")
        }
    }

    /// The grouping as first written: a dictionary of accumulators by slug, a set per recipe.
    private func plainTerms(_ kind: TaxonomyKind, _ recipes: [Recipe], categories: [CategoryInfo]) -> [Term] {
        var groups: [Slug: (spellings: [String: Int], key: String?, recipes: [Slug])] = [:]
        for recipe in recipes {
            var seen = Set<Slug>()
            for value in kind.values(of: recipe) {
                let key = kind.vocabulary?.entry(for: value.value)?.key
                let slug = Slug(key ?? value.value)
                guard !slug.isEmpty, seen.insert(slug).inserted else { continue }
                groups[slug, default: ([:], nil, [])].spellings[key ?? value.value, default: 0] += 1
                groups[slug]!.key = key
                groups[slug]!.recipes.append(recipe.slug)
            }
        }
        let infos = Dictionary(categories.map { (Slug($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        for (slug, info) in infos where groups[slug] == nil { groups[slug] = ([info.name: 1], nil, []) }
        let order = { (term: Term) -> Int in
            if let order = term.info?.order { return order }
            if kind == .categories { return Int.max / 2 }
            if let key = term.vocabularyKey, let i = kind.vocabulary?.entries.firstIndex(where: { $0.key == key }) { return i }
            return Int.max / 2
        }
        return groups.map { slug, group in
            Term(slug: slug, name: infos[slug]?.name ?? TaxonomyBuilder.preferredSpelling(group.spellings), vocabularyKey: group.key,
                 recipes: group.recipes, info: infos[slug])
        }.sorted { order($0) < order($1) || (order($0) == order($1) && $0.slug < $1.slug) }
    }
}
