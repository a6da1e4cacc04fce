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
        var lineStart = bytes.firstIndex(of: UInt8(ascii: "\n")).map(bytes.index(after:)) ?? bytes.endIndex
        let yamlStart = lineStart
        var closeLine: (start: String.Index, end: String.Index, number: Int)?
        var number = 0
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if isDelimiter(text[lineStart..<lineEnd]) {
                closeLine = (lineStart, lineEnd, number)
                break
            }
            number += 1
            lineStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
        }
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
    /// matter); `example` is the line the hint shows when the front matter is not a mapping.
    package static func entries(of source: SourceText, example: String) -> Result<(FrontMatter, [YAMLEntry]), Diagnostic> {
        let front: FrontMatter
        switch split(source) {
        case .success(let f): front = f
        case .failure(let d): return .failure(d)
        }
        guard let yaml = front.yaml else { return .success((front, [])) }
        switch YAMLValue.parse(yaml, file: source.path, line: front.yamlLine) {
        case .failure(let d): return .failure(d)
        case .success(.some(.mapping(let entries, _))): return .success((front, entries))
        case .success(.none): return .success((front, []))
        case .success(.some(let other)):
            return .failure(.error("front-matter-not-mapping", "the front matter is \(other.kindName), not a list of 'key: value' lines",
                                   at: other.location, hint: "write front matter as '\(example)' lines"))
        }
    }

    private static func isDelimiter(_ line: Substring) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        return t == "---" || t == "..."
    }
}

import Foundation
