import CookgenSupport
import CookgenModel
import CookgenContent
/// Groups recipes into the terms of every taxonomy.
package enum TaxonomyBuilder {
    /// Terms of every taxonomy; `recipes` come sorted by title, and each term keeps that order.
    package static func build(_ recipes: [Recipe], categories: [CategoryInfo]) -> [Taxonomy] {
        // Each recipe's metadata read once for all taxonomies (see `TaxonomyKind.values(in:)`).
        let kinds = TaxonomyKind.allCases
        var values = [[[Located<String>]]](repeating: [], count: kinds.count)
        for k in kinds.indices { values[k].reserveCapacity(recipes.count) }
        // Each field read on its own: a copy of the metadata retained each of its fields.
        for recipe in recipes {
            for (k, kind) in kinds.enumerated() { values[k].append(kind.values(of: recipe)) }
        }
        return kinds.enumerated().map { k, kind in
            var slugs: [String: Slug] = [:]
            var taxonomy = Taxonomy(kind: kind, terms: terms(kind, recipes, values: values[k], categories: kind == .categories ? categories : [],
                                                             slugs: &slugs))
            taxonomy.valueSlugs = slugs
            return taxonomy
        }
    }

    /// The terms of `kind` among `recipes`, each term's recipes in the order given.
    package static func terms(_ kind: TaxonomyKind, _ recipes: [Recipe], categories: [CategoryInfo]) -> [Term] {
        var slugs: [String: Slug] = [:]
        return terms(kind, recipes, values: recipes.map(kind.values(of:)), categories: categories, slugs: &slugs)
    }

    /// The terms of `kind`, `values[n]` being the values of `recipes[n]`.
    /// Each value met goes into `slugs` with its term's slug.
    private static func terms(_ kind: TaxonomyKind, _ recipes: [Recipe], values: [[Located<String>]], categories: [CategoryInfo],
                              slugs: inout [String: Slug]) -> [Term] {
        // A site has few distinct values and many recipes: each value is looked up, slugged and
        // counted once, and a recipe's values reach their term by number.
        var valueNumbers = StringNumbers()
        var valueTerm: [Int] = [], valueKey: [String?] = [], valueSpelling: [String] = [], valueCount: [Int] = []
        var termNumber: [Slug: Int] = [:]
        // Each term's recipes by number, made slugs at the end: the loop reads values and recipes
        // in place, where copying them retained strings shared with the threads working beside it.
        var termSlug: [Slug] = [], termKey: [String?] = [], termRecipes: [[Int32]] = []
        var seen: [Int] = []
        for r in values.indices {
            seen.removeAll(keepingCapacity: true)
            for i in values[r].indices {
                let known = valueNumbers.count
                // A value met first gets the next number: its term, key and spelling are appended below at that number.
                let v = valueNumbers.insert(values[r][i].value)
                if v == known {
                    let value = values[r][i]
                    let key = kind.vocabulary?.entry(for: value.value)?.key
                    let slug = Slug(key ?? value.value)
                    slugs[value.value] = slug
                    var t = -1
                    if !slug.isEmpty {
                        t = termNumber[slug] ?? termSlug.count
                        if t == termSlug.count {
                            termNumber[slug] = t
                            termSlug.append(slug)
                            termKey.append(nil)
                            termRecipes.append([])
                        }
                    }
                    valueTerm.append(t)
                    valueKey.append(key)
                    valueSpelling.append(key ?? value.value)
                    valueCount.append(0)
                }
                let t = valueTerm[v]
                // A recipe is in a term once, however many of its values name it.
                guard t >= 0, !seen.contains(t) else { continue }
                seen.append(t)
                valueCount[v] += 1
                termKey[t] = valueKey[v]
                termRecipes[t].append(Int32(r))
            }
        }
        var spellings = [[String: Int]](repeating: [:], count: termSlug.count)
        for v in valueSpelling.indices where valueTerm[v] >= 0 && valueCount[v] > 0 {
            spellings[valueTerm[v]][valueSpelling[v], default: 0] += valueCount[v]
        }
        let infos = Dictionary(categories.map { (Slug($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        var terms = termSlug.indices.map { t in
            Term(slug: termSlug[t], name: infos[termSlug[t]]?.name ?? preferredSpelling(spellings[t]), vocabularyKey: termKey[t],
                 recipes: termRecipes[t].map { recipes[Int($0)].slug }, info: infos[termSlug[t]])
        }
        for (slug, info) in infos where termNumber[slug] == nil {
            terms.append(Term(slug: slug, name: info.name, vocabularyKey: nil, recipes: [], info: info))
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
