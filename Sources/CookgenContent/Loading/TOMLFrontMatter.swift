import CookgenSupport
import CookgenModel

/// TOML front matter, between `+++` lines as Hugo writes it, read into the tree YAML front matter
/// reads into (`YAMLValue`): strings as their text, numbers, booleans and dates as written,
/// arrays as lists, tables (`[nutrition]`, `a.b = 1`, `{ a = 1 }`) as mappings and arrays of
/// tables (`[[ingredients]]`) as lists of mappings, each node with its line and column.
///
/// ```toml
/// title = "Pancakes"
/// tags = ["breakfast", "quick"]
/// servings = 4
/// ```
enum TOMLFrontMatter {
    static let hint = "write TOML front matter as 'key = value' lines, text in quotes: title = \"Pancakes\""

    /// The tree of `text`, found at `line` of `file`; nil for an empty front matter.
    static func parse(_ text: String, file: String, line: Int) -> Result<YAMLValue?, Diagnostic> {
        var reader = Reader(scanner: FrontMatterScanner(text, file: file, line: line))
        do throws(Failure) {
            let root = try reader.document()
            return .success(root.entries.isEmpty ? nil : root.value)
        } catch {
            return .failure(error.diagnostic)
        }
    }

    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// A table being filled: its entries in the order written.
    final class Table {
        enum Item {
            case value(YAMLValue)
            case table(Table)
            case tables([Table], SourceLocation)
        }

        var entries: [(key: String, location: SourceLocation, item: Item)] = []
        var positions: [String: Int] = [:]
        let location: SourceLocation
        /// Named by a `[header]` or as a key's value: a second definition is an error.
        var defined: Bool
        /// An inline table (`{ … }`) or a value: closed to keys added later.
        var closed = false

        init(at location: SourceLocation, defined: Bool) {
            self.location = location
            self.defined = defined
        }

        var value: YAMLValue {
            .mapping(entries.map { YAMLEntry(key: $0.key, keyLocation: $0.location, value: Self.value(of: $0.item)) }, location)
        }

        static func value(of item: Item) -> YAMLValue {
            switch item {
            case .value(let v): v
            case .table(let t): t.value
            case .tables(let ts, let location): .sequence(ts.map(\.value), location)
            }
        }
    }

    /// The reader of tables, keys and values; its strings are in `TOMLFrontMatter+Strings.swift`.
    struct Reader {
        var scanner: FrontMatterScanner

        func fail(_ message: String, at place: SourceLocation? = nil) -> Failure {
            Failure(diagnostic: scanner.error("toml-invalid", "invalid TOML front matter: " + message, hint: TOMLFrontMatter.hint, at: place))
        }

