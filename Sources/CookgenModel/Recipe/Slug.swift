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

    /// The common case without Foundation's folding, which is slow: plain ASCII text.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(byte + 32)
            case UInt8(ascii: "&"):
                return nil
            default:
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
