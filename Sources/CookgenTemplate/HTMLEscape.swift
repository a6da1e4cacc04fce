/// HTML escaping of interpolated text, the same as swift-mustache 2.x.
///
/// Five characters are replaced: `<` `&lt;`, `>` `&gt;`, `&` `&amp;`, `"` `&quot;` and
/// `'` `&#39;`. Like swift-mustache, the test is per `Character`: a `<` that a combining
/// mark joins into another character (`<\u{338}` is `≮`) is left alone. Text without any
/// of the five bytes is appended as it is; text whose special bytes all sit between
/// ASCII bytes is escaped byte by byte; only the rest takes the per-`Character` path.
enum HTMLEscape {
    /// Appends `text` to `output`, escaped.
    static func append(_ text: String, to output: inout String) {
        var text = text
        if text.utf8.withContiguousStorageIfAvailable({ _ in true }) == nil { text.makeContiguousUTF8() }
        let plan = text.utf8.withContiguousStorageIfAvailable(scan) ?? .characters
        switch plan {
        case .asIs: output += text
        case .bytes: appendByBytes(text, to: &output)
        case .characters: appendByCharacters(text, to: &output)
        }
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

    private static func replacement(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

    private static func appendByBytes(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isSpecial(byte) {
                if runStart != index { output += text[runStart..<index] }
                output += replacement(byte)
                utf8.formIndex(after: &index)
                runStart = index
            } else {
                utf8.formIndex(after: &index)
            }
        }
        if runStart != utf8.endIndex { output += text[runStart...] }
    }

    private static func appendByCharacters(_ text: String, to output: inout String) {
        for character in text {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
    }
}
