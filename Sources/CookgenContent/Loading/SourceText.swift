import CookgenSupport
import CookgenModel
import Foundation

/// A text file decoded for parsing: UTF-8 checked, byte-order mark removed,
/// line endings normalised to `\n`, so line numbers match what an editor shows.
public struct SourceText: Sendable, Hashable {
    /// The path relative to the site root, as diagnostics print it.
    public var path: String
    /// The text with `\n` line endings.
    public var text: String

    /// Wraps text that is already decoded (tests, stdin).
    public init(path: String, text: String) {
        self.path = path
        self.text = SourceText.normaliseLineEndings(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }

    /// Decodes bytes; invalid UTF-8 is an error at the line and column of the first bad byte.
    public static func decode(_ data: Data, path: String) -> Result<SourceText, Diagnostic> {
        let skip = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // One pass over valid text (the standard library's check); the bytes are walked again
        // only to say where a file goes wrong.
        let valid = data.withUnsafeBytes { raw in
            String(validating: UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[skip...]), as: UTF8.self)
        }
        if let valid { return .success(SourceText(path: path, text: valid)) }
        let bytes = [UInt8](data.dropFirst(skip))
        if let bad = firstInvalidUTF8(in: bytes) {
            let (line, column) = position(ofByte: bad, in: bytes)
            return .failure(.error(
                "utf8-invalid", "the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                at: SourceLocation(file: path, line: line, column: column),
                hint: "re-save the file as UTF-8 in your editor"))
        }
        return .success(SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
    }

    /// A location in this file.
    public func location(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    package static func normaliseLineEndings(_ text: String) -> String {
        // `memchr` on the bytes: Foundation's `contains` bridges through NSString, and the UTF-8
        // view's own walks it index by index, for every file read.
        var probe = text
        let hasCarriageReturn = probe.withUTF8 { bytes in
            bytes.baseAddress.map { POSIX.firstOccurrence(of: 0x0D, in: $0, count: bytes.count) != nil } ?? false
        }
        guard hasCarriageReturn else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// The index of the first byte that does not belong to a valid UTF-8 sequence.
    package static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            // Runs of ASCII, most of a recipe, without a call per byte.
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    private static func sequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let lead = b[i]
        func cont(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < b.count && range.contains(b[i + k])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0...0xBF) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80...0x9F) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90...0xBF) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80...0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    /// 1-based line and column (in characters of the valid prefix) of a byte offset.
    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let prefix = bytes[..<offset]
        let line = prefix.filter { $0 == 0x0A }.count + 1
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }
}
