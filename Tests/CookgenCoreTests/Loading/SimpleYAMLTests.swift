import Foundation
import Testing
@testable import CookgenContent
import CookgenModel
import CookgenTestSupport

/// Front matter of one `key: value` a line is read without the YAML parser: wherever the
/// shortcut answers, its tree (text and locations) is the parser's; it answers for the usual
/// front matter and leaves everything YAML might read differently to the parser.
@Suite struct SimpleYAMLTests {
    static let keys = ["title", "prep_time", "tags", "a-b", "-x", "Title", "1", "k k", "é", "x", "", "title"]
    static let values = [
        "plain", "Bright Bowl 502", "a, b", "1:30", "https://example.org/a?b=c", "a: b", "a #b", "a#b", "#x", "'q'", "\"q\"", "- x", "-5",
        "x -", "? x", "a  b", "Crème brûlée", "a\u{85}b", "a\u{2028}b", "a\u{FEFF}x", "tea 😀", "x]", "[a, b]", "[a,b ,  c ]", "[]", "[ ]",
        "[a, [b]]", "[a, ]", "[, a]", "[a:b]", "[a, b] ", "{a: b}", "~", "null", "yes", "012", "a\tb", "x:", "a\\b", "&a", "*a", "!tag x",
        "|", ">", "%x", "@x", "`x", "v  ", "a:b", "é:x", "\u{A0}x", "x\u{9F}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "", " ", "a\rb",
        "2017-11-27", "[vegetarian, pescatarian]", "[smoky, budget, weeknight]", "Ça va", "日本語", "ab\u{7F}",
    ]
    /// Values the shortcut reads, so that many whole front matters take it.
    static let plain = ["plain", "Bright Bowl 502", "a, b", "1:30", "Crème brûlée", "[a,b ,  c ]", "[]", "~", "012", "v  ", "日本語", "x -"]
    static let odd = ["", "# comment", "  nested: x", "- item", "title:", "---", "key:value", "key:  spaced", "\ttab: x"]

    static func frontMatter(_ g: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...8, using: &g)).map { _ in
            if Int.random(in: 0..<12, using: &g) == 0 { return odd.randomElement(using: &g)! }
            let value = Int.random(in: 0..<3, using: &g) == 0 ? values.randomElement(using: &g)! : plain.randomElement(using: &g)!
            return keys.randomElement(using: &g)! + ":" + String(repeating: " ", count: Int.random(in: 1...3, using: &g)) + value
        }.joined(separator: "\n") + (Bool.random(using: &g) ? "\n" : "")
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theShortcutGivesTheParsersTree(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        var answered = 0
        for _ in 0..<1500 {
            let yaml = Self.frontMatter(&g)
            let line = Int.random(in: 1...5, using: &g)
            guard let simple = YAMLValue.simpleMapping(yaml, file: "r.md", lineOffset: line - 1) else { continue }
            answered += 1
            guard case .success(let full?) = YAMLValue.parsedInFull(yaml, file: "r.md", line: line) else {
                Issue.record("the parser refuses what the shortcut read: \(yaml.debugDescription)")
                continue
            }
            #expect(simple == full, "\(yaml.debugDescription)")
        }
        #expect(answered > 100, "the shortcut answers for plain front matter")
    }

    @Test func theUsualFrontMatterTakesTheShortcut() throws {
        let yaml = """
        title: Bright Bowl 502
        description: Smells gently, the edges carefully glossy.
        date: 2017-11-27
        diet: [vegetarian, pescatarian]
        tags: [smoky,  budget , weeknight]
        servings: 6
        prep_time: 1:30
        source: https://example.org/soup
        """
        let simple = try #require(YAMLValue.simpleMapping(yaml, file: "r.md", lineOffset: 1))
        #expect(YAMLValue.parse(yaml, file: "r.md", line: 2) == .success(simple))
        guard case .success(let full?) = YAMLValue.parsedInFull(yaml, file: "r.md", line: 2) else { Issue.record("parser"); return }
        #expect(simple == full)
        #expect(simple.entries?.last?.value.location == SourceLocation(file: "r.md", line: 9, column: 9))
    }

    /// Every front matter of the sample cookbook and the examples reads the same either way.
    @Test func theRepositorysRecipesReadTheSame() throws {
        let root = SiteFixture.repositoryRoot
        var compared = 0
        for folder in ["Content", "Examples"] {
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".md") || file.hasSuffix(".cook") {
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else { continue }
                let yaml = String(text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound])
                guard let simple = YAMLValue.simpleMapping(yaml, file: file, lineOffset: 1) else { continue }
                compared += 1
                guard case .success(let full?) = YAMLValue.parsedInFull(yaml, file: file, line: 2) else { Issue.record("\(file)"); continue }
                #expect(simple == full, "\(file)")
            }
        }
        #expect(compared > 10)
    }
}
