public extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept. Public and inlinable so that it is
    /// specialized where it is used (a `package` generic runs as generic code in other modules).
    @inlinable
    func uniqued() -> [Element] {
        // Most lists are a few values long (a recipe's categories, diets, tags): compared with
        // each other, without making a set.
        if count < 2 { return self }
        if count <= 16 {
            var kept: [Element] = []
            kept.reserveCapacity(count)
            for element in self where !kept.contains(element) { kept.append(element) }
            return kept
        }
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
