import CookgenSupport
import CookgenModel
import CookgenContent
/// Groups recipes into the terms of every taxonomy.
package enum TaxonomyBuilder {
    /// Terms of every taxonomy; `recipes` come sorted by title, and each term keeps that order.
    package static func build(_ recipes: [Recipe], categories: [CategoryInfo]) -> [Taxonomy] {
        TaxonomyKind.allCases.map { kind in
            Taxonomy(kind: kind, terms: terms(kind, recipes, categories: kind == .categories ? categories : []))
        }
    }

    private struct Accumulator {
        var spellings: [String: Int] = [:]
        var vocabularyKey: String?
        var recipes: [Slug] = []
    }

    package static func terms(_ kind: TaxonomyKind, _ recipes: [Recipe], categories: [CategoryInfo]) -> [Term] {
        var groups: [Slug: Accumulator] = [:]
        for recipe in recipes {
            var seen = Set<Slug>()
            for value in kind.values(of: recipe) {
                let entry = kind.vocabulary?.entry(for: value.value)
                let slug = Slug(entry?.key ?? value.value)
                guard !slug.isEmpty, seen.insert(slug).inserted else { continue }
                groups[slug, default: Accumulator()].spellings[entry?.key ?? value.value, default: 0] += 1
                groups[slug]!.vocabularyKey = entry?.key
                groups[slug]!.recipes.append(recipe.slug)
            }
        }
        let infos = Dictionary(categories.map { (Slug($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        for (slug, info) in infos where groups[slug] == nil {
            groups[slug] = Accumulator(spellings: [info.name: 1])
        }
        var terms = groups.map { slug, acc in
            Term(slug: slug, name: infos[slug]?.name ?? preferredSpelling(acc.spellings), vocabularyKey: acc.vocabularyKey,
                 recipes: acc.recipes, info: infos[slug])
        }
        terms.sort { order(kind, $0) < order(kind, $1) || (order(kind, $0) == order(kind, $1) && $0.slug < $1.slug) }
        return terms
    }

    /// The spelling most recipes use; ties go to the alphabetically first.
    package static func preferredSpelling(_ spellings: [String: Int]) -> String {
        spellings.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key ?? ""
    }

    /// Categories by their `order`; closed vocabularies in vocabulary order; the rest by name.
    private static func order(_ kind: TaxonomyKind, _ term: Term) -> Int {
        if let order = term.info?.order { return order }
        if kind == .categories { return Int.max / 2 }
        if let key = term.vocabularyKey, let i = kind.vocabulary?.entries.firstIndex(where: { $0.key == key }) { return i }
        return Int.max / 2
    }
}
