import CookgenSupport
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

    package static func slugify(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
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

    /// The common case without Foundation's folding, which is slow: plain ASCII text. Written
    /// straight into the new string's storage (a slug is made for every title, file name and
    /// reference of a site, several times a build).
    private static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            var ascii = true
            // No longer than the text: each letter or digit comes from one byte, each dash from at least one other.
            let slug = String(unsafeUninitializedCapacity: utf8.count) { out in
                var count = 0
                var pendingDash = false
                for byte in utf8 {
                    let letter: UInt8
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letter = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 32
                    case 0x80..., UInt8(ascii: "&"):
                        ascii = false
                        return 0
                    default:
                        pendingDash = true
                        continue
                    }
                    if pendingDash && count > 0 {
                        out[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    pendingDash = false
                    out[count] = letter
                    count += 1
                }
                return count
            }
            return ascii ? slug : nil
        }
    }
}
