import Mustache

/// The nutrition section of a recipe page.
struct NutritionSectionView: Sendable {
    /// "4": what the per-serving column divides by; nil when the recipe states no servings.
    var servings: String?
    var hasPerServing: Bool
    var hasTotal: Bool
    var rows: [NutritionRowView]
    /// Front-matter values that are not among the eight, as written.
    var extras: [NutritionView]
    var computed: Bool
    /// What stays and what follows when the servings change.
    var scalingNote: String?
    /// The ingredients that kept the values from being worked out, ready to read.
    var missing: String?
    var unweighable: String?
    var uncounted: String?
    var hasHigh: Bool
    /// "More than these amounts per serving count as high: …".
    var highNote: String?
}

/// One nutrient's row: the value per serving and for the whole recipe.
struct NutritionRowView: Sendable {
    var key: String
    var label: String
    var perServing: [NutritionAmountView]
    var total: [NutritionAmountView]
    var high: Bool
}

/// A number and its unit (`410` `kcal`); `value` and `digits` let a script scale the number.
struct NutritionAmountView: Sendable {
    var text: String
    var unit: String
    var value: String
}

extension NutritionSectionView: MustacheParent {
    func child(named name: String) -> Any? {
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
    func child(named name: String) -> Any? {
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
    func child(named name: String) -> Any? {
        switch name {
        case "text": self.text
        case "unit": self.unit
        case "value": self.value
        default: nil
        }
    }
}
