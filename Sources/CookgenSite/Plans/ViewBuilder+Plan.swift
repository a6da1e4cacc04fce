import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown

/// Plan pages as templates see them: summaries, days, meals, cards and the shopping list.
package extension ViewBuilder {
    /// The overview entry of a plan.
    func planSummary(_ plan: ResolvedPlan) -> PlanSummaryView {
        PlanSummaryView(
            title: plan.plan.title, url: SiteURLs.href(SiteURLs.plan(plan.plan.slug)),
            days: labels["plan_days", default: "{n} days"].replacingOccurrences(of: "{n}", with: String(plan.days.count)),
            recipes: labels["plan_recipes", default: "{n} recipes"]
                .replacingOccurrences(of: "{n}", with: String(Set(plan.entries.map(\.slug)).count)),
            description: plan.plan.description.map(plainText))
    }

    /// The days of a plan: name, date, meals, and a card per recipe with its servings.
    func planDays(_ plan: ResolvedPlan) -> [PlanDayView] {
        plan.days.map { day in
            PlanDayView(name: day.date.map(labels.date) ?? day.name.nonEmpty ?? plan.plan.title, dateISO: day.date?.iso,
                        meals: day.meals.map { PlanMealView(name: $0.name, entries: $0.entries.compactMap(entryView)) })
        }
    }

    private func entryView(_ entry: ResolvedPlan.Entry) -> PlanEntryView? {
        guard let card = card(entry.slug) else { return nil }
        let amount = entry.servings.map { labels.counted("plan_servings", $0, default: "{n} servings") } ?? (entry.factor == 1 ? nil : labels["plan_batches", default: "{n}× the recipe"].replacingOccurrences(of: "{n}", with: number(entry.factor)))
        return PlanEntryView(card: card, planFactor: JSONWriter.string(.double(entry.factor)), planServings: amount)
    }

    /// The merged shopping list, grouped by aisle in shop order, names sorted within an aisle.
    func planShopping(_ items: [ShoppingItem], aisles: AisleTable) -> [AisleView] {
        let asNeeded = labels["js_as_needed", default: "as needed"]
        var groups: [String: [ShoppingItem]] = [:]
        for item in items { groups[aisles.aisle(for: item.name), default: []].append(item) }
        let order = AisleTable.order
        return groups.keys.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }.map { aisle in
            let list = (groups[aisle] ?? []).sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
            return AisleView(aisle: labels["aisle_" + aisle, default: aisle], items: list.map { item in
                // As `ShoppingList.text`: an amount without a number reads "as needed" beside others, alone it is left out.
                let amounts = item.amounts.map(amountText).map { $0.isEmpty ? asNeeded : $0 }
                return PlanShoppingItemView(name: item.name, key: item.key.rawValue,
                                            amounts: amounts.contains(where: { $0 != asNeeded }) ? amounts.joined(separator: " + ") : nil)
            })
        }
    }

    /// `700 g` with the language's decimal separator; counted things rounded up as in `ShoppingAmount`.
    func amountText(_ amount: ShoppingAmount) -> String {
        let number = amount.quantity?.roundedUp(forUnit: amount.unit).formatted(decimalSeparator: labels.decimalSeparator)
        return [number, amount.unit].compactMap { $0 }.joined(separator: " ")
    }

    /// `4`, `2½`, `1,5`: a count of servings or batches as a cook reads it.
    func number(_ value: Double) -> String {
        Quantity(value).formatted(decimalSeparator: labels.decimalSeparator)
    }

    /// The plan's description as HTML.
    func planDescriptionHTML(_ plan: ResolvedPlan) -> String? {
        plan.plan.description.map { Markdown.html($0) }
    }
}
