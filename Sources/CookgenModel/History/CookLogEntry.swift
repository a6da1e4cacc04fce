import CookgenSupport
/// One attempt at a recipe from the cook's log in front matter: not an edit of the text, but a
/// record of how it went (`log: [{date: 2024-05-02, note: …, rating: 4, photo: …}]`).
public struct CookLogEntry: Sendable, Hashable {
    /// The day it was cooked.
    public var date: CalendarDate
    /// What the cook noticed, as written (plain text).
    public var note: String?
    /// How it went, 1 to 5.
    public var rating: Int?
    /// A picture of the attempt, as written (relative to the recipe file or Content/).
    public var photo: Located<String>?
    /// Where the entry is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(date: CalendarDate, note: String? = nil, rating: Int? = nil, photo: Located<String>? = nil, location: SourceLocation) {
        self.date = date
        self.note = note
        self.rating = rating
        self.photo = photo
        self.location = location
    }

    /// Ratings a log entry may give.
    public static let ratings = 1...5
}

public extension Array where Element == CookLogEntry {
    /// The rating of the newest entry that gives one (the last written wins on the same day).
    var newestRating: Int? {
        enumerated().filter { $0.element.rating != nil }
            .max { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }?.element.rating
    }
}
