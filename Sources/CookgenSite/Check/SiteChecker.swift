import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// `cookgen check`: everything the build validates, then the built pages themselves — every
/// internal link and `#anchor` leads somewhere, every picture exists, every recipe page has
/// the JSON-LD fields search engines require — without writing anything.
///
/// ```swift
/// let report = try SiteChecker.check(BuildOptions(source: site, output: site.appendingPathComponent("Public"), defaultTheme: theme))
/// report.diagnostics.forEach { print($0.formatted) }
/// ```
public enum SiteChecker {
    /// What a check found.
    public struct Report: Sendable {
        /// Every problem, sorted by file and line.
        public var diagnostics: [Diagnostic]
        /// Recipes checked.
        public var recipes = 0
        /// Pages whose links were followed.
        public var pages = 0
    }

    /// Checks the site. Throws only for problems with the setup (no `Content/`, no theme).
    public static func check(_ options: BuildOptions) throws -> Report {
        let root = options.source.standardizedFileURL
        var loaded = try Loader.load(root: root, threads: options.threads)
        if let language = options.language { loaded.config.language = language }
        let index = Indexer.index(loaded, dropInvalid: true)
        let (theme, themeDiagnostics) = try Builder.loadTheme(options, language: loaded.config.language)
        var diagnostics = loaded.diagnostics + index.diagnostics + themeDiagnostics
        var report = Report(diagnostics: [], recipes: index.recipes.count)
        if let theme {
            let output = MemoryOutput()
            do {
                // Relative links only: a check follows what a visitor would follow from `file://`.
                _ = try PageRenderer(index: index, theme: theme, baseURL: "").render(into: output, threads: options.threads)
                let files = output.files
                var links = LinkChecker(files: files, sources: SourceFinder(root: root, index: index))
                diagnostics += links.check()
                report.pages = links.pagesChecked
                diagnostics += JSONLDChecker.check(files: files, index: index)
            } catch {
                diagnostics.append(.error("render-failed", "the site cannot be rendered: \(error)", at: nil,
                                          hint: "two things would be written to the same path; rename one of them"))
            }
        }
        report.diagnostics = Array(Set(diagnostics)).sorted()
        return report
    }
}
