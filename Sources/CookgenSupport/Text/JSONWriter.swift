/// A small, deterministic JSON writer for the JSON the build emits: keys sorted,
/// no escaped slashes, whole numbers without a fraction. Faster than JSONSerialization, which
/// showed up in build profiles, and its output does not depend on Foundation's version.
package enum JSONWriter {
    /// The value as JSON; with `pretty`, two-space indentation and `"key": value`.
    /// A `Double` that is whole and below 10¹⁵ is written as an integer (`2`, not `2.0`).
    package static func string(_ value: JSONValue, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? "" : nil, style: pretty ? .pretty : .compact)
        return out
    }

    /// An object as JSON, keys sorted.
    package static func string(_ object: [String: JSONValue], pretty: Bool = false) -> String {
        string(.object(object), pretty: pretty)
    }

    /// An array as JSON.
    package static func string(_ array: [JSONValue], pretty: Bool = false) -> String {
        string(.array(array), pretty: pretty)
    }

    /// Pretty JSON laid out as `JSONSerialization`'s `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
    /// writes it (`"key" : value`, empty containers over two lines, `\b` and `\f`), for output that
    /// was first written that way (`cookgen check --format json`).
    package static func foundationStyle(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: "", style: .foundation)
        return out
    }

    private struct Style {
        var colon: String
        /// Empty arrays and objects as `[\n\n<indent>]` rather than `[]`.
        var openEmpty: Bool
        /// `\b` and `\f` rather than `\u0008` and `\u000c`.
        var shortEscapes: Bool

        static let compact = Style(colon: ":", openEmpty: false, shortEscapes: false)
        static let pretty = Style(colon: ": ", openEmpty: false, shortEscapes: false)
        static let foundation = Style(colon: " : ", openEmpty: true, shortEscapes: true)
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: String?, style: Style) {
        let inner = indent.map { $0 + "  " }
        let newline = indent == nil ? "" : "\n"
        switch value {
        case .null: out += "null"
        case .string(let s): writeString(s, into: &out, style: style)
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .array(let a):
            if a.isEmpty { out += style.openEmpty ? "[\n\n" + (indent ?? "") + "]" : "[]"; return }
            out += "[" + newline
            for (n, item) in a.enumerated() {
                if n > 0 { out += "," + newline }
                out += inner ?? ""
                write(item, into: &out, indent: inner, style: style)
            }
            out += newline + (indent ?? "") + "]"
        case .object(let d):
            if d.isEmpty { out += style.openEmpty ? "{\n\n" + (indent ?? "") + "}" : "{}"; return }
            out += "{" + newline
            for (n, (key, item)) in d.sorted(by: { $0.key < $1.key }).enumerated() {
                if n > 0 { out += "," + newline }
                out += inner ?? ""
                writeString(key, into: &out, style: style)
                out += style.colon
                write(item, into: &out, indent: inner, style: style)
            }
            out += newline + (indent ?? "") + "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String, style: Style) {
        out += "\""
        // Most strings need no escape: append them whole instead of scalar by scalar.
        if !s.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}" where style.shortEscapes: out += "\\b"
            case "\u{c}" where style.shortEscapes: out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
