import CookgenSupport
import CookgenModel

/// JSON front matter — an object at the top of the file, as Hugo reads it — read into the tree
/// YAML front matter reads into (`YAMLValue`): strings as their text, numbers and booleans as
/// written, `null` as empty text, arrays as lists and objects as mappings in the order written,
/// each node with its line and column.
///
/// ```json
/// { "title": "Pancakes", "tags": ["breakfast"], "servings": 4 }
/// ```
enum JSONFrontMatter {
    static let hint = "write JSON front matter as one object of \"key\": value pairs: { \"title\": \"Pancakes\" }"

    /// Where the object that opens `bytes` ends (the offset after its `}`), when it is one: the
    /// first byte is `{` and the next one that is not blank a `"` or `}`, so a body that opens
    /// with a Hugo shortcode (`{{< … >}}`) is no front matter. Nil when it is none; `.max`
    /// when it opens as one but never closes.
    static func end(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.first == UInt8(ascii: "{") else { return nil }
        var i = 1
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "}") else { return nil }
        var depth = 0, inString = false, escaped = false
        for (n, c) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch c {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return n + 1 }
            default: break
            }
        }
        return .max
    }

    /// The tree of `text` (the object), found at `line` of `file`.
    static func parse(_ text: String, file: String, line: Int) -> Result<YAMLValue?, Diagnostic> {
        var reader = Reader(scanner: FrontMatterScanner(text, file: file, line: line))
        do throws(Failure) {
            reader.skipSpace()
            let value = try reader.value()
            reader.skipSpace()
            guard reader.scanner.atEnd else { throw reader.fail("expected the end of the object, found \(reader.scanner.shown)") }
            if case .mapping(let entries, _) = value, entries.isEmpty { return .success(nil) }
            return .success(value)
        } catch {
            return .failure(error.diagnostic)
        }
    }

    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    struct Reader {
        var scanner: FrontMatterScanner

        func fail(_ message: String, at place: SourceLocation? = nil) -> Failure {
            Failure(diagnostic: scanner.error("json-invalid", "invalid JSON front matter: " + message, hint: JSONFrontMatter.hint, at: place))
        }

        mutating func skipSpace() {
            while let c = scanner.current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { scanner.advance() }
        }

        mutating func value() throws(Failure) -> YAMLValue {
            let place = scanner.location
            switch scanner.current {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .scalar(try string(), place)
            default:
                let start = scanner.offset
                while let c = scanner.current, Self.isWordByte(c) { scanner.advance() }
                let word = scanner.text(start..<scanner.offset)
                if word == "true" || word == "false" || Double(word) != nil && word.first.map({ $0 == "-" || $0.isNumber }) == true {
                    return .scalar(word, place)
                }
                if word == "null" { return .scalar("", place) }
                if word.isEmpty { throw fail("expected a value, found \(scanner.shown)", at: place) }
                throw fail("'\(word)' is not a JSON value; put text in quotes: \"\(word)\"", at: place)
            }
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
                || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
        }

        mutating func nest() throws(Failure) {
            scanner.depth += 1
            guard scanner.depth <= FrontMatterScanner.maximumDepth else { throw fail("objects and arrays are nested too deeply") }
        }

        mutating func object() throws(Failure) -> YAMLValue {
            let place = scanner.location
            try nest()
            defer { scanner.depth -= 1 }
            scanner.advance()
            var entries: [YAMLEntry] = []
            var keys = Set<String>()
            skipSpace()
            if scanner.current == UInt8(ascii: "}") {
                scanner.advance()
                return .mapping(entries, place)
            }
            while true {
                skipSpace()
                let keyPlace = scanner.location
                guard scanner.current == UInt8(ascii: "\"") else { throw fail("expected a key in quotes, found \(scanner.shown)") }
                let key = try string()
                guard keys.insert(key).inserted else { throw fail("the key \"\(key)\" is given twice", at: keyPlace) }
                skipSpace()
                guard scanner.current == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\", found \(scanner.shown)") }
                scanner.advance()
                skipSpace()
                entries.append(YAMLEntry(key: key, keyLocation: keyPlace, value: try value()))
                skipSpace()
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "}") else { throw fail("expected ',' or '}' in the object, found \(scanner.shown)") }
                scanner.advance()
                return .mapping(entries, place)
            }
        }

        mutating func array() throws(Failure) -> YAMLValue {
            let place = scanner.location
            try nest()
            defer { scanner.depth -= 1 }
            scanner.advance()
            var items: [YAMLValue] = []
            skipSpace()
            if scanner.current == UInt8(ascii: "]") {
                scanner.advance()
                return .sequence(items, place)
            }
            while true {
                skipSpace()
                items.append(try value())
                skipSpace()
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "]") else { throw fail("expected ',' or ']' in the array, found \(scanner.shown)") }
                scanner.advance()
                return .sequence(items, place)
            }
        }

        /// `"…"` with JSON's escapes, surrogate pairs joined.
        mutating func string() throws(Failure) -> String {
            let place = scanner.location
            scanner.advance()
            var out: [UInt8] = []
            // The first half of a surrogate pair, until the second; alone, it stands for a
            // character that cannot be: U+FFFD.
            var pendingHigh: UInt32?
            func flushHigh() {
                if pendingHigh != nil { out += Array("\u{FFFD}".utf8) }
                pendingHigh = nil
            }
            while true {
                guard let c = scanner.current else { throw fail("the text in quotes is never closed", at: place) }
                if c == UInt8(ascii: "\"") { flushHigh(); scanner.advance(); break }
                guard c >= 0x20 else { throw fail("a line break or control character inside quotes; write it as \\n", at: scanner.location) }
                guard c == UInt8(ascii: "\\") else {
                    flushHigh()
                    out.append(c)
                    scanner.advance()
                    continue
                }
                let escapePlace = scanner.location
                scanner.advance()
                guard let e = scanner.current else { throw fail("a '\\' ends the text", at: escapePlace) }
                scanner.advance()
                if e != UInt8(ascii: "u") { flushHigh() }
                if let byte = FrontMatterScanner.sharedEscape(e) {
                    out.append(byte)
                    continue
                }
                switch e {
                case UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "u"):
                    let start = scanner.offset
                    scanner.advance(4)
                    guard scanner.offset - start == 4, let unit = UInt32(scanner.text(start..<scanner.offset), radix: 16) else {
                        throw fail("'\\u' needs four hexadecimal digits", at: escapePlace)
                    }
                    let scalar: Unicode.Scalar?
                    if (0xD800...0xDBFF).contains(unit) {
                        flushHigh()
                        pendingHigh = unit
                        continue
                    } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                        scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
                        pendingHigh = nil
                    } else {
                        flushHigh()
                        scalar = Unicode.Scalar(unit)
                    }
                    out += Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
                default:
                    throw fail("'\\\(String(decoding: [e], as: UTF8.self))' is not an escape JSON knows", at: escapePlace)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
