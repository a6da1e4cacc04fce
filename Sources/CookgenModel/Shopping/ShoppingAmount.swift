import CookgenSupport
/// One amount of a shopping-list item: `700 g`, `2 cloves`, or no number at all ("salt" to taste).
public struct ShoppingAmount: Sendable, Hashable, Codable {
    /// How much; nil when the recipes give no number.
    public var quantity: Quantity?
    /// The unit as it is shown (`g`, `cloves`, `EL`); nil for a plain count.
    public var unit: String?

    /// Creates an amount.
    public init(quantity: Quantity?, unit: String?) {
        self.quantity = quantity
        self.unit = unit
    }

    /// `700 g`, `2`, `pinch`; empty when there is neither a number nor a unit.
    /// Counted things are rounded up to whole ones: nobody buys 1.6 cloves.
    public var formatted: String {
        let number = quantity?.roundedUp(forUnit: unit).formatted()
        return [number, unit].compactMap { $0 }.joined(separator: " ")
    }
}
