import CookgenSupport
import CookgenModel

/// The cookbook as a book: a cover, chapters of numbered recipes and an index at the back.
///
/// Made by `BookBuilder` from a site's index and a `BookSelection`; written as one HTML
/// document (`BookHTML`), printed to PDF or packed as an EPUB. Recipes are numbered 1, 2, …
/// through the whole book, and the contents and index point at those numbers.
public struct Book: Sendable {
    /// The site's title, and what was chosen ("Baking"), for the cover.
    public var title: String
    public var subtitle: String?
    public var description: String
    public var author: String
    /// The newest recipe's date or update, never the wall clock, so the same input gives the same book.
    public var date: CalendarDate?
    /// The cover picture: a site asset path or a web address.
    public var coverImage: String?
    public var language: String
    public var chapters: [BookChapter]
    /// Ingredients, diets and seasons, each entry pointing at recipe numbers.
    public var index: [BookIndexSection]

    /// Every recipe, in book order.
    public var entries: [BookEntry] { chapters.flatMap(\.entries) }
}

/// One chapter: a category (in the categories' metadata order), or the recipes without one.
public struct BookChapter: Sendable {
    /// 1, 2, …
    public var number: Int
    public var name: String
    public var entries: [BookEntry]
}

/// A recipe in the book with its number.
public struct BookEntry: Sendable {
    public var number: Int
    public var recipe: Recipe
    /// The anchor inside the one-file book: `r-12`.
    public var anchor: String { "r-\(number)" }
}

/// One part of the index: a heading and its entries in alphabetical order.
public struct BookIndexSection: Sendable {
    public var title: String
    public var entries: [BookIndexEntry]
}

/// A word of the index and the recipes it points to.
public struct BookIndexEntry: Sendable, Equatable {
    public var name: String
    public var numbers: [Int]
}

/// What goes into the book: everything, or one category, tag or plan, or chosen recipes.
public struct BookSelection: Sendable, Equatable {
    public var category: String?
    public var tag: String?
    public var plan: String?
    /// Recipes by slug (the browser's favourites); nil for no such limit.
    public var slugs: [String]?

    public init(category: String? = nil, tag: String? = nil, plan: String? = nil, slugs: [String]? = nil) {
        self.category = category
        self.tag = tag
        self.plan = plan
        self.slugs = slugs
    }
}

/// A selection that names nothing the site has.
public struct BookSelectionError: Error, CustomStringConvertible {
    public var description: String
}
