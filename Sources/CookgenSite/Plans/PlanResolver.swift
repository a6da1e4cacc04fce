import CookgenSupport
import CookgenModel
import CookgenContent
/// Resolves the recipe references of meal plans against the index and scales each entry.
package enum PlanResolver {
    /// The plans with what resolved; an unknown recipe is reported (with the closest title) and left out.
    package static func resolve(_ plans: [MealPlan], recipes: [Slug: Recipe], resolver: RecipeResolver,
                        diagnostics: inout [Diagnostic]) -> [ResolvedPlan] {
        plans.map { plan in
            var missing = 0
            let days = plan.days.map { day in
                ResolvedPlan.Day(name: day.name, date: day.date, meals: day.meals.map { meal in
                    ResolvedPlan.Meal(name: meal.name, entries: meal.items.compactMap { item in
                        entry(for: item, in: plan, recipes: recipes, resolver: resolver, missing: &missing, diagnostics: &diagnostics)
                    })
                })
            }
            return ResolvedPlan(plan: plan, days: days)
        }
    }

    /// `missing` counts the unknown recipes of this plan so far: past a few, no suggestion is looked
    /// for, since only the first few of them are shown (a plan of 20,000 unknown names stays cheap).
    package static func entry(for item: MealPlan.Item, in plan: MealPlan, recipes: [Slug: Recipe], resolver: RecipeResolver,
                      missing: inout Int, diagnostics: inout [Diagnostic]) -> ResolvedPlan.Entry? {
        guard let slug = resolver.resolve(item.target), let recipe = recipes[slug] else {
            missing += 1
            let hint = (missing <= Suggester.suggestionsPerFile ? resolver.closestTitle(to: item.target) : nil).map { "did you mean '\($0)'?" }
                ?? "name a recipe by its title, slug or file name"
            diagnostics.append(.error("plan-recipe-missing", "no recipe named '\(item.target)'; the plan is shown without it",
                                      at: item.location, hint: hint))
            return nil
        }
        let serves = recipe.metadata.servings.map(Double.init).flatMap { $0 > 0 ? $0 : nil }
        if let batches = item.batches {
            return ResolvedPlan.Entry(slug: slug, servings: serves.map { $0 * batches }, factor: batches)
        }
        guard let wanted = item.servings ?? plan.servings else {
            return ResolvedPlan.Entry(slug: slug, servings: serves, factor: 1)
        }
        guard let serves else {
            diagnostics.append(.warning("plan-servings-unknown",
                                        "'\(recipe.title)' does not say how many it serves, so it is planned as written",
                                        at: item.location, hint: "add 'servings:' to the recipe, or plan it in batches ('batches: 2', '{2}')"))
            return ResolvedPlan.Entry(slug: slug, servings: nil, factor: 1)
        }
        return ResolvedPlan.Entry(slug: slug, servings: wanted, factor: wanted / serves)
    }
}
