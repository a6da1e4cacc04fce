public extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept. Public and inlinable so that it is
    /// specialized where it is used (a `package` generic runs as generic code in other modules).
    @inlinable
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
