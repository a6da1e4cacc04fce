import CookgenSupport
import CookgenModel
import CookgenContent
/// The data a recipe page's scripts use (scaling, units, shopping list, cook mode),
/// as described in docs/browser-data.md. Built once per recipe; written inline in the
/// page and as `assets/data/recipes/<slug>.js` for list pages.
package struct RecipeData {
    package let views: ViewBuilder
    package let aisles: AisleTable

    package func object(_ recipe: Recipe) -> [String: Any] {
        let index = views.index
        var groupOf: [String?] = []
        for group in recipe.ingredientGroups { groupOf += group.items.map { _ in group.title } }
        let ingredients = recipe.ingredients.enumerated().map { n, i in ingredient(i, id: n, group: groupOf[n]) }
        let shopping = ShoppingList.expandedIngredients(of: recipe.slug, index: index).enumerated().map { n, i in
            ingredient(i, id: n, group: nil)
        }
        let hazards = views.hazards(of: recipe)
        let image = index.image(recipe.metadata.image).map { ["src": SiteURLs.href($0), "alt": recipe.metadata.imageAlt ?? recipe.title] }
        return [
            "slug": recipe.slug.rawValue, "title": recipe.title, "url": SiteURLs.href(SiteURLs.recipe(recipe.slug)),
            "servings": recipe.metadata.servings.map { $0 as Any } ?? JSONWriter.null,
            "yield": recipe.metadata.yield.map { $0 as Any } ?? JSONWriter.null,
            "image": image.map { $0 as Any } ?? JSONWriter.null,
            "ingredients": ingredients, "shopping": shopping,
            "steps": zip(recipe.steps, StepIngredients.uses(in: recipe)).enumerated().map { n, pair in
                ["n": n + 1, "ingredients": pair.1, "html": views.stepHTML(pair.0, recipe: recipe, root: ""),
                 "adult": views.adultView(hazards[n], marked: pair.0.adultHazards != nil).map { $0.text as Any } ?? JSONWriter.null]
            },
            "timers": StepAnnotator.timers(in: recipe),
            "nutrition": index.nutrition[recipe.slug].map(nutrition) ?? JSONWriter.null,
        ]
    }

    /// Per serving (stays when servings change) and whole recipe at scale 1 (follows them), kcal and g.
    private func nutrition(_ n: RecipeNutrition) -> Any {
        func facts(_ f: NutritionFacts?) -> Any {
            guard let f else { return JSONWriter.null }
            return Dictionary(uniqueKeysWithValues: f.values.map { ($0.key.key, ($0.value * 10_000).rounded() / 10_000) })
        }
        return [
            "origin": n.origin.rawValue, "servings": n.servings.map { $0 as Any } ?? JSONWriter.null,
            "perServing": facts(n.perServing), "total": facts(n.total), "high": n.high.map(\.key),
            "missing": n.missing + n.unweighable,
        ] as [String: Any]
    }

    package func ingredient(_ i: Ingredient, id: Int, group: String?) -> [String: Any] {
        let unit = i.unit.flatMap(UnitTable.unit(named:))
        let recipeURL = i.reference.flatMap { views.resolver.resolve($0) }.map { SiteURLs.href(SiteURLs.recipe($0)) }
        func value(_ v: Any?) -> Any { v ?? JSONWriter.null }
        return [
            "id": id, "group": value(group), "name": i.name, "key": IngredientKey(i.name).rawValue,
            "low": value(i.quantity?.low), "high": value(i.quantity?.high), "fixed": i.quantity?.fixed ?? false,
            "text": value(i.quantityText), "unit": value(i.unit), "u": value(unit?.id), "note": value(i.note),
            "aisle": aisles.aisle(for: i.name), "recipe": value(recipeURL),
            "density": value(DensityTable.density(of: i.name)),
        ]
    }

    /// `cookgenRegister({...});`
    package func script(_ recipe: Recipe) -> String {
        "cookgenRegister(" + JSONWriter.string(object(recipe)) + ");\n"
    }
}

/// Which ingredients each step uses, for cook mode: Cooklang says so; in Markdown a step
/// uses an ingredient whose name (or its last word, for "plain flour") it mentions.
package enum StepIngredients {
    package static func uses(in recipe: Recipe) -> [[Int]] {
        let ingredients = recipe.ingredients
        let names = ingredients.map { IngredientKey($0.name).rawValue }
        return recipe.steps.map { step in
            var used: [Int] = []
            for item in step.items {
                switch item {
                case .ingredient(let i): used.append(i)
                case .text(let text) where recipe.format == .markdown:
                    let lower = " " + text.lowercased() + " "
                    for (n, key) in names.enumerated() where !key.isEmpty && mentions(lower, key) { used.append(n) }
                default: break
                }
            }
            return used.uniqued()
        }
    }

    private static func mentions(_ text: String, _ key: String) -> Bool {
        if text.containsText(key) { return true }
        guard let last = key.split(separator: " ").last, last.count > 3 else { return false }
        return text.containsText(" \(last)") 
    }
}
