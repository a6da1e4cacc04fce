import CookgenSupport
import CookgenModel
import Foundation

package extension VersionSnapshot {
    /// What `recipe` says in cooking terms.
    init(_ recipe: Recipe) {
        let m = recipe.metadata
        self.init(title: m.title, servings: m.servings, yield: m.yield, prepMinutes: m.prepMinutes, cookMinutes: m.cookMinutes,
                  totalMinutes: m.totalMinutes, categories: m.categories.map(\.value), diets: m.diets.map(\.value),
                  ingredients: recipe.ingredientGroups.flatMap { group in group.items.map { VersionIngredient($0, group: group.title) } },
                  steps: recipe.steps.map { RecipeText.markdown($0, in: recipe) })
    }

    /// A version of a recipe file as git stored it, read by the site's own loader; nil when it
    /// does not read as a recipe (not UTF-8, too large, no title).
    init?(file data: Data, path: String) {
        guard data.count <= Loader.maximumFileBytes, case .success(let source) = SourceText.decode(data, path: path) else { return nil }
        let (recipe, _) = path.lowercased().hasSuffix(".cook") ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
        guard let recipe else { return nil }
        self.init(recipe)
    }
}
