import CookgenSupport
/// Scaling a whole recipe: by a factor, to a number of servings, or to the amount of one
/// ingredient the cook has.
///
/// ```swift
/// recipe.scaled(by: 2)                                      // twice the recipe
/// recipe.scaled(toServings: 6)                              // nil when it states no servings
/// try recipe.scaled(toHave: Quantity(400), unit: .gram, of: "flour")
/// ```
///
/// What scales: every ingredient quantity that is not fixed (Cooklang `=`), the amounts of
/// the recipes it uses, the number of servings (rounded to a whole number, at least 1) and
/// the leading number of the yield (`12 pancakes` → `24 pancakes`; a yield without one
/// gets the factor in front: `2 × one 23 cm tart`). What never scales: fixed quantities,
/// timers, cookware, nutrition (it is per serving) and numbers inside the text of steps.
extension Recipe {
    /// The recipe for `factor` times the amounts. A factor that is not a positive finite
    /// number gives the recipe back unchanged rather than a recipe of nothing.
    public func scaled(by factor: Double) -> Recipe {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var result = self
        result.ingredientGroups = ingredientGroups.map { group in
            var scaled = group
            scaled.items = group.items.map { $0.scaled(by: factor) }
            return scaled
        }
        result.components = components.map { $0.scaled(by: factor) }
        if let servings = metadata.servings {
            // Clamped before the conversion: Int(_:) traps on a Double beyond its range.
            result.metadata.servings = max(1, Int(min((Double(servings) * factor).rounded(), 1e9)))
        }
        result.metadata.yield = metadata.yield.map { YieldText.scaled($0, by: factor) }
        return result
    }

    /// The recipe for `servings` servings; nil when the recipe states no number of
    /// servings, or `servings` is not positive.
    public func scaled(toServings servings: Int) -> Recipe? {
        guard let stated = metadata.servings, stated > 0, servings > 0 else { return nil }
        var result = scaled(by: Double(servings) / Double(stated))
        // Exactly what was asked for, not a rounding of stated × factor.
        result.metadata.servings = servings
        return result
    }

    /// The recipe scaled so that `ingredient` needs `amount` in `unit` (nil: a plain count),
    /// and everything else follows. See `scalingFactor(toHave:unit:of:)` for the rules.
    public func scaled(toHave amount: Quantity, unit: Unit?, of ingredient: String) throws(ScalingError) -> Recipe {
        scaled(by: try scalingFactor(toHave: amount, unit: unit, of: ingredient))
    }

    /// The recipe scaled to what the cook has, as parsed from `flour=400 g`.
    public func scaled(toHave available: AvailableAmount) throws(ScalingError) -> Recipe {
        try scaled(toHave: available.quantity, unit: available.unit, of: available.ingredient)
    }
}
