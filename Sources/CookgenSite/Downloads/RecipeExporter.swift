import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The formats a recipe is exported in.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// One self-contained HTML file: styles, picture and JSON-LD inside; prints as a card.
    case html
    /// schema.org `Recipe` as JSON-LD.
    case jsonld
    /// Cooklang.
    case cook
    /// cookgen's own Markdown with YAML front matter.
    case markdown
    /// The parsed model (see the README).
    case json

    /// The file extension of an exported file.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .jsonld, .json: "json"
        case .cook: "cook"
        case .markdown: "md"
        }
    }
}

/// How an exported file refers to the recipe's pictures.
public enum ImageLinks: Sendable, Hashable {
    /// A file written into this folder on disk: paths relative to it; JSON-LD embeds the picture.
    case folder(URL)
    /// A file at `path` in the built site (a page and its downloads): paths relative to it, or
    /// absolute under `baseURL`.
    case site(path: String, baseURL: String)
}

/// Writes one recipe as a file to share: a stand-alone HTML card, schema.org JSON-LD,
/// Cooklang, Markdown or the JSON model.
///
/// ```swift
/// let exporter = RecipeExporter(index: index, theme: theme)
/// let (card, problems) = exporter.export(recipe, as: .html, links: .folder(downloads))
/// ```
public struct RecipeExporter: Sendable {
    package let index: SiteIndex
    package let views: ViewBuilder
    package let theme: Theme?
    /// The theme's stylesheet, made inert, for the HTML card.
    package let stylesheet: String
    /// Stands for the stylesheet while the card is made stand-alone; unguessable, so no recipe text can spell it.
    package let stylesheetMarker = "<cookgen-stylesheet-\(UUID().uuidString)>"

    /// An exporter for recipes of `index`, with `theme` for the HTML card and UI strings.
    public init(index: SiteIndex, theme: Theme?) {
        let labels = Labels(strings: theme?.strings ?? [:], language: index.config.language)
        self.init(index: index, theme: theme, views: ViewBuilder(index: index, labels: labels))
    }

    package init(index: SiteIndex, theme: Theme?, views: ViewBuilder) {
        self.index = index
        self.theme = theme
        self.views = views
        let css = theme?.staticFiles.first { $0.path == "css/style.css" }
            .flatMap { try? String(contentsOf: $0.source, encoding: .utf8) } ?? ""
        stylesheet = CSSText.inlineSafe(css)
    }

    /// Whether the theme can render the HTML card (it has `export.mustache`).
    public var canExportHTML: Bool { theme?.templateNames.contains("export") ?? false }

    /// The recipe in `format`, and problems worth telling (pictures left out).
    public func export(_ recipe: Recipe, as format: ExportFormat, links: ImageLinks) -> (text: String, diagnostics: [Diagnostic]) {
        export(recipe, as: format, links: links, prepared: nil)
    }

    /// The same, reusing the view and JSON-LD the recipe page already computed.
    package func export(_ recipe: Recipe, as format: ExportFormat, links: ImageLinks, prepared: PreparedRecipe?) -> (text: String, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let text: String
        let recipe = withComputedNutrition(recipe)
        switch format {
        case .json: text = RecipeJSON.string(recipe)
        case .markdown: text = RecipeMarkdownWriter.text(recipe) { reference($0, links: links) }
        case .cook: text = RecipeCooklangWriter.text(recipe) { reference($0, links: links) }
        case .jsonld:
            var embedded = EmbeddedImages(index: index)
            var embed = false
            if case .folder = links { embed = true }
            let object = jsonLD(recipe, embed: embed, links: links, images: &embedded, base: prepared?.jsonLD)
            text = JSONWriter.string(object, pretty: true) + "\n"
            diagnostics = embedded.diagnostics
        case .html:
            var embedded = EmbeddedImages(index: index)
            text = card(recipe, images: &embedded, prepared: prepared)
            diagnostics = embedded.diagnostics
        }
        return (text, diagnostics)
    }

    /// The recipe as a shared file has it: a shared file stands alone, so nutrition the site
    /// computed from its table goes along as if it had been written in the front matter.
    package func withComputedNutrition(_ recipe: Recipe) -> Recipe {
        guard recipe.metadata.nutrition.isEmpty, let entries = index.nutrition[recipe.slug]?.frontMatterEntries else { return recipe }
        var result = recipe
        result.metadata.nutrition = entries
        return result
    }

