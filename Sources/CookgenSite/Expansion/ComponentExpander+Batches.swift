import CookgenSupport
import CookgenModel
import CookgenContent
/// How many batches of a used recipe an amount is.
package extension ComponentExpander {
    /// Units that count servings of the used recipe (as keys).
    static let servingUnits: Set<String> = [
        "serving", "portion", "portionen", "portie", "porcion", "porciones", "person", "people", "personen", "persone",
    ]

    /// The batches of `used` that `use` asks for, in order of preference:
    /// no amount → 1; a plain number → that many batches; servings → against the used
    /// recipe's servings; a unit matching its yield (`2 dough balls` of `4 dough balls`, `750 ml`
    /// of `2 l`) → against the yield; a weight or volume → against the total of its ingredients
    /// in g or ml. Anything else is one batch, with a note saying so.
    mutating func batches(of used: Recipe, for use: SiteIndex.Use, in user: Recipe, path: [Slug]) -> Double {
        guard let quantity = use.quantity else { return 1 }
        // A range is shopped for at its upper end.
        let amount = quantity.high ?? quantity.low
        let unitText = use.unit?.trimmed ?? ""
        guard !unitText.isEmpty else { return amount }
        if let servings = used.metadata.servings, servings > 0, Self.servingUnits.contains(IngredientKey(unitText).rawValue) {
            return amount / Double(servings)
        }
        if let ratio = Self.yieldRatio(amount, unitText, of: used) { return ratio }
        let written = "\(quantity.formatted()) \(unitText)"
        guard let unit = UnitTable.unit(named: unitText), let size = unit.factor else {
            let yield = used.metadata.yield.map { "'\($0)'" } ?? "none given"
            note(user, used, "'\(written)' of '\(used.title)' matches neither its yield (\(yield)) nor a weight or volume; counted as one batch")
            return 1
        }
        let measure = unit.dimension == .mass ? "weight" : "volume"
        switch total(of: used, in: unit.dimension, path: path) {
        case .known(let total) where total > 0:
            return amount * size / total
        case .known:
            note(user, used, "'\(used.title)' has no \(measure) to compare '\(written)' with; counted as one batch")
        case .unknown(let culprit):
            note(user, used, "'\(written)' of '\(used.title)' cannot be compared with the recipe's total \(measure), "
                + "because the \(measure) of '\(culprit)' is not known; counted as one batch")
        }
        return 1
    }

    /// `amount` of `unitText` as a share of the used recipe's yield, when they measure the same thing.
    static func yieldRatio(_ amount: Double, _ unitText: String, of used: Recipe) -> Double? {
        guard let text = used.metadata.yield, let yield = YieldText.amount(in: text), yield.quantity.low > 0 else { return nil }
        // The lower end of a yield range, so the shopping never falls short.
        let size = yield.quantity.low
        if let unit = UnitTable.unit(named: unitText), let yieldUnit = UnitTable.unit(named: yield.what) {
            if unit.id == yieldUnit.id { return amount / size }
            // Same dimension only: a yield in litres says nothing about grams.
            guard unit.isConvertible(to: yieldUnit),
                  let converted = UnitConversion.convert(Quantity(amount), from: unit, to: yieldUnit) else { return nil }
            return converted.low / size
        }
        let useKey = IngredientKey(unitText).rawValue
        let yieldKey = IngredientKey(yield.what).rawValue
        guard !useKey.isEmpty, !yieldKey.isEmpty else { return nil }
        let matches = useKey == yieldKey || yieldKey.hasSuffix(" " + useKey) || useKey.hasSuffix(" " + yieldKey)
        return matches ? amount / size : nil
    }

    /// The total of a recipe in g or ml, or the first ingredient that makes it unknowable.
    enum Total {
        case known(Double)
        case unknown(String)
    }

    /// The total weight or volume of one batch of `used`, its own used recipes included.
    /// Amounts without a number (to taste) and vague ones (a pinch) are too small to count;
    /// a count (2 onions) or an amount without a known density makes the total unknown.
    func total(of used: Recipe, in dimension: Unit.Dimension, path: [Slug]) -> Total {
        // A trial expansion: its notes would repeat the real expansion's, so they stay in the copy.
        var trial = self
        let ingredients = trial.expand(used.slug, factor: 1, path: path + [used.slug])
        let base: Unit = dimension == .mass ? .gram : .milliliter
        var sum = 0.0
        for ingredient in ingredients {
            guard let quantity = ingredient.quantity else { continue }
            guard let unit = UnitTable.unit(named: ingredient.unit ?? "") else { return .unknown(ingredient.name) }
            if unit.dimension == .other { continue }
            guard let converted = UnitConversion.convert(quantity, from: unit, to: base, ingredient: ingredient.name) else {
                return .unknown(ingredient.name)
            }
            sum += (converted.low + (converted.high ?? converted.low)) / 2
        }
        return .known(sum)
    }
}
