import CookgenSupport
/// Summing weights and volumes written in different units.
package extension ShoppingList {
    /// The sum of amounts of one dimension (mass or volume), in the unit most of them use;
    /// without a unit used most, in the natural unit of the first amount's system.
    static func measured(_ members: [Ingredient], dimension: Unit.Dimension) -> ShoppingAmount {
        let parts = members.compactMap { member -> (Quantity, Unit, String)? in
            guard let quantity = member.quantity, let written = member.unit?.trimmed,
                  let unit = UnitTable.unit(named: written), unit.factor != nil else { return nil }
            return (quantity, unit, written)
        }
        let base: Unit = dimension == .mass ? .gram : .milliliter
        let total = sum(parts.map { quantity, unit, _ in
            UnitConversion.convert(quantity, from: unit, to: base) ?? quantity
        })
        let written = parts.map { $0.2 }
        let (quantity, unit) = displayed(total, base: base, units: parts.map { $0.1 })
        return ShoppingAmount(
            quantity: quantity,
            unit: UnitSpelling.spelling(of: unit.id, writtenAs: written.filter { UnitTable.unit(named: $0)?.id == unit.id },
                                        for: quantity))
    }

    /// `total` (in `base`) in the unit to show it in.
    private static func displayed(_ total: Quantity, base: Unit, units: [Unit]) -> (Quantity, Unit) {
        var counts: [String: (count: Int, unit: Unit)] = [:]
        for unit in units { counts[unit.id, default: (0, unit)].count += 1 }
        let ranked = counts.values.sorted { $0.count > $1.count }
        if let top = ranked.first, ranked.count == 1 || ranked[1].count < top.count,
           let exact = UnitConversion.convert(total, from: base, to: top.unit) {
            return (exact, top.unit)
        }
        if let system = units.first(where: { $0.system != .neutral })?.system {
            return UnitConversion.convert(total, base, to: system)
        }
        // Only spoons: the larger spoon once there is a whole one.
        let spoon: Unit = total.low >= (Unit.tablespoon.factor ?? 0) ? .tablespoon : .teaspoon
        return (UnitConversion.convert(total, from: base, to: spoon) ?? total, spoon)
    }
}
