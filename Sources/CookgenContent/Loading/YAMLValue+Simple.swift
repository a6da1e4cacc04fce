import CookgenSupport
import CookgenModel

extension YAMLValue {
    /// The tree of the commonest front matter without the YAML parser: a block mapping of one
    /// `key: value` a line, each value a plain scalar or a flow list of plain scalars
    /// (`tags: [vegan, quick]`). The same tree, locations included, that `parse` makes of it —
    /// or nil for anything else, which `parse` reads in full: quotes, comments, blank lines,
    /// nesting, empty values, repeated keys, tabs, and any character YAML might read
    /// differently from its text (indicators, `: `, line breaks other than `\n`).
    ///
    /// Yams takes about 350,000 instructions for a 15-line front matter (a tenth of loading
    /// a recipe); this takes a few thousand.
    static func simpleMapping(_ yaml: String, file: String, lineOffset: Int) -> YAMLValue? {
        var yaml = yaml
        return yaml.withUTF8 { bytes -> YAMLValue? in
            var entries: [YAMLEntry] = []
            var keys = Set<String>()
            var start = 0
            var line = lineOffset + 1
            while start < bytes.count {
                let end = (start..<bytes.count).first { bytes[$0] == 0x0A } ?? bytes.count
                guard let entry = Self.simpleEntry(UnsafeBufferPointer(rebasing: bytes[start..<end]), file: file, line: line),
                      keys.insert(entry.key).inserted else { return nil }
                entries.append(entry)
                start = end + 1
                line += 1
            }
            guard let first = entries.first else { return nil }
            return .mapping(entries, SourceLocation(file: file, line: first.keyLocation.line, column: 1))
        }
    }

    /// One `key: value` line: a key of letters, digits, `_` and `-` at the start; one or more
    /// spaces after the colon; a plain value or a flow list.
    private static func simpleEntry(_ line: UnsafeBufferPointer<UInt8>, file: String, line number: Int) -> YAMLEntry? {
        var i = 0
        while i < line.count, isKeyByte(line[i]) { i += 1 }
        guard i > 0, line[0] != UInt8(ascii: "-"), i + 1 < line.count, line[i] == UInt8(ascii: ":"), line[i + 1] == 0x20 else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[..<i]), as: UTF8.self)
        var valueStart = i + 1
        while valueStart < line.count, line[valueStart] == 0x20 { valueStart += 1 }
        guard valueStart < line.count else { return nil }
        let keyLocation = SourceLocation(file: file, line: number, column: 1)
        let rest = UnsafeBufferPointer(rebasing: line[valueStart...])
        // Columns count characters, as the YAML parser's marks do.
        let column = 1 + characterCount(UnsafeBufferPointer(rebasing: line[..<valueStart]))
        if rest[0] == UInt8(ascii: "[") {
            guard let list = simpleList(rest, file: file, line: number, column: column) else { return nil }
            return YAMLEntry(key: key, keyLocation: keyLocation, value: list)
        }
        guard let text = plainScalar(rest, inList: false) else { return nil }
        return YAMLEntry(key: key, keyLocation: keyLocation, value: .scalar(text, SourceLocation(file: file, line: number, column: column)))
    }

    /// `[a, b, c]` or `[]`, alone on the rest of the line.
    private static func simpleList(_ text: UnsafeBufferPointer<UInt8>, file: String, line: Int, column: Int) -> YAMLValue? {
        guard text.count >= 2, text[text.count - 1] == UInt8(ascii: "]") else { return nil }
        let location = SourceLocation(file: file, line: line, column: column)
        let inner = UnsafeBufferPointer(rebasing: text[1..<(text.count - 1)])
        if inner.allSatisfy({ $0 == 0x20 }) { return .sequence([], location) }
        var items: [YAMLValue] = []
        var start = 0
        while start <= inner.count {
            let end = (start..<inner.count).first { inner[$0] == UInt8(ascii: ",") } ?? inner.count
            var from = start
            while from < end, inner[from] == 0x20 { from += 1 }
            guard from < end, let item = plainScalar(UnsafeBufferPointer(rebasing: inner[from..<end]), inList: true) else { return nil }
            // After `[`: the item's first character.
            let itemColumn = column + 1 + characterCount(UnsafeBufferPointer(rebasing: inner[..<from]))
            items.append(.scalar(item, SourceLocation(file: file, line: line, column: itemColumn)))
            start = end + 1
        }
        return .sequence(items, location)
    }

    /// A plain scalar's text (trailing spaces dropped), or nil when YAML could read it as
    /// anything but its text: it starts with an indicator, holds `#`, a `:` before a space or
    /// at the end, quotes, a tab or another control character, a flow indicator (`[]{}`, and
    /// `,` in a list), or a character the YAML reader does not take as printable or reads as
    /// a line break.
    private static func plainScalar(_ text: UnsafeBufferPointer<UInt8>, inList: Bool) -> String? {
        var end = text.count
        while end > 0, text[end - 1] == 0x20 { end -= 1 }
        guard end > 0 else { return nil }
        switch text[0] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","):
            return nil
        default: break
        }
        var i = 0
        while i < end {
            let byte = text[i]
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\\"):
                return nil
            case UInt8(ascii: ","):
                if inList { return nil }
            case UInt8(ascii: ":"):
                if i + 1 >= end || text[i + 1] == 0x20 || inList { return nil }
            case 0x20...0x7E:
                break
            case 0xC2:
                // U+00A0 and up; not U+0085 (a line break) nor the other C1 controls.
                guard i + 1 < end, text[i + 1] >= 0xA0 else { return nil }
            case 0xE2:
                // Not U+2028 or U+2029, line breaks to YAML 1.1.
                guard i + 2 < end, !(text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9)) else { return nil }
            case 0xC3...0xEC, 0xEE, 0x80...0xBF:
                break  // lead bytes of U+00C0…U+CFFF and U+E000…U+EFFF, and continuation bytes
            case 0xED:
                guard i + 1 < end, text[i + 1] < 0xA0 else { return nil }
            case 0xEF:
                // Not U+FEFF, U+FFFE or U+FFFF.
                guard i + 2 < end, !(text[i + 1] == 0xBB && text[i + 2] == 0xBF), !(text[i + 1] == 0xBF && text[i + 2] >= 0xBE) else { return nil }
            default:
                return nil  // control characters, tabs, and four-byte characters (the YAML reader refuses them)
            }
            i += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: text[..<end]), as: UTF8.self)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// Characters (Unicode scalars) in UTF-8 bytes: the bytes that do not continue a character.
    private static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
