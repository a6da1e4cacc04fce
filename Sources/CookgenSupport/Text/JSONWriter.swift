/// A small, deterministic JSON writer for the JSON-LD the build emits: keys sorted,
/// no escaped slashes, numbers as written. Faster than JSONSerialization, which
/// showed up in build profiles, and its output does not depend on Foundation's version.
package enum JSONWriter {
    /// Serialises strings, numbers, booleans, arrays and string-keyed dictionaries; `NSNull`-like
    /// values (`JSONWriter.null`) become `null`. With `pretty`, two-space indentation.
    package static func string(_ value: Any, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? "" : nil)
        return out
    }

    /// Written as `null`.
    package struct Null: Sendable {}
    package static let null = Null()

    private static func write(_ value: Any, into out: inout String, indent: String?) {
        let inner = indent.map { $0 + "  " }
        let newline = indent == nil ? "" : "\n"
        switch value {
        case let s as String: writeString(s, into: &out)
        case let b as Bool: out += b ? "true" : "false"
        case let i as Int: out += String(i)
        case let d as Double: out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case let a as [Any]:
            if a.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (n, item) in a.enumerated() {
                if n > 0 { out += "," + newline }
                out += inner ?? ""
                write(item, into: &out, indent: inner)
            }
            out += newline + (indent ?? "") + "]"
        case let d as [String: Any]:
            if d.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (n, key) in d.keys.sorted().enumerated() {
                if n > 0 { out += "," + newline }
                out += inner ?? ""
                writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
                write(d[key]!, into: &out, indent: inner)
            }
            out += newline + (indent ?? "") + "}"
        default: out += "null"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
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
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
