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

    /// The values a recipe has for this taxonomy, as written. Each field is read on its own
    /// through `Recipe.metadata`'s `_read`, without a copy of the whole metadata.
    package func values(of recipe: Recipe) -> [Located<String>] {
        switch self {
        case .categories: return recipe.metadata.categories
        case .courses: return recipe.metadata.courses
        case .cuisines: return recipe.metadata.cuisines
        case .diets: return recipe.metadata.diets
        case .seasons: return recipe.metadata.seasons
        case .levels: return recipe.metadata.level.map { [$0] } ?? []
        case .tags: return recipe.metadata.tags
        case .authors: return Self.authors(recipe.metadata.author, at: recipe.metadata.location)
        }
    }

    /// The values of this taxonomy in a recipe's front matter. (Read from another module,
    /// `recipe.metadata` is a copy of the whole metadata, a retain per field: a loop over every
    /// taxonomy reads it once and asks this.)
    package func values(in metadata: RecipeMetadata) -> [Located<String>] {
        switch self {
        case .categories: return metadata.categories
        case .courses: return metadata.courses
        case .cuisines: return metadata.cuisines
        case .diets: return metadata.diets
        case .seasons: return metadata.seasons
        case .levels: return metadata.level.map { [$0] } ?? []
        case .tags: return metadata.tags
        case .authors: return Self.authors(metadata.author, at: metadata.location)
        }
    }

    /// The authors named in `author`, split at commas.
    private static func authors(_ author: String?, at location: SourceLocation) -> [Located<String>] {
        guard let author else { return [] }
        // One author (no comma) is the common case: the text itself, trimmed, without a split.
        guard author.utf8.contains(UInt8(ascii: ",")) else { return author.nonEmpty.map { [Located($0, at: location)] } ?? [] }
        return author.split(separator: ",").compactMap { String($0).nonEmpty }.map { Located($0, at: location) }
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

    /// Each value as the recipes write it → the slug of its term (empty for a value that makes
    /// none), as `TaxonomyBuilder` found it; values it did not see are worked out when asked.
    package var valueSlugs: [String: Slug] = [:]

    /// A taxonomy of `terms`.
    public init(kind: TaxonomyKind, terms: [Term]) {
        self.kind = kind
        self.terms = terms
    }

    /// The term with this slug.
    public func term(_ slug: Slug) -> Term? { terms.first { $0.slug == slug } }

    /// The slug of the term a value written in a recipe names: its vocabulary key's for a closed
    /// vocabulary, else its own (empty when it has no letters or digits).
    package func slug(of value: String) -> Slug {
        valueSlugs[value] ?? kind.slug(of: value)
    }
}

extension TaxonomyKind {
    /// `Taxonomy.slug(of:)`, worked out.
    package func slug(of value: String) -> Slug {
        Slug(vocabulary?.entry(for: value)?.key ?? value)
    }
}
