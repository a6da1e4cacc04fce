import CookgenSupport
import CookgenModel
import CookgenContent
/// The shopping list of a whole meal plan.
extension ShoppingList {
    /// One merged list for `plan`: every recipe at the plan's scale (a recipe planned twice counts
    /// twice), the recipes they use expanded, and the plan's extras; notes as for `build(_:index:notes:)`.
    public static func build(plan: ResolvedPlan, index: SiteIndex, notes: inout [ExpansionNote]) -> [ShoppingItem] {
        build(plan.shoppingEntries, extras: plan.plan.extras, from: "plan:" + plan.plan.slug.rawValue, index: index, notes: &notes)
    }

    /// The merged list for `entries` and ingredients bought as they are (`extras`, credited to `from`).
    public static func build(_ entries: [ShoppingEntry], extras: [Ingredient], from: String = "extras", index: SiteIndex,
                             notes: inout [ExpansionNote]) -> [ShoppingItem] {
        var expander = ComponentExpander(index: index)
        var lines: [ShoppingLine] = []
        for entry in canonicalOrder(entries) where index.bySlug[entry.slug] != nil {
            for ingredient in expander.ingredients(of: entry.slug, factor: entry.factor) {
                lines.append(ShoppingLine(ingredient: ingredient, recipe: entry.slug.rawValue))
            }
        }
        for extra in extras { lines.append(ShoppingLine(ingredient: extra, recipe: from)) }
        notes += Set(expander.notes).sorted()
        return merge(lines)
    }

    /// The list for `plan` without the notes.
    public static func build(plan: ResolvedPlan, index: SiteIndex) -> [ShoppingItem] {
        var notes: [ExpansionNote] = []
        return build(plan: plan, index: index, notes: &notes)
    }
}
