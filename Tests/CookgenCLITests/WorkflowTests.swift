import Foundation
import Testing
import Yams

/// The example CI workflows (and the README's examples) call only commands and flags that
/// exist: each `cookgen …` line is checked against the binary's own description of itself
/// (`cookgen --experimental-dump-help`).
@Suite struct WorkflowTests {
    static let workflows = [".github/workflows/pages.yml", ".gitlab-ci.yml"]

    /// Subcommand → its flags and options as written (`--source`, `-o`).
    static let commands: [String: Set<String>] = {
        guard let result = try? CLI.run(["--experimental-dump-help"]),
              let root = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let command = root["command"] as? [String: Any] else { return [:] }
        var commands: [String: Set<String>] = [:]
        for sub in command["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = sub["commandName"] as? String else { continue }
            var flags: Set<String> = ["--help", "-h"]
            for argument in sub["arguments"] as? [[String: Any]] ?? [] {
                for n in argument["names"] as? [[String: Any]] ?? [] {
                    guard let spelled = n["name"] as? String else { continue }
                    flags.insert((n["kind"] as? String == "short" ? "-" : "--") + spelled)
                }
            }
            commands[name] = flags
        }
        return commands
    }()

    @Test(arguments: workflows)
    func workflowsUseOnlyRealCommandsAndFlags(_ file: String) throws {
        let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let node = try #require(try Yams.compose(yaml: text), "\(file) is not YAML")
        let lines = Self.strings(in: node).flatMap(Self.cookgenCommands)
        #expect(Set(lines.map { $0.first ?? "" }).isSuperset(of: ["check", "build"]), "\(file) checks and builds")
        for words in lines { Self.expectReal(words, in: file) }
        #expect(text.contains("libcmark-dev"), "\(file) installs cmark")
        // The build cache sits beside the output as `.<output>.cookgen-cache`: kept between runs, the
        // history of recipes no new commit touched is not read from git again.
        #expect(lines.contains { $0.first == "build" && $0.contains("public") } && text.contains(".public.cookgen-cache"),
                "\(file) keeps the build cache of its output folder public")
    }

    @Test func theREADMEDocumentsTheWorkflowsWithRealExamples() throws {
        let readme = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for file in Self.workflows { #expect(readme.contains(file), "the README points to \(file)") }
        // Command lines: every line of a ```sh block, and lines starting with `$ ` in plain blocks.
        var block: String?
        var shell: [String] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { block = block == nil ? String(line.dropFirst(3)) : nil; continue }
            guard let kind = block else { continue }
            if ["sh", "shell", "bash"].contains(kind) { shell.append(String(line)) }
            if kind.isEmpty || kind == "console", line.hasPrefix("$ ") { shell.append(String(line.dropFirst(2))) }
        }
        let lines = Self.cookgenCommands(shell.joined(separator: "\n"))
        #expect(lines.count >= 5)
        for words in lines { Self.expectReal(words, in: "README.md") }
    }

    @Test func aWrongCommandOrFlagIsCaught() {
        #expect(Self.cookgenCommands(".build/release/cookgen build --base-url \"a b\" \\\n  --output public && echo done")
                == [["build", "--base-url", "a b", "--output", "public"]])
        withKnownIssue { Self.expectReal(["build", "--no-such-flag"], in: "example") }
        withKnownIssue { Self.expectReal(["publish"], in: "example") }
    }

    static func expectReal(_ words: [String], in file: String) {
        guard let sub = words.first else { return }
        guard let flags = commands[sub] else {
            Issue.record("\(file): 'cookgen \(sub)' is not a command (known: \(commands.keys.sorted().joined(separator: ", ")))")
            return
        }
        for word in words.dropFirst() where word.hasPrefix("-") && word != "-" {
            let flag = String(word.prefix { $0 != "=" })
            #expect(flags.contains(flag), "\(file): 'cookgen \(sub)' has no \(flag)")
        }
    }

    /// Every scalar of a YAML document (keys too), so commands are found wherever they are written.
    static func strings(in node: Node) -> [String] {
        switch node {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let sequence): return sequence.flatMap { strings(in: $0) }
        case .mapping(let mapping): return mapping.flatMap { strings(in: $0.key) + strings(in: $0.value) }
        case .alias: return []
        }
    }

    /// The words after each `cookgen` (or `path/to/cookgen`) in shell text, up to `&&`, `;`, `|` or a comment.
    static func cookgenCommands(_ shell: String) -> [[String]] {
        let joined = shell.replacingOccurrences(of: "\\\n", with: " ")
        var commands: [[String]] = []
        for line in joined.split(separator: "\n") {
            let words = shellWords(String(line))
            var index = 0
            while index < words.count {
                guard words[index] == "cookgen" || words[index].hasSuffix("/cookgen") else { index += 1; continue }
                let rest = words[(index + 1)...].prefix { !["&&", "||", ";", "|", ">", "2>&1"].contains($0) && !$0.hasPrefix("#") }
                commands.append(Array(rest))
                index += rest.count + 1
            }
        }
        return commands
    }

    /// Shell words: quotes group, `&&`, `;` and `|` stand alone.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for ch in line {
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == " " || ch == "\t" {
                if !current.isEmpty { words.append(current); current = "" }
            } else if ch == ";" {
                if !current.isEmpty { words.append(current); current = "" }
                words.append(";")
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
