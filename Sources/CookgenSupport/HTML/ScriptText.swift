/// Escaping for text placed inside a `<script>` element (JSON, JSON-LD, JavaScript literals).
package enum ScriptText {
    /// Escapes what could end or confuse a script element: `<`, `>` and `&` become `\u003c`-style
    /// sequences, U+2028 and U+2029 (line ends to older JavaScript) `\u2028` and `\u2029`.
    package static func safe(_ json: String) -> String {
        let bytes = Array(json.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var i = 0
        // Byte by byte: `<`, `>`, `&` are single bytes in UTF-8; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): out += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): out += Array("\\u0026".utf8)
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                out += Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                i += 2
            default: out.append(bytes[i])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
