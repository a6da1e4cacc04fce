import CookgenSupport
import CookgenModel
/// A Markdown file split into its YAML front matter and its body.
public struct FrontMatter: Sendable, Hashable {
    /// The YAML between the `---` lines; nil when the file has no front matter.
    public var yaml: String?
    /// The 1-based line of the first YAML line.
    public var yamlLine: Int
    /// Everything after the closing `---`.
    public var body: String
    /// The 1-based line where the body starts.
    public var bodyLine: Int

    /// Largest front matter read; more is refused rather than parsed slowly.
    public static let maximumBytes = 256 * 1024

    /// Splits a file. A file that opens front matter but never closes it is an error
    /// at the opening line, because everything after it would silently be YAML.
    public static func split(_ source: SourceText) -> Result<FrontMatter, Diagnostic> {
        let text = source.text
        guard text.hasPrefix("---\n") || text == "---" || text.hasPrefix("--- \n") else {
            return .success(FrontMatter(yaml: nil, yamlLine: 1, body: text, bodyLine: 1))
        }
        // Lines found by their bytes (a file's worth of Characters is slow to split): the first
        // line after the opening one that is only `---` or `...` closes the front matter.
        let bytes = text.utf8
        let offsets = bytes.withContiguousStorageIfAvailable(closingLine) ?? Array(bytes).withUnsafeBufferPointer(closingLine)
        let yamlStart = bytes.index(bytes.startIndex, offsetBy: offsets.yamlStart)
        let closeLine = offsets.close.map { (start: bytes.index(bytes.startIndex, offsetBy: $0.start),
                                             end: bytes.index(bytes.startIndex, offsetBy: $0.end), number: $0.number) }
        guard let closeLine else {
            return .failure(.error(
                "front-matter-unclosed", "the front matter opened here is never closed",
                at: source.location(line: 1),
                hint: "add a line with only '---' after the last front matter line"))
        }
        // Without the line break before the closing line (none when it comes right away).
        let yaml = closeLine.number == 0 ? "" : String(text[yamlStart..<text.utf8.index(before: closeLine.start)])
        if yaml.utf8.count > maximumBytes {
            return .failure(.error(
                "front-matter-too-large", "the front matter is \(yaml.utf8.count / 1024) KB; at most \(maximumBytes / 1024) KB is read",
                at: source.location(line: 1), hint: "move long text into the body of the file"))
        }
        let body = closeLine.end == bytes.endIndex ? "" : String(text[bytes.index(after: closeLine.end)...])
        return .success(FrontMatter(yaml: yaml, yamlLine: 2, body: body, bodyLine: closeLine.number + 3))
    }

    /// Splits a file and reads its front matter as `key: value` entries (none without front
    /// matter); `example` is the line the hint shows when the front matter is not a mapping. `memo`
    /// answers front matter read before (the versions of one recipe).
    package static func entries(of source: SourceText, example: String,
                                memo: YAMLMemo? = nil) -> Result<(FrontMatter, [YAMLEntry]), Diagnostic> {
        let front: FrontMatter
        switch split(source) {
        case .success(let f): front = f
        case .failure(let d): return .failure(d)
        }
        guard let yaml = front.yaml else { return .success((front, [])) }
        switch YAMLValue.parse(yaml, file: source.path, line: front.yamlLine, memo: memo) {
        case .failure(let d): return .failure(d)
        case .success(.some(.mapping(let entries, _))): return .success((front, entries))
        case .success(.none): return .success((front, []))
        case .success(.some(let other)):
            return .failure(.error("front-matter-not-mapping", "the front matter is \(other.kindName), not a list of 'key: value' lines",
                                   at: other.location, hint: "write front matter as '\(example)' lines"))
        }
    }

    /// Where the front matter's lines start (after the opening line) and the line that closes it:
    /// its start and end (before its line break) as byte offsets, and its number counted from the
    /// first front matter line.
    private static func closingLine(_ b: UnsafeBufferPointer<UInt8>) -> (yamlStart: Int, close: (start: Int, end: Int, number: Int)?) {
        func lineEnd(from start: Int) -> Int {
            guard start < b.count, let base = b.baseAddress, let found = memchr(base + start, 0x0A, b.count - start) else { return b.count }
            return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
        }
        let yamlStart = min(lineEnd(from: 0) + 1, b.count)
        var lineStart = yamlStart, number = 0
        while lineStart < b.count {
            let end = lineEnd(from: lineStart)
            if isDelimiter(UnsafeBufferPointer(rebasing: b[lineStart..<end])) { return (yamlStart, (lineStart, end, number)) }
            number += 1
            lineStart = end + 1
        }
        return (yamlStart, nil)
    }

    /// `---` or `...` at the start of the line (trailing blanks allowed), as Jekyll and Hugo read it:
    /// an indented `---` is text inside a YAML block (a step that quotes a rule), not the end.
    /// On bytes: a mark after the dashes or a blank is not one of these bytes, so it is no delimiter.
    private static func isDelimiter(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.count >= 3, let first = line.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "."),
              line[1] == first, line[2] == first else { return false }
        return line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

import Foundation
