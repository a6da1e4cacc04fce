/// View models: what templates see. Plain values, never the domain types.
/// Anything that may be absent is optional, so `{{#x}}` sections skip it.

/// A link with a name: taxonomy terms, authors, uses.
struct LinkView: Sendable {
    var name: String
    var url: String
}

/// Where a recipe comes from; `url` only for web addresses.
struct SourceView: Sendable {
    var name: String
    var url: String?
}

/// A recipe this one uses or is used in.
struct UseView: Sendable {
    var title: String
    var url: String
    var amount: String?
}

/// An image and its alt text; `src` is relative to the site root.
struct ImageView: Sendable {
    var src: String
    var alt: String
}

/// A recipe in a list.
struct CardView: Sendable {
    var title: String
    var url: String
    var slug: String
    var description: String?
    var image: ImageView?
    var totalTime: String?
    var totalTimeISO: String?
    var level: LinkView?
    var diets: [LinkView]
    var categories: [LinkView]
    var date: String?
    var dateISO: String?
}

/// A term in an overview.
struct TermView: Sendable {
    var name: String
    var url: String
    var count: Int
    var description: String?
    var descriptionHTML: String?
    var image: ImageView?
}

/// A label and a value with its machine form: "Prep", "15 min", "PT15M".
struct TimeView: Sendable {
    var label: String
    var value: String
    var iso: String
}

/// An ingredient line; `low`/`high`/`fixed` are for scripts that scale.
struct IngredientView: Sendable {
    /// Position in the recipe's ingredient list, as in the page data.
    var id: Int
    var quantity: String?
    var unit: String?
    var name: String
    var note: String?
    var url: String?
    var low: String?
    var high: String?
    var fixed: Bool
}

/// A named group of ingredients.
struct IngredientGroupView: Sendable {
    var title: String?
    var items: [IngredientView]
}

/// One step; `html` is safe HTML; `notes` are Cooklang `>` notes written after it.
struct StepView: Sendable {
    var number: Int
    var html: String
    var image: ImageView?
    var notes: [String]
    /// "Needs an adult", when the step does.
    var adult: AdultView?
}

/// A named part of the method; `notes` are those written before its first step.
struct StepSectionView: Sendable {
    var title: String?
    var steps: [StepView]
    var notes: [String]
}

/// A nutrition row.
struct NutritionView: Sendable {
    var label: String
    var value: String
}

/// Everything a recipe page shows.
struct RecipeView: Sendable {
    var title: String
    var slug: String
    var description: String?
    var image: ImageView?
    var date: String?
    var dateISO: String?
    var updated: String?
    var updatedISO: String?
    var author: LinkView?
    var source: SourceView?
    var times: [TimeView]
    var servings: String?
    var yield: String?
    var level: LinkView?
    var seasons: [LinkView]
    var diets: [LinkView]
    var categories: [LinkView]
    var courses: [LinkView]
    var cuisines: [LinkView]
    var tags: [LinkView]
    var hasIngredients: Bool
    var ingredientGroups: [IngredientGroupView]
    var hasSteps: Bool
    var stepSections: [StepSectionView]
    var bodyHTML: String?
    var notesHTML: String?
    var nutrition: NutritionSectionView?
    var hasUses: Bool
    var uses: [UseView]
    var hasUsedBy: Bool
    var usedBy: [UseView]
    var cookware: [String]
    /// Guides the recipe links (safety, hygiene…).
    var guides: [GuideCardView] = []
    /// The unlock badge, when the recipe declares `unlock_points`.
    var unlock: UnlockView?
}
