/// A start tag found in HTML, with its attributes as written.
package struct HTMLTag: Sendable {
    /// One `name="value"` of a tag.
    package struct Attribute: Sendable {
        /// Lowercased name.
        package var name: String
        /// The value as written, entity references not yet decoded; nil for a bare attribute.
        package var rawValue: String?
        /// Byte range of the whole attribute in the document.
        package var range: Range<Int>

        /// The value with character references decoded.
        package var value: String? { rawValue.map(HTMLEntities.decode) }
    }

    /// Lowercased tag name.
    package var name: String
    /// Attributes in the order written.
    package var attributes: [Attribute]
    /// Byte range of the tag, `<` to `>`.
    package var range: Range<Int>
    /// For `script`, `style`, `textarea` and `title`: the raw text up to the end tag.
    package var rawText: String?

    /// The decoded value of an attribute.
    package func value(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// A small HTML tokenizer for cookgen's own pages and saved web pages. It finds start tags
/// and their attributes, skips comments, declarations and end tags, and does not look for
/// tags inside the raw text of `script` and `style`. Linear in the length of the input.
package enum HTMLTags {
    private static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

    /// Every start tag in document order.
    package static func scan(_ html: String) -> [HTMLTag] {
        let bytes = Array(html.utf8)
        var tags: [HTMLTag] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else { i += 1; continue }
            let next = bytes[i + 1]
            if starts(bytes, at: i, with: "<!--") {
                i = find(bytes, "-->", from: i + 4).map { $0 + 3 } ?? bytes.count
            } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
                i = (bytes[(i + 1)...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
            } else if isLetter(next) {
                var tag = readTag(bytes, at: i)
                i = tag.range.upperBound
                if rawTextElements.contains(tag.name) {
                    let close = findCaseInsensitive(bytes, "</" + tag.name, from: i) ?? bytes.count
                    tag.rawText = String(decoding: bytes[i..<close], as: UTF8.self)
                    i = close
                }
                tags.append(tag)
            } else {
                i += 1
            }
        }
        return tags
    }

    /// Reads `<name attr=value …>` starting at the `<`.
    private static func readTag(_ b: [UInt8], at start: Int) -> HTMLTag {
        var i = start + 1
        let nameStart = i
        while i < b.count, !isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
        let name = String(decoding: b[nameStart..<i], as: UTF8.self).lowercased()
        var attributes: [HTMLTag.Attribute] = []
        while i < b.count, b[i] != UInt8(ascii: ">") {
            if isSpace(b[i]) || b[i] == UInt8(ascii: "/") { i += 1; continue }
            let attrStart = i
            while i < b.count, !isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "="),
                  b[i] != UInt8(ascii: "/") || i == attrStart { i += 1 }
            let attrName = String(decoding: b[attrStart..<i], as: UTF8.self).lowercased()
            var j = i
            while j < b.count, isSpace(b[j]) { j += 1 }
            var value: String?
            if j < b.count, b[j] == UInt8(ascii: "=") {
                j += 1
                while j < b.count, isSpace(b[j]) { j += 1 }
                let (text, end) = readValue(b, at: j)
                value = text
                i = end
            }
            attributes.append(.init(name: attrName, rawValue: value, range: attrStart..<i))
        }
        return HTMLTag(name: name, attributes: attributes, range: start..<min(b.count, i + 1), rawText: nil)
    }

    private static func readValue(_ b: [UInt8], at start: Int) -> (String, Int) {
        guard start < b.count else { return ("", start) }
        let quote = b[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let close = b[(start + 1)...].firstIndex(of: quote) ?? b.count
            return (String(decoding: b[(start + 1)..<close], as: UTF8.self), min(b.count, close + 1))
        }
        var end = start
        while end < b.count, !isSpace(b[end]), b[end] != UInt8(ascii: ">") { end += 1 }
        return (String(decoding: b[start..<end], as: UTF8.self), end)
    }

    package static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }

    private static func isLetter(_ c: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c | 0x20)
    }

    private static func starts(_ b: [UInt8], at i: Int, with text: String) -> Bool {
        let t = Array(text.utf8)
        return i + t.count <= b.count && Array(b[i..<(i + t.count)]) == t
    }

    private static func find(_ b: [UInt8], _ text: String, from start: Int) -> Int? {
        let t = Array(text.utf8)
        guard let first = t.first, b.count >= t.count else { return nil }
        var i = start
        while i + t.count <= b.count {
            if b[i] == first, starts(b, at: i, with: text) { return i }
            i += 1
        }
        return nil
    }

    private static func findCaseInsensitive(_ b: [UInt8], _ text: String, from start: Int) -> Int? {
        let t = Array(text.lowercased().utf8)
        var i = start
        while i + t.count <= b.count {
            if b[i] == t[0], (0..<t.count).allSatisfy({ k in b[i + k] == t[k] || (b[i + k] | 0x20) == t[k] && isLetter(t[k]) }) {
                return i
            }
            i += 1
        }
        return nil
    }
}
