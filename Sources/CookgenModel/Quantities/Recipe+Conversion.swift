import CookgenSupport
/// Converting a whole recipe to metric or US customary units.
///
/// ```swift
/// recipe.converted(to: .us)       // 250 g butter → 8¾ oz; 500 ml milk → 2 cups
/// recipe.converted(to: .metric)   // 2 cups milk → 475 ml
/// ```
///
/// Each amount with a unit of known size is converted with `UnitConversion.convert(_:_:to:)`,
/// which picks the unit a cook would use and rounds to what a cook measures; the unit text
/// becomes the new unit's symbol, its word agreeing with the amount (`g`, `1 cup`, `2 cups`). Weight stays weight and volume stays volume.
/// Amounts already in the system, counts, vague amounts, spoons below ¼ cup and units
/// cookgen does not know are left as written, and so is everything when converting to `.neutral`.
extension Recipe {
    /// The recipe with its ingredient and component amounts in `system`.
    public func converted(to system: Unit.System) -> Recipe {
        var result = self
        result.ingredientGroups = ingredientGroups.map { group in
            var converted = group
            converted.items = group.items.map { $0.converted(to: system) }
            return converted
        }
        result.components = components.map { component in
            var converted = component
            if let (quantity, unit) = Self.convert(component.quantity, component.unit, to: system, ingredient: nil) {
                converted.quantity = quantity
                converted.unit = unit
            }
            return converted
        }
        return result
    }

    /// The amount in `system` and the new unit's symbol; nil when nothing changes.
    package static func convert(_ quantity: Quantity?, _ unitText: String?, to system: Unit.System,
                        ingredient: String?) -> (Quantity, String)? {
        guard let quantity, let unitText, let unit = UnitTable.unit(named: unitText) else { return nil }
        // Already in the system: rounding it again would only move what the cook wrote (237 ml → 235 ml).
        guard unit.system != system else { return nil }
        let converted = UnitConversion.convert(quantity, unit, to: system, ingredient: ingredient)
        // Left alone by the conversion: keep the spelling the cook wrote (`EL`, not `tbsp`).
        guard converted.unit != unit || converted.quantity != quantity else { return nil }
        // The unit's word agrees with the amount: `2½ cups`, `1 cup`, `½ cup`.
        return (converted.quantity, UnitSpelling.spelling(of: converted.unit.id, writtenAs: [], for: converted.quantity))
    }
}

extension Ingredient {
    /// The ingredient with its amount in `system`; amounts that do not convert stay as written.
    public func converted(to system: Unit.System) -> Ingredient {
        guard let (quantity, unit) = Recipe.convert(quantity, unit, to: system, ingredient: name) else { return self }
        var result = self
        result.quantity = quantity
        result.unit = unit
        // "a cup" converted is a number of millilitres, not "a".
        result.quantityText = nil
        return result
    }
}
