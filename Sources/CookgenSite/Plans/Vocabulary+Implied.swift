import CookgenSupport
import CookgenModel
import CookgenContent
/// Diet forms that follow from others: a vegan recipe is also vegetarian, dairy-free and egg-free.
extension Vocabulary {
    /// What each diet form implies, directly.
    package static let dietImplications: [String: [String]] = [
        "vegan": ["vegetarian", "dairy-free", "egg-free"],
        "vegetarian": ["pescatarian"],
        "dairy-free": ["lactose-free"],
    ]

    /// The diet keys of written values with everything they imply, sorted: `[vegan]` →
    /// `[dairy-free, egg-free, lactose-free, pescatarian, vegan, vegetarian]`. Unknown values are left out.
    public static func dietKeys(implied values: [String]) -> [String] {
        var found = Set(values.compactMap { diets.entry(for: $0)?.key })
        var queue = Array(found)
        while let key = queue.popLast() {
            for implied in dietImplications[key] ?? [] where found.insert(implied).inserted { queue.append(implied) }
        }
        return found.sorted()
    }
}
