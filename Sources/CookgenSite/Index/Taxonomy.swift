import CookgenSupport
import CookgenModel
import CookgenContent
/// The ways recipes are grouped; each gets an overview page and a page per term.
public enum TaxonomyKind: String, Sendable, Hashable, CaseIterable, Codable {
    case categories, courses, cuisines, diets, seasons, levels, tags, authors

    /// The output folder: `categories/`, `diets/`.
    public var folder: String { rawValue }

    /// The vocabulary values must come from, if it is closed.
    public var vocabulary: Vocabulary? {
        switch self {
        case .diets: .diets
        case .seasons: .seasons
        case .levels: .levels
        default: nil
        }
    }

    /// The values a recipe has for this taxonomy, as written.
    package func values(of recipe: Recipe) -> [Located<String>] {
        // Each field read in place (`Recipe.metadata` is inlinable): a copy of the whole metadata
        // to read one list was most of the work.
        switch self {
        case .categories: return recipe.metadata.categories
        case .courses: return recipe.metadata.courses
        case .cuisines: return recipe.metadata.cuisines
        case .diets: return recipe.metadata.diets
        case .seasons: return recipe.metadata.seasons
        case .levels: return recipe.metadata.level.map { [$0] } ?? []
        case .tags: return recipe.metadata.tags
        case .authors:
            guard let author = recipe.metadata.author else { return [] }
            return author.split(separator: ",").compactMap { String($0).nonEmpty }.map { Located($0, at: recipe.metadata.location) }
        }
    }
}

/// One value of a taxonomy and the recipes that have it: "vegan", "Breakfast".
public struct Term: Sendable, Hashable {
    /// URL name: `gluten-free`.
    public var slug: Slug
    /// Display name as written (or the vocabulary key for closed vocabularies).
    public var name: String
    /// Key in a closed vocabulary (`gluten-free`), for translated labels and schema.org.
    public var vocabularyKey: String?
    /// Slugs of the recipes, sorted by title.
    public var recipes: [Slug]
    /// Category metadata, for categories that have it.
    public var info: CategoryInfo?
}

/// All terms of one taxonomy, in display order.
public struct Taxonomy: Sendable, Hashable {
    /// Which taxonomy.
    public var kind: TaxonomyKind
    /// Terms: categories by `order` then name; closed vocabularies in vocabulary order; others by name.
    public var terms: [Term]

    /// The term with this slug.
    public func term(_ slug: Slug) -> Term? { terms.first { $0.slug == slug } }
}
