import Foundation
import Testing

/// `Tests/JS/vectors.json` and `Tests/JS/kitchen-data.json` are what the binary prints and builds
/// (scaled amounts, shopping lists, the page's kitchen data), checked in for `node --test Tests/JS`.
/// This runs their generator, `Tests/JS/make-vectors.py --check`, with the binary under test and
/// fails when the committed files are missing or differ from what it prints now.
@Suite struct JSVectorTests {
    static let script = CLI.repositoryRoot.appendingPathComponent("Tests/JS/make-vectors.py")
    static let regenerate = "swift build && python3 Tests/JS/make-vectors.py"

    @Test func committedVectorsMatchTheBinary() throws {
        let result = try CLI.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                        ["python3", Self.script.path, "--check", "--bin", CLI.executable.path], cwd: CLI.repositoryRoot)
        let printed = result.stdout + result.stderr
        if result.status == 127 {
            Issue.record("python3 is not on PATH, so the JS vectors' freshness could not be checked (it is needed to run \(Self.script.path))")
            return
        }
        guard result.status == 0 else {
            Issue.record("""
                The JS vectors do not match \(CLI.executable.path) (exit \(result.status)):
                \(printed)
                Regenerate with `\(Self.regenerate)` and commit Tests/JS/vectors.json and Tests/JS/kitchen-data.json.
                """)
            return
        }
        #expect(printed.contains("vectors are up to date"), "the generator exited 0 without checking: \(printed)")
    }
}
