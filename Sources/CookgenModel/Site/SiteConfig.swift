import CookgenSupport
/// The site's settings from `cookgen.yaml`.
public struct SiteConfig: Sendable, Hashable {
    /// Site title, shown in the header and the feed.
    public var title: String = "Cookbook"
    /// One sentence for the home page and the meta description.
    public var description: String = ""
    /// Absolute URL the site is published under, e.g. `https://example.org/recipes/`; empty for relative-only.
    public var baseURL: String = ""
    /// UI language (`en`, `de`, …).
    public var language: String = "en"
    /// Default author of recipes and the feed.
    public var author: String = ""
    /// Markdown for the about page.
    public var about: String = ""
    /// How many recipes the home page lists as newest.
    public var newestCount: Int = 6
    /// Whether recipe pages show their versions from git (`history: false` keeps commit messages off the site).
    public var history: Bool = true
    /// Per-serving limits above which nutrition values are flagged as high (`nutrition_high:`).
    public var nutritionThresholds = NutritionThresholds()
    /// Folders under `Content/` where a picture not found beside its recipe is looked for, in
    /// order: `images` (Jekyll's site-wide folder), then those `image_folders:` names.
    public var imageFolders: [String] = ["images"]
    /// The installed app's name under its icon (`short_name:`); empty: the title, when short enough.
    public var shortName: String = ""
    /// A square PNG for the app icons (`icon:`), relative to `Content/`; nil: drawn from the theme.
    public var icon: Located<String>?

    /// The defaults.
    public init() {}
}

/// Metadata of one category from `Content/categories.yaml`.
public struct CategoryInfo: Sendable, Hashable {
    /// The name recipes use.
    public var name: String
    /// A sentence or two, Markdown.
    public var description: String = ""
    /// An image, relative to `Content/`.
    public var image: Located<String>?
    /// Sort position; lower first, then by name.
    public var order: Int?
    /// Where it was defined.
    public var location: SourceLocation

    /// Creates category metadata.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
