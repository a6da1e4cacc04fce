import CookgenSupport
import CookgenModel
import CookgenContent

extension ShoppingList {
    /// The merged list for `entries`.
    public static func build(_ entries: [ShoppingEntry], index: SiteIndex) -> [ShoppingItem] {
        var notes: [ExpansionNote] = []
        return build(entries, index: index, notes: &notes)
    }

    /// The merged list for `entries`; what is worth telling about expanding the recipes they
    /// use (amounts counted as one batch, circles, unknown recipes) is added to `notes`, sorted.
    public static func build(_ entries: [ShoppingEntry], index: SiteIndex, notes: inout [ExpansionNote]) -> [ShoppingItem] {
        var expander = ComponentExpander(index: index)
        var lines: [ShoppingLine] = []
        var found: [ExpansionNote] = []
        for entry in canonicalOrder(entries) {
            guard index.bySlug[entry.slug] != nil else {
                found.append(ExpansionNote(recipe: entry.slug, component: nil, message: "there is no recipe '\(entry.slug)'"))
                continue
            }
            for ingredient in expander.ingredients(of: entry.slug, factor: entry.factor) {
                lines.append(ShoppingLine(ingredient: ingredient, recipe: entry.slug.rawValue))
            }
        }
        notes += Set(found + expander.notes).sorted()
        return merge(lines)
    }
}
