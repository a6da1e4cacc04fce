import CookgenSupport
import CookgenModel

/// YAML already read, by its text and place. The versions of one recipe in its history mostly share
/// their front matter, and YAML is the dearest part of reading a recipe file: a memo kept while
/// one recipe's versions are read parses it once. Used by one thread at a time.
package final class YAMLMemo {
    private struct Key: Hashable {
        var yaml: String
        var file: String
        var line: Int
    }

    private var answers: [Key: Result<YAMLValue?, Diagnostic>] = [:]

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
}

extension YAMLValue {
    /// `parse`, through `memo` when there is one.
    static func parse(_ yaml: String, file: String, line: Int, memo: YAMLMemo?) -> Result<YAMLValue?, Diagnostic> {
        memo?.parse(yaml, file: file, line: line) ?? parse(yaml, file: file, line: line)
    }
}
