/// Writing YAML that reads back as exactly the text it was given.
///
/// A value is written plain only when it is made of letters, digits, spaces and a few
/// harmless marks and starts with a letter or digit; anything else is double-quoted with
/// escapes. So a hostile title (`"]: x #`, a newline, `&anchor`) can never change the
/// shape of the front matter.
package enum YAMLText {
    /// `Pancakes`, or `"Pancakes: the best"`.
    package static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// `[a, "b, c"]`.
    package static func flowList(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// Text of several lines as a literal block (`|-`) indented under its key; one-line text as a scalar.
    package static func block(_ text: String, indent: String = "  ") -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstLine = lines.first { !$0.isEmpty }
        let blockSafe = lines.count > 1 && firstLine?.first != " " && !text.hasSuffix("\n")
            && lines.allSatisfy { !$0.hasSuffix(" ") && !$0.hasSuffix("\t") && !$0.contains("\t") && !$0.contains("\r") }
            && text.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 && $0.value != 0x7F }
        guard blockSafe else { return scalar(text) }
        return "|-\n" + lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }

    /// `"…"` with `\"`, `\\` and control characters escaped.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static let harmless: Set<Unicode.Scalar> = [" ", ".", "-", "_", "/", "(", ")", "'", "+", "°", "½", "¼", "¾", "’", "–", "—", "…", "!", "?", "=", "%", "·"]

    package static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isAlphabetic || ("0"..."9").contains(first), last != " " else { return false }
        if text.contains("  ") { return false }
        return text.unicodeScalars.allSatisfy { s in
            s.properties.isAlphabetic || s.properties.numericType != nil || harmless.contains(s)
                || s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .spacingMark
        }
    }
}
