import CookgenSupport
import CookgenModel
/// A Markdown file split into its front matter and its body. The front matter is YAML between
/// `---` lines, or as Hugo also reads it, TOML between `+++` lines or a JSON object at the top.
public struct FrontMatter: Sendable, Hashable {
    /// The languages of front matter.
    public enum Format: Sendable, Hashable {
        case yaml, toml, json
    }

    /// The front matter's text (between the `---` or `+++` lines, or the JSON object); nil when
    /// the file has none.
    public var yaml: String?
    /// The 1-based line of the first line of `yaml`.
    public var yamlLine: Int
    /// Everything after the closing `---`.
    public var body: String
    /// The 1-based line where the body starts.
    public var bodyLine: Int
    /// What language `yaml` is in.
    public var format: Format = .yaml

    /// Largest front matter read; more is refused rather than parsed slowly.
    public static let maximumBytes = 256 * 1024

    /// Splits a file. A file that opens front matter but never closes it is an error
    /// at the opening line, because everything after it would silently be YAML.
    public static func split(_ source: SourceText) -> Result<FrontMatter, Diagnostic> {
        let text = source.text
        if text.utf8.first == UInt8(ascii: "{") { return json(source) }
        let toml = text.hasPrefix("+++") && isDelimiter(text.utf8.prefix { $0 != 0x0A })
        guard toml || text.hasPrefix("---\n") || text == "---" || text.hasPrefix("--- \n") else {
            return .success(FrontMatter(yaml: nil, yamlLine: 1, body: text, bodyLine: 1))
        }
        // Lines found by their bytes (a file's worth of Characters is slow to split): the first
        // line after the opening one that is only `---` or `...` (`+++` for TOML) closes the front matter.
        let bytes = text.utf8
        let find = { (b: UnsafeBufferPointer<UInt8>) in closingLine(b, toml: toml) }
        let offsets = bytes.withContiguousStorageIfAvailable(find) ?? Array(bytes).withUnsafeBufferPointer(find)
        let yamlStart = bytes.index(bytes.startIndex, offsetBy: offsets.yamlStart)
        let closeLine = offsets.close.map { (start: bytes.index(bytes.startIndex, offsetBy: $0.start),
                                             end: bytes.index(bytes.startIndex, offsetBy: $0.end), number: $0.number) }
        guard let closeLine else {
            return .failure(.error(
                "front-matter-unclosed", "the front matter opened here is never closed",
                at: source.location(line: 1),
                hint: "add a line with only '\(toml ? "+++" : "---")' after the last front matter line"))
        }
        // Without the line break before the closing line (none when it comes right away).
        let yaml = closeLine.number == 0 ? "" : String(text[yamlStart..<text.utf8.index(before: closeLine.start)])
        if yaml.utf8.count > maximumBytes {
            return .failure(.error(
                "front-matter-too-large", "the front matter is \(yaml.utf8.count / 1024) KB; at most \(maximumBytes / 1024) KB is read",
                at: source.location(line: 1), hint: "move long text into the body of the file"))
        }
        let body = closeLine.end == bytes.endIndex ? "" : String(text[bytes.index(after: closeLine.end)...])
        return .success(FrontMatter(yaml: yaml, yamlLine: 2, body: body, bodyLine: closeLine.number + 3, format: toml ? .toml : .yaml))
    }

