import CookgenSupport
/// Which form of a counted word a number takes in a language: `1 serving`, `1⅓ servings`,
/// `1,5 portion` (French counts everything below 2 as one), `2 人份` (Chinese has one form).
///
/// The rules are CLDR's cardinal rules for the UI languages, reduced to the two forms a
/// kitchen needs ("one" and "other"): a count that is not a whole number is "other" except in
/// French, whose "one" covers 0 ≤ n < 2.
///
/// ```swift
/// PluralRule(language: "en").isOne(1)      // true
/// PluralRule(language: "en").isOne(4 / 3)  // false: "1⅓ servings"
/// PluralRule(language: "fr").isOne(1.5)    // true: "1,5 portion"
/// ```
public struct PluralRule: Sendable, Hashable {
    private enum Kind: Sendable, Hashable { case exactlyOne, belowTwo, none }
    private let kind: Kind

    /// The rule of `language` (`en`, `de-CH`, `zh_Hans`); English's for languages it does not know.
    public init(language: String) {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch base {
        case "fr", "pt": kind = .belowTwo
        case "zh", "ja", "ko", "vi", "th", "id": kind = .none
        default: kind = .exactlyOne
        }
    }

    /// Whether `n` takes the singular ("one") form.
    public func isOne(_ n: Double) -> Bool {
        switch kind {
        case .exactlyOne: abs(n - 1) < Quantity.snapTolerance
        case .belowTwo: n >= 0 && n < 2 - Quantity.snapTolerance
        case .none: false
        }
    }
}
