import CookgenSupport
import CookgenModel

/// YAML already read, by its text and place, and the recipe metadata read from it. The versions of
/// one recipe in its history mostly share their front matter, and YAML is the dearest part of
/// reading a recipe file: a memo kept while one recipe's versions are read parses it once.
/// Used by one thread at a time.
package final class YAMLMemo {
    private struct Key: Hashable {
        var yaml: String
        var file: String
        var line: Int
    }

    private var answers: [Key: Result<YAMLValue?, Diagnostic>] = [:]
    /// What `MetadataReader` made of a front matter, by its YAML text, file and first line.
    private var metadata: [MetadataKey: (RecipeMetadata, MetadataReader.Lists, [Diagnostic])] = [:]

    private struct MetadataKey: Hashable {
        var yaml: String
        var file: String
        var line: Int
    }

    /// An empty memo.
    package init() {}

    /// `YAMLValue.parse(yaml, file: file, line: line)`, read once per memo.
    package func parse(_ yaml: String, file: String, line: Int) -> Result<YAMLValue?, Diagnostic> {
        let key = Key(yaml: yaml, file: file, line: line)
        if let known = answers[key] { return known }
        let answer = YAMLValue.parse(yaml, file: file, line: line)
        answers[key] = answer
        return answer
    }

    /// `read()` — the metadata, lists and problems of the front matter `yaml` at `line` of `file` — once per memo.
    func metadata(of yaml: String, file: String, line: Int,
                  read: () -> (RecipeMetadata, MetadataReader.Lists, [Diagnostic])) -> (RecipeMetadata, MetadataReader.Lists, [Diagnostic]) {
        let key = MetadataKey(yaml: yaml, file: file, line: line)
        if let known = metadata[key] { return known }
        let answer = read()
        metadata[key] = answer
        return answer
    }
}

extension YAMLValue {
    /// `parse`, through `memo` when there is one.
    static func parse(_ yaml: String, file: String, line: Int, memo: YAMLMemo?) -> Result<YAMLValue?, Diagnostic> {
        memo?.parse(yaml, file: file, line: line) ?? parse(yaml, file: file, line: line)
    }
}
