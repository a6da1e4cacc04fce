import CookgenSupport
/// Merges the ingredients of many recipes into one shopping list.
///
/// ```swift
/// let items = ShoppingList.build([ShoppingEntry(slug: Slug("pancakes"), factor: 2),
///                                 ShoppingEntry(slug: Slug("margherita-pizza"))], index: index)
/// print(ShoppingList.text(items))
/// // flour — 700 g
/// // garlic — 2 cloves + 10 g
/// // salt — ½ tsp + as needed
/// ```
///
/// Rules:
/// - each recipe is expanded first: the recipes it uses add their ingredients, scaled by the
///   amount used (see `expandedIngredients(of:factor:index:)`), then scaled by the entry's factor;
/// - ingredients with the same `IngredientKey` are one item, whatever recipe they come from;
/// - amounts in units of one dimension are summed: weights with weights, volumes with
///   volumes (never weight with volume), the same counted unit with itself, plain counts with
///   plain counts. A sum is shown in the unit most of its amounts use; when no unit is used
///   most, in the unit `UnitConversion` finds natural for the total, in the system of the first
///   amount that has one (spoons alone stay spoons);
/// - amounts that cannot be summed stand side by side (`2 cloves + 10 g`); an amount without a
///   number ("salt to taste") is kept once;
/// - no ingredient is ever dropped: every key of every expanded recipe is an item;
/// - the result is sorted by key and does not depend on the order of the entries: they are
///   put in slug order before anything is added, so even the rounding of sums is the same.
public enum ShoppingList {
    /// The list as text, one line per item: `garlic — 2 cloves + 10 g`. An item with only an
    /// amount without a number is just its name; beside other amounts that one reads `as needed`.
    public static func text(_ items: [ShoppingItem]) -> String {
        items.map { item in
            let amounts = item.amounts.map { $0.formatted.isEmpty ? "as needed" : $0.formatted }
            guard amounts != ["as needed"], !amounts.isEmpty else { return item.name }
            return item.name + " — " + amounts.joined(separator: " + ")
        }.joined(separator: "\n")
    }

    /// Entries by slug, then factor, so sums are added in the same order for any input order.
    package static func canonicalOrder(_ entries: [ShoppingEntry]) -> [ShoppingEntry] {
        entries.sorted { lhs, rhs in
            if lhs.slug != rhs.slug { return lhs.slug < rhs.slug }
            // A total order, so even NaN factors sort the same way every time.
            return lhs.factor.isTotallyOrdered(belowOrEqualTo: rhs.factor)
                && !rhs.factor.isTotallyOrdered(belowOrEqualTo: lhs.factor)
        }
    }
}

/// An ingredient on its way to the list, with the entry it came from.
package struct ShoppingLine {
    package var ingredient: Ingredient
    package var recipe: String

    /// The ingredient as bought (a Cooklang `@garlic cloves{2}` keeps its name in the steps, but
    /// is 2 cloves of garlic on the list), with the entry it came from.
    package init(ingredient: Ingredient, recipe: String) {
        self.ingredient = IngredientLineParser.movingAmountOutOfName(ingredient)
        self.recipe = recipe
    }

    /// What the line merges by: `garlic` for `2 garlic cloves` and `2 cloves garlic`.
    package var key: IngredientKey { ShoppingList.key(of: ingredient) }
}
