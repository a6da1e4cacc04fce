import CookgenSupport
import Foundation

/// Reads the numeric amount at the start of an ingredient line.
///
/// ```swift
/// QuantityParser.parse("1 1/2")       // Quantity(1.5)
/// QuantityParser.parse("2 bis 3")     // Quantity(2, to: 3)
/// QuantityParser.parsePrefix(of: "½ TL Salz")?.rest   // " TL Salz"
/// ```
///
/// Grammar (white space `_` is optional unless written `__`):
/// ```
/// quantity := amount ( _ symbolSep _ amount | __ wordSep __ amount )?
/// amount   := integer _ fraction | integer glyph | integer __ glyph
///           | integer "-" fraction            -- US style 1-1/2 = 1½
///           | fraction | glyph | decimal | integer
/// fraction := integer ("/" | "⁄") integer     -- denominator not 0
/// glyph    := ½ ⅓ ⅔ ¼ ¾ ⅕ … ⅞ | superscripts ⁄ subscripts (¹⁄₂)
/// decimal  := integer ("." | ",") digits | "." digits
/// symbolSep:= - – — ‐ − ~ ～ 〜 至 到
/// wordSep  := to | bis | tot | à | a | o | or | oder | ou
/// ```
/// Digits may be of any script (`１２`, `٣`). A `.` or `,` followed by exactly three
/// digits after a non-zero integer of at most three digits groups thousands
/// (`1,000 g` and `1.000 g` are 1000 g; `0,125 l` and `1,5 kg` are decimals), because
/// a recipe that means 1.25 kg writes `1,25 kg`, not `1,250 kg`.
/// Words that are not numbers ("a pinch", "etwas", "适量") are the line parser's business.
public enum QuantityParser {
    /// The quantity the whole text spells, or nil when it is anything else.
    public static func parse(_ text: String) -> Quantity? {
        let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        guard let match = read(scalars, from: ScalarText.skipSpaces(scalars, from: 0)),
              ScalarText.skipSpaces(scalars, from: match.end) == scalars.count else { return nil }
        return match.quantity
    }

    /// The quantity at the start of `text` (after white space) and the text after it,
    /// in composed Unicode form.
    public static func parsePrefix(of text: String) -> (quantity: Quantity, rest: String)? {
        // Composed form, so a decomposed "à" still separates a range.
        let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        guard let match = read(scalars, from: ScalarText.skipSpaces(scalars, from: 0)) else { return nil }
        var rest = String.UnicodeScalarView()
        rest.append(contentsOf: scalars[match.end...])
        return (match.quantity, String(rest))
    }

    /// A quantity starting exactly at `index`, and the position after it.
    package static func read(_ scalars: [Unicode.Scalar], from index: Int) -> (quantity: Quantity, end: Int)? {
        guard let low = readAmount(scalars, from: index) else { return nil }
        if let high = readRangeEnd(scalars, from: low.end) {
            return (Quantity(low.value, to: high.value), high.end)
        }
        return (Quantity(low.value), low.end)
    }

    private static let symbolSeparators: Set<Unicode.Scalar> = [
        "-", "\u{2013}", "\u{2014}", "\u{2010}", "\u{2011}", "\u{2212}", "~", "\u{FF5E}", "\u{301C}", "至", "到",
    ]

    private static let wordSeparators = ["to", "bis", "tot", "à", "a", "o", "or", "oder", "ou"]

    /// `- 3`, `–3`, ` to 3` after the lower end of a range; nil unless an amount follows.
    private static func readRangeEnd(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int)? {
        let separator = ScalarText.skipSpaces(scalars, from: index)
        guard separator < scalars.count else { return nil }
        var afterSeparator: Int?
        if symbolSeparators.contains(scalars[separator]) {
            afterSeparator = separator + 1
        } else if separator > index {
            // Words only count between spaces: "2 a 3", never "2a3".
            afterSeparator = wordSeparators.lazy.compactMap { word -> Int? in
                guard let end = ScalarText.match(word, in: scalars, at: separator),
                      end < scalars.count, ScalarText.isSpace(scalars[end]) else { return nil }
                return end
            }.first
        }
        guard let start = afterSeparator else { return nil }
        return readAmount(scalars, from: ScalarText.skipSpaces(scalars, from: start))
    }

