import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// "Built N recipes, P pages, F files": the F a build reports (`BuildReport.files`) is the number
/// of regular files it left under the output folder, counted on disk (the manifest kept beside the
/// output folder is not under it), for a clean build, a rebuild over the same output, a build
/// with nothing to do, and a compressed build (whose `.gz` copies are files it wrote too).
@Suite struct BuildFileCountTests {
    /// Regular files under `folder`, walked on disk.
    static func filesOnDisk(_ folder: URL) -> [String] {
        FileTree.walk(folder.path).filter(\.isRegular).map(\.path)
    }

    static func build(_ source: URL, into output: URL, compress: Bool = false, force: Bool = false) throws -> BuildReport {
        var options = BuildOptions(source: source, output: output, defaultTheme: SiteFixture.defaultTheme)
        options.compress = compress
        options.force = force
        options.threads = 2
        let report = try Builder.build(options)
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics.map(\.formatted))")
        return report
    }

    static func expectCount(_ report: BuildReport, _ output: URL, _ what: String) {
        let files = filesOnDisk(output)
        #expect(report.files == files.count, """
            \(what): the build reported \(report.files) files, \(files.count) regular files are under \(output.path)
            """)
    }

    /// The golden fixture site and the repository's sample cookbook (pictures, guides, quizzes, plans).
    static let sites: [String] = ["Tests/Fixtures/sites/basic/input", "."]

    @Test(arguments: sites)
    func reportedFilesAreTheFilesOnDisk(site: String) throws {
        let source = SiteFixture.repositoryRoot.appendingPathComponent(site).standardizedFileURL
        let root = Scratch.root.appendingPathComponent("cookgen-count-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")

        let clean = try Self.build(source, into: output)
        #expect(clean.wrote && clean.files > 0)
        Self.expectCount(clean, output, "clean build of \(site)")

        let again = try Self.build(source, into: output, force: true)
        #expect(again.kept > 0 && again.kept <= again.files, "a forced rebuild keeps identical files: \(again.kept) of \(again.files)")
        Self.expectCount(again, output, "rebuild of \(site) over its output")

        let upToDate = try Self.build(source, into: output)
        if upToDate.upToDate { Self.expectCount(upToDate, output, "up-to-date build of \(site)") }

        let compressed = root.appendingPathComponent("gz")
        let report = try Self.build(source, into: compressed, compress: true)
        Self.expectCount(report, compressed, "compressed build of \(site)")
        let rebuilt = try Self.build(source, into: compressed, compress: true, force: true)
        Self.expectCount(rebuilt, compressed, "compressed rebuild of \(site)")
        // "F files (U unchanged)": the unchanged files are some of the files.
        #expect(rebuilt.kept <= rebuilt.files, "\(rebuilt.kept) unchanged of \(rebuilt.files) files")
    }

    /// The renderer's own count (which `cookgen serve` logs) is the number of files it wrote.
    @Test(arguments: sites)
    func theRenderersCountIsWhatItWrote(site: String) throws {
        let root = SiteFixture.repositoryRoot.appendingPathComponent(site)
        var context = SiteContext(options: BuildOptions(source: root, output: root.appendingPathComponent("Public"),
                                                        defaultTheme: SiteFixture.defaultTheme), dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        let renderer = PageRenderer(index: try #require(context.index), theme: try #require(context.theme), baseURL: "https://example.org/")
        let output = MemoryOutput()
        let count = try renderer.render(into: output, threads: 2)
        #expect(count == output.files.count)
    }
}
