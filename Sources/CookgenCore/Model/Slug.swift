import Foundation

/// A URL-safe name: lowercase, diacritics folded, words joined by `-`.
///
/// Letters of scripts without case (Chinese, Japanese) are kept as they are.
public struct Slug: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The slug text.
    public let rawValue: String

    /// Makes a slug from any text: `Crème Brûlée!` → `creme-brulee`.
    public init(_ text: String) {
        self.rawValue = Slug.slugify(text)
    }

    /// Wraps text that already is a slug.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Slug, rhs: Slug) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the slug is empty (the text had no letters or digits).
    public var isEmpty: Bool { rawValue.isEmpty }

    static func slugify(_ text: String) -> String {
        let expanded = text.replacingOccurrences(of: "ß", with: "ss")
            .replacingOccurrences(of: "&", with: " and ")
        let folded = expanded.precomposedStringWithCanonicalMapping
            .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
        var result = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if !scalar.properties.isDiacritic {
                pendingDash = true
            }
        }
        return result
    }
}
