import CookgenSupport
import CookgenModel

/// Reads the bytes of a TOML or JSON front matter one at a time, knowing the line and column
/// (in characters) of each, as the YAML parser does for YAML front matter.
struct FrontMatterScanner {
    let bytes: [UInt8]
    let file: String
    private(set) var offset = 0
    private(set) var line: Int
    private(set) var column = 1
    /// Arrays and tables open at this point; more than `maximumDepth` is refused (a file of
    /// ten thousand `[` must not exhaust the stack).
    var depth = 0
    static let maximumDepth = 64

    init(_ text: String, file: String, line: Int) {
        bytes = Array(text.utf8)
        self.file = file
        self.line = line
    }

    var atEnd: Bool { offset >= bytes.count }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    func peek(_ ahead: Int) -> UInt8? { offset + ahead < bytes.count ? bytes[offset + ahead] : nil }
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Whether the bytes from here start with `text`.
    func at(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[offset + $0] == prefix[$0] } }
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// Spaces and tabs.
    mutating func skipBlanks() {
        while let c = current, c == 0x20 || c == 0x09 { advance() }
    }

    /// The text of `range`, as UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A `*-invalid` error here.
    func error(_ id: String, _ message: String, hint: String, at place: SourceLocation? = nil) -> Diagnostic {
        .error(id, message, at: place ?? location, hint: hint)
    }

    /// The byte the one-letter escapes TOML and JSON share stand for (`\n`, `\t`, `\r`, `\b`, `\f`,
    /// `\"`, `\\`); nil for any other letter.
    static func sharedEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): letter
        default: nil
        }
    }

    /// The character here, for messages: `'x'`, or "the end of the front matter".
    var shown: String {
        guard let c = current else { return "the end of the front matter" }
        if c == 0x0A { return "the end of the line" }
        let end = (offset + 1..<min(bytes.count, offset + 4)).first { bytes[$0] & 0xC0 != 0x80 } ?? min(bytes.count, offset + 4)
        return "'\(text(offset..<end))'"
    }
}
