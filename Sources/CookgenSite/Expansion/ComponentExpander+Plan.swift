import CookgenSupport
import CookgenModel
import CookgenContent
/// Which lines of a recipe are its own ingredients, and which recipes it uses, how much of each.
package extension ComponentExpander {
    /// A recipe's own ingredient lines, and the recipes it uses with their amounts.
    struct Plan {
        package var own: [Ingredient]
        package var uses: [SiteIndex.Use]
    }

    /// Components first, then referencing lines that name a recipe no component names
    /// (Cooklang `@./Dough{300%g}`). A line that is a used recipe — a reference to it, or a
    /// name that is, or ends in, its title or slug (`1.2 l hot vegetable stock`, `2 balls pizza dough`) —
    /// is the use itself, not an ingredient of its own; the first such line with a number
    /// gives a component written without an amount its amount.
    func plan(for recipe: Recipe) -> Plan {
        // Only what the index accepted: no self-use, no missing or dropped recipes.
        let accepted = Set((index.uses[recipe.slug] ?? []).map(\.slug))
        func target(_ name: String) -> Slug? {
            resolver.resolve(name).flatMap { $0 != recipe.slug && accepted.contains($0) ? $0 : nil }
        }
        var uses = recipe.components.compactMap { component in
            target(component.target).map { SiteIndex.Use(slug: $0, quantity: component.quantity, unit: component.unit) }
        }
        let componentSlugs = Set(uses.map(\.slug))
        var own: [Ingredient] = []
        var lineAmounts: [Slug: SiteIndex.Use] = [:]
        for ingredient in recipe.ingredients {
            guard let reference = ingredient.reference, let slug = target(reference) else {
                own.append(ingredient)
                continue
            }
            // `1 dough ball [pizza dough](…)`: the words before the name say what is counted.
            let named = index.bySlug[slug].flatMap { Self.use(named: ingredient, among: [($0.slug, Self.names(of: $0))]) }
            let use = named ?? SiteIndex.Use(slug: slug, quantity: ingredient.quantity, unit: ingredient.unit)
            if componentSlugs.contains(slug) { record(use, in: &lineAmounts) } else { uses.append(use) }
        }
        let names = uses.compactMap { index.bySlug[$0.slug] }.map { ($0.slug, Self.names(of: $0)) }
        own.removeAll { ingredient in
            guard let use = Self.use(named: ingredient, among: names) else { return false }
            record(use, in: &lineAmounts)
            return true
        }
        return Plan(own: own, uses: Self.completed(uses, lineAmounts: lineAmounts, components: componentSlugs))
    }

    /// The keys a line may name a recipe by: its title and its slug.
    static func names(of recipe: Recipe) -> [IngredientKey] {
        [IngredientKey(recipe.title), IngredientKey(recipe.slug.rawValue)]
    }

    /// Keeps the first line with a number for each used recipe.
    private func record(_ use: SiteIndex.Use, in amounts: inout [Slug: SiteIndex.Use]) {
        if amounts[use.slug] == nil, use.quantity != nil { amounts[use.slug] = use }
    }

    /// The use an ingredient line names, with the words before the recipe's name as its unit
    /// when it has none (`2 balls pizza dough` is 2 `ball` of "Pizza Dough"); nil for other lines.
    /// Only a name of two words or more may end a longer line: "soy sauce" is not a "Sauce".
    static func use(named ingredient: Ingredient, among recipes: [(Slug, [IngredientKey])]) -> SiteIndex.Use? {
        let key = IngredientKey(ingredient.name).rawValue
        guard !key.isEmpty else { return nil }
        for (slug, names) in recipes {
            for name in names.lazy.map(\.rawValue) where !name.isEmpty {
                let ends = name.utf8.contains(UInt8(ascii: " ")) && key.hasSuffix(" " + name)
                guard key == name || ends else { continue }
                let words = String(key.dropLast(name.count)).trimmed
                let unit = ingredient.unit?.trimmed.nonEmpty ?? words.nonEmpty
                return SiteIndex.Use(slug: slug, quantity: ingredient.quantity, unit: unit)
            }
        }
        return nil
    }

    /// Components with the amount of the line that names them: all of it when the component
    /// has none, or just its unit when both give the same plain number (a front-matter amount
    /// `2 dough balls` reaches the index as the number 2, its words not being a unit).
    static func completed(_ uses: [SiteIndex.Use], lineAmounts: [Slug: SiteIndex.Use], components: Set<Slug>) -> [SiteIndex.Use] {
        var completed: Set<Slug> = []
        return uses.map { use in
            guard components.contains(use.slug), let line = lineAmounts[use.slug],
                  completed.insert(use.slug).inserted else { return use }
            if use.quantity == nil { return line }
            if use.unit == nil, line.unit != nil, line.quantity == use.quantity { return line }
            return use
        }
    }
}
