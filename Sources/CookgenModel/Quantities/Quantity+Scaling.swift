import CookgenSupport
/// Scaling amounts for more or fewer servings.
///
/// ```swift
/// Quantity(1.5).scaled(by: 2)                // Quantity(3)
/// Quantity(2, to: 3).scaled(by: 0.5)         // Quantity(1, to: 1.5)
/// Quantity(1, fixed: true).scaled(by: 4)     // unchanged: a fixed amount
/// ```
extension Quantity {
    /// The quantity multiplied by `factor`; fixed quantities, and factors that are negative,
    /// infinite or NaN, give the quantity back unchanged rather than a nonsensical amount.
    public func scaled(by factor: Double) -> Quantity {
        guard !fixed, factor.isFinite, factor >= 0 else { return self }
        return Quantity(low * factor, to: high.map { $0 * factor }, fixed: false)
    }
}
