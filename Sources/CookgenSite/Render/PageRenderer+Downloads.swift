import CookgenSupport
import CookgenModel
import CookgenContent
/// The files each recipe page offers for download, written beside it: `recipes/<slug>.card.html`
/// (when the theme has `export.mustache`), `.md`, `.cook` and `.json` (schema.org JSON-LD).
package extension PageRenderer {
    /// A download: its format, the end of its file name and the UI string that labels it.
    struct Download {
        package var format: ExportFormat
        package var suffix: String
        package var labelKey: String
        package var fallback: String
    }

    /// The downloads this theme offers, in the order the page lists them.
    var downloads: [Download] {
        let all = [
            Download(format: .html, suffix: ".card.html", labelKey: "download_card", fallback: "Printable card (HTML)"),
            Download(format: .markdown, suffix: ".md", labelKey: "download_markdown", fallback: "Markdown"),
            Download(format: .cook, suffix: ".cook", labelKey: "download_cook", fallback: "Cooklang"),
            Download(format: .jsonld, suffix: ".json", labelKey: "download_jsonld", fallback: "schema.org JSON-LD"),
        ]
        return all.filter { $0.format != .html || exporter.canExportHTML }
    }

    /// `recipes/pancakes.md`.
    static func downloadPath(_ recipe: Recipe, _ download: Download) -> String {
        "recipes/" + recipe.slug.rawValue + download.suffix
    }

    /// `[{label, url, format, fileName, isCard}]` for the recipe template; URLs relative to the site root.
    func downloadLinks(_ recipe: Recipe) -> [DownloadLinkView] {
        downloads.map { download in
            let path = Self.downloadPath(recipe, download)
            return DownloadLinkView(label: views.labels[download.labelKey, default: download.fallback], url: SiteURLs.href(path),
                                    format: download.format.rawValue, fileName: String(path.dropFirst("recipes/".count)),
                                    isCard: download.format == .html)
        }
    }

    /// Writes the recipe's downloads; returns how many files were written.
    func writeDownloads(_ recipe: Recipe, prepared: PreparedRecipe? = nil, into sink: OutputSink) throws -> Int {
        for download in downloads {
            let path = Self.downloadPath(recipe, download)
            let text = exporter.export(recipe, as: download.format, links: .site(path: path, baseURL: baseURL), prepared: prepared).text
            try sink.write(Data(text.utf8), to: path)
        }
        return downloads.count
    }
}

import Foundation
