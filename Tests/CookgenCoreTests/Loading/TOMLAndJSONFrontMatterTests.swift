import Foundation
import Testing
import CookgenSupport
@testable import CookgenContent
import CookgenModel
import CookgenTestSupport

/// Hugo reads front matter as YAML between `---`, TOML between `+++` or a JSON object at the top;
/// collections written for Hugo build unchanged, so cookgen reads all three into one tree.
@Suite struct TOMLAndJSONFrontMatterTests {
    /// A front matter's tree without its locations.
    indirect enum Tree: Equatable, CustomStringConvertible {
        case text(String)
        case list([Tree])
        case map([Pair])

        struct Pair: Equatable {
            var key: String
            var value: Tree
        }

        init(_ value: YAMLValue) {
            switch value {
            case .scalar(let s, _): self = .text(s)
            case .sequence(let items, _): self = .list(items.map(Tree.init))
            case .mapping(let entries, _): self = .map(entries.map { Pair(key: $0.key, value: Tree($0.value)) })
            }
        }

        var description: String {
            switch self {
            case .text(let s): s.debugDescription
            case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .map(let pairs): "{" + pairs.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    static func entries(_ text: String, path: String = "Content/r.md") -> Result<[YAMLEntry], Diagnostic> {
        FrontMatter.entries(of: SourceText(path: path, text: text), example: "title: x").map(\.1)
    }

    static func tree(_ text: String) -> Tree? {
        guard case .success(let entries) = entries(text) else { return nil }
        return Tree(.mapping(entries, SourceLocation(file: "")))
    }

    @Test func hugosTOMLFrontMatterReadsAsItsYAMLWould() throws {
        let toml = """
            +++
            title = "Grandma's \\"best\\" stew"   # a comment
            date = 2024-01-02T10:00:00Z
            published = 1979-05-27 07:32:00
            draft = false
            servings = 1_0
            tags = [
              "dinner",  # why
              'winter\\n',
            ]
            description = \"\"\"
            Slow and \\
               warm.\"\"\"
            literal = '''
            C:\\path\\'''
            site.section = "mains"
            [nutrition]
            calories = 450
            "fat g" = 12.5
            [[ingredients]]
            name = "beef"
            [[ingredients]]
            name = "onions"
            inline = { a = 1, b = { c = [1, 2] } }
            +++
            Body.
            """
        let expected = """
            ---
            title: "Grandma's \\"best\\" stew"
            date: 2024-01-02T10:00:00Z
            published: 1979-05-27 07:32:00
            draft: false
            servings: 10
            tags: ["dinner", "winter\\\\n"]
            description: "Slow and warm."
            literal: "C:\\\\path\\\\"
            site: {section: mains}
            nutrition: {calories: 450, "fat g": 12.5}
            ingredients: [{name: beef}, {name: onions, inline: {a: 1, b: {c: [1, 2]}}}]
            ---
            Body.
            """
        #expect(try #require(Self.tree(toml)) == #require(Self.tree(expected)))
        // Each key knows its line and column in the file.
        let entries = try Self.entries(toml).get()
        #expect(entries.map(\.keyLocation.line) == [2, 3, 4, 5, 6, 7, 11, 14, 16, 17, 20])
        #expect(entries[0].value.location == SourceLocation(file: "Content/r.md", line: 2, column: 9))
        let front = try FrontMatter.split(SourceText(path: "Content/r.md", text: toml)).get()
        #expect(front.format == .toml && front.bodyLine == 26 && front.body == "Body.")
    }

    @Test func aJSONObjectAtTheTopIsFrontMatterAndAShortcodeIsNot() throws {
        let json = """
            {
              "title": "Waffles \\u00e9 \\ud83e\\uddc7 \\ud800x",
              "tags": ["breakfast", "sweet"],
              "servings": 4,
              "draft": false,
              "nutrition": {"calories": 320, "fat": null},
              "params": {"cuisine": "Belgian", "title": "not this one"}
            }

            ## Method
            """
        let expected = """
            ---
            title: "Waffles é 🧇 \\uFFFDx"
            tags: [breakfast, sweet]
            servings: 4
            draft: false
            nutrition: {calories: 320, fat: ""}
            cuisine: Belgian
            ---
            """
        #expect(try #require(Self.tree(json)) == #require(Self.tree(expected)))
        let front = try FrontMatter.split(SourceText(path: "Content/r.md", text: json)).get()
        #expect(front.format == .json && front.bodyLine == 9 && front.body == "\n## Method")
        #expect(try Self.entries(json).get().map(\.keyLocation.line) == [2, 3, 4, 5, 6, 7])
        // A body that opens with a Hugo shortcode, or a brace of text, has no front matter.
        for text in ["{{< recipe >}}\n\nText", "{ not json", "{"] {
            let plain = try FrontMatter.split(SourceText(path: "Content/r.md", text: text)).get()
            #expect(plain.yaml == nil && plain.body == text)
        }
    }

    /// Each mistake is an error at its line and column, saying what was found.
    @Test(arguments: [
        ("+++\ntitle = Pancakes\n+++\n", "toml-invalid", 2, 9, "'Pancakes' is not a TOML value; put text in quotes"),
        ("+++\ntitle = \"x\"\ntitle = \"y\"\n+++\n", "toml-invalid", 3, 1, "the key 'title' is given twice"),
        ("+++\n[a]\n[a]\n+++\n", "toml-invalid", 3, 1, "the table 'a' is defined twice"),
        ("+++\ntitle = \"open\n+++\n", "toml-invalid", 2, 14, "not closed on its line"),
        ("+++\nt = \"\\q\"\n+++\n", "toml-invalid", 2, 6, "'\\q' is not an escape TOML knows"),
        ("+++\nt = 1 2\n+++\n", "toml-invalid", 2, 7, "expected the end of the line, found '2'"),
        ("+++\ntitle = \"x\"\n", "front-matter-unclosed", 1, 1, "never closed"),
        ("{\n  \"title\": \"x\",\n  \"title\": \"y\"\n}\n", "json-invalid", 3, 3, "the key \"title\" is given twice"),
        ("{\n  \"title\": x\n}\n", "json-invalid", 2, 12, "'x' is not a JSON value"),
        ("{\n  \"title\": \"x\"\n", "front-matter-unclosed", 1, 1, "never closed"),
        ("{\"a\": [1 2]}\n", "json-invalid", 1, 10, "expected ',' or ']' in the array, found '2'"),
    ] as [(String, String, Int, Int, String)])
    func mistakesAreNamedWhereTheyAre(_ text: String, _ id: String, _ line: Int, _ column: Int, _ words: String) {
        guard case .failure(let d) = Self.entries(text) else { Issue.record("\(text.debugDescription) should fail"); return }
        #expect(d.id == id, "\(d.message)")
        #expect(d.location?.line == line && d.location?.column == column, "\(d.location.map { "\($0)" } ?? "nowhere"): \(d.message)")
        #expect(d.message.contains(words), "\(d.message)")
        #expect(d.hint != nil)
    }

    /// Ten thousand open brackets are refused, not a crash.
    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 10_000)
        for text in ["+++\na = \(deep)\n+++\n", "+++\na = \(String(repeating: "{b = ", count: 10_000))\n+++\n", "{\"a\": \(deep)}\n"] {
            guard case .failure(let d) = Self.entries(text) else { Issue.record("should fail"); continue }
            #expect(d.message.contains("nested too deeply") || d.id == "front-matter-unclosed", "\(d.message)")
        }
    }

    // MARK: Random trees written three ways read back the same

    static let alphabet: [String] = ["a", "b", "Z", "0", "7", " ", "-", "_", ".", ":", "#", "=", "\"", "'", "\\", "\n", "\t", "[", "]", "{",
                                     "}", ",", "é", "日", "😀", "\u{7F}", "/", "+"]

    static func text(_ g: inout SplitMix64, max: Int = 8) -> String {
        (0..<Int.random(in: 0...max, using: &g)).map { _ in alphabet.randomElement(using: &g)! }.joined()
    }

    static func tree(_ g: inout SplitMix64, depth: Int) -> Tree {
        switch depth > 2 ? 0 : Int.random(in: 0..<4, using: &g) {
        case 1: return .list((0..<Int.random(in: 0...3, using: &g)).map { _ in tree(&g, depth: depth + 1) })
        case 2: return .map(pairs(&g, depth: depth + 1))
        default: return .text(text(&g))
        }
    }

    static func pairs(_ g: inout SplitMix64, depth: Int) -> [Tree.Pair] {
        var keys = Set<String>()
        return (0..<Int.random(in: 0...4, using: &g)).compactMap { _ in
            let key = "k" + text(&g, max: 4)
            guard keys.insert(key).inserted else { return nil }
            return Tree.Pair(key: key, value: tree(&g, depth: depth))
        }
    }

    /// A string in double quotes: `YAMLText.quoted` escapes only what YAML, TOML and JSON all
    /// read back the same (`\"`, `\\`, `\n`, `\t`, `\r`, `\uXXXX`).
    static func quoted(_ s: String) -> String { YAMLText.quoted(s) }

    /// `tree` in flow style, with `separator` between a key and its value (`: ` or ` = `).
    static func flow(_ tree: Tree, separator: String) -> String {
        switch tree {
        case .text(let s): quoted(s)
        case .list(let items): "[" + items.map { flow($0, separator: separator) }.joined(separator: ", ") + "]"
        case .map(let pairs): "{" + pairs.map { quoted($0.key) + separator + flow($0.value, separator: separator) }.joined(separator: ", ") + "}"
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTreesWrittenAsYAMLTOMLAndJSONReadTheSame(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let pairs = Self.pairs(&g, depth: 0).filter { $0.key != "params" }
            guard !pairs.isEmpty else { continue }
            let yaml = "---\n" + pairs.map { Self.quoted($0.key) + ": " + Self.flow($0.value, separator: ": ") }.joined(separator: "\n") + "\n---\n"
            let toml = "+++\n" + pairs.map { Self.quoted($0.key) + " = " + Self.flow($0.value, separator: " = ") }.joined(separator: "\n") + "\n+++\n"
            let json = "{\n" + pairs.map { Self.quoted($0.key) + ": " + Self.flow($0.value, separator: ": ") }.joined(separator: ",\n") + "\n}\n"
            let expected = Tree.map(pairs)
            #expect(Self.tree(yaml) == expected, "YAML \(yaml)")
            #expect(Self.tree(toml) == expected, "TOML \(toml)")
            #expect(Self.tree(json) == expected, "JSON \(json)")
            // One key a line: each found on its own line.
            for text in [toml, json] {
                let lines = try Self.entries(text).get().map(\.keyLocation.line)
                #expect(lines == Array(2..<(2 + pairs.count)))
            }
        }
    }

    /// The same recipe with its front matter in each language loads as the same recipe.
    @Test func aRecipeIsTheSameInEachLanguage() throws {
        let body = "\n## Ingredients\n\n- 200 g flour\n- 2 eggs\n\n## Instructions\n\n1. Mix.\n2. Fry.\n"
        let sources = [
            "---\ntitle: Pancakes\ndate: 2024-01-02\ntags: [breakfast, quick]\nservings: 4\nprep_time: 10 minutes\ncuisine: French\n---\n",
            "+++\ntitle = \"Pancakes\"\ndate = 2024-01-02\ntags = [\"breakfast\", \"quick\"]\nservings = 4\nprep_time = \"10 minutes\"\n[params]\ncuisine = \"French\"\n+++\n",
            "{\n  \"title\": \"Pancakes\", \"date\": \"2024-01-02\", \"tags\": [\"breakfast\", \"quick\"],\n  \"servings\": 4, \"prep_time\": \"10 minutes\", \"cuisine\": \"French\"\n}\n",
        ]
        let recipes = try sources.map { text in
            let (recipe, diagnostics) = MarkdownRecipeLoader.load(SourceText(path: "Content/pancakes.md", text: text + body))
            #expect(!diagnostics.contains { $0.severity != .note }, "\(diagnostics.map(\.message))")
            return try #require(recipe)
        }
        for recipe in recipes {
            #expect(VersionSnapshot(recipe) == VersionSnapshot(recipes[0]))
            #expect(recipe.metadata.tags.map(\.value) == ["breakfast", "quick"])
            #expect(recipe.metadata.cuisines.map(\.value) == ["French"])
            #expect(recipe.metadata.date == CalendarDate(year: 2024, month: 1, day: 2))
            #expect(recipe.metadata.prepMinutes == 10)
        }
    }
}
