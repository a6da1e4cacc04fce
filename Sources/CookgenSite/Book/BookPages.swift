/// Page numbers for the printed book (the PDF): on which page each recipe, chapter and the index
/// start, by anchor (`r-12`, `ch-3`, `book-index`).
///
/// A browser cannot print page references, so `cookgen book --format pdf` prints twice: first with
/// `BookPages.reserved(digits:)`, which keeps room for a number beside every line of the contents
/// (the room, not the number, decides the layout), reads from that PDF where each anchor landed,
/// then prints again with the numbers filled in. The pages cannot move: the numbers take the
/// room the first print already had, and the index, whose numbers change, comes last.
public struct BookPages: Sendable, Equatable {
    /// How many digits of room each page number has.
    public var digits: Int
    /// The page of each anchor; empty in the first print.
    public var pages: [String: Int]

    public init(digits: Int, pages: [String: Int]) {
        self.digits = digits
        self.pages = pages
    }

    /// Room for numbers of `digits` digits, no numbers yet.
    public static func reserved(digits: Int) -> BookPages { BookPages(digits: digits, pages: [:]) }

    /// The digits to reserve before anything is printed: enough for four pages a recipe (a
    /// recipe with a picture takes one or two), so a second first print is rare.
    public static func digitsToReserve(for book: Book) -> Int {
        digits(of: 4 * book.entries.count + 2 * book.chapters.count + 8)
    }

    /// The number of digits of `n` (at least 1).
    public static func digits(of n: Int) -> Int { String(max(n, 0)).count }

    /// Whether every number in `pages` fits the room.
    public var fits: Bool { pages.values.allSatisfy { Self.digits(of: $0) <= digits } }
}
