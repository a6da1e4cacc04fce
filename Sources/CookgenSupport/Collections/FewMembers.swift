/// Membership in a set that is mostly a few elements (the files a change touched, the recipes
/// listed differently): up to eight are compared one by one, which for strings is cheaper than
/// hashing each one asked about; more are looked up in the set.
package struct FewMembers<Element: Hashable & Sendable>: Sendable {
    private let few: [Element]?
    private let set: Set<Element>

    package init(_ set: Set<Element>) {
        self.set = set
        few = set.count <= 8 ? Array(set) : nil
    }

    package func contains(_ element: Element) -> Bool {
        few.map { $0.contains(element) } ?? set.contains(element)
    }
}
