/// A small, deterministic JSON writer for the JSON the build emits: keys sorted,
/// no escaped slashes, whole numbers without a fraction. Faster than JSONSerialization, which
/// showed up in build profiles, and its output does not depend on Foundation's version.
///
/// It writes UTF-8 bytes into one buffer and appends a string that needs no escape whole:
/// every recipe page carries three JSON texts, so this is on the build's hot path.
package enum JSONWriter {
    /// The value as JSON; with `pretty`, two-space indentation and `"key": value`.
    /// A `Double` that is whole and below 10¹⁵ is written as an integer (`2`, not `2.0`).
    package static func string(_ value: JSONValue, pretty: Bool = false) -> String {
        text(value, indent: pretty ? "" : nil, style: pretty ? .pretty : .compact)
    }

    /// An object as JSON, keys sorted.
    package static func string(_ object: [String: JSONValue], pretty: Bool = false) -> String {
        string(.object(object), pretty: pretty)
    }

    /// An array as JSON.
    package static func string(_ array: [JSONValue], pretty: Bool = false) -> String {
        string(.array(array), pretty: pretty)
    }

    /// Compact JSON safe inside a `<script>` element, in one pass: the same text as
    /// `ScriptText.safe(JSONWriter.string(value))`. `<`, `>`, `&`, U+2028 and U+2029 can only
    /// occur inside JSON strings, so escaping them there is escaping them everywhere.
    package static func script(_ value: JSONValue) -> String {
        text(value, indent: nil, style: .script)
    }

    /// Appends `value` as `script(_:)` writes it, for a writer that lays out a large document
    /// in bytes itself.
    package static func appendScript(_ value: JSONValue, to out: inout [UInt8]) {
        write(value, into: &out, indent: nil, style: .script)
    }

    /// A script-safe object (see `script(_:)`).
    package static func script(_ object: [String: JSONValue]) -> String {
        script(.object(object))
    }

    /// A script-safe array (see `script(_:)`).
    package static func script(_ array: [JSONValue]) -> String {
        script(.array(array))
    }

    /// An object's members as script-safe JSON, each `"key":value`, in the order `script(_:)`
    /// writes them: an object written twice with a few members different (a recipe's data and
    /// its page's copy) writes the others once. `scriptObject` puts members together.
    package static func scriptMembers(_ object: [String: JSONValue]) -> [(key: String, json: [UInt8])] {
        object.sorted { $0.key < $1.key }.map { key, value in
            var out: [UInt8] = []
            writeString(key, into: &out, style: .script)
            append(Style.script.colon, to: &out)
            write(value, into: &out, indent: nil, style: .script)
            return (key, out)
        }
    }

    /// Appends `s` as a compact JSON string (what `string(.string(s))` writes), for a writer that
    /// lays out a large, regular document itself rather than building its `JSONValue` tree.
    package static func appendString(_ s: String, to out: inout [UInt8]) {
        writeString(s, into: &out, style: .compact)
    }

    /// Appends a compact JSON array of `count` elements, `each` appending element `n`'s JSON: for
    /// writers that lay out a large, regular document themselves (see `appendString`). Not generic
    /// over a collection: called generically from another module (or nested in a closure that
    /// was), it looked up type metadata for every element — a search index's ingredient files
    /// took 210 million instructions at 10,000 recipes instead of 20 million.
    package static func appendArray(count: Int, to out: inout [UInt8], _ each: (Int, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "["))
        for n in 0..<count {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            each(n, &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends a compact JSON array of strings.
    package static func appendStrings(_ items: [String], to out: inout [UInt8]) {
        appendArray(count: items.count, to: &out) { writeString(items[$0], into: &$1, style: .compact) }
    }

    /// Appends a compact JSON array of numbers.
    package static func appendInts(_ items: [Int], to out: inout [UInt8]) {
        appendArray(count: items.count, to: &out) { writeInt(items[$0], into: &$1) }
    }

    /// Appends `i` as `string(.int(i))` writes it.
    package static func appendInt(_ i: Int, to out: inout [UInt8]) {
        writeInt(i, into: &out)
    }

    /// The object of `members` (from `scriptMembers`, in their order): the text `script(_:)`
    /// writes for the object they came from.
    package static func scriptObject(_ members: [[UInt8]]) -> String {
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(members.reduce(2) { $0 + $1.count + 1 })
        for (n, member) in members.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: member)
        }
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Pretty JSON laid out as `JSONSerialization`'s `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
    /// writes it (`"key" : value`, empty containers over two lines, `\b` and `\f`), for output that
    /// was first written that way (`cookgen check --format json`).
    package static func foundationStyle(_ value: JSONValue) -> String {
        text(value, indent: "", style: .foundation)
    }

    private static func text(_ value: JSONValue, indent: String?, style: Style) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, into: &out, indent: indent.map { Array($0.utf8) }, style: style)
        return String(decoding: out, as: UTF8.self)
    }

    private struct Style {
        var colon: StaticString
        /// Empty arrays and objects as `[\n\n<indent>]` rather than `[]`.
        var openEmpty: Bool
        /// `\b` and `\f` rather than `\u0008` and `\u000c`.
        var shortEscapes: Bool
        /// `<`, `>`, `&`, U+2028 and U+2029 escaped too, as `ScriptText.safe` does.
        var scriptSafe: Bool = false

        static let compact = Style(colon: ":", openEmpty: false, shortEscapes: false)
        static let pretty = Style(colon: ": ", openEmpty: false, shortEscapes: false)
        static let foundation = Style(colon: " : ", openEmpty: true, shortEscapes: true)
        static let script = Style(colon: ":", openEmpty: false, shortEscapes: false, scriptSafe: true)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8], indent: [UInt8]?, style: Style) {
        switch value {
        case .null: append("null", to: &out)
        case .string(let s): writeString(s, into: &out, style: style)
        case .bool(let b): append(b ? "true" : "false", to: &out)
        case .int(let i): writeInt(i, into: &out)
        case .double(let d): out.append(contentsOf: (d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)).utf8)
        case .array(let a):
            if a.isEmpty { writeEmpty(UInt8(ascii: "["), UInt8(ascii: "]"), into: &out, indent: indent, style: style); return }
            let inner = indent.map { $0 + [0x20, 0x20] }
            out.append(UInt8(ascii: "["))
            for (n, item) in a.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(inner, into: &out)
                write(item, into: &out, indent: inner, style: style)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let d):
            if d.isEmpty { writeEmpty(UInt8(ascii: "{"), UInt8(ascii: "}"), into: &out, indent: indent, style: style); return }
            let inner = indent.map { $0 + [0x20, 0x20] }
            out.append(UInt8(ascii: "{"))
            var first = true
            for (key, item) in d.sorted(by: { $0.key < $1.key }) {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                newline(inner, into: &out)
                writeString(key, into: &out, style: style)
                append(style.colon, to: &out)
                write(item, into: &out, indent: inner, style: style)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// An integer in decimal digits, written straight into the buffer (the search index has a
    /// million of them at 10,000 recipes, and `String(i)` made a string of each).
    private static func writeInt(_ i: Int, into out: inout [UInt8]) {
        if i < 0 { out.append(UInt8(ascii: "-")) }
        var rest = i.magnitude
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        // Swapped in place: reversing `out[start...]` copied the slice out and back for every number.
        var (low, high) = (start, out.count - 1)
        while low < high {
            out.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// A line break and the indentation, in pretty styles.
    private static func newline(_ indent: [UInt8]?, into out: inout [UInt8]) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: indent)
    }

    private static func writeEmpty(_ open: UInt8, _ close: UInt8, into out: inout [UInt8], indent: [UInt8]?, style: Style) {
        out.append(open)
        if style.openEmpty {
            out.append(contentsOf: [UInt8(ascii: "\n"), UInt8(ascii: "\n")])
            out.append(contentsOf: indent ?? [])
        }
        out.append(close)
    }

    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func writeString(_ s: String, into out: inout [UInt8], style: Style) {
        var s = s
        s.withUTF8 { bytes in writeString(bytes, into: &out, style: style) }
    }

    /// How many bytes at the start of `bytes` need no escape: a quote, a backslash and control
    /// characters do; in script style also `<`, `>`, `&` and the lead byte of U+2028 and U+2029.
    @inline(__always)
    private static func plainPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ style: Style) -> Int {
        var i = 0
        let count = bytes.count
        if style.scriptSafe {
            while i < count {
                let byte = bytes[i]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2 { break }
                i += 1
            }
        } else {
            while i < count {
                let byte = bytes[i]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                i += 1
            }
        }
        return i
    }

    private static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], style: Style) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: appended whole; the others up to their first escape.
        let plain = plainPrefix(bytes, style)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<plain]))
        guard plain < bytes.count else {
            out.append(UInt8(ascii: "\""))
            return
        }
        // Byte by byte: every escaped character is one byte in UTF-8 but for U+2028 and U+2029
        // (E2 80 A8 and E2 80 A9); other bytes, multi-byte characters' included, go out as they are.
        var i = plain
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""): append("\\\"", to: &out)
            case UInt8(ascii: "\\"): append("\\\\", to: &out)
            case UInt8(ascii: "\n"): append("\\n", to: &out)
            case UInt8(ascii: "\r"): append("\\r", to: &out)
            case UInt8(ascii: "\t"): append("\\t", to: &out)
            case 0x08 where style.shortEscapes: append("\\b", to: &out)
            case 0x0C where style.shortEscapes: append("\\f", to: &out)
            case ..<0x20: unicodeEscape(UInt32(byte), into: &out)
            case UInt8(ascii: "<") where style.scriptSafe: append("\\u003c", to: &out)
            case UInt8(ascii: ">") where style.scriptSafe: append("\\u003e", to: &out)
            case UInt8(ascii: "&") where style.scriptSafe: append("\\u0026", to: &out)
            case 0xE2 where style.scriptSafe && i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                append(bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &out)
                i += 2
            default: out.append(byte)
            }
            i += 1
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        append("\\u", to: &out)
        for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
