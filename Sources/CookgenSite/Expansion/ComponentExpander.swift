import CookgenSupport
import CookgenModel
import CookgenContent
/// Expands the recipes a recipe uses into their ingredients, recursively: the dough inside
/// the pizza inside a menu. See `ShoppingList.expandedIngredients(of:factor:index:)` for the rules.
package struct ComponentExpander {
    /// Deeper than this, a chain of recipes is a mistake, not a menu; it is cut off with a note.
    package static let maxDepth = 16

    package let index: SiteIndex
    package let resolver: RecipeResolver
    /// What the cook should hear about, in the order found.
    package private(set) var notes: [ExpansionNote] = []

    /// An expander for the recipes of `index`.
    package init(index: SiteIndex) {
        self.index = index
        self.resolver = index.resolver
    }

    /// The ingredients of `slug` for `factor` batches, with every used recipe expanded.
    package mutating func ingredients(of slug: Slug, factor: Double) -> [Ingredient] {
        expand(slug, factor: factor, path: [slug])
    }

    /// `path` holds the recipes being expanded, outermost first, so a circle is seen, not followed.
    package mutating func expand(_ slug: Slug, factor: Double, path: [Slug]) -> [Ingredient] {
        guard let recipe = index.bySlug[slug] else { return [] }
        let plan = plan(for: recipe)
        var result = plan.own.map { $0.scaled(by: factor) }
        for use in plan.uses {
            guard let used = index.bySlug[use.slug] else { continue }
            if path.contains(use.slug) {
                note(recipe, used, "uses '\(used.title)', which is already being expanded (recipes in a circle); it is left out here")
                continue
            }
            guard path.count < Self.maxDepth else {
                note(recipe, used, "uses recipes more than \(Self.maxDepth) levels deep; '\(used.title)' is left out")
                continue
            }
            let batches = batches(of: used, for: use, in: recipe, path: path)
            // A fixed amount of a used recipe does not follow the using recipe's scale.
            let inner = use.quantity?.fixed == true ? batches : factor * batches
            result += expand(use.slug, factor: inner, path: path + [use.slug])
        }
        return result
    }

    package mutating func note(_ recipe: Recipe, _ used: Recipe, _ message: String) {
        notes.append(ExpansionNote(recipe: recipe.slug, component: used.slug, message: message))
    }
}
