// TEMPORARY placeholder (helper-3 replaces this file).
extension Quantity {
    public func formatted(decimalSeparator: Character = ".") -> String {
        func f(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
        return high.map { "\(f(low))–\(f($0))" } ?? f(low)
    }
}
