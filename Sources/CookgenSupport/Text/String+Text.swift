package extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    ///
    /// Written on Unicode scalars rather than with Foundation's `trimmingCharacters`,
    /// which bridges through NSString and showed up in build profiles.
    var trimmed: String {
        String.trimmingScalars(String(self))
    }

    /// Nil when the text is empty after trimming, else the trimmed text.
    var nonEmpty: String? {
        let t = trimmed
        return t.isEmpty ? nil : t
    }
}

// `trimmed` and `nonEmpty` for strings and substrings themselves: the generic ones above are not
// specialized in the modules that call them (a `package` generic, as of Swift 6.3), and most
// texts have nothing to trim, which their first and last byte tell.
package extension String {
    /// `StringProtocol.trimmed`, the string itself when it starts and ends with an ASCII character other than white space.
    var trimmed: String {
        Self.trimsNothing(first: utf8.first, last: utf8.last) ? self : Self.trimmingScalars(self)
    }

    /// `StringProtocol.nonEmpty`.
    var nonEmpty: String? {
        let t = trimmed
        return t.isEmpty ? nil : t
    }

    /// Whether a text whose first and last bytes these are (nil: empty) has nothing to trim:
    /// it is empty, or starts and ends with an ASCII byte that is not white space.
    static func trimsNothing(first: UInt8?, last: UInt8?) -> Bool {
        guard let first, let last else { return true }
        return first < 0x80 && last < 0x80 && !Unicode.Scalar(first).isSpace && !Unicode.Scalar(last).isSpace
    }

    /// `text` without white space at either end, found scalar by scalar: what every `trimmed` does.
    static func trimmingScalars(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpace })!
        return String(Substring(scalars[first...last]))
    }
}

package extension String {
    /// `split(separator: " ")`, found on the bytes when the text is ASCII (where a space is
    /// always a character of its own); splitting by `Character` costs thousands of
    /// instructions for a short name, and ingredient names are split per recipe.
    var spaceSeparatedWords: [Substring] {
        guard isAllASCII else { return split(separator: " ") }
        return utf8.split(separator: 0x20).map { Substring($0) }
    }
}

package extension Substring {
    /// `StringProtocol.trimmed`.
    var trimmed: String {
        String.trimsNothing(first: utf8.first, last: utf8.last) ? String(self) : String.trimmingScalars(String(self))
    }

    /// `StringProtocol.nonEmpty`.
    var nonEmpty: String? {
        let t = trimmed
        return t.isEmpty ? nil : t
    }
}

package extension Unicode.Scalar {
    /// Unicode White_Space, answered without the property tables for ASCII (tab to carriage return, space),
    /// and U+200B ZERO WIDTH SPACE, which Foundation's `.whitespacesAndNewlines` also trims.
    var isSpace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace || value == 0x200B
    }
}

package extension String {
    /// Whether `needle` occurs in the text: a byte search when both are ASCII (where it is the same
    /// as Foundation's), Foundation's `contains` otherwise.
    func containsText(_ needle: String) -> Bool {
        containsText(needle, bothASCII: isAllASCII && needle.isAllASCII)
    }

    /// `containsText` for a caller that searches one text for many needles and has checked once
    /// whether text and needle are ASCII.
    func containsText(_ needle: String, bothASCII: Bool) -> Bool {
        bothASCII ? ByteSearch.firstRange(of: needle, in: self) != nil : contains(needle)
    }

    /// Whether every character is ASCII.
    var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}

package extension String {
    /// A key or name as written, made comparable: `Prep-Time` → `prep_time`, `Boiling water` →
    /// `boiling_water`.
    var normalisedKey: String {
        if let key = asciiNormalisedKey { return key }
        return trimmed.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// `normalisedKey` of ASCII text, byte by byte (every front-matter key of every recipe is
    /// normalised); nil for other text.
    private var asciiNormalisedKey: String? {
        var text = self
        return text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let space = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            guard let first = bytes.firstIndex(where: { !space($0) }), let last = bytes.lastIndex(where: { !space($0) }) else { return "" }
            return String(unsafeUninitializedCapacity: last - first + 1) { out in
                for (n, byte) in bytes[first...last].enumerated() {
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): out[n] = byte + 32
                    case UInt8(ascii: "-"), UInt8(ascii: " "): out[n] = UInt8(ascii: "_")
                    default: out[n] = byte
                    }
                }
                return last - first + 1
            }
        }
    }
}

package extension String {
    /// The words of ASCII text, lower-cased: runs of letters and digits, anything else between
    /// them. Nil when the text is not all ASCII (callers then take their Unicode path) — the fast
    /// path for what most recipes are written in, with no grapheme or Unicode-table work.
    var asciiLowercasedWords: [String]? {
        var text = self
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start = -1
            for at in 0..<bytes.count {
                let byte = bytes[at]
                guard byte < 0x80 else { return nil }
                if (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                    if start < 0 { start = at }
                } else if start >= 0 {
                    words.append(Self.lowercased(bytes, start..<at))
                    start = -1
                }
            }
            if start >= 0 { words.append(Self.lowercased(bytes, start..<bytes.count)) }
            return words
        }
    }

    /// ASCII letters and digits, lower-cased into a string of their own.
    private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            for (n, byte) in bytes[range].enumerated() { out[n] = byte >= 65 && byte <= 90 ? byte + 32 : byte }
            return range.count
        }
    }
}
