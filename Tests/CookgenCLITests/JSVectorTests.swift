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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--check", "--bin", CLI.executable.path]
        process.currentDirectoryURL = CLI.repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: outData, as: UTF8.self) + String(decoding: errData, as: UTF8.self)
        if process.terminationStatus == 127 {
            Issue.record("python3 is not on PATH, so the JS vectors' freshness could not be checked (it is needed to run \(Self.script.path))")
            return
        }
        guard process.terminationStatus == 0 else {
            Issue.record("""
                The JS vectors do not match \(CLI.executable.path) (exit \(process.terminationStatus)):
                \(printed)
                Regenerate with `\(Self.regenerate)` and commit Tests/JS/vectors.json and Tests/JS/kitchen-data.json.
                """)
            return
        }
        #expect(printed.contains("vectors are up to date"), "the generator exited 0 without checking: \(printed)")
    }
}
