import CookgenSupport
import CookgenModel
import CookgenContent
import Mustache

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

extension NutritionSectionView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "servings": self.servings
        case "hasPerServing": self.hasPerServing
        case "hasTotal": self.hasTotal
        case "rows": self.rows
        case "extras": self.extras
        case "hasExtras": !self.extras.isEmpty
        case "computed": self.computed
        case "scalingNote": self.scalingNote
        case "missing": self.missing
        case "unweighable": self.unweighable
        case "uncounted": self.uncounted
        case "hasHigh": self.hasHigh
        case "highNote": self.highNote
        case "hasRows": !self.rows.isEmpty
        default: nil
        }
    }
}

extension NutritionRowView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "key": self.key
        case "label": self.label
        case "perServing": self.perServing
        case "total": self.total
        case "high": self.high
        default: nil
        }
    }
}

extension NutritionAmountView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "text": self.text
        case "unit": self.unit
        case "value": self.value
        default: nil
        }
    }
}