    /// One number: a mixed number, a fraction, a glyph, a decimal or an integer.
    package static func readAmount(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int)? {
        if let glyph = FractionGlyphs.read(scalars, from: index) { return glyph }
        guard let number = readNumber(scalars, from: index) else { return nil }
        guard number.isInteger else { return (number.value, number.end) }
        if let fraction = readFractionTail(scalars, numerator: number.value, from: number.end) {
            return fraction
        }
        if let part = readMixedPart(scalars, from: number.end) {
            return (number.value + part.value, part.end)
        }
        return (number.value, number.end)
    }

    /// The fractional part of a mixed number after its whole part: `½`, ` ½`, ` 1/2`, `-1/2`.
    private static func readMixedPart(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int)? {
        if let glyph = FractionGlyphs.read(scalars, from: index) { return glyph }
        let afterSpace = ScalarText.skipSpaces(scalars, from: index)
        var start = afterSpace
        if afterSpace == index {
            // Without a space only the US hyphen form is a mixed number ("1-1/2").
            guard index < scalars.count, scalars[index] == "-" else { return nil }
            start = index + 1
        } else if let glyph = FractionGlyphs.read(scalars, from: afterSpace) {
            return glyph
        }
        guard let numerator = readNumber(scalars, from: start), numerator.isInteger,
              let fraction = readFractionTail(scalars, numerator: numerator.value, from: numerator.end),
              fraction.value < 1 else { return nil }
        return fraction
    }

    /// `/2` or `⁄2` after a numerator; nil for a zero denominator.
    private static func readFractionTail(
        _ scalars: [Unicode.Scalar], numerator: Double, from index: Int
    ) -> (value: Double, end: Int)? {
        guard index < scalars.count, scalars[index] == "/" || scalars[index] == "\u{2044}",
              let denominator = readNumber(scalars, from: index + 1), denominator.isInteger,
              denominator.value > 0 else { return nil }
        return (numerator / denominator.value, denominator.end)
    }

    /// Digits with an optional decimal part and thousands groups, as described on the type.
    private static func readNumber(
        _ scalars: [Unicode.Scalar], from index: Int
    ) -> (value: Double, end: Int, isInteger: Bool)? {
        let whole = readDigits(scalars, from: index)
        if whole.count == 0 {
            // ".5 cup": a leading point, never a leading comma (that is a list).
            guard index < scalars.count, scalars[index] == "." else { return nil }
            let decimals = readDigits(scalars, from: index + 1)
            guard decimals.count > 0 else { return nil }
            return (decimals.value / power(of: min(decimals.count, 15)), index + 1 + decimals.count, false)
        }
        // More than nine digits is a code or a phone number, not an amount.
        guard whole.count <= 9 else { return nil }
        var value = whole.value
        var end = index + whole.count
        var groupSeparator: Unicode.Scalar?
        if whole.count <= 3 && value > 0 {
            while let group = readThousandsGroup(scalars, from: end, separator: groupSeparator), value < 1e6 {
                groupSeparator = scalars[end]
                value = value * 1000 + group
                end += 4
            }
        }
        guard end < scalars.count, scalars[end] == "." || scalars[end] == ",", scalars[end] != groupSeparator,
              ScalarText.isDigit(scalars, at: end + 1) else { return (value, end, true) }
        let decimals = readDigits(scalars, from: end + 1)
        return (value + decimals.value / power(of: min(decimals.count, 15)), end + 1 + decimals.count, false)
    }

    /// `,000` or `.000`: a separator, exactly three digits and no fourth.
    private static func readThousandsGroup(
        _ scalars: [Unicode.Scalar], from index: Int, separator: Unicode.Scalar?
    ) -> Double? {
        guard index < scalars.count, scalars[index] == "," || scalars[index] == ".",
              separator == nil || scalars[index] == separator else { return nil }
        let group = readDigits(scalars, from: index + 1)
        guard group.count == 3, !ScalarText.isDigit(scalars, at: index + 4) else { return nil }
        return group.value
    }

    /// A run of decimal digits; only the first fifteen count (callers divide by at most 10^15),
    /// the rest is below a cook's precision.
    private static func readDigits(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, count: Int) {
        var value = 0.0
        var count = 0
        var position = index
        while position >= 0, position < scalars.count, let digit = ScalarText.digitValue(scalars[position]) {
            if count < 15 { value = value * 10 + Double(digit) }
            count += 1
            position += 1
        }
        return (value, count)
    }

    private static func power(of digits: Int) -> Double {
        var result = 1.0
        for _ in 0..<digits { result *= 10 }
        return result
    }
}
