import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The index stage's result: recipes with their relations, taxonomies, and resolved files.
public struct SiteIndex: Sendable {
    /// A use of another recipe, resolved.
    public struct Use: Sendable, Hashable {
        /// The recipe used.
        public var slug: Slug
        /// How much of it, when given.
        public var quantity: Quantity?
        /// The unit of `quantity`.
        public var unit: String?
    }

    /// The site settings.
    public var config: SiteConfig
    /// Every recipe that made it through, sorted by slug.
    public var recipes: [Recipe]
    /// Every recipe, sorted by title.
    public var recipesByTitle: [Recipe]
    /// Finds recipes by title, slug or file name; built once, because every expansion and page needs it.
    public var resolver: RecipeResolver
    /// Recipes by slug.
    public var bySlug: [Slug: Recipe]
    /// Every taxonomy, also empty ones, in `TaxonomyKind.allCases` order.
    public var taxonomies: [Taxonomy]
    /// The recipes each recipe uses.
    public var uses: [Slug: [Use]]
    /// The recipes that use each recipe, sorted by title.
    public var usedBy: [Slug: [Slug]]
    /// Resolved image paths (relative to `Content/`) by the path as written and the file it was written in.
    public var images: [ImageKey: String]
    /// Files to copy, relative to `Content/`.
    public var assets: [String]
    /// Allergens from `Content/allergens.yaml`: allergen → ingredient words.
    public var allergenOverrides: [String: [String]] = [:]
    /// Shop aisles from `Content/aisles.yaml`: aisle → ingredient names.
    public var aisleOverrides: [String: [String]] = [:]
    /// Meal plans with their recipes resolved, sorted by source path.
    public var plans: [ResolvedPlan] = []
    /// The `Content/` folder the assets are in.
    public var contentRoot: URL
    /// Guides and quizzes with their links to recipes.
    public var learning = LearningIndex()
    /// Problems found while relating recipes.
    public var diagnostics: [Diagnostic]
    /// Ingredient nutrition from `Content/nutrition.yaml`.
    public var nutritionTable = NutritionTable()
    /// The nutrition each recipe shows (given or computed), by slug; absent when it has none.
    public var nutrition: [Slug: RecipeNutrition] = [:]
    /// Every recipe's versions from git; empty when the site is not in a repository.
    public var history = SiteHistory()

    /// Asset paths by their NFC form, so `Café.svg` written in a recipe finds a file whose name the disk stores decomposed.
    package static func assetLookup(_ assets: [String]) -> [String: String] {
        Dictionary(assets.map { ($0.precomposedStringWithCanonicalMapping, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The taxonomy of a kind.
    public func taxonomy(_ kind: TaxonomyKind) -> Taxonomy {
        taxonomies.first { $0.kind == kind } ?? Taxonomy(kind: kind, terms: [])
    }

    /// Recipes of a term, in the term's order.
    public func recipes(in term: Term) -> [Recipe] { term.recipes.compactMap { bySlug[$0] } }

    /// The content-relative path of an image written in a file, if it exists.
    public func image(_ written: Located<String>?) -> String? {
        written.flatMap { images[ImageKey(file: $0.location.file, path: $0.value)] }
    }
}

/// An image reference as written, in the file that wrote it.
public struct ImageKey: Sendable, Hashable {
    /// The file the path was written in (relative to the site root).
    public var file: String
    /// The path as written.
    public var path: String
}
