/// HTML escaping of interpolated text, the same as swift-mustache 2.x.
///
/// Five characters are replaced: `<` `&lt;`, `>` `&gt;`, `&` `&amp;`, `"` `&quot;` and
/// `'` `&#39;`. Like swift-mustache, the test is per `Character`: a `<` that a combining
/// mark joins into another character (`<\u{338}` is `≮`) is left alone. Text without any
/// of the five bytes is appended as it is; text whose special bytes all sit between
/// ASCII bytes is escaped byte by byte; only the rest takes the per-`Character` path.
enum HTMLEscape {
    /// Appends `text`'s UTF-8 to `output`, escaped.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        if !text.withUTF8({ appendByBytesIfSame($0, to: &output) }) { appendByCharacters(text, to: &output) }
    }

    /// Appends UTF-8 `text` to `output`, escaped.
    static func append(_ text: [UInt8], to output: inout [UInt8]) {
        if !text.withUnsafeBufferPointer({ appendByBytesIfSame($0, to: &output) }) {
            appendByCharacters(String(decoding: text, as: UTF8.self), to: &output)
        }
    }

    /// Appends `bytes` escaped byte by byte (or as they are) when that escapes them as by
    /// `Character`; false, and nothing appended, when it would not.
    private static func appendByBytesIfSame(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        switch scan(bytes) {
        case .asIs: output.append(contentsOf: bytes)
        case .bytes: appendByBytes(bytes, to: &output)
        case .characters: return false
        }
        return true
    }

    /// How a string has to be escaped.
    enum Plan { case asIs, bytes, characters }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Plan {
        var plan = Plan.asIs
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isSpecial(byte) {
                let before = index == 0 || bytes[index - 1] < 0x80
                let after = index + 1 == count || bytes[index + 1] < 0x80
                if !(before && after) { return .characters }
                plan = .bytes
            }
            index += 1
        }
        return plan
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func replacement(_ byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

    private static func appendByBytes(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count where isSpecial(bytes[index]) {
            if runStart != index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            replacement(bytes[index]).withUTF8Buffer { output.append(contentsOf: $0) }
            runStart = index + 1
        }
        if runStart != bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    private static func appendByCharacters(_ text: String, to output: inout [UInt8]) {
        for character in text {
            switch character {
            case "<": output.append(contentsOf: "&lt;".utf8)
            case ">": output.append(contentsOf: "&gt;".utf8)
            case "&": output.append(contentsOf: "&amp;".utf8)
            case "\"": output.append(contentsOf: "&quot;".utf8)
            case "'": output.append(contentsOf: "&#39;".utf8)
            default: output.append(contentsOf: character.utf8)
            }
        }
    }
}
