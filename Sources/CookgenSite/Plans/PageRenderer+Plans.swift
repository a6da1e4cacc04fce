import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Plan pages, the plans overview and the diet-profile page.
package extension PageRenderer {
    /// Every plan page and the overview; none when the site has no plans or the theme lacks the templates.
    func planPages() -> [PageSpec] {
        guard sections.plans else { return [] }
        var pages = [page("plans", path: SiteURLs.plans, title: views.labels["plans_title", default: "Meal plans"], kind: "plans",
                          .plans(PlansPageView(plans: index.plans.map(views.planSummary))))]
        let aisles = AisleTable(overrides: index.aisleOverrides)
        for plan in index.plans {
            let path = SiteURLs.plan(plan.plan.slug)
            let items = ShoppingList.build(plan: plan, index: index)
            var summary = views.planSummary(plan)
            summary.descriptionHTML = views.planDescriptionHTML(plan)
            // The plan's extras in the shape of a recipe's shopping data, so the page script adds them the same way.
            let extras: [String: JSONValue] = [
                "slug": JSONValue("plan:" + plan.plan.slug.rawValue), "title": JSONValue(plan.plan.title), "url": JSONValue(SiteURLs.href(path)),
                "shopping": .array(plan.plan.extras.enumerated().map { .object(recipeData.ingredient($1, id: $0, group: nil)) }),
            ]
            let view = PlanPageView(
                plan: summary, days: views.planDays(plan), shopping: views.planShopping(items, aisles: aisles),
                hasShopping: !items.isEmpty, shoppingCount: items.count,
                // What "add the whole plan" puts on the list: each recipe once, its batches added up.
                planEntries: plan.shoppingEntries.map { "\($0.slug.rawValue)*\(JSONWriter.string(.double($0.factor)))" }.joined(separator: " "),
                planExtras: JSONWriter.script(extras))
            pages.append(page("plan", path: path, title: plan.plan.title, description: plan.plan.description.map(views.plainText),
                              kind: "plan", .plan(view)))
        }
        return pages
    }

    /// The diet-profile page: every diet form and allergen a person can choose.
    func profilePage() -> PageSpec? {
        guard theme.templateNames.contains("profile") else { return nil }
        let diets = Vocabulary.diets.entries.map { entry in
            ChoiceView(key: entry.key, name: views.labels["diet_" + entry.key.replacingOccurrences(of: "-", with: "_"), default: entry.key])
        }
        let allergens = AllergenTable(overrides: index.allergenOverrides).entries.keys.sorted().map { key in
            ChoiceView(key: key, name: views.labels["js_allergen_" + key, default: key])
        }
        return page("profile", path: SiteURLs.profile, title: views.labels["profile_title", default: "My diet profile"], kind: "profile",
                    .profile(ProfilePageView(diets: diets, allergens: allergens)))
    }

    /// What the diet profile filters by, per recipe, for `cards.js`: diet keys with what they imply,
    /// allergens, and ingredient keys (the recipes it uses expanded).
    func profileData(_ recipe: Recipe) -> [String: JSONValue] {
        let profile = profiles.of(recipe)
        return ["diets": JSONValue(profile.diets), "allergens": JSONValue(profile.allergens), "keys": JSONValue(profile.keys)]
    }
}
