import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// Golden fixture sites: `Tests/Fixtures/sites/<name>/input` builds into exactly
/// `expected/`. Re-record with `COOKGEN_RECORD=1 swift test --filter FixtureSiteTests`.
@Suite struct FixtureSiteTests {
    static let fixtures = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures")
    static var recording: Bool { ProcessInfo.processInfo.environment["COOKGEN_RECORD"] == "1" }

    static func names(in folder: String) -> [String] {
        let url = fixtures.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: names(in: "sites"))
    func goldenSite(_ name: String) throws {
        let base = Self.fixtures.appendingPathComponent("sites/\(name)")
        let output = Scratch.root.appendingPathComponent("cookgen-golden-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: output)
            BuildManifest.remove(for: output)
        }
        var options = BuildOptions(source: base.appendingPathComponent("input"), output: output)
        options.baseURL = "https://example.org/kitchen/"
        let report = try Builder.build(options)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        let expected = base.appendingPathComponent("expected")
        if Self.recording {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.copyItem(at: output, to: expected)
            return
        }
        let actualFiles = try Self.tree(output)
        let expectedFiles = try Self.tree(expected)
        #expect(actualFiles.keys.sorted() == expectedFiles.keys.sorted())
        for (path, data) in expectedFiles.sorted(by: { $0.key < $1.key }) {
            #expect(actualFiles[path] == data, "\(path) differs from the golden file; re-record with COOKGEN_RECORD=1 if intended")
        }
    }

    @Test(arguments: names(in: "failing"))
    func failingSite(_ name: String) throws {
        let base = Self.fixtures.appendingPathComponent("failing/\(name)")
        let output = Scratch.root.appendingPathComponent("cookgen-failing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var options = BuildOptions(source: base, output: output, defaultTheme: SiteFixture.defaultTheme)
        // Published somewhere, so the report holds only the problems of the content.
        options.baseURL = "https://example.org/kitchen/"
        let report = try Builder.build(options)
        let actual = report.diagnostics.map { d in d.formatted.split(separator: "\n").first.map(String.init) ?? "" }.joined(separator: "\n") + "\n"
        let expectedURL = base.appendingPathComponent("expected.txt")
        if Self.recording {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected)
        #expect(report.diagnostics.allSatisfy { $0.location != nil || $0.id == "template-missing" })
        if report.diagnostics.hasErrors {
            #expect(!report.wrote)
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
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
}
