import CookgenSupport
import Foundation

/// Reading and scaling a yield as written: `12 pancakes`, `about 1.5 l`, `4 dough balls`.
///
/// Only a number at the start counts, after an optional "about"-like word: the first
/// number elsewhere may be a size (`one 23 cm tart`), which must never scale.
package enum YieldText {
    /// The leading amount of a yield: the words before it, the amount, and the rest (`" pancakes"`).
    package struct Amount {
        package var prefix: String
        package var quantity: Quantity
        package var rest: String

        /// What is counted or measured, trimmed: `pancakes`, `l`, `dough balls`.
        package var what: String { rest.trimmed }
    }

    /// Words that may come before the number and are kept as written.
    private static let approximations: Set<String> = [
        "about", "approx", "approx.", "approximately", "around", "roughly", "makes", "ca", "ca.", "circa",
        "etwa", "ungefähr", "rund", "ongeveer", "environ", "unos", "unas", "aproximadamente", "约", "大约",
    ]

    /// The leading amount of `text`, or nil when it does not start with a number.
    package static func amount(in text: String) -> Amount? {
        let composed = text.precomposedStringWithCanonicalMapping
        var prefix = Substring("")
        var remainder = Substring(composed)
        // At most two words ("makes about 12"), so a name is never searched for numbers.
        for wordsSkipped in 0...2 {
            if let (quantity, rest) = QuantityParser.parsePrefix(of: String(remainder)) {
                return Amount(prefix: String(prefix), quantity: quantity, rest: rest)
            }
            guard wordsSkipped < 2 else { break }
            let leading = remainder.prefix { $0.isWhitespace }
            let word = remainder.dropFirst(leading.count).prefix { !$0.isWhitespace }
            guard approximations.contains(word.lowercased()) else { return nil }
            let gap = remainder.dropFirst(leading.count + word.count).prefix { $0.isWhitespace }
            let consumed = leading.count + word.count + gap.count
            prefix += remainder.prefix(consumed)
            remainder = remainder.dropFirst(consumed)
        }
        return nil
    }

    /// The yield for `factor` times the recipe: the leading number scaled (`24 pancakes`), or,
    /// with no number to scale, the factor in front (`2 × one 23 cm tart`).
    package static func scaled(_ text: String, by factor: Double) -> String {
        guard factor != 1 else { return text }
        guard let amount = amount(in: text) else { return "\(Quantity(factor).formatted()) × \(text)" }
        return amount.prefix + amount.quantity.scaled(by: factor).formatted() + amount.rest
    }
}