        mutating func document() throws(Failure) -> Table {
            let root = Table(at: scanner.location, defined: true)
            var current = root
            while true {
                skipBlanksAndComment()
                guard let c = scanner.current else { break }
                if c == 0x0A || c == 0x0D { scanner.advance(); continue }
                if c == UInt8(ascii: "[") {
                    let many = scanner.peek(1) == UInt8(ascii: "[")
                    let place = scanner.location
                    scanner.advance(many ? 2 : 1)
                    scanner.skipBlanks()
                    let path = try keyPath()
                    scanner.skipBlanks()
                    guard scanner.current == UInt8(ascii: "]"), !many || scanner.peek(1) == UInt8(ascii: "]") else {
                        throw fail("expected '\(many ? "]]" : "]")' to close the table's name, found \(scanner.shown)")
                    }
                    scanner.advance(many ? 2 : 1)
                    current = many ? try appendTable(root, path, at: place) : try defineTable(root, path, at: place)
                } else {
                    let path = try keyPath()
                    scanner.skipBlanks()
                    guard scanner.current == UInt8(ascii: "=") else {
                        throw fail("expected '=' after the key '\(path.map(\.key).joined(separator: "."))', found \(scanner.shown)")
                    }
                    scanner.advance()
                    scanner.skipBlanks()
                    let value = try value()
                    try set(path, value, in: current)
                }
                try endOfLine()
            }
            return root
        }

        /// Blanks, then a comment up to the end of the line.
        mutating func skipBlanksAndComment() {
            scanner.skipBlanks()
            if scanner.current == UInt8(ascii: "#") {
                while let c = scanner.current, c != 0x0A { scanner.advance() }
            }
        }

        /// Nothing but blanks and a comment before the line ends.
        mutating func endOfLine() throws(Failure) {
            skipBlanksAndComment()
            if scanner.current == 0x0D, scanner.peek(1) == 0x0A { scanner.advance() }
            guard scanner.atEnd || scanner.current == 0x0A else { throw fail("expected the end of the line, found \(scanner.shown)") }
        }

        /// `a`, `"a b"`, `'a'`, `a.b.c`: each part with where it is.
        mutating func keyPath() throws(Failure) -> [(key: String, location: SourceLocation)] {
            var path: [(key: String, location: SourceLocation)] = []
            while true {
                scanner.skipBlanks()
                let place = scanner.location
                let key: String
                switch scanner.current {
                case UInt8(ascii: "\""):
                    guard !scanner.at("\"\"\"") else { throw fail("a key cannot be a multi-line string") }
                    key = try basicString()
                case UInt8(ascii: "'"):
                    guard !scanner.at("'''") else { throw fail("a key cannot be a multi-line string") }
                    key = try literalString()
                default:
                    let start = scanner.offset
                    while let c = scanner.current, Self.isBareKeyByte(c) { scanner.advance() }
                    guard scanner.offset > start else { throw fail("expected a key, found \(scanner.shown)") }
                    key = scanner.text(start..<scanner.offset)
                }
                path.append((key, place))
                scanner.skipBlanks()
                guard scanner.current == UInt8(ascii: ".") else { return path }
                scanner.advance()
            }
        }

        static func isBareKeyByte(_ c: UInt8) -> Bool {
            (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
        }

        /// The table `path` leads to from `table`, made (as implicitly defined) where missing.
        func descend(_ table: Table, _ path: ArraySlice<(key: String, location: SourceLocation)>) throws(Failure) -> Table {
            var table = table
            for part in path {
                if let at = table.positions[part.key] {
                    switch table.entries[at].item {
                    case .table(let next) where !next.closed: table = next
                    case .tables(let list, _) where !list.isEmpty: table = list[list.count - 1]
                    default: throw fail("'\(part.key)' already has a value, so it cannot hold keys too", at: part.location)
                    }
                } else {
                    let next = Table(at: part.location, defined: false)
                    table.positions[part.key] = table.entries.count
                    table.entries.append((part.key, part.location, .table(next)))
                    table = next
                }
            }
            return table
        }

        /// `[a.b]`: the table, defined now.
        func defineTable(_ root: Table, _ path: [(key: String, location: SourceLocation)], at place: SourceLocation) throws(Failure) -> Table {
            let parent = try descend(root, path.dropLast())
            let last = path[path.count - 1]
            if let at = parent.positions[last.key] {
                guard case .table(let table) = parent.entries[at].item, !table.defined, !table.closed else {
                    throw fail("the table '\(path.map(\.key).joined(separator: "."))' is defined twice", at: place)
                }
                table.defined = true
                return table
            }
            let table = Table(at: last.location, defined: true)
            parent.positions[last.key] = parent.entries.count
            parent.entries.append((last.key, last.location, .table(table)))
            return table
        }

        /// `[[a.b]]`: a new table at the end of the array of tables.
        func appendTable(_ root: Table, _ path: [(key: String, location: SourceLocation)], at place: SourceLocation) throws(Failure) -> Table {
            let parent = try descend(root, path.dropLast())
            let last = path[path.count - 1]
            let table = Table(at: place, defined: true)
            if let at = parent.positions[last.key] {
                guard case .tables(let list, let location) = parent.entries[at].item else {
                    throw fail("'\(last.key)' already has a value that is not an array of tables", at: place)
                }
                parent.entries[at].item = .tables(list + [table], location)
            } else {
                parent.positions[last.key] = parent.entries.count
                parent.entries.append((last.key, last.location, .tables([table], last.location)))
            }
            return table
        }

        /// `a.b = value` in `table`.
        func set(_ path: [(key: String, location: SourceLocation)], _ value: YAMLValue, in table: Table) throws(Failure) {
            let parent = try descend(table, path.dropLast())
            let last = path[path.count - 1]
            guard parent.positions[last.key] == nil else {
                throw fail("the key '\(path.map(\.key).joined(separator: "."))' is given twice", at: last.location)
            }
            parent.positions[last.key] = parent.entries.count
            parent.entries.append((last.key, last.location, .value(value)))
        }

        mutating func value() throws(Failure) -> YAMLValue {
            let place = scanner.location
            switch scanner.current {
            case UInt8(ascii: "\""):
                return .scalar(scanner.at("\"\"\"") ? try multilineBasicString() : try basicString(), place)
            case UInt8(ascii: "'"):
                return .scalar(scanner.at("'''") ? try multilineLiteralString() : try literalString(), place)
            case UInt8(ascii: "["):
                return try array()
            case UInt8(ascii: "{"):
                return try inlineTable()
            default:
                return .scalar(try bareValue(), place)
            }
        }

        /// A number, boolean, date or time, as written (a number without its `_`).
        mutating func bareValue() throws(Failure) -> String {
            let place = scanner.location
            let start = scanner.offset
            func isValueByte(_ c: UInt8) -> Bool {
                Self.isBareKeyByte(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":")
            }
            while let c = scanner.current, isValueByte(c) { scanner.advance() }
            // `1979-05-27 07:32:00`: a date and a time may be apart by a space.
            if scanner.offset - start == 10, scanner.current == 0x20, let d = scanner.peek(1), (0x30...0x39).contains(d),
               let e = scanner.peek(2), (0x30...0x39).contains(e), scanner.peek(3) == UInt8(ascii: ":") {
                scanner.advance()
                while let c = scanner.current, isValueByte(c) { scanner.advance() }
            }
            let text = scanner.text(start..<scanner.offset)
            guard Self.isBareValue(text) else {
                if text.isEmpty { throw fail("expected a value, found \(scanner.shown)", at: place) }
                throw fail("'\(text)' is not a TOML value; put text in quotes: \"\(text)\"", at: place)
            }
            return text.first.map { $0.isNumber || $0 == "+" || $0 == "-" } == true && !text.contains(":") && !Self.isDate(text)
                ? text.replacingOccurrences(of: "_", with: "") : text
        }

        static func isBareValue(_ text: String) -> Bool {
            guard let first = text.utf8.first else { return false }
            if ["true", "false", "inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(text) { return true }
            // Numbers (decimal, 0x, 0o, 0b, floats, exponents) and dates and times start with a digit or a sign.
            return (0x30...0x39).contains(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
        }

        static func isDate(_ text: String) -> Bool {
            let b = Array(text.utf8)
            return b.count >= 10 && b[4] == UInt8(ascii: "-") && b[7] == UInt8(ascii: "-")
        }

        mutating func array() throws(Failure) -> YAMLValue {
            let place = scanner.location
            scanner.depth += 1
            defer { scanner.depth -= 1 }
            guard scanner.depth <= FrontMatterScanner.maximumDepth else { throw fail("arrays are nested too deeply") }
            scanner.advance()
            var items: [YAMLValue] = []
            while true {
                skipSpace()
                if scanner.current == UInt8(ascii: "]") { scanner.advance(); break }
                items.append(try value())
                skipSpace()
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "]") else { throw fail("expected ',' or ']' in the array, found \(scanner.shown)") }
                scanner.advance()
                break
            }
            return .sequence(items, place)
        }

        /// Blanks, line breaks and comments (inside an array).
        mutating func skipSpace() {
            while true {
                skipBlanksAndComment()
                guard let c = scanner.current, c == 0x0A || c == 0x0D else { return }
                scanner.advance()
            }
        }

        mutating func inlineTable() throws(Failure) -> YAMLValue {
            let table = Table(at: scanner.location, defined: true)
            scanner.depth += 1
            defer { scanner.depth -= 1 }
            guard scanner.depth <= FrontMatterScanner.maximumDepth else { throw fail("tables are nested too deeply") }
            scanner.advance()
            scanner.skipBlanks()
            if scanner.current == UInt8(ascii: "}") {
                scanner.advance()
                return table.value
            }
            while true {
                let path = try keyPath()
                scanner.skipBlanks()
                guard scanner.current == UInt8(ascii: "=") else { throw fail("expected '=' in the inline table, found \(scanner.shown)") }
                scanner.advance()
                scanner.skipBlanks()
                try set(path, try value(), in: table)
                scanner.skipBlanks()
                if scanner.current == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.current == UInt8(ascii: "}") else {
                    throw fail("expected ',' or '}' in the inline table (which is one line), found \(scanner.shown)")
                }
                scanner.advance()
                break
            }
            // An inline table is whole: no `[header]` or dotted key adds to it later.
            func close(_ t: Table) {
                t.closed = true
                for entry in t.entries { if case .table(let inner) = entry.item { close(inner) } }
            }
            close(table)
            return table.value
        }
    }
}
