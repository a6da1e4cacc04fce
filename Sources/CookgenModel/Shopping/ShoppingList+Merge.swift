import CookgenSupport
/// Merging ingredient lines into items, and their amounts into sums.
package extension ShoppingList {
    /// Where an amount goes: amounts in one bucket are summed, buckets stand side by side,
    /// in the order of the cases.
    enum Bucket: Hashable, Comparable {
        /// A number without a unit: `2 eggs`.
        case plain
        /// A counted unit, by its id: `clove`, `can`.
        case counted(String)
        /// A weight of any mass unit.
        case mass
        /// A volume of any volume unit.
        case volume
        /// A vague unit, by its id: `pinch`.
        case vague(String)
        /// A unit cookgen does not know, by its key (`ball` for `balls` and `Ball`).
        case written(IngredientKey)
        /// No number ("to taste"), by its unit lower-cased ("" for none); kept once.
        case unmeasured(String)
    }

    /// Items for the lines, one per key, sorted by key.
    static func merge(_ lines: [ShoppingLine]) -> [ShoppingItem] {
        var groups: [IngredientKey: [ShoppingLine]] = [:]
        for line in lines {
            let key = key(of: line.ingredient)
            // A line with neither name nor text has nothing to buy.
            guard !key.isEmpty else { continue }
            groups[key, default: []].append(line)
        }
        return groups.keys.sorted().map { key in
            let group = groups[key] ?? []
            let names = group.map { displayName(of: $0.ingredient) }.filter { !$0.isEmpty }
            return ShoppingItem(
                key: key, name: mostCommon(names) ?? key.rawValue,
                amounts: amounts(group.map(\.ingredient)), recipes: Set(group.map(\.recipe)).sorted())
        }
    }

    /// The key of an ingredient: of its name, or of its whole line when it has no name.
    static func key(of ingredient: Ingredient) -> IngredientKey {
        let byName = IngredientKey(ingredient.name)
        return byName.isEmpty ? IngredientKey(ingredient.text) : byName
    }

    private static func displayName(of ingredient: Ingredient) -> String {
        let name = ingredient.name.trimmed
        return name.isEmpty ? ingredient.text.trimmed : name
    }

    /// The amounts of one item, bucket by bucket.
    static func amounts(_ ingredients: [Ingredient]) -> [ShoppingAmount] {
        var buckets: [Bucket: [Ingredient]] = [:]
        for ingredient in ingredients { buckets[bucket(of: ingredient), default: []].append(ingredient) }
        return buckets.keys.sorted().compactMap { bucket in
            let members = buckets[bucket] ?? []
            switch bucket {
            case .plain: return ShoppingAmount(quantity: sum(members.compactMap(\.quantity)), unit: nil)
            case .counted(let id), .vague(let id): return counted(members, unitID: id)
            case .mass, .volume: return measured(members, dimension: bucket == .mass ? .mass : .volume)
            case .written:
                let total = sum(members.compactMap(\.quantity))
                return ShoppingAmount(quantity: total, unit: UnitSpelling.spelling(writtenAs: members.compactMap(\.unit), for: total))
            case .unmeasured:
                return ShoppingAmount(quantity: nil, unit: mostCommon(members.compactMap { $0.unit?.trimmed.nonEmpty }))
            }
        }
    }

    static func bucket(of ingredient: Ingredient) -> Bucket {
        let written = ingredient.unit?.trimmed ?? ""
        guard ingredient.quantity != nil else { return .unmeasured(written.lowercased()) }
        if written.isEmpty { return .plain }
        guard let unit = UnitTable.unit(named: written) else { return .written(IngredientKey(written)) }
        switch unit.dimension {
        case .mass: return .mass
        case .volume: return .volume
        case .count: return .counted(unit.id)
        case .other: return .vague(unit.id)
        }
    }

    /// Amounts of one counted or vague unit, summed.
    private static func counted(_ members: [Ingredient], unitID: String) -> ShoppingAmount {
        let total = sum(members.compactMap(\.quantity))
        return ShoppingAmount(quantity: total, unit: UnitSpelling.spelling(of: unitID, writtenAs: members.compactMap(\.unit), for: total))
    }

    /// Both ends of the quantities added up; a range when any of them is one.
    static func sum(_ quantities: [Quantity]) -> Quantity {
        let low = quantities.reduce(0) { $0 + $1.low }
        guard quantities.contains(where: \.isRange) else { return Quantity(low) }
        return Quantity(low, to: quantities.reduce(0) { $0 + ($1.high ?? $1.low) })
    }

    /// The string used most; ties go to the one with the fewest capitals (`eggs` before
    /// `Eggs`: a list reads better in lower case), then the first in alphabetical order, so the
    /// choice never depends on the order the strings came in.
    static func mostCommon(_ strings: [String]) -> String? {
        var counts: [String: Int] = [:]
        for string in strings { counts[string, default: 0] += 1 }
        let ranked = counts.map { (string: $0.key, count: $0.value, capitals: $0.key.filter(\.isUppercase).count) }
        return ranked.min { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            if lhs.capitals != rhs.capitals { return lhs.capitals < rhs.capitals }
            return lhs.string < rhs.string
        }?.string
    }
}
