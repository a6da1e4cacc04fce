import CookgenSupport
import CookgenModel
import CookgenContent

/// What the diet profile and the pantry search know of a recipe: its ingredient keys (the
/// recipes it uses expanded), the allergens they hold, and its diet keys with what they imply.
/// The cards script and the search index both carry it; a build works it out once per recipe.
package struct RecipeProfile: Sendable, Equatable {
    package var keys: [String]
    package var allergens: [String]
    package var diets: [String]

    package init(keys: [String], allergens: [String], diets: [String]) {
        self.keys = keys
        self.allergens = allergens
        self.diets = diets
    }

    /// The profile of `recipe` in `index`.
    package init(_ recipe: Recipe, index: SiteIndex, allergens table: AllergenTable) {
        keys = ShoppingList.expandedIngredients(of: recipe.slug, index: index)
            .map { IngredientKey($0.name).rawValue }.filter { !$0.isEmpty }.uniqued()
        allergens = Array(Set(keys.flatMap(table.allergens(of:)))).sorted()
        diets = Vocabulary.dietKeys(implied: recipe.metadata.diets.map(\.value))
    }
}

/// The profiles of one index's recipes, each worked out on first use (by whichever of the cards
/// script and the search index, which run side by side, asks first).
package final class RecipeProfiles: Sendable {
    private let index: SiteIndex
    private let table: AllergenTable
    private let memo = SharedMemo<Slug, RecipeProfile>(limit: .max)

    /// The profiles of `index`'s recipes, allergens found with `table` (by default the site's own).
    package init(index: SiteIndex, allergens table: AllergenTable? = nil) {
        self.index = index
        self.table = table ?? AllergenTable(overrides: index.allergenOverrides)
    }

    /// Uses `profile` for the recipe `slug` (one a previous build made, which the change since cannot have reached).
    package func remember(_ profile: RecipeProfile, for slug: Slug) {
        memo.store(profile, for: slug)
    }

    package func of(_ recipe: Recipe) -> RecipeProfile {
        if let known = memo.value(for: recipe.slug) { return known }
        let profile = RecipeProfile(recipe, index: index, allergens: table)
        memo.store(profile, for: recipe.slug)
        return profile
    }
}
