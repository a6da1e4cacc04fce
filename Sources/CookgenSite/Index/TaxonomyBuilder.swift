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

        mutating func add(_ recipe: Slug, spelling: String, vocabularyKey key: String?) {
            spellings[spelling, default: 0] += 1
            vocabularyKey = key
            recipes.append(recipe)
        }
    }

    package static func terms(_ kind: TaxonomyKind, _ recipes: [Recipe], categories: [CategoryInfo]) -> [Term] {
        var groups: [Slug: Accumulator] = [:]
        // A site has few distinct values and many recipes: each value is looked up and slugged once.
        var resolved: [String: (slug: Slug, key: String?)] = [:]
        for recipe in recipes {
            var seen = Set<Slug>()
            for value in kind.values(of: recipe) {
                let term: (slug: Slug, key: String?)
                if let known = resolved[value.value] {
                    term = known
                } else {
                    let key = kind.vocabulary?.entry(for: value.value)?.key
                    term = (Slug(key ?? value.value), key)
                    resolved[value.value] = term
                }
                guard !term.slug.isEmpty, seen.insert(term.slug).inserted else { continue }
                groups[term.slug, default: Accumulator()].add(recipe.slug, spelling: term.key ?? value.value, vocabularyKey: term.key)
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
