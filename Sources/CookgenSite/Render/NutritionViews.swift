import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

/// The nutrition section of a recipe page.
package struct NutritionSectionView: Sendable {
    /// "4": what the per-serving column divides by; nil when the recipe states no servings.
    package var servings: String?
    package var hasPerServing: Bool
    package var hasTotal: Bool
    package var rows: [NutritionRowView]
    /// Front-matter values that are not among the eight, as written.
    package var extras: [NutritionView]
    package var computed: Bool
    /// What stays and what follows when the servings change.
    package var scalingNote: String?
    /// The ingredients that kept the values from being worked out, ready to read.
    package var missing: String?
    package var unweighable: String?
    package var uncounted: String?
    package var hasHigh: Bool
    /// "More than these amounts per serving count as high: …".
    package var highNote: String?
}

/// One nutrient's row: the value per serving and for the whole recipe.
package struct NutritionRowView: Sendable {
    package var key: String
    package var label: String
    package var perServing: [NutritionAmountView]
    package var total: [NutritionAmountView]
    package var high: Bool
}

/// A number and its unit (`410` `kcal`); `value` and `digits` let a script scale the number.
package struct NutritionAmountView: Sendable {
    package var text: String
    package var unit: String
    package var value: String
}

extension NutritionSectionView: TemplateObject {
    package static let templateKeys = ["servings", "hasPerServing", "hasTotal", "rows", "extras", "hasExtras", "computed", "scalingNote", "missing", "unweighable", "uncounted", "hasHigh", "highNote", "hasRows"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.servings)
        case 1: .of(self.hasPerServing)
        case 2: .of(self.hasTotal)
        case 3: .of(self.rows)
        case 4: .of(self.extras)
        case 5: .of(!self.extras.isEmpty)
        case 6: .of(self.computed)
        case 7: .of(self.scalingNote)
        case 8: .of(self.missing)
        case 9: .of(self.unweighable)
        case 10: .of(self.uncounted)
        case 11: .of(self.hasHigh)
        case 12: .of(self.highNote)
        case 13: .of(!self.rows.isEmpty)
        default: .null
        }
    }
}

extension NutritionRowView: TemplateObject {
    package static let templateKeys = ["key", "label", "perServing", "total", "high"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.key)
        case 1: .of(self.label)
        case 2: .of(self.perServing)
        case 3: .of(self.total)
        case 4: .of(self.high)
        default: .null
        }
    }
}

extension NutritionAmountView: TemplateObject {
    package static let templateKeys = ["text", "unit", "value"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.text)
        case 1: .of(self.unit)
        case 2: .of(self.value)
        default: .null
        }
    }
}
