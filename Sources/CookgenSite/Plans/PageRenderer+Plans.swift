import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Plan pages, the plans overview and the diet-profile page.
package extension PageRenderer {
    /// (path, context, template) of every plan page and the overview; none when the site has no plans
    /// or the theme lacks the templates.
    func planPages() -> [(String, [String: Any], String)] {
        guard !index.plans.isEmpty, theme.templateNames.contains("plan"), theme.templateNames.contains("plans") else { return [] }
        var pages: [(String, [String: Any], String)] = []
        var overview = common(path: SiteURLs.plans, title: views.labels["plans_title", default: "Meal plans"], description: nil, kind: "plans")
        overview["plans"] = index.plans.map(views.planSummary)
        pages.append((SiteURLs.plans, overview, "plans"))
        let aisles = AisleTable(overrides: index.aisleOverrides)
        for plan in index.plans {
            let path = SiteURLs.plan(plan.plan.slug)
            var context = common(path: path, title: plan.plan.title, description: plan.plan.description.map(views.plainText), kind: "plan")
            let items = ShoppingList.build(plan: plan, index: index)
            let shopping = views.planShopping(items, aisles: aisles)
            var view = views.planSummary(plan)
            if let html = views.planDescriptionHTML(plan) { view["descriptionHTML"] = html }
            context["plan"] = view
            context["days"] = views.planDays(plan)
            context["shopping"] = shopping
            context["hasShopping"] = !items.isEmpty
            context["shoppingCount"] = items.count
            // What "add the whole plan" puts on the list: each recipe once, its batches added up.
            context["planEntries"] = plan.shoppingEntries.map { "\($0.slug.rawValue)*\(JSONWriter.string($0.factor))" }.joined(separator: " ")
            // The plan's extras in the shape of a recipe's shopping data, so the page script adds them the same way.
            let extras: [String: Any] = [
                "slug": "plan:" + plan.plan.slug.rawValue, "title": plan.plan.title, "url": SiteURLs.href(path),
                "shopping": plan.plan.extras.enumerated().map { recipeData.ingredient($1, id: $0, group: nil) },
            ]
            context["planExtras"] = ScriptText.safe(JSONWriter.string(extras))
            pages.append((path, context, "plan"))
        }
        return pages
    }

    /// The diet-profile page: every diet form and allergen a person can choose.
    func profilePage() -> (String, [String: Any], String)? {
        guard theme.templateNames.contains("profile") else { return nil }
        var context = common(path: SiteURLs.profile, title: views.labels["profile_title", default: "My diet profile"], description: nil, kind: "profile")
        context["diets"] = Vocabulary.diets.entries.map { entry -> [String: Any] in
            ["key": entry.key, "name": views.labels["diet_" + entry.key.replacingOccurrences(of: "-", with: "_"), default: entry.key]]
        }
        context["allergens"] = AllergenTable(overrides: index.allergenOverrides).entries.keys.sorted().map { key -> [String: Any] in
            ["key": key, "name": views.labels["js_allergen_" + key, default: key]]
        }
        return (SiteURLs.profile, context, "profile")
    }

    /// What the diet profile filters by, per recipe, for `cards.js`: diet keys with what they imply,
    /// allergens, and ingredient keys (the recipes it uses expanded).
    func profileData(_ recipe: Recipe, allergens: AllergenTable) -> [String: Any] {
        let keys = ShoppingList.expandedIngredients(of: recipe.slug, index: index)
            .map { IngredientKey($0.name).rawValue }.filter { !$0.isEmpty }.uniqued()
        return ["diets": Vocabulary.dietKeys(implied: recipe.metadata.diets.map(\.value)),
                "allergens": Array(Set(keys.flatMap(allergens.allergens(of:)))).sorted(), "keys": keys]
    }
}
