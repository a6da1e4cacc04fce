import CookgenSupport
/// A guide page (`Content/guides/hygiene.md`): Markdown with front matter, linked from recipes.
public struct Guide: Sendable, Hashable {
    /// The URL name, from the file name: `hygiene`.
    public var slug: Slug
    /// The source file, relative to the site root.
    public var sourcePath: String
    /// Required.
    public var title: String
    /// One or two sentences for the overview and meta tags.
    public var description: String?
    /// Tags; a recipe with one of them links the guide.
    public var tags: [Located<String>] = []
    /// Hazards the guide explains (`covers: [knife, oven]`); a recipe with such a step links it.
    public var covers: [Hazard] = []
    /// Quiz points at which the guide counts as unlocked.
    public var unlockPoints: Int?
    /// Position in the overview (`order: 1`); guides without one follow, by title.
    public var order: Int?
    /// The Markdown body.
    public var body: String
    /// Where the file starts.
    public var location: SourceLocation

    /// Creates a guide.
    public init(slug: Slug, sourcePath: String, title: String, body: String, location: SourceLocation) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.title = title
        self.body = body
        self.location = location
    }
}
