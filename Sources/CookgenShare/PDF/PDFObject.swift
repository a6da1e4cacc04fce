import Foundation

/// A value of a PDF's object syntax (ISO 32000 §7.3), as far as finding pages and named
/// destinations needs: streams are never read, only the dictionary in front of them.
package indirect enum PDFObject: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `12 0 R`: object number and generation.
    case reference(Int, Int)

    package subscript(key: String) -> PDFObject? {
        if case .dictionary(let d) = self { return d[key] }
        return nil
    }

    package var array: [PDFObject]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var integer: Int? {
        if case .number(let n) = self, n.rounded() == n, abs(n) < 1e15 { return Int(n) }
        return nil
    }

    /// A name, or a string read as UTF-8 (destination names are written either way).
    package var text: String? {
        switch self {
        case .name(let n): n
        case .string(let bytes): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }
}

/// Reads PDF objects out of bytes, bounded: nesting deeper than `maxDepth` and anything that is
/// not PDF syntax throw `PDFFile.Failure` rather than recurse or loop.
package struct PDFLexer {
    package static let maxDepth = 64
    let bytes: [UInt8]
    package var position: Int

    package init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
    static func isDelimiter(_ b: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(b) }
    static func isRegular(_ b: UInt8) -> Bool { !isSpace(b) && !isDelimiter(b) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func failure(_ what: String) -> PDFFile.Failure { PDFFile.Failure(description: "\(what) at byte \(position)") }

    /// Past white space and `%` comments.
    package mutating func skipSpace() {
        while let b = current {
            if Self.isSpace(b) {
                position += 1
            } else if b == UInt8(ascii: "%") {
                while let c = current, c != 10, c != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next run of regular characters (a keyword or a number), or "" at a delimiter or the end.
    package mutating func token() -> String {
        skipSpace()
        let start = position
        while let b = current, Self.isRegular(b) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The next token, which must be a non-negative integer.
    package mutating func integer() throws -> Int {
        let word = token()
        guard !word.isEmpty, word.count <= 15, word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let n = Int(word) else {
            throw failure("expected a number, found '\(word.prefix(20))'")
        }
        return n
    }

    /// The value that starts at the current position.
    package mutating func value(depth: Int = 0) throws -> PDFObject {
        guard depth < Self.maxDepth else { throw failure("objects nested more than \(Self.maxDepth) deep") }
        skipSpace()
        guard let b = current else { throw failure("the file ends inside an object") }
        switch b {
        case UInt8(ascii: "/"):
            position += 1
            return .name(name())
        case UInt8(ascii: "("):
            position += 1
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == b {
                position += 2
                return .dictionary(try dictionary(depth: depth))
            }
            position += 1
            return .string(try hexString())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                skipSpace()
                guard let c = current else { throw failure("the file ends inside an array") }
                if c == UInt8(ascii: "]") { position += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
            }
        default:
            return try keywordOrNumber()
        }
    }

    private mutating func dictionary(depth: Int) throws -> [String: PDFObject] {
        var entries: [String: PDFObject] = [:]
        while true {
            skipSpace()
            guard let c = current else { throw failure("the file ends inside a dictionary") }
            if c == UInt8(ascii: ">") {
                guard position + 1 < bytes.count, bytes[position + 1] == c else { throw failure("a lone '>'") }
                position += 2
                return entries
            }
            guard case .name(let key) = try value(depth: depth + 1) else { throw failure("a dictionary key that is not a name") }
            entries[key] = try value(depth: depth + 1)
        }
    }

    /// A name's characters, `#xx` escapes decoded.
    private mutating func name() -> String {
        var out: [UInt8] = []
        while let b = current, Self.isRegular(b) {
            position += 1
            if b == UInt8(ascii: "#"), position + 1 < bytes.count, let hi = Self.hexValue(bytes[position]), let lo = Self.hexValue(bytes[position + 1]) {
                out.append(hi << 4 | lo)
                position += 2
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func literalString() throws -> [UInt8] {
        var out: [UInt8] = []
        var open = 1
        while let b = current {
            position += 1
            switch b {
            case UInt8(ascii: "("):
                open += 1
                out.append(b)
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return out }
                out.append(b)
            case UInt8(ascii: "\\"):
                guard let e = current else { break }
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 10: break
                case 13: if current == 10 { position += 1 }
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = Int(e - 48)
                    for _ in 0..<2 {
                        guard let d = current, d >= 48, d <= 55 else { break }
                        code = code * 8 + Int(d - 48)
                        position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: code))
                default: out.append(e)
                }
            default:
                out.append(b)
            }
        }
        throw failure("the file ends inside a string")
    }

    private mutating func hexString() throws -> [UInt8] {
        var digits: [UInt8] = []
        while let b = current {
            position += 1
            if b == UInt8(ascii: ">") {
                if digits.count % 2 == 1 { digits.append(0) }
                return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            }
            if Self.isSpace(b) { continue }
            guard let v = Self.hexValue(b) else { throw failure("'\(Character(Unicode.Scalar(b)))' in a hex string") }
            digits.append(v)
        }
        throw failure("the file ends inside a hex string")
    }

    /// `true`, `false`, `null`, a number, or `n g R`.
    private mutating func keywordOrNumber() throws -> PDFObject {
        let word = token()
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "": throw failure("unexpected '\(Character(Unicode.Scalar(current ?? 32)))'")
        default: break
        }
        guard word.count <= 40, word.utf8.allSatisfy({ "0123456789+-.".utf8.contains($0) }), let number = Double(word), number.isFinite else { throw failure("unexpected '\(word.prefix(20))'") }
        // `12 0 R` is a reference; anything else leaves the position after the first number.
        if let object = Int(word), object >= 0 {
            let saved = position
            let generation = token()
            if let g = Int(generation), g >= 0, token() == "R" { return .reference(object, g) }
            position = saved
        }
        return .number(number)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: b - 48
        case 65...70: b - 55
        case 97...102: b - 87
        default: nil
        }
    }
}
