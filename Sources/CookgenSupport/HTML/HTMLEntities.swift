/// Decoding HTML character references: `&amp;`, `&#233;`, `&#xE9;` and the named
/// references that turn up in recipe pages.
package enum HTMLEntities {
    /// The text with character references replaced; unknown names stay as written.
    package static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "&", let (decoded, end) = reference(in: scalars, at: i) {
                out.append(contentsOf: decoded.unicodeScalars)
                i = end
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// Decodes up to `passes` times, for text escaped twice (`&amp;amp;` → `&`).
    package static func decodeRepeatedly(_ text: String, passes: Int = 3) -> String {
        var current = text
        for _ in 0..<passes {
            let next = decode(current)
            if next == current { break }
            current = next
        }
        return current
    }

    /// The reference starting at `start` (an `&`) and the index after its `;`.
    private static func reference(in s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < s.count, end - start <= 32, s[end] != ";" {
            guard s[end].properties.isAlphabetic || ("0"..."9").contains(s[end]) || s[end] == "#" else { return nil }
            end += 1
        }
        guard end < s.count, s[end] == ";", end > start + 1 else { return nil }
        let body = String(String.UnicodeScalarView(s[(start + 1)..<end]))
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), end + 1)
        }
        guard let named = names[body] else { return nil }
        return (named, end + 1)
    }

    private static let names: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "shy": "",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“",
        "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "bull": "•", "middot": "·", "deg": "°",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac18": "⅛", "times": "×",
        "divide": "÷", "plusmn": "±", "minus": "−", "micro": "µ", "copy": "©", "reg": "®", "trade": "™",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "aacute": "á", "agrave": "à", "acirc": "â",
        "auml": "ä", "aring": "å", "atilde": "ã", "aelig": "æ", "ccedil": "ç", "iacute": "í", "igrave": "ì",
        "icirc": "î", "iuml": "ï", "ntilde": "ñ", "oacute": "ó", "ograve": "ò", "ocirc": "ô", "ouml": "ö",
        "otilde": "õ", "oslash": "ø", "oelig": "œ", "uacute": "ú", "ugrave": "ù", "ucirc": "û", "uuml": "ü",
        "yacute": "ý", "yuml": "ÿ", "szlig": "ß", "Eacute": "É", "Egrave": "È", "Auml": "Ä", "Ouml": "Ö",
        "Uuml": "Ü", "Aring": "Å", "Oslash": "Ø", "Ccedil": "Ç", "Ntilde": "Ñ", "AElig": "Æ", "OElig": "Œ",
        "iexcl": "¡", "iquest": "¿", "euro": "€", "pound": "£", "cent": "¢", "yen": "¥", "sect": "§",
        "para": "¶", "ordm": "º", "ordf": "ª", "sup1": "¹", "sup2": "²", "sup3": "³", "thinsp": "\u{2009}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "zwnj": "", "zwj": "", "lrm": "", "rlm": "", "prime": "′", "Prime": "″",
    ]
}
