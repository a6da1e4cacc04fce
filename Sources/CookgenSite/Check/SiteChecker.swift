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
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        let root = context.root
        guard let index = context.index else { return Report(diagnostics: context.diagnostics) }
        var diagnostics = context.diagnostics + [BaseURLNotice.diagnostic(options: context.options, config: index.config)].compactMap { $0 }
        var report = Report(diagnostics: [], recipes: index.recipes.count)
        if context.theme != nil {
            let output = MemoryOutput()
            do {
                // Relative links only: a check follows what a visitor would follow from `file://`.
                context.options.baseURL = ""
                try Pipeline.run([.render(into: output)], on: &context)
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
