import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What each recipe page offers for download: a printable card (when the theme has
/// `export.mustache`), `.md`, `.cook` and `.json` (schema.org JSON-LD). None of them is a file:
/// `assets/js/downloads.js` makes them in the browser from what the page carries (the export
/// model, the JSON-LD, the article itself), so a recipe costs one page, not five files.
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

    /// `[{label, format, fileName, isCard}]` for the recipe template.
    func downloadLinks(_ recipe: Recipe) -> [DownloadLinkView] {
        downloads.map { download in
            DownloadLinkView(label: views.labels[download.labelKey, default: download.fallback], format: download.format.rawValue,
                             fileName: recipe.slug.rawValue + download.suffix, isCard: download.format == .html)
        }
    }

    /// The model `downloads.js` writes the `.md` and `.cook` downloads from (`RecipeExportModel`),
    /// as script-safe JSON; pictures as seen from the page's folder, as from its downloads.
    func exportData(_ recipe: Recipe) -> String {
        let links = ImageLinks.site(path: SiteURLs.recipe(recipe.slug), baseURL: baseURL)
        let model = RecipeExportModel.object(exporter.withComputedNutrition(recipe)) { exporter.reference($0, links: links) }
        // Step text is kept as written, links included: no `javascript:` may appear in the page, even inert.
        return RecipeExporter.inertJSON(ScriptText.safe(JSONWriter.string(model)))
    }

    /// `assets/js/card-style.js`: the theme's stylesheet as a script, written once for the site, which
    /// `downloads.js` loads to put into a printable card (from `file://` a page cannot read a
    /// stylesheet's text). Returns the files written: 1, or 0 when the theme has no card.
    func writeCardStyle(into sink: OutputSink) throws -> Int {
        guard exporter.canExportHTML else { return 0 }
        let script = "window.cookgenCardStyle = " + ScriptText.safe(JSONWriter.string(.string(exporter.stylesheet))) + ";\n"
        try sink.write(Data(script.utf8), to: Self.cardStylePath)
        return 1
    }

    static let cardStylePath = "assets/js/card-style.js"
}
