/// Lives in the support layer, free of the server, so the fuzz targets can reach it without NIO.
/// A request path made safe to look up in the site: percent-decoded exactly once, checked to be
/// UTF-8 (which rules out overlong forms such as `%c0%ae`), and refused when any form of "go up a
/// folder" or a control character is left — `..`, `%2e%2e`, a second layer of encoding
/// (`%252e`), a backslash (`..%5c`), NUL.
package enum RequestPath: Equatable, Sendable {
    /// A path relative to the site root (`recipes/pancakes.html`; `""` for the root). A
    /// trailing slash asks for the folder's `index.html`.
    case site(String)
    /// Not a path anything could be served at: answer 400.
    case invalid

    /// Resolves the path part of a request target (without the query).
    package static func resolve(_ raw: String) -> RequestPath {
        guard raw.hasPrefix("/"), let decoded = percentDecoded(Array(raw.utf8).dropFirst()) else { return .invalid }
        guard let text = validUTF8(decoded) else { return .invalid }
        let lower = text.lowercased()
        // A second layer of encoding of a dot, slash, backslash or NUL is never a real file name.
        for encoded in ["%2e", "%2f", "%5c", "%00", "%c0", "%c1"] where lower.contains(encoded) { return .invalid }
        // Split on the byte, not on characters: a combining mark after `/` (`/..%2F%CC%81`) makes
        // one character of the two, which would hide a `..` segment the file system still sees.
        let segments = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for (n, segment) in segments.enumerated() {
            if segment.elementsEqual(".".utf8) || segment.elementsEqual("..".utf8) { return .invalid }
            // `//` would make the redirect to a folder's slash form point at another host.
            if segment.isEmpty && n != segments.count - 1 { return .invalid }
        }
        return .site(text)
    }

    /// The output path to look up: a folder's `index.html` for `""` and `dir/`.
    package var lookupPath: String? {
        guard case .site(let path) = self else { return nil }
        return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// `%XX` decoded once; nil for a malformed escape or a control character, backslash or NUL
    /// in either form.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            var byte = bytes[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) else { return nil }
                byte = high << 4 | low
                i += 3
            } else {
                i += 1
            }
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { return nil }
            out.append(byte)
        }
        return out
    }

    /// The bytes as a string, or nil unless they are well-formed UTF-8 (no overlong forms, no surrogates).
    private static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
