import CookgenSupport
/// How much of one ingredient the cook has: "I have 400 g flour", written `flour=400 g`.
///
/// ```swift
/// let have = try AvailableAmount(parsing: "flour=400 g")
/// have.ingredient   // "flour"
/// have.quantity     // Quantity(400)
/// have.unit         // Unit.gram
/// let scaled = try recipe.scaled(toHave: have)
/// ```
///
/// The amount is read with `QuantityParser` (`1½`, `1,5`, `1/2`) and the unit with
/// `UnitTable` in any of its languages (`400g`, `2 Tassen`, `3 EL`); no unit means a count
/// (`eggs=3`). A range is refused: the cook has one amount.
public struct AvailableAmount: Sendable, Hashable {
    /// The ingredient's name as the cook wrote it.
    public var ingredient: String
    /// How much of it.
    public var quantity: Quantity
    /// The unit; nil for a plain count.
    public var unit: Unit?

    /// Creates an available amount.
    public init(ingredient: String, quantity: Quantity, unit: Unit?) {
        self.ingredient = ingredient
        self.quantity = quantity
        self.unit = unit
    }

    /// Reads `name=amount unit`, the form of `cookgen scale --ingredient`.
    public init(parsing text: String) throws(ScalingError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw .malformed(text: text, problem: "has no '=' between the ingredient and the amount")
        }
        let name = text[..<equals].trimmed
        let amount = text[text.index(after: equals)...].trimmed
        guard !name.isEmpty else { throw .malformed(text: text, problem: "names no ingredient before '='") }
        guard !amount.isEmpty else { throw .malformed(text: text, problem: "gives no amount after '='") }
        guard let (quantity, rest) = QuantityParser.parsePrefix(of: amount) else {
            throw .malformed(text: text, problem: "does not start its amount with a number")
        }
        guard !quantity.isRange else {
            throw .malformed(text: text, problem: "gives a range; give the one amount you have")
        }
        guard quantity.low > 0 else { throw .notPositive(ingredient: name, amount: amount) }
        let unitText = rest.trimmed
        var unit: Unit?
        if !unitText.isEmpty {
            guard let known = UnitTable.unit(named: unitText) else { throw .unknownUnit(ingredient: name, unit: unitText) }
            unit = known
        }
        self.init(ingredient: name, quantity: quantity, unit: unit)
    }
}

extension AvailableAmount: CustomStringConvertible {
    /// `flour=400 g`, the form it is parsed from.
    public var description: String {
        "\(ingredient)=\(quantity.formatted())" + (unit.map { " \($0.id)" } ?? "")
    }
}