    /// schema.org JSON-LD with what a shared file needs: the picture (embedded when the file stands
    /// alone), the source as `isBasedOn`, the language, and for a file of the site its page's URL.
    package func jsonLD(_ recipe: Recipe, embed: Bool, links: ImageLinks, images: inout EmbeddedImages, base: [String: JSONValue]? = nil) -> [String: JSONValue] {
        var d = base ?? RecipeJSONLD.dictionary(for: recipe, builder: views)
        d["image"] = nil
        if embed {
            d["image"] = JSONValue(images.url(for: recipe.metadata.image))
        } else if let path = index.image(recipe.metadata.image) {
            d["image"] = JSONValue(reference(path, links: links))
        }
        if let source = recipe.metadata.source?.nonEmpty {
            d["isBasedOn"] = ImageResolver.isWebURL(source) ? JSONValue(source) : ["@type": "CreativeWork", "name": JSONValue(source)]
        }
        d["inLanguage"] = JSONValue(recipe.metadata.locale)
        if case .site(_, let baseURL) = links {
            let url = SiteURLs.absolute(SiteURLs.recipe(recipe.slug), base: baseURL)
            if !url.isEmpty { d["url"] = JSONValue(url); d["mainEntityOfPage"] = JSONValue(url) }
        }
        return d
    }

    /// The JSON-LD of the recipe's page, which is also its `.json` download (`downloads.js` writes
    /// the page's own, pretty-printed): the picture as seen from `recipes/` (absolute under
    /// `baseURL`), the source, the language and, with a base URL, the page's address.
    package func pageJSONLD(_ recipe: Recipe, baseURL: String, base: [String: JSONValue]? = nil) -> [String: JSONValue] {
        var images = EmbeddedImages(index: index)
        return jsonLD(recipe, embed: false, links: .site(path: SiteURLs.recipe(recipe.slug), baseURL: baseURL), images: &images, base: base)
    }

    /// How a text export names a picture written in the recipe; nil when it cannot be found.
    package func reference(_ written: Located<String>?, links: ImageLinks) -> String? {
        index.image(written).map { reference($0, links: links) }
    }

    /// A content-relative picture path (or a web URL) as seen from the exported file.
    package func reference(_ path: String, links: ImageLinks) -> String {
        if ImageResolver.isWebURL(path) { return path }
        switch links {
        case .folder(let folder):
            return Self.relativePath(from: folder, to: index.contentRoot.appendingPathComponent(path))
        case .site(let page, let baseURL):
            return baseURL.isEmpty ? SiteURLs.root(of: page) + SiteURLs.href(path) : SiteURLs.absolute(path, base: baseURL)
        }
    }

    /// `../images/a.svg`: the path of `file` from `folder`.
    package static func relativePath(from folder: URL, to file: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents
        let to = file.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}

/// What a recipe page computes once and its downloads reuse: the page's view and the
/// JSON-LD object without a base URL (`RecipeJSONLD.dictionary(for:builder:)`).
package struct PreparedRecipe {
    package var view: RecipeView
    package var jsonLD: [String: JSONValue]
}

/// Pictures embedded as `data:` URLs while one file is exported, with a budget for the file.
package struct EmbeddedImages {
    package let index: SiteIndex
    /// Bytes embedded so far.
    private var bytes = 0
    /// URLs made so far, by content path: a picture used twice is read once and counted once.
    private var made: [String: String] = [:]
    /// Paths already refused, so a picture used twice is reported once.
    private var refused: Set<String> = []
    /// Pictures left out, and why.
    package private(set) var diagnostics: [Diagnostic] = []
    /// At most this many bytes of pictures go into one file.
    package static let budget = 6 * 1024 * 1024

    package init(index: SiteIndex) {
        self.index = index
    }

    /// The picture as a `data:` URL (or its web URL); nil, with a warning, when it cannot be embedded.
    package mutating func url(for written: Located<String>?) -> String? {
        guard let written, let path = index.image(written) else { return nil }
        if ImageResolver.isWebURL(path) { return path }
        if let url = made[path] { return url }
        guard refused.insert(path).inserted else { return nil }
        switch ImageData.dataURL(of: index.contentRoot.appendingPathComponent(path)) {
        case .success(let url) where bytes + url.utf8.count <= Self.budget:
            bytes += url.utf8.count
            made[path] = url
            return url
        case .success:
            warn(written, "the pictures of this recipe are larger than \(Self.budget / 1024 / 1024) MB together")
        case .failure(let problem):
            warn(written, "\(problem)")
        }
        return nil
    }

    private mutating func warn(_ written: Located<String>, _ why: String) {
        diagnostics.append(.warning("export-image", "picture '\(written.value)' left out of the export: \(why)",
                                    at: written.location, hint: "use a smaller SVG, PNG, JPEG, WebP or GIF file"))
    }
}
