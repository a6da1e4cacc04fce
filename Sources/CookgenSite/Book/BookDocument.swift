import CookgenSupport
import CookgenModel
import Foundation

/// What `cookgen book` is asked for: which recipes, at what scale, in which units, on what paper.
public struct BookRequest: Sendable {
    public var selection: BookSelection
    /// Every recipe that says how many it serves, scaled to this many servings.
    public var servings: Int?
    public var units: CookgenModel.Unit.System?
    public var paper: BookPaper

    public init(selection: BookSelection = BookSelection(), servings: Int? = nil, units: CookgenModel.Unit.System? = nil, paper: BookPaper = .a4) {
        self.selection = selection
        self.servings = servings
        self.units = units
        self.paper = paper
    }
}

/// The book of a site as one self-contained HTML file: the theme's book stylesheet and every
/// picture inside, so it opens, prints and is sent on without the site.
public struct BookDocument: Sendable {
    public let book: Book
    package let writer: BookHTML
    package let stylesheet: String

    /// Chooses and orders the recipes of `index` as `request` says; throws `BookSelectionError`.
    package init(index: SiteIndex, theme: Theme, request: BookRequest, links: BookLinks? = nil) throws {
        let index = index.adjusted(servings: request.servings, units: request.units)
        let labels = Labels(strings: theme.strings, language: index.config.language)
        let views = ViewBuilder(index: index, labels: labels)
        book = try BookBuilder(index: index, labels: labels).book(request.selection)
        writer = BookHTML(book: book, views: views, links: links ?? .oneFile(image: Self.embedded(root: index.contentRoot)))
        stylesheet = Self.stylesheet(of: theme)
    }

    /// The one-file book for `paper`.
    public func html(paper: BookPaper) -> String {
        writer.document(stylesheet: CSSText.inlineSafe(stylesheet), paper: paper)
    }

    /// The theme's `css/book.css`; empty when a theme has none.
    package static func stylesheet(of theme: Theme) -> String {
        theme.staticFiles.first { $0.path == "css/book.css" }.flatMap { try? String(contentsOf: $0.source, encoding: .utf8) } ?? ""
    }

    /// Pictures as `data:` URLs (web pictures stay web addresses); a picture that cannot be read
    /// or is no picture is left out rather than linked to a file the book does not carry.
    package static func embedded(root: URL) -> @Sendable (String) -> String? {
        { path in
            if SiteURLs.isRemote(path) { return path }
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
            return try? ImageData.dataURL(of: root.appendingPathComponent(path)).get()
        }
    }
}

extension SiteIndex {
    /// The index with every recipe scaled to `servings` (those that say how many they serve)
    /// and converted to `units`; itself when neither is asked.
    package func adjusted(servings: Int?, units: CookgenModel.Unit.System?) -> SiteIndex {
        guard servings != nil || units != nil else { return self }
        var copy = self
        let change = { (recipe: Recipe) -> Recipe in
            var r = recipe
            if let servings, let scaled = r.scaled(toServings: servings) { r = scaled }
            if let units { r = r.converted(to: units) }
            return r
        }
        copy.recipes = recipes.map(change)
        copy.recipesByTitle = recipesByTitle.map(change)
        copy.bySlug = Dictionary(copy.recipes.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        return copy
    }
}
