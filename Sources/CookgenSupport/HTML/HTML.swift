/// Escaping for text that goes into HTML and XML.
package enum HTML {
    /// Escapes `& < > " '` so text is safe in element content and quoted attributes.
    package static func escape(_ text: String) -> String {
        // On bytes: the five are ASCII, and no byte of a longer UTF-8 sequence is. Text without
        // any (most text) comes back as it is.
        let bytes = text.utf8
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            switch byte {
            case 0x26: out += "&amp;".utf8
            case 0x3C: out += "&lt;".utf8
            case 0x3E: out += "&gt;".utf8
            case 0x22: out += "&quot;".utf8
            case 0x27: out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
