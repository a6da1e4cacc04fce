import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

// The plan and diet-profile pages' views as templates see them; see Views+Template.swift.
// `TemplateKeyTests` checks every stored property is answered under its own name.

extension PlanSummaryView: TemplateObject {
    package static let templateKeys = ["title", "url", "days", "recipes", "description", "descriptionHTML"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.url)
        case 2: .of(self.days)
        case 3: .of(self.recipes)
        case 4: .of(self.description)
        case 5: .of(self.descriptionHTML)
        default: .null
        }
    }
}

extension PlanEntryView: TemplateObject {
    package static let templateKeys = ["card", "planFactor", "planServings"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.card)
        case 1: .of(self.planFactor)
        case 2: .of(self.planServings)
        default: .null
        }
    }
}

extension PlanMealView: TemplateObject {
    package static let templateKeys = ["name", "entries"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.entries)
        default: .null
        }
    }
}

extension PlanDayView: TemplateObject {
    package static let templateKeys = ["name", "dateISO", "meals"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.dateISO)
        case 2: .of(self.meals)
        default: .null
        }
    }
}

extension PlanShoppingItemView: TemplateObject {
    package static let templateKeys = ["name", "key", "amounts"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.key)
        case 2: .of(self.amounts)
        default: .null
        }
    }
}

extension AisleView: TemplateObject {
    package static let templateKeys = ["aisle", "items"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.aisle)
        case 1: .of(self.items)
        default: .null
        }
    }
}

extension PlansPageView: TemplateObject {
    package static let templateKeys = ["plans"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.plans)
        default: .null
        }
    }
}

extension PlanPageView: TemplateObject {
    package static let templateKeys = ["plan", "days", "shopping", "hasShopping", "shoppingCount", "planEntries", "planExtras"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.plan)
        case 1: .of(self.days)
        case 2: .of(self.shopping)
        case 3: .of(self.hasShopping)
        case 4: .of(self.shoppingCount)
        case 5: .of(self.planEntries)
        case 6: .of(self.planExtras)
        default: .null
        }
    }
}

extension ChoiceView: TemplateObject {
    package static let templateKeys = ["key", "name"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.key)
        case 1: .of(self.name)
        default: .null
        }
    }
}

extension ProfilePageView: TemplateObject {
    package static let templateKeys = ["diets", "allergens"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.diets)
        case 1: .of(self.allergens)
        default: .null
        }
    }
}
