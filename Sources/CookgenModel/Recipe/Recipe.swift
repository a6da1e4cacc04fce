import CookgenSupport
/// A recipe, whatever file format it came from: the one model every stage works on.
public struct Recipe: Sendable, Hashable {
    /// The file format a recipe was written in.
    public enum Format: String, Sendable, Hashable, Codable {
        case markdown, cooklang
    }

    /// The URL name, unique in the site: `buttermilk-pancakes`.
    public var slug: Slug
    /// The source file, relative to the site root.
    public var sourcePath: String
    /// Markdown or Cooklang.
    public var format: Format
    /// Title, dates, people, taxonomies and other front matter.
    public var metadata: RecipeMetadata
    /// Ingredients in groups, as written.
    public var ingredientGroups: [IngredientGroup]
    /// Cookware named in the steps (Cooklang).
    public var cookware: [Cookware]
    /// Timers named in the steps (Cooklang).
    public var timers: [CookTimer]
    /// The method in sections.
    public var stepSections: [StepSection]
    /// Other recipes this one uses.
    public var components: [Component]
    /// Free Markdown around the recipe (an introduction, a story).
    public var body: String
    /// Cook's notes, Markdown.
    public var notes: String

    /// Creates a recipe.
    public init(
        slug: Slug, sourcePath: String, format: Format, metadata: RecipeMetadata,
        ingredientGroups: [IngredientGroup] = [], cookware: [Cookware] = [], timers: [CookTimer] = [],
        stepSections: [StepSection] = [], components: [Component] = [], body: String = "", notes: String = ""
    ) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.format = format
        self.metadata = metadata
        self.ingredientGroups = ingredientGroups
        self.cookware = cookware
        self.timers = timers
        self.stepSections = stepSections
        self.components = components
        self.body = body
        self.notes = notes
    }

    /// All ingredients, groups flattened, in the order written.
    public var ingredients: [Ingredient] { ingredientGroups.flatMap(\.items) }

    /// All steps, sections flattened.
    public var steps: [Step] { stepSections.flatMap(\.steps) }

    /// The title (shorthand).
    public var title: String { metadata.title }
}
