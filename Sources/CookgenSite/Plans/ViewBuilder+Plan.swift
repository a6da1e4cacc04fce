import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown

/// Plan pages as templates see them: plain dictionaries of strings, cards and lists.
package extension ViewBuilder {
    /// The overview entry of a plan.
    func planSummary(_ plan: ResolvedPlan) -> [String: Any] {
        var summary: [String: Any] = [
            "title": plan.plan.title, "url": SiteURLs.href(SiteURLs.plan(plan.plan.slug)),
            "days": labels["plan_days", default: "{n} days"].replacingOccurrences(of: "{n}", with: String(plan.days.count)),
            "recipes": labels["plan_recipes", default: "{n} recipes"]
                .replacingOccurrences(of: "{n}", with: String(Set(plan.entries.map(\.slug)).count)),
        ]
        if let description = plan.plan.description { summary["description"] = plainText(description) }
        return summary
    }

    /// The days of a plan: name, date, meals, and a card per recipe with its servings.
    func planDays(_ plan: ResolvedPlan) -> [[String: Any]] {
        plan.days.map { day -> [String: Any] in
            var view: [String: Any] = ["name": day.date.map(labels.date) ?? day.name.nonEmpty ?? plan.plan.title]
            if let date = day.date { view["dateISO"] = date.iso }
            view["meals"] = day.meals.map { meal -> [String: Any] in
                var m: [String: Any] = ["entries": meal.entries.compactMap(entryView)]
                if let name = meal.name { m["name"] = name }
                return m
            }
            return view
        }
    }

    private func entryView(_ entry: ResolvedPlan.Entry) -> [String: Any]? {
        guard let card = cards[entry.slug] else { return nil }
        let amount = entry.servings.map {
            labels["plan_servings", default: "{n} servings"].replacingOccurrences(of: "{n}", with: number($0))
        } ?? (entry.factor == 1 ? nil : labels["plan_batches", default: "{n}× the recipe"].replacingOccurrences(of: "{n}", with: number(entry.factor)))
        var view: [String: Any] = ["card": card, "planFactor": JSONWriter.string(.double(entry.factor))]
        if let amount { view["planServings"] = amount }
        return view
    }

    /// The merged shopping list, grouped by aisle in shop order, names sorted within an aisle.
    func planShopping(_ items: [ShoppingItem], aisles: AisleTable) -> [[String: Any]] {
        let asNeeded = labels["js_as_needed", default: "as needed"]
        var groups: [String: [ShoppingItem]] = [:]
        for item in items { groups[aisles.aisle(for: item.name), default: []].append(item) }
        let order = AisleTable.order
        return groups.keys.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }.map { aisle in
            let list = (groups[aisle] ?? []).sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
            return ["aisle": labels["aisle_" + aisle, default: aisle], "items": list.map { item -> [String: Any] in
                // As `ShoppingList.text`: an amount without a number reads "as needed" beside others, alone it is left out.
                let amounts = item.amounts.map(amountText).map { $0.isEmpty ? asNeeded : $0 }
                var view: [String: Any] = ["name": item.name, "key": item.key.rawValue]
                if amounts.contains(where: { $0 != asNeeded }) { view["amounts"] = amounts.joined(separator: " + ") }
                return view
            }]
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
