import CookgenSupport
/// Rounding a computed amount (after scaling or adding up) to what a cook measures.
///
/// ```swift
/// Quantity(7.4).rounded(forUnit: "tbsp")     // 7½
/// Quantity(236.6).rounded(forUnit: "ml")     // 235
/// Quantity(5.333).rounded(forUnit: nil)      // 5¼ (eggs)
/// Quantity(1.6).roundedUp(forUnit: "cloves") // 2, for the shopping list
/// ```
extension Quantity {
    /// Metric weights and volumes as the metric ladder rounds them (steps of 5 from 100, whole
    /// numbers from 10); spoons, cups and US weights to kitchen fractions; counts to quarters.
    /// Fixed amounts are left as written.
    public func rounded(forUnit unit: String?) -> Quantity {
        guard !fixed else { return self }
        let round = Self.rounding(for: unit)
        return Quantity(round(low), to: high.map(round), fixed: fixed)
    }

    /// For buying: counted things (eggs, cloves, cans, pinches) rounded up to whole ones,
    /// measured amounts as `rounded(forUnit:)`.
    public func roundedUp(forUnit unit: String?) -> Quantity {
        let known = unit.flatMap(UnitTable.unit(named:))
        guard known == nil || known?.factor == nil else { return rounded(forUnit: unit) }
        let up = { (v: Double) in max(1, (v - 0.05).rounded(.up)) }
        return Quantity(up(low), to: high.map(up), fixed: fixed)
    }

    private static func rounding(for unit: String?) -> @Sendable (Double) -> Double {
        guard let unit, let known = UnitTable.unit(named: unit) else {
            return { UnitLadder.kitchenRound($0, steps: [0.25, 0.5, 0.75]) }
        }
        if known.factor == nil { return { UnitLadder.kitchenRound($0, steps: [0.25, 0.5, 0.75]) } }
        if known.system == .metric { return { UnitLadder.metricRound($0, unit: known) } }
        return { UnitLadder.kitchenRound($0, steps: [1.0 / 8, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 3.0 / 4]) }
    }
}
