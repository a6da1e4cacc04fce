import CookgenSupport
/// An amount as a cook writes it: a number or a range, possibly fixed (not scaled).
///
/// Numbers are kept as `Double`; formatting turns them back into kitchen fractions.
public struct Quantity: Sendable, Hashable, Codable {
    /// The amount, or the lower end of a range.
    public var low: Double
    /// The upper end of a range (`2-3`), nil for a single amount.
    public var high: Double?
    /// A fixed amount does not follow scaling (Cooklang `=`).
    public var fixed: Bool

    /// A single amount or a range.
    public init(_ low: Double, to high: Double? = nil, fixed: Bool = false) {
        self.low = low
        self.high = high
        self.fixed = fixed
    }

    /// Whether this is a range like `2-3`.
    public var isRange: Bool { high != nil }
}
