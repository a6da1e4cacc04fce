import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// A build over a previous output must give exactly what a clean build gives, skip all work when
/// nothing changed, and leave unchanged files as they were (same inode), so deploys sync only changes.
@Suite struct IncrementalBuildTests {
    /// A copy of the golden fixture site, built with the repository's default theme under its own.
    struct Site {
        let root: URL
        let output: URL

        init() throws {
            let fm = FileManager.default
            root = Scratch.root.appendingPathComponent("cookgen-incremental-\(UUID().uuidString)")
            try fm.createDirectory(at: root, withIntermediateDirectories: true)
            try fm.copyItem(at: FixtureSiteTests.fixtures.appendingPathComponent("sites/basic/input"), to: root.appendingPathComponent("site"))
            output = root.appendingPathComponent("out")
        }

        var source: URL { root.appendingPathComponent("site") }

        func build(into output: URL? = nil, force: Bool = false, compress: Bool = false) throws -> BuildReport {
            var options = BuildOptions(source: source, output: output ?? self.output, defaultTheme: SiteFixture.defaultTheme)
            options.force = force
            options.compress = compress
            let report = try Builder.build(options)
            // The fixture has no base URL: every build, skipped or not, says so once, and nothing else.
            #expect(report.diagnostics.map(\.id) == [BaseURLNotice.id], "\(report.diagnostics.map(\.formatted))")
            return report
        }

        /// Edits a file of the site in place.
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = source.appendingPathComponent(path)
            try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: false, encoding: .utf8)
        }

        /// The output after the edits must be the clean build's, byte for byte.
        func expectSameAsClean(compress: Bool = false) throws {
            let clean = root.appendingPathComponent("clean-\(UUID().uuidString)")
            _ = try build(into: clean, compress: compress)
            let built = try FixtureSiteTests.tree(output), expected = try FixtureSiteTests.tree(clean)
            #expect(built.keys.sorted() == expected.keys.sorted())
            for (path, data) in expected where built[path] != data { Issue.record("\(path) differs from a clean build") }
        }

        func inode(_ path: String) -> UInt64? {
            FileTree.walk(output.path).first { $0.path == path }?.inode
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func nothingChangedDoesNothing() throws {
        let site = try Site()
        defer { site.remove() }
        let first = try site.build()
        #expect(first.wrote && !first.upToDate && first.pages > 0)
        let before = BuildManifest.outputFingerprint(site.output)
        let second = try site.build()
        #expect(second.upToDate && !second.wrote)
        #expect(second.recipes == first.recipes && second.pages == first.pages && second.files == first.files)
        #expect(BuildManifest.outputFingerprint(site.output) == before)
        let forced = try site.build(force: true)
        #expect(forced.wrote && forced.kept == forced.files, "a forced build of the same site keeps every file")
        try site.expectSameAsClean()
    }

    @Test func editedRecipeRebuildsAndKeepsTheRest() throws {
        let site = try Site()
        defer { site.remove() }
        _ = try site.build()
        let untouched = try #require(site.inode("recipes/dough.html"))
        let edited = try #require(site.inode("recipes/soup.html"))
        try site.edit("Content/recipes/soup.md") { $0.replacingOccurrences(of: "title: ", with: "title: Hearty ") }
        let report = try site.build()
        #expect(report.wrote && !report.upToDate && report.kept > 0 && report.kept < report.files)
        #expect(site.inode("recipes/dough.html") == untouched, "an unchanged page keeps its inode")
        #expect(site.inode("recipes/soup.html") != edited)
        // The page it replaced waits in the cache's trash, never in the output, until the next build.
        let trash = RecipeCache.trash(for: site.output).folder
        let setAside = try FileManager.default.contentsOfDirectory(atPath: trash)
        #expect(FileTree.walk(trash).contains { $0.inode == edited }, "the old page is set aside, not freed")
        #expect(!FileTree.walk(site.output.path).contains { $0.path.contains("trash") })
        try site.edit("Content/recipes/soup.md") { $0.replacingOccurrences(of: "Hearty ", with: "") }
        _ = try site.build()
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash).allSatisfy { !setAside.contains($0) }, "the next build empties the trash")
        try site.expectSameAsClean()
    }

    @Test func editedTemplateAndConfigRebuild() throws {
        let site = try Site()
        defer { site.remove() }
        _ = try site.build(compress: true)
        try site.edit("Templates/layout.mustache") { $0.replacingOccurrences(of: "</body>", with: "<p>edited layout</p></body>") }
        #expect(try site.build(compress: true).wrote)
        try site.expectSameAsClean(compress: true)
        try site.edit("cookgen.yaml") { $0.replacingOccurrences(of: "Test Cook", with: "Someone Else") }
        #expect(try site.build(compress: true).wrote)
        try site.expectSameAsClean(compress: true)
    }

    @Test func touchedOrAddedOutputFilesForceABuild() throws {
        let site = try Site()
        defer { site.remove() }
        _ = try site.build()
        try Data("stray".utf8).write(to: site.output.appendingPathComponent("stray.txt"))
        #expect(try site.build().wrote, "a file added to the output is not what a clean build makes")
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("stray.txt").path))
        try Data("changed".utf8).write(to: site.output.appendingPathComponent("index.html"))
        #expect(try site.build().wrote, "an output file changed by hand is rebuilt")
        try site.expectSameAsClean()
    }

    @Test func manifestLivesBesideTheOutput() throws {
        let site = try Site()
        defer { site.remove() }
        _ = try site.build()
        let manifest = BuildManifest.location(for: site.output)
        #expect(manifest.deletingLastPathComponent().standardizedFileURL.path == site.root.standardizedFileURL.path)
        #expect(manifest.lastPathComponent == ".out.cookgen-manifest")
        #expect(BuildManifest.read(for: site.output) != nil)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(manifest.lastPathComponent).path))
    }
}
