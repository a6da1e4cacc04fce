import Foundation

/// Finds the built-in theme: `$COOKGEN_THEME_DIR`, then `share/cookgen/Templates` beside an
/// installed binary, then the `Templates/` of the source tree this binary was built from.
enum DefaultTheme {
    static func locate() -> URL? {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["COOKGEN_THEME_DIR"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("../share/cookgen/Templates"))
        // Sources/CookgenCLI/DefaultTheme.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent("Templates"))
        return candidates.first { fm.fileExists(atPath: $0.appendingPathComponent("layout.mustache").path) }?.standardizedFileURL
    }
}
