import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Finds where a link on a built page was written: in the recipe of a recipe page, in the
/// category files for category pages, in `cookgen.yaml` for the about page.
package struct SourceFinder {
    package let root: URL
    private var sourcesByPage: [String: [String]] = [:]
    private var categoryFiles: [String] = []

    package init(root: URL, index: SiteIndex) {
        self.root = root
        for recipe in index.recipes { sourcesByPage[SiteURLs.recipe(recipe.slug)] = [recipe.sourcePath] }
        categoryFiles = index.taxonomy(.categories).terms.compactMap { $0.info?.location.file }.uniqued().sorted()
    }

    /// The first place the link is written, by its text as written or percent-decoded.
    package func locate(_ written: String, on page: String) -> SourceLocation? {
        let files = sourcesByPage[page] ?? (page.hasPrefix("categories/") ? categoryFiles : page == SiteURLs.about ? ["cookgen.yaml"] : [])
        let needles = [written, written.removingPercentEncoding].compactMap { $0 }.filter { !$0.isEmpty }.uniqued()
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for needle in needles {
                    guard let range = line.range(of: needle) else { continue }
                    let column = line[..<range.lowerBound].unicodeScalars.count + 1
                    return SourceLocation(file: file, line: number + 1, column: column)
                }
            }
        }
        return nil
    }
}
