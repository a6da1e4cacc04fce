import CookgenSupport
/// Adds up the nutrition of a list of ingredients from the site's table.
///
/// ```swift
/// let sum = NutritionCalculator(table: table).total(of: recipe.ingredients)
/// sum.facts            // nil unless every ingredient with an amount was found and weighed
/// sum.missing          // ["za'atar"]: not in the table
/// ```
///
/// The rules: an ingredient without an amount ("salt to taste", "basil leaves") and one
/// marked optional is not counted, and is listed as such; a range counts as its middle;
/// an amount is weighed by its unit — a weight as it is, a volume through the row's
/// `density` or else `DensityTable`, anything else (no unit, `clove`, `can`, `pinch`) through
/// the row's `grams:` for that unit. An ingredient the table does not know, or whose amount
/// cannot be weighed, makes the total unknown: a wrong total is worse than none.
public struct NutritionCalculator: Sendable {
    /// The site's nutrition table.
    public let table: NutritionTable

    /// A calculator over `table`.
    public init(table: NutritionTable) {
        self.table = table
    }

    /// The sum over some ingredients, and what kept it from being complete.
    public struct Sum: Sendable, Hashable {
        /// The total, when every counted ingredient was found and weighed.
        public var facts: NutritionFacts?
        /// Names the table has no row for, in recipe order, without repeats.
        public var missing: [String] = []
        /// Amounts that could not be weighed: `chives (1 bunch)`.
        public var unweighable: [String] = []
        /// Names not counted because they have no amount or are optional.
        public var uncounted: [String] = []
        /// The grams counted, for each row used (by the row's name).
        public var grams: [String: Double] = [:]
    }

    /// Adds up `ingredients` (already scaled and with used recipes expanded).
    public func total(of ingredients: [Ingredient]) -> Sum {
        var sum = Sum()
        var facts = NutritionFacts.zero
        for ingredient in ingredients {
            guard let quantity = ingredient.quantity, !Self.isOptional(ingredient) else {
                if !ingredient.name.trimmed.isEmpty { sum.uncounted.append(ingredient.name) }
                continue
            }
            guard let food = table.food(named: ingredient.name) else {
                sum.missing.append(ingredient.name)
                continue
            }
            let amount = quantity.high.map { (quantity.low + $0) / 2 } ?? quantity.low
            guard let grams = Self.grams(amount, unit: ingredient.unit, of: food, name: ingredient.name) else {
                sum.unweighable.append("\(ingredient.name) (\(ingredient.unit ?? "×"))")
                continue
            }
            facts = facts + food.per100g.scaled(by: grams / 100)
            sum.grams[food.name, default: 0] += grams
        }
        sum.missing = sum.missing.uniqued()
        sum.unweighable = sum.unweighable.uniqued()
        sum.uncounted = sum.uncounted.uniqued()
        sum.facts = sum.missing.isEmpty && sum.unweighable.isEmpty ? facts : nil
        return sum
    }

    /// The weight of `amount` `unit` of a food, or nil when the table cannot say.
    package static func grams(_ amount: Double, unit written: String?, of food: NutritionTable.Food, name: String) -> Double? {
        guard let written = written?.trimmed.nonEmpty else { return food.grams["piece"].map { amount * $0 } }
        guard let unit = UnitTable.unit(named: written) else { return nil }
        if let each = food.grams[unit.id] { return amount * each }
        switch unit.dimension {
        case .mass: return unit.factor.map { amount * $0 }
        case .volume:
            guard let ml = unit.factor, let density = food.density ?? DensityTable.density(of: name) ?? DensityTable.density(of: food.name) else {
                return nil
            }
            return amount * ml * density
        case .count, .other: return nil
        }
    }

    /// Whether the line says the ingredient may be left out.
    package static func isOptional(_ ingredient: Ingredient) -> Bool {
        let text = ((ingredient.note ?? "") + " " + ingredient.name).lowercased()
        return ["optional", "nach belieben", "facultatif", "opcional", "naar keuze", "valfri", "可选"].contains { text.contains($0) }
    }
}
