import Foundation
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// A whole site written as one string, Hugo-style:
///
///     -- Content/recipes/a.md --
///     ---
///     title: A
///     ---
///
/// written to a fresh temporary folder.
struct SiteFixture {
    let root: URL

    init(_ text: String) throws {
        root = Scratch.root.appendingPathComponent("cookgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for (path, body) in Self.files(in: text) { try write(body, to: path) }
    }

    /// Splits `-- path --` blocks.
    static func files(in text: String) -> [(String, String)] {
        var files: [(String, String)] = []
        var current: String?
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("-- "), line.hasSuffix(" --"), line.count > 6 {
                if let current { files.append((current, lines.joined(separator: "\n"))) }
                current = String(line.dropFirst(3).dropLast(3))
                lines = []
            } else {
                lines.append(line)
            }
        }
        if let current { files.append((current, lines.joined(separator: "\n"))) }
        return files
    }

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Loads and indexes the site.
    func index(keepGoing: Bool = false) throws -> SiteIndex {
        Indexer.index(try Loader.load(root: root, threads: 2), dropInvalid: keepGoing)
    }

    /// All diagnostics of loading and indexing, formatted and sorted.
    func diagnostics() throws -> [Diagnostic] {
        let loaded = try Loader.load(root: root, threads: 2)
        return (loaded.diagnostics + Indexer.index(loaded).diagnostics).sorted()
    }

    /// Renders into memory with the repository's default theme.
    func render(baseURL: String = "") throws -> MemoryOutput {
        let index = try index()
        let (theme, problems) = Theme.load(layers: [Self.defaultTheme], language: index.config.language, rootForPaths: root)
        guard let theme else { throw FixtureError.theme(problems.map(\.formatted).joined(separator: "\n")) }
        let output = MemoryOutput()
        _ = try PageRenderer(index: index, theme: theme, baseURL: baseURL).render(into: output, threads: 2)
        return output
    }

    /// The repository root (for the default theme and fixtures).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let defaultTheme = repositoryRoot.appendingPathComponent("Templates")

    enum FixtureError: Error { case theme(String) }
}

extension Recipe {
    /// Ingredient names, for short assertions.
    var ingredientNames: [String] { ingredients.map(\.name) }
}
