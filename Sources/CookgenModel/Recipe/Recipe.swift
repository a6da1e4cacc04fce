import CookgenSupport
/// A recipe, whatever file format it came from: the one model every stage works on.
public struct Recipe: Sendable, Hashable {
    /// The file format a recipe was written in.
    public enum Format: String, Sendable, Hashable, Codable {
        case markdown, cooklang
    }

    /// The recipe's fields, kept in one shared box (copy on write): a site passes its recipes
    /// around, sorts them and groups them many times, and copying a recipe inline retained each of
    /// its fifty-odd strings and arrays every time. Now a copy is one retain; a change to a copy
    /// that shares its box copies the box first, so `Recipe` is a value as before.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var slug: Slug
        @usableFromInline var sourcePath: String
        @usableFromInline var format: Format
        @usableFromInline var metadata: RecipeMetadata
        @usableFromInline var ingredientGroups: [IngredientGroup]
        @usableFromInline var cookware: [Cookware]
        @usableFromInline var timers: [CookTimer]
        @usableFromInline var stepSections: [StepSection]
        @usableFromInline var components: [Component]
        @usableFromInline var body: String
        @usableFromInline var notes: String
    }

    /// Written only through `fields`' `_modify`, and only when this recipe holds the one
    /// reference: no two threads reach one box's fields with a write, so the run-time exclusivity
    /// check every read of a class property would otherwise pay is left out.
    @usableFromInline
    final class Box: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    @usableFromInline var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The URL name, unique in the site: `buttermilk-pancakes`.
    @inlinable public var slug: Slug {
        get { box.fields.slug }
        _modify { yield &fields.slug }
    }
    /// The source file, relative to the site root.
    public var sourcePath: String {
        get { box.fields.sourcePath }
        _modify { yield &fields.sourcePath }
    }
    /// Markdown or Cooklang.
    public var format: Format {
        get { box.fields.format }
        _modify { yield &fields.format }
    }
    /// Title, dates, people, taxonomies and other front matter. Read in place (`_read`) and
    /// inlinable, so `recipe.metadata.title` in another module reads the one field straight from
    /// the box: called through the accessor, it copied the whole metadata first, a retain per field.
    @inlinable public var metadata: RecipeMetadata {
        _read { yield box.fields.metadata }
        _modify { yield &fields.metadata }
    }
    /// Ingredients in groups, as written.
    @inlinable public var ingredientGroups: [IngredientGroup] {
        _read { yield box.fields.ingredientGroups }
        _modify { yield &fields.ingredientGroups }
    }
    /// Cookware named in the steps (Cooklang).
    public var cookware: [Cookware] {
        get { box.fields.cookware }
        _modify { yield &fields.cookware }
    }
    /// Timers named in the steps (Cooklang).
    public var timers: [CookTimer] {
        get { box.fields.timers }
        _modify { yield &fields.timers }
    }
    /// The method in sections.
    @inlinable public var stepSections: [StepSection] {
        _read { yield box.fields.stepSections }
        _modify { yield &fields.stepSections }
    }
    /// Other recipes this one uses.
    public var components: [Component] {
        get { box.fields.components }
        _modify { yield &fields.components }
    }
    /// Free Markdown around the recipe (an introduction, a story).
    public var body: String {
        get { box.fields.body }
        _modify { yield &fields.body }
    }
    /// Cook's notes, Markdown.
    public var notes: String {
        get { box.fields.notes }
        _modify { yield &fields.notes }
    }

    /// Creates a recipe.
    public init(
        slug: Slug, sourcePath: String, format: Format, metadata: RecipeMetadata,
        ingredientGroups: [IngredientGroup] = [], cookware: [Cookware] = [], timers: [CookTimer] = [],
        stepSections: [StepSection] = [], components: [Component] = [], body: String = "", notes: String = ""
    ) {
        box = Box(Fields(slug: slug, sourcePath: sourcePath, format: format, metadata: metadata, ingredientGroups: ingredientGroups,
                         cookware: cookware, timers: timers, stepSections: stepSections, components: components, body: body, notes: notes))
    }

    public static func == (lhs: Recipe, rhs: Recipe) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    /// All ingredients, groups flattened, in the order written.
    public var ingredients: [Ingredient] { ingredientGroups.flatMap(\.items) }

    /// All steps, sections flattened.
    public var steps: [Step] { stepSections.flatMap(\.steps) }

    /// The title (shorthand).
    @inlinable public var title: String { box.fields.metadata.title }
}
