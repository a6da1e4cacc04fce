import Foundation

/// One folder per test process under the system's temporary folder, removed when the process
/// exits: the sites, outputs and repositories the tests make, and the build caches that builds
/// leave beside their outputs (`.<output>.cookgen-cache`), which a test removing only its own
/// folder would leave behind.
public enum Scratch {
    /// The folder (made on first use).
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cookgen-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// A new empty folder under `root`, named `<name>-<UUID>`: its path.
    public static func folder(_ name: String) throws -> String {
        let url = root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
