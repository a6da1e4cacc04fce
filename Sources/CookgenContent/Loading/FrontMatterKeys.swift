import CookgenSupport
import CookgenModel
/// The front-matter vocabulary: every key cookgen reads, with the spellings used by
/// Jekyll/Hugo recipe collections and Cooklang, mapped to one canonical key.
package enum FrontMatterKey: String, CaseIterable, Sendable {
    case title, slug, description, date, updated, author, source, image, imageAlt
    case categories, courses, cuisines, diets, seasons, level, tags
    case servings, yield, prepTime, cookTime, totalTime, nutrition, notes
    case featured, draft, locale
    case guides, unlockPoints, adultSteps, log
    case ingredients, directions, components
    /// Keys of other tools that cookgen has no field for: kept as written, never taken for typos.
    case kept

    /// Reads a key as written: case, `-`, `_` and spaces do not matter.
    package static func named(_ raw: String) -> FrontMatterKey? {
        aliases[normalise(raw)]
    }

    /// `Prep-Time` → `prep_time`.
    package static func normalise(_ raw: String) -> String { raw.normalisedKey }

    /// All spellings, for "did you mean" suggestions.
    package static var knownSpellings: [String] { aliases.filter { $0.value != .kept }.keys.sorted() }

    /// The main spelling of a key, as documented: `prep_time`.
    package var spelling: String { Self.table[self]?.first ?? rawValue }

    private static let table: [FrontMatterKey: [String]] = [
            .title: ["title", "name"],
            .slug: ["slug"],
            .description: ["description", "summary", "excerpt", "introduction"],
            .date: ["date", "published", "date_published", "created"],
            .updated: ["updated", "lastmod", "last_modified", "date_modified", "modified"],
            .author: ["author", "authors", "by"],
            .source: ["source", "source_url", "original", "original_url", "adapted_from"],
            .image: ["image", "picture", "photo", "cover", "thumbnail", "images"],
            .imageAlt: ["image_alt", "alt", "image_description"],
            .categories: ["category", "categories"],
            .courses: ["course", "courses", "meal"],
            .cuisines: ["cuisine", "cuisines"],
            .diets: ["diet", "diets", "suitable_for_diet", "dietary"],
            .seasons: ["season", "seasons"],
            .level: ["level", "difficulty", "skill"],
            .tags: ["tags", "tag", "keywords"],
            .servings: ["servings", "serves", "portions", "serving"],
            .yield: ["yield", "makes", "recipe_yield"],
            .prepTime: ["prep_time", "prep", "preptime", "preparation_time"],
            .cookTime: ["cook_time", "cook", "cooktime", "cooking_time", "bake_time"],
            .totalTime: ["total_time", "time", "total", "totaltime", "duration", "time_required"],
            .nutrition: ["nutrition", "nutrients"],
            .notes: ["notes", "note", "tips"],
            .featured: ["featured"],
            .draft: ["draft"],
            .locale: ["locale", "language", "lang"],
            .guides: ["guides", "guide"],
            .unlockPoints: ["unlock_points", "unlock_at", "unlocks_at"],
            .adultSteps: ["adult_steps", "adult", "needs_adult"],
            .log: ["log", "cook_log", "cooks_log", "cooking_log"],
            .ingredients: ["ingredients"],
            .directions: ["directions", "steps", "instructions", "method", "preparation"],
            .components: ["components", "uses", "recipes"],
            .kept: ["layout", "permalink", "weight", "aliases", "type", "id", "url", "menu", "toc", "comments", "sitemap",
                    "imagecredit", "image_credit", "allergens", "rating", "photos", "image_url"],
    ]

    private static let aliases: [String: FrontMatterKey] = {
        var map: [String: FrontMatterKey] = [:]
        for (key, spellings) in table { for s in spellings { map[s] = key } }
        return map
    }()
}
