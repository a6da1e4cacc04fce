@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Small recipes for the kitchen tests, written as ingredient lines.
enum KitchenFixtures {
    static let location = SourceLocation(file: "Content/test.md", line: 1)

    /// A recipe whose ingredients are `lines`, parsed like a Markdown list.
    static func recipe(
        _ lines: [String], title: String = "Test", servings: Int? = nil, yield: String? = nil,
        components: [Component] = [], timers: [CookTimer] = [], cookware: [Cookware] = []
    ) -> Recipe {
        var metadata = RecipeMetadata(title: title, location: location)
        metadata.servings = servings
        metadata.yield = yield
        let items = lines.map { IngredientLineParser.parse($0, at: location) }
        return Recipe(slug: Slug(title), sourcePath: "Content/\(Slug(title)).md", format: .markdown, metadata: metadata,
                      ingredientGroups: [IngredientGroup(items: items)], cookware: cookware, timers: timers, components: components)
    }

    /// An ingredient by its parts.
    static func ingredient(_ quantity: Quantity?, _ unit: String?, _ name: String) -> Ingredient {
        Ingredient(text: name, quantity: quantity, unit: unit, name: name, location: location)
    }

    /// One line of each item, as `ShoppingList.text` writes it.
    static func lines(_ items: [ShoppingItem]) -> [String] {
        ShoppingList.text(items).split(separator: "\n").map(String.init)
    }
}
