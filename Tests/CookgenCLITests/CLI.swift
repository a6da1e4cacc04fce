import Foundation
import CookgenTestSupport

/// Runs the real `cookgen` binary, as a person or CI would.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary SwiftPM built beside this test bundle.
    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent(), repositoryRoot.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent("cookgen") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// Runs `cookgen args…` and waits.
    @discardableResult
    static func run(_ args: [String], environment: [String: String] = [:], cwd: URL? = nil) throws -> Result {
        try runProgram(executable, args, environment: environment, cwd: cwd)
    }

    /// Runs any program with `args` and waits, collecting what it prints.
    @discardableResult
    static func runProgram(_ program: URL, _ args: [String], environment: [String: String] = [:], cwd: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = args
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        if let cwd { process.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryDirectory(_ name: String) -> URL {
        let url = Scratch.root.appendingPathComponent("cookgen-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file under a folder, by relative path.
    static func tree(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = root.standardizedFileURL.path
        guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let url as URL in e where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Writes a small site from `path → text` pairs.
    static func site(_ files: [String: String]) throws -> URL {
        let root = temporaryDirectory("site")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
