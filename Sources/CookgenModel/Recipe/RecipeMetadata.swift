import CookgenSupport
/// Everything a recipe says about itself besides ingredients and steps.
public struct RecipeMetadata: Sendable, Hashable {
    /// Required.
    public var title: String
    /// One or two sentences.
    public var description: String?
    /// First published.
    public var date: CalendarDate?
    /// Last changed.
    public var updated: CalendarDate?
    /// Who wrote it.
    public var author: String?
    /// Where it comes from: a URL or free text.
    public var source: String?
    /// The main picture, as written (relative to the recipe file or Content/).
    public var image: Located<String>?
    /// Alt text for the picture.
    public var imageAlt: String?
    /// Category names as written.
    public var categories: [Located<String>] = []
    /// Courses (breakfast, main, dessert…).
    public var courses: [Located<String>] = []
    /// Cuisines (Italian, Thai…).
    public var cuisines: [Located<String>] = []
    /// Diet forms as written; the index checks them against the vocabulary.
    public var diets: [Located<String>] = []
    /// Seasons as written.
    public var seasons: [Located<String>] = []
    /// Level as written (easy, medium, hard).
    public var level: Located<String>?
    /// Free tags.
    public var tags: [Located<String>] = []
    /// Number of servings, when it is a number.
    public var servings: Int?
    /// Yield as written ("12 pancakes", or servings that are not a number).
    public var yield: String?
    /// Preparation time in minutes.
    public var prepMinutes: Int?
    /// Cooking time in minutes.
    public var cookMinutes: Int?
    /// Total time in minutes (given, or prep + cook).
    public var totalMinutes: Int?
    /// Nutrition per serving, as written, in the order written.
    public var nutrition: [NutritionEntry] = []
    /// Shown first on the home page.
    public var featured: Bool = false
    /// Not built.
    public var draft: Bool = false
    /// Guides the recipe links, by slug or title as written (`guides: [safety]`).
    public var guides: [Located<String>] = []
    /// Quiz points at which the recipe counts as unlocked, a game for children (`unlock_points: 10`).
    public var unlockPoints: Int?
    /// Steps marked in front matter as needing an adult (`adult_steps: [2, 4]`), with reasons.
    public var adultSteps: [AdultStepMark] = []
    /// Whether hazards are read from step words and cookware; `adult_steps: none` turns it off.
    public var deriveAdultSteps: Bool = true
    /// Language of the recipe text, when given (Cooklang `locale`).
    public var locale: String?
    /// The cook's log: attempts and how they went, in the order written (`log:`).
    public var log: [CookLogEntry] = []
    /// Entries cookgen has no field for, in the order written: kept for exports and round trips.
    public var extra: [MetadataField] = []
    /// Where the front matter (or the file) starts, for whole-recipe messages.
    public var location: SourceLocation

    /// Creates metadata with a title; everything else is optional.
    public init(title: String, location: SourceLocation) {
        self.title = title
        self.location = location
    }
}

/// One nutrition value as written in front matter: `protein: 9 g`.
public struct NutritionEntry: Sendable, Hashable {
    /// The key as normalised: `protein`, `saturated_fat`.
    public var key: String
    /// The value as written: `9 g`.
    public var value: String

    /// Creates an entry.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// A step marked in front matter as needing an adult: `adult_steps: [2, {step: 4, why: oven}]`.
public struct AdultStepMark: Sendable, Hashable {
    /// The step number, counted from 1 across sections.
    public var step: Int
    /// The reasons given; empty when none.
    public var hazards: [Hazard]
    /// Where the mark is written.
    public var location: SourceLocation

    /// Creates a mark.
    public init(step: Int, hazards: [Hazard] = [], location: SourceLocation) {
        self.step = step
        self.hazards = hazards
        self.location = location
    }
}
