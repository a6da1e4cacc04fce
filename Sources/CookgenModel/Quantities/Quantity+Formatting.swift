import CookgenSupport
/// Writing quantities the way a cook reads them: `1½`, `⅓`, `2–3`, `250`.
///
/// ```swift
/// Quantity(1.5).formatted()                          // "1½"
/// Quantity(2, to: 3).formatted()                     // "2–3"
/// Quantity(1.2).formatted(decimalSeparator: ",")     // "1,2"
/// ```
///
/// Rules, by size of the number:
/// - below 10: a kitchen fraction (⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞, with a whole part: `2¾`) when the
///   fractional part is within 0.004 of one (about 1% of ⅓, so `0.33` is `⅓` but `0.3`
///   stays `0.3`); else at most two decimals (`1.2`, `0.15`); below 0.1 two significant
///   digits up to nine places (`0.012`), so a small amount does not show as `0`;
/// - 10 to 100: one decimal at most (`12.5`), no fractions (`12½ g` reads oddly);
/// - 100 and above: whole numbers (`236.6` → `237`).
///
/// The output parses back with `QuantityParser` to the value as rounded: thousands are
/// never grouped, and three decimals only follow a `0` (`0,012`), so `1,25` is never
/// mistaken for a thousands group. Negative values get a `-`, NaN `?`, infinity `∞`.
extension Quantity {
    /// The quantity as kitchen text: fractions, a decimal separator of choice, an en dash for ranges.
    public func formatted(decimalSeparator: Character = ".") -> String {
        let lowText = Quantity.format(low, decimalSeparator: decimalSeparator)
        guard let high else { return lowText }
        return lowText + "\u{2013}" + Quantity.format(high, decimalSeparator: decimalSeparator)
    }

    /// Tolerance for snapping the fractional part to a kitchen fraction or a whole number.
    package static let snapTolerance = 0.004

    /// One number as kitchen text.
    package static func format(_ value: Double, decimalSeparator: Character = ".") -> String {
        guard value.isFinite else { return value.isNaN ? "?" : "∞" }
        if value < 0 { return "-" + format(-value, decimalSeparator: decimalSeparator) }
        if value >= 100 { return wholeNumber(value.rounded()) }
        if value >= 10 { return decimal(value, places: 1, separator: decimalSeparator) }
        if let kitchen = kitchenFraction(value) { return kitchen }
        if value >= 0.1 { return decimal(value, places: 2, separator: decimalSeparator) }
        return decimal(value, places: significantPlaces(value), separator: decimalSeparator)
    }

    /// A count of people or portions as a cook says it: a kitchen fraction at any size below 100
    /// (`10⅔ servings`, not `10.7`), else as `format(_:)` writes it.
    package static func formatCount(_ value: Double, decimalSeparator: Character = ".") -> String {
        guard value.isFinite, value > 0, value < 100, let kitchen = kitchenFraction(value) else {
            return format(value, decimalSeparator: decimalSeparator)
        }
        return kitchen
    }

    /// `2`, `½`, `2¾` when `value` (below 10) is that close to one, else nil.
    private static func kitchenFraction(_ value: Double) -> String? {
        let whole = value.rounded(.down)
        let fraction = value - whole
        if value == 0 { return "0" }
        // A tiny amount must not collapse to "0"; it is written as a decimal instead.
        if fraction <= snapTolerance && whole >= 1 { return wholeNumber(whole) }
        if fraction >= 1 - snapTolerance { return wholeNumber(whole + 1) }
        guard let match = FractionGlyphs.kitchen.first(where: { abs(fraction - $0.value) <= snapTolerance }) else {
            return nil
        }
        return whole >= 1 ? wholeNumber(whole) + match.glyph : match.glyph
    }

    /// Decimal places that keep two significant digits of a small number (0.012 → 3).
    private static func significantPlaces(_ value: Double) -> Int {
        var places = 2
        var scaled = value * 100
        while scaled < 10 && places < 9 && value > 0 {
            scaled *= 10
            places += 1
        }
        return places
    }

    /// `value` rounded to `places` decimals, trailing zeros dropped.
    private static func decimal(_ value: Double, places: Int, separator: Character) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let units = (value * scale).rounded()
        let whole = (units / scale).rounded(.down)
        var digits = wholeNumber(units - whole * scale)
        guard digits != "0" else { return wholeNumber(whole) }
        digits = String(repeating: "0", count: max(0, places - digits.count)) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return wholeNumber(whole) + String(separator) + digits
    }

    /// A whole number without grouping (grouping would read back as a decimal in `,` locales).
    private static func wholeNumber(_ value: Double) -> String {
        if abs(value) < 9e15 { return String(Int(value)) }
        return String(value)
    }
}
