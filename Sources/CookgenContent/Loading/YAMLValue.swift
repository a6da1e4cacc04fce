import CookgenSupport
import CookgenModel
import Yams

/// A YAML tree whose scalars stay text as written (`no`, `1:30`, `012` are not
/// reinterpreted) and whose every node knows its line and column.
public indirect enum YAMLValue: Sendable, Hashable {
    /// A scalar, exactly as written.
    case scalar(String, SourceLocation)
    /// A list.
    case sequence([YAMLValue], SourceLocation)
    /// A mapping, in the order written.
    case mapping([YAMLEntry], SourceLocation)

    /// Where this node starts.
    public var location: SourceLocation {
        switch self {
        case .scalar(_, let l), .sequence(_, let l), .mapping(_, let l): l
        }
    }

    /// The scalar's text, nil for lists and mappings.
    public var string: String? {
        if case .scalar(let s, _) = self { s } else { nil }
    }

    /// The list's items; a scalar reads as a one-item list, so `tags: vegan` and `tags: [vegan]` agree.
    public var list: [YAMLValue] {
        switch self {
        case .sequence(let items, _): items
        case .scalar(let s, _) where s.trimmed.isEmpty: []
        case .scalar, .mapping: [self]
        }
    }

    /// The mapping's entries, nil for scalars and lists.
    public var entries: [YAMLEntry]? {
        if case .mapping(let e, _) = self { e } else { nil }
    }

    /// Short name of the node's kind, for messages.
    public var kindName: String {
        switch self {
        case .scalar: "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
public struct YAMLEntry: Sendable, Hashable {
    /// The key as written.
    public var key: String
    /// Where the key is.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: YAMLValue
}

extension YAMLValue {
    /// Nodes visited before a document is refused: stops alias bombs ("billion laughs") early.
    public static let nodeBudget = 50_000

    /// Parses YAML text found at `line` of `file`. Errors carry the file's own line numbers.
    public static func parse(_ yaml: String, file: String, line firstLine: Int) -> Result<YAMLValue?, Diagnostic> {
        if let simple = simpleMapping(yaml, file: file, lineOffset: firstLine - 1) { return .success(simple) }
        return parsedInFull(yaml, file: file, line: firstLine)
    }

    /// `parse` by the YAML parser, whatever the text.
    static func parsedInFull(_ yaml: String, file: String, line firstLine: Int) -> Result<YAMLValue?, Diagnostic> {
        let node: Node?
        do {
            // The encoding named: Yams' default reads the whole process environment on every parse.
            node = try Yams.compose(yaml: yaml, Resolver.basic, .default, .utf8)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, file: file, firstLine: firstLine, yaml: yaml))
        } catch {
            return .failure(.error("yaml-invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: firstLine)))
        }
        guard let node else { return .success(nil) }
        var converter = Converter(file: file, lineOffset: firstLine - 1)
        guard let value = converter.convert(node) else {
            return .failure(.error(
                "yaml-too-complex", "the YAML expands to more than \(nodeBudget) values (aliases?)",
                at: SourceLocation(file: file, line: firstLine), hint: "write the values out instead of using anchors and aliases"))
        }
        return .success(value)
    }

    private static func diagnostic(for error: YamlError, file: String, firstLine: Int, yaml: String) -> Diagnostic {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        func at(_ mark: Mark) -> SourceLocation {
            // Errors found at the end of the text (an unclosed bracket) point at the last line written.
            var line = mark.line, column = mark.column
            while line > 1, line > lines.count || lines[line - 1].trimmed.isEmpty {
                line -= 1
                column = (lines.indices.contains(line - 1) ? lines[line - 1].unicodeScalars.count : 0) + 1
            }
            return SourceLocation(file: file, line: line + firstLine - 1, column: column)
        }
        let hint = "check the indentation and quote values that contain ': ' or start with a special character"
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .error("yaml-invalid", "invalid YAML: \(problem)", at: at(mark), hint: hint)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error("yaml-duplicate-key", "the key '\(duplicates.sorted().joined(separator: "', '"))' appears twice",
                          at: at(context.mark), hint: "keep one of them")
        default:
            return .error("yaml-invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: firstLine), hint: hint)
        }
    }

    private struct Converter {
        let file: String
        let lineOffset: Int
        var visited = 0

        mutating func convert(_ node: Node) -> YAMLValue? {
            visited += 1
            guard visited <= YAMLValue.nodeBudget else { return nil }
            let location = node.mark.map { SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column) }
                ?? SourceLocation(file: file, line: lineOffset + 1)
            switch node {
            case .scalar(let scalar):
                return .scalar(scalar.string, location)
            case .sequence(let sequence):
                var items: [YAMLValue] = []
                for child in sequence {
                    guard let value = convert(child) else { return nil }
                    items.append(value)
                }
                return .sequence(items, location)
            case .mapping(let mapping):
                var entries: [YAMLEntry] = []
                for (key, child) in mapping {
                    guard let value = convert(child) else { return nil }
                    let keyLocation = key.mark.map { SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column) } ?? location
                    entries.append(YAMLEntry(key: key.string ?? "", keyLocation: keyLocation, value: value))
                }
                return .mapping(entries, location)
            case .alias:
                return .scalar("", location)
            }
        }
    }
}
