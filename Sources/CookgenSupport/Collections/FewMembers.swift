/// Membership in a set that is mostly a few elements (the files a change touched, the recipes
/// listed differently): up to eight are compared one by one, which for strings is cheaper than
/// hashing each one asked about; more are looked up in the set.
///
/// Public and inlinable, so each user gets code for its own element type (a `package` inlinable
/// generic is not specialized in the modules using it, as of Swift 6.3; see `SharedMemo`): the
/// generic version looked up the metadata of `Optional` and `Array` on every question, three
/// thousand instructions each, a tenth of an edit's work at 10,000 recipes.
public struct FewMembers<Element: Hashable & Sendable>: Sendable {
    @usableFromInline let few: [Element]
    @usableFromInline let set: Set<Element>?

    @inlinable
    public init(_ set: Set<Element>) {
        if set.count <= 8 {
            few = Array(set)
            self.set = nil
        } else {
            few = []
            self.set = set
        }
    }

    @inlinable
    public func contains(_ element: Element) -> Bool {
        if let set { return set.contains(element) }
        for member in few where member == element { return true }
        return false
    }
}
