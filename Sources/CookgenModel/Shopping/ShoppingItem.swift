import CookgenSupport
/// One line of a shopping list: an ingredient merged across recipes, with its amounts.
///
/// Amounts that add up are summed into one; amounts that do not (cloves and grams of
/// garlic) stand side by side, in this order: plain counts, counted units, weights,
/// volumes, vague amounts (pinch), units cookgen does not know, and last the amount
/// without a number, kept once.
public struct ShoppingItem: Sendable, Hashable, Codable {
    /// What the ingredients were merged by.
    public var key: IngredientKey
    /// The name to show: the spelling most recipes use (ties: the first in alphabetical order).
    public var name: String
    /// The merged amounts; never empty.
    public var amounts: [ShoppingAmount]
    /// The slugs of the recipes on the list that need it, sorted.
    public var recipes: [String]

    /// Creates an item.
    public init(key: IngredientKey, name: String, amounts: [ShoppingAmount], recipes: [String]) {
        self.key = key
        self.name = name
        self.amounts = amounts
        self.recipes = recipes
    }
}