    /// A file that opens with a JSON object (see `JSONFrontMatter.end`): the object, and the
    /// body from the line after its closing brace (the rest of that line when text follows it).
    private static func json(_ source: SourceText) -> Result<FrontMatter, Diagnostic> {
        let text = source.text
        let bytes = Array(text.utf8)
        guard let end = bytes.withUnsafeBufferPointer(JSONFrontMatter.end) else {
            return .success(FrontMatter(yaml: nil, yamlLine: 1, body: text, bodyLine: 1))
        }
        guard end != .max else {
            return .failure(.error("front-matter-unclosed", "the JSON front matter opened here is never closed",
                                   at: source.location(line: 1), hint: "close the object with '}' before the recipe's text"))
        }
        if end > maximumBytes {
            return .failure(.error("front-matter-too-large", "the front matter is \(end / 1024) KB; at most \(maximumBytes / 1024) KB is read",
                                   at: source.location(line: 1), hint: "move long text into the body of the file"))
        }
        var bodyStart = end
        while bodyStart < bytes.count, bytes[bodyStart] == 0x20 || bytes[bodyStart] == 0x09 || bytes[bodyStart] == 0x0D { bodyStart += 1 }
        var closingLine = 1 + bytes[..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if bodyStart < bytes.count, bytes[bodyStart] == 0x0A {
            bodyStart += 1
            closingLine += 1
        }
        return .success(FrontMatter(yaml: String(decoding: bytes[..<end], as: UTF8.self), yamlLine: 1,
                                    body: String(decoding: bytes[bodyStart...], as: UTF8.self), bodyLine: closingLine, format: .json))
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
        let tree = switch front.format {
        case .yaml: YAMLValue.parse(yaml, file: source.path, line: front.yamlLine, memo: memo)
        case .toml: TOMLFrontMatter.parse(yaml, file: source.path, line: front.yamlLine)
        case .json: JSONFrontMatter.parse(yaml, file: source.path, line: front.yamlLine)
        }
        switch tree {
        case .failure(let d): return .failure(d)
        case .success(.some(.mapping(let entries, _))): return .success((front, hoistingParams(entries)))
        case .success(.none): return .success((front, []))
        case .success(.some(let other)):
            return .failure(.error("front-matter-not-mapping", "the front matter is \(other.kindName), not a list of 'key: value' lines",
                                   at: other.location, hint: "write front matter as '\(example)' lines"))
        }
    }

    /// Hugo's `params:` (`[params]` in TOML) holds a page's own fields, which Hugo reads as if they
    /// were at the top: its entries take its place, but for keys the top level already has.
    static func hoistingParams(_ entries: [YAMLEntry]) -> [YAMLEntry] {
        guard let at = entries.firstIndex(where: { $0.key == "params" }), case .mapping(let inner, _) = entries[at].value else { return entries }
        let top = Set(entries.map(\.key))
        var result = entries
        result.replaceSubrange(at...at, with: inner.filter { !top.contains($0.key) })
        return result
    }

    /// Where the front matter's lines start (after the opening line) and the line that closes it:
    /// its start and end (before its line break) as byte offsets, and its number counted from the
    /// first front matter line.
    private static func closingLine(_ b: UnsafeBufferPointer<UInt8>, toml: Bool) -> (yamlStart: Int, close: (start: Int, end: Int, number: Int)?) {
        func lineEnd(from start: Int) -> Int {
            guard start < b.count, let base = b.baseAddress, let found = memchr(base + start, 0x0A, b.count - start) else { return b.count }
            return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
        }
        let yamlStart = min(lineEnd(from: 0) + 1, b.count)
        var lineStart = yamlStart, number = 0
        while lineStart < b.count {
            let end = lineEnd(from: lineStart)
            let line = UnsafeBufferPointer(rebasing: b[lineStart..<end])
            if toml ? line.first == UInt8(ascii: "+") && isDelimiter(line) : line.first != UInt8(ascii: "+") && isDelimiter(line) {
                return (yamlStart, (lineStart, end, number))
            }
            number += 1
            lineStart = end + 1
        }
        return (yamlStart, nil)
    }

    /// `---` or `...` at the start of the line (trailing blanks allowed), as Jekyll and Hugo read it:
    /// an indented `---` is text inside a YAML block (a step that quotes a rule), not the end.
    /// On bytes: a mark after the dashes or a blank is not one of these bytes, so it is no delimiter.
    /// `+++` likewise, for TOML.
    private static func isDelimiter(_ line: some Collection<UInt8>) -> Bool {
        guard line.count >= 3, let first = line.first, first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || first == UInt8(ascii: "+"),
              line.prefix(3).allSatisfy({ $0 == first }) else { return false }
        return line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

import Foundation
