import CookgenSupport
/// The Unicode fraction characters, read by the quantity parser and written by formatting.
package enum FractionGlyphs {
    /// Each vulgar-fraction character with its numerator and denominator.
    package static let vulgar: [Unicode.Scalar: (numerator: Double, denominator: Double)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4),
        "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6),
        "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8), "⅑": (1, 9), "⅒": (1, 10),
        "↉": (0, 3),
    ]

    /// The fractions a cook measures with, in the order formatting tries them.
    /// Fifths and sixths are left out: no measuring set has them, so `1.2` stays `1.2`.
    package static let kitchen: [(value: Double, glyph: String)] = [
        (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (3.0 / 8, "⅜"), (1.0 / 2, "½"),
        (5.0 / 8, "⅝"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (7.0 / 8, "⅞"),
    ]

    private static let superscriptDigits: [Unicode.Scalar: Double] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]

    private static let subscriptDigits: [Unicode.Scalar: Double] = [
        "₀": 0, "₁": 1, "₂": 2, "₃": 3, "₄": 4, "₅": 5, "₆": 6, "₇": 7, "₈": 8, "₉": 9,
    ]

    /// A fraction glyph at `index` (`½`, or `¹⁄₂` built from super- and subscripts) and the position after it.
    package static func read(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int)? {
        guard index >= 0, index < scalars.count else { return nil }
        if let fraction = vulgar[scalars[index]] {
            return (fraction.numerator / fraction.denominator, index + 1)
        }
        // "⅟" is "1/" as one character: ⅟₄ or ⅟4.
        if scalars[index] == "⅟" {
            return readDenominator(scalars, numerator: 1, from: index + 1)
        }
        let numerator = readDigits(scalars, from: index, table: superscriptDigits)
        guard numerator.count > 0, numerator.end < scalars.count,
              scalars[numerator.end] == "\u{2044}" || scalars[numerator.end] == "/" else { return nil }
        return readDenominator(scalars, numerator: numerator.value, from: numerator.end + 1)
    }

    private static func readDenominator(
        _ scalars: [Unicode.Scalar], numerator: Double, from index: Int
    ) -> (value: Double, end: Int)? {
        var denominator = readDigits(scalars, from: index, table: subscriptDigits)
        if denominator.count == 0 {
            var value = 0.0
            var end = index
            while end < scalars.count, end - index < 6, let digit = ScalarText.digitValue(scalars[end]) {
                value = value * 10 + Double(digit)
                end += 1
            }
            denominator = (value, end - index, end)
        }
        guard denominator.count > 0, denominator.value > 0 else { return nil }
        return (numerator / denominator.value, denominator.end)
    }

    private static func readDigits(
        _ scalars: [Unicode.Scalar], from index: Int, table: [Unicode.Scalar: Double]
    ) -> (value: Double, count: Int, end: Int) {
        var value = 0.0
        var end = index
        // Six digits is far beyond any real fraction; stopping there keeps the value finite.
        while end < scalars.count, end - index < 6, let digit = table[scalars[end]] {
            value = value * 10 + digit
            end += 1
        }
        return (value, end - index, end)
    }
}
