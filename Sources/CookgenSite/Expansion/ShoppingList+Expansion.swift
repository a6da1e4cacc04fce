import CookgenSupport
import CookgenModel
import CookgenContent
/// Recipes inside recipes: a recipe's ingredients with the recipes it uses expanded.
extension ShoppingList {
    /// The ingredients of `slug` for `factor` batches, with every recipe it uses (components,
    /// Markdown links, Cooklang references) replaced by that recipe's ingredients.
    ///
    /// ```swift
    /// // margherita-pizza uses "2 dough balls" of pizza-dough (yield: 4 dough balls)
    /// ShoppingList.expandedIngredients(of: Slug("margherita-pizza"), index: index)
    /// // … the pizza's own ingredients, then half of the dough's: 300 g flour, 195 ml water …
    /// ```
    ///
    /// How much of a used recipe: no amount → one batch; a plain number → that many batches;
    /// `servings`/`portions` → against its servings; a unit that matches its yield (`2 dough
    /// balls` of `yield: 4 dough balls`, `750 ml` of `yield: 2 l`) → that share of it; a weight
    /// or volume → that share of the total of its ingredients in g or ml (through `DensityTable`,
    /// never guessed). When none of these can be worked out it is one batch and a note says so.
    /// A fixed amount (Cooklang `=`) ignores `factor`. Expansion is recursive; a recipe already
    /// being expanded is not expanded again (circles end with a note), nor are chains deeper
    /// than 16.
    ///
    /// A line of the using recipe that is the used recipe — a reference to it, or a name whose
    /// key is, or ends in, the key of its title or slug (`1.2 l hot vegetable stock`, `2 balls
    /// pizza dough`; only names of two words or more may end a line, so "soy sauce" is not a
    /// recipe called "Sauce") — is replaced by the expansion, not listed as well. Such a line gives a
    /// component written without an amount its amount, the words before the name being the
    /// unit when there is none (`2 balls` of a recipe that yields `4 dough balls`); and when the
    /// component's amount is the same plain number, the line's unit says what it counts.
    /// The recipe's own ingredients come first, then the used recipes' in the order they are used.
    public static func expandedIngredients(of slug: Slug, factor: Double = 1, index: SiteIndex) -> [Ingredient] {
        var notes: [ExpansionNote] = []
        return expandedIngredients(of: slug, factor: factor, index: index, notes: &notes)
    }

    /// The expanded ingredients, adding to `notes` what the cook should hear about (sorted).
    public static func expandedIngredients(
        of slug: Slug, factor: Double, index: SiteIndex, notes: inout [ExpansionNote]
    ) -> [Ingredient] {
        var expander = ComponentExpander(index: index)
        let ingredients = expander.ingredients(of: slug, factor: factor)
        notes += Set(expander.notes).sorted()
        return ingredients
    }
}
