import CookgenSupport
import CookgenModel

/// TOML's four kinds of string, and the escapes of its basic strings.
extension TOMLFrontMatter.Reader {
    /// `"…"` with escapes.
    mutating func basicString() throws(TOMLFrontMatter.Failure) -> String {
        scanner.advance()
        var out: [UInt8] = []
        while true {
            guard let c = scanner.current, c != 0x0A else { throw fail("the text in quotes is not closed on its line") }
            if c == UInt8(ascii: "\"") { scanner.advance(); break }
            if c == UInt8(ascii: "\\") { try escape(into: &out); continue }
            out.append(c)
            scanner.advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `'…'`, as written.
    mutating func literalString() throws(TOMLFrontMatter.Failure) -> String {
        scanner.advance()
        let start = scanner.offset
        while let c = scanner.current, c != UInt8(ascii: "'") {
            guard c != 0x0A else { throw fail("the text in quotes is not closed on its line") }
            scanner.advance()
        }
        guard !scanner.atEnd else { throw fail("the text in quotes is not closed on its line") }
        let text = scanner.text(start..<scanner.offset)
        scanner.advance()
        return text
    }

    /// `"""…"""`: escapes, a line break right after the opening quotes dropped, and a `\` at a
    /// line's end joining it to the next non-blank text.
    mutating func multilineBasicString() throws(TOMLFrontMatter.Failure) -> String {
        let place = scanner.location
        scanner.advance(3)
        dropFirstLineBreak()
        var out: [UInt8] = []
        while true {
            guard let c = scanner.current else { throw fail("the text in \"\"\" is never closed", at: place) }
            if scanner.at("\"\"\"") {
                // Up to two quotes may end the text right before the closing three.
                var extra = 0
                while extra < 2, scanner.peek(3 + extra) == UInt8(ascii: "\"") { extra += 1 }
                out += Array(repeating: UInt8(ascii: "\""), count: extra)
                scanner.advance(3 + extra)
                break
            }
            if c == UInt8(ascii: "\\") {
                // A line-ending backslash: the line break and the blanks after it go.
                var ahead = 1
                while let b = scanner.peek(ahead), b == 0x20 || b == 0x09 { ahead += 1 }
                if scanner.peek(ahead) == 0x0A || scanner.peek(ahead) == 0x0D && scanner.peek(ahead + 1) == 0x0A {
                    scanner.advance(ahead)
                    while let b = scanner.current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { scanner.advance() }
                    continue
                }
                try escape(into: &out)
                continue
            }
            out.append(c)
            scanner.advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `'''…'''`, as written but for a line break right after the opening quotes.
    mutating func multilineLiteralString() throws(TOMLFrontMatter.Failure) -> String {
        let place = scanner.location
        scanner.advance(3)
        dropFirstLineBreak()
        let start = scanner.offset
        while !scanner.at("'''") {
            guard !scanner.atEnd else { throw fail("the text in ''' is never closed", at: place) }
            scanner.advance()
        }
        var extra = 0
        while extra < 2, scanner.peek(3 + extra) == UInt8(ascii: "'") { extra += 1 }
        let text = scanner.text(start..<scanner.offset + extra)
        scanner.advance(3 + extra)
        return text
    }

    mutating func dropFirstLineBreak() {
        if scanner.current == 0x0A { scanner.advance() } else if scanner.current == 0x0D, scanner.peek(1) == 0x0A { scanner.advance(2) }
    }

    /// One escape (`\n`, `\"`, `\u00E9` …) at the backslash, appended as UTF-8.
    mutating func escape(into out: inout [UInt8]) throws(TOMLFrontMatter.Failure) {
        let place = scanner.location
        scanner.advance()
        guard let c = scanner.current else { throw fail("a '\\' ends the text", at: place) }
        scanner.advance()
        if let byte = FrontMatterScanner.sharedEscape(c) {
            out.append(byte)
            return
        }
        switch c {
        case UInt8(ascii: "e"): out.append(0x1B)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = c == UInt8(ascii: "u") ? 4 : 8
            let start = scanner.offset
            scanner.advance(count)
            guard scanner.offset - start == count, let value = UInt32(scanner.text(start..<scanner.offset), radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                throw fail("'\\\(Character(Unicode.Scalar(c)))' needs \(count) hexadecimal digits of a character", at: place)
            }
            out += Array(String(Character(scalar)).utf8)
        default:
            throw fail("'\\\(String(decoding: [c], as: UTF8.self))' is not an escape TOML knows; write '\\\\' for a backslash", at: place)
        }
    }
}
