import CookgenSupport
import CookgenModel
import CookgenContent
/// View models: what templates see. Plain values, never the domain types.
/// Anything that may be absent is optional, so `{{#x}}` sections skip it.

/// A link with a name: taxonomy terms, authors, uses.
package struct LinkView: Sendable {
    package var name: String
    package var url: String
}

/// Where a recipe comes from; `url` only for web addresses.
package struct SourceView: Sendable {
    package var name: String
    package var url: String?
}

/// A recipe this one uses or is used in.
package struct UseView: Sendable {
    package var title: String
    package var url: String
    package var amount: String?
}

/// An image and its alt text; `src` is relative to the site root.
package struct ImageView: Sendable {
    package var src: String
    package var alt: String
    /// A web URL (a photo service): templates use it as written, not under `{{root}}`.
    package var remote: Bool { SiteURLs.isRemote(src) }
}

/// A recipe in a list.
package struct CardView: Sendable {
    package var title: String
    package var url: String
    package var slug: String
    package var description: String?
    package var image: ImageView?
    package var totalTime: String?
    package var totalTimeISO: String?
    package var level: LinkView?
    package var diets: [LinkView]
    package var categories: [LinkView]
    package var date: String?
    package var dateISO: String?
    /// The newest rating in the cook's log: `★★★★☆`, and "Rated 4 of 5".
    package var stars: String? = nil
    package var ratingLabel: String? = nil
}

/// A term in an overview.
package struct TermView: Sendable {
    package var name: String
    package var url: String
    package var count: Int
    package var description: String?
    package var descriptionHTML: String?
    package var image: ImageView?
}

/// A label and a value with its machine form: "Prep", "15 min", "PT15M".
package struct TimeView: Sendable {
    package var label: String
    package var value: String
    package var iso: String
}

/// An ingredient line; `low`/`high`/`fixed` are for scripts that scale.
package struct IngredientView: Sendable {
    /// Position in the recipe's ingredient list, as in the page data.
    package var id: Int
    package var quantity: String?
    package var unit: String?
    package var name: String
    package var note: String?
    package var url: String?
    /// A web address the name links to (not a page of the site).
    package var link: String?
    package var low: String?
    package var high: String?
    package var fixed: Bool
}

/// A named group of ingredients.
package struct IngredientGroupView: Sendable {
    package var title: String?
    package var items: [IngredientView]
}

/// One step; `html` is safe HTML; `notes` are Cooklang `>` notes written after it.
package struct StepView: Sendable {
    package var number: Int
    package var html: String
    package var image: ImageView?
    package var notes: [String]
    /// "Needs an adult", when the step does.
    package var adult: AdultView?
}

/// A named part of the method; `notes` are those written before its first step.
package struct StepSectionView: Sendable {
    package var title: String?
    package var steps: [StepView]
    package var notes: [String]
}

/// A nutrition row.
package struct NutritionView: Sendable {
    package var label: String
    package var value: String
}

/// Everything a recipe page shows.
package struct RecipeView: Sendable {
    package var title: String
    package var slug: String
    package var description: String?
    package var image: ImageView?
    package var date: String?
    package var dateISO: String?
    package var updated: String?
    package var updatedISO: String?
    package var author: LinkView?
    package var source: SourceView?
    package var times: [TimeView]
    package var servings: String?
    package var yield: String?
    package var level: LinkView?
    package var seasons: [LinkView]
    package var diets: [LinkView]
    package var categories: [LinkView]
    package var courses: [LinkView]
    package var cuisines: [LinkView]
    package var tags: [LinkView]
    package var hasIngredients: Bool
    package var ingredientGroups: [IngredientGroupView]
    package var hasSteps: Bool
    package var stepSections: [StepSectionView]
    package var bodyHTML: String?
    package var notesHTML: String?
    package var nutrition: NutritionSectionView?
    package var hasUses: Bool
    package var uses: [UseView]
    package var hasUsedBy: Bool
    package var usedBy: [UseView]
    package var cookware: [String]
    /// Guides the recipe links (safety, hygiene…).
    package var guides: [GuideCardView] = []
    /// The unlock badge, when the recipe declares `unlock_points`.
    package var unlock: UnlockView?
    /// Versions from git and the cook's log; nil when there are none.
    package var history: HistoryView? = nil
}
