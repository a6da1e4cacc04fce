import CookgenSupport
import Foundation
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

/// The profiles of one index's recipes, each worked out once, on first use, by whichever of the
/// cards script and the search index (which run side by side, in the same order) asks first; the
/// other waits for it rather than working it out again (before, they often both did: at 1,000
/// recipes, 120 M instructions twice).
package final class RecipeProfiles: @unchecked Sendable {
    private let index: SiteIndex
    private let table: AllergenTable
    private let condition = NSCondition()
    private var known: [Slug: RecipeProfile] = [:]
    /// Recipes whose profile a thread is working out now.
    private var making: Set<Slug> = []

    /// The profiles of `index`'s recipes, allergens found with `table` (by default the site's own).
    package init(index: SiteIndex, allergens table: AllergenTable? = nil) {
        self.index = index
        self.table = table ?? AllergenTable(overrides: index.allergenOverrides)
    }

    /// Uses `profile` for the recipe `slug` (one a previous build made, which the change since cannot have reached).
    package func remember(_ profile: RecipeProfile, for slug: Slug) {
        condition.withLock { known[slug] = profile }
    }

    package func of(_ recipe: Recipe) -> RecipeProfile {
        let slug = recipe.slug
        condition.lock()
        while true {
            if let profile = known[slug] {
                condition.unlock()
                return profile
            }
            guard making.contains(slug) else { break }
            condition.wait()
        }
        making.insert(slug)
        condition.unlock()
        let profile = RecipeProfile(recipe, index: index, allergens: table)
        condition.lock()
        known[slug] = profile
        making.remove(slug)
        condition.broadcast()
        condition.unlock()
        return profile
    }
}
