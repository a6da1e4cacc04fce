package extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    ///
    /// Written on Unicode scalars rather than with Foundation's `trimmingCharacters`,
    /// which bridges through NSString and showed up in build profiles.
    var trimmed: String {
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpace })!
        return String(Substring(scalars[first...last]))
    }

    /// Nil when the text is empty after trimming, else the trimmed text.
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
        let hay = utf8, pin = needle.utf8
        guard hay.allSatisfy({ $0 < 0x80 }), pin.allSatisfy({ $0 < 0x80 }) else { return contains(needle) }
        return ByteSearch.firstRange(of: needle, in: self) != nil
    }
}

package extension String {
    /// A key or name as written, made comparable: `Prep-Time` → `prep_time`, `Boiling water` →
    /// `boiling_water`.
    var normalisedKey: String {
        trimmed.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 }.reduce(into: "") { $0.append($1) }
    }
}

package extension String {
    /// The words of ASCII text, lower-cased: runs of letters and digits, anything else between
    /// them. Nil when the text is not all ASCII (callers then take their Unicode path) — the fast
    /// path for what most recipes are written in, with no grapheme or Unicode-table work.
    var asciiLowercasedWords: [String]? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [String] = []
        var word: [UInt8] = []
        for var byte in utf8 {
            if byte >= 65 && byte <= 90 { byte += 32 }
            if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                word.append(byte)
            } else if !word.isEmpty {
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
