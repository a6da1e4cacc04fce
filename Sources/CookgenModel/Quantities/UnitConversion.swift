import CookgenSupport
/// Converting amounts between units, and whole recipes between metric and US units.
///
/// ```swift
/// UnitConversion.convert(Quantity(236.6), .milliliter, to: .us)      // (1, .cup)
/// UnitConversion.convert(Quantity(1000), .gram, to: .metric)         // (1, .kilogram)
/// UnitConversion.convert(Quantity(1), .cup, to: .metric,
///                        ingredient: "flour", measure: .weight)      // (125, .gram)
/// ```
///
/// Converting to a system picks the unit a cook would use for the size and rounds to
/// what a cook can measure:
/// - metric: g/ml below 1000, kg/l above, mg below 0.1 g; steps of 5 from 100, whole
///   numbers from 10, halves below 10 (0.1 for kg and l);
/// - US volume: cups from ¼ cup, tablespoons from 1 tbsp, teaspoons below; gallons from
///   a gallon. US mass: pounds from 1 lb, ounces below. The amount is rounded to the
///   unit's measures (⅛ ¼ ⅓ ½ ⅔ ¾ tsp, ½ tbsp, eighths and thirds of a cup, quarters of
///   an ounce or pound); when that is more than 7% off, the next smaller unit is tried
///   (100 ml is 7 tbsp, not ⅜ cup), and the smallest unit falls back to a decimal.
/// - Spoons (tsp, tbsp) are measured the same everywhere and stay as they are below
///   4 tbsp; counts and vague amounts (clove, pinch) never convert.
/// Volume and mass convert into each other only through `DensityTable`.
public enum UnitConversion {
    /// Whether to keep measuring as written, or switch between weighing and measuring by volume.
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// Keep the dimension the recipe uses.
        case asWritten
        /// Weigh what is measured by volume, when the ingredient's density is known.
        case weight
        /// Measure by volume what is weighed, when the ingredient's density is known.
        case volume
    }

    /// `quantity` in `unit` expressed exactly in `target`, or nil when they measure different
    /// things and `ingredient` has no known density.
    public static func convert(_ quantity: Quantity, from unit: Unit, to target: Unit, ingredient: String? = nil) -> Quantity? {
        guard let ratio = ratio(from: unit, to: target, ingredient: ingredient) else { return nil }
        return Quantity(quantity.low * ratio, to: quantity.high.map { $0 * ratio }, fixed: quantity.fixed)
    }

    /// The amount in `system`, in the most natural unit for its size, rounded to what a cook measures.
    /// Amounts that cannot or need not convert come back unchanged.
    public static func convert(
        _ quantity: Quantity, _ unit: Unit, to system: Unit.System, ingredient: String? = nil, measure: Measure = .asWritten
    ) -> (quantity: Quantity, unit: Unit) {
        guard system != .neutral, let factor = unit.factor else { return (quantity, unit) }
        let dimension = targetDimension(of: unit, ingredient: ingredient, measure: measure)
        let base = dimension == .mass ? Unit.gram : Unit.milliliter
        guard let toBase = ratio(from: unit, to: base, ingredient: ingredient) else { return (quantity, unit) }
        // A few spoons stay spoons; a scaled-up 20 tbsp becomes cups or millilitres.
        if unit.system == .neutral && dimension == unit.dimension && quantity.low * factor < spoonLimit {
            return (quantity, unit)
        }
        let ladder = UnitLadder.ladder(for: system, dimension: dimension)
        let low = ladder.place(quantity.low * toBase)
        let high = quantity.high.map { ladder.round($0 * toBase, in: low.rung) }
        return (Quantity(low.value, to: high, fixed: quantity.fixed), low.rung.unit)
    }

    /// Below this many millilitres spoon measures are left alone (4 tbsp, a quarter cup).
    package static let spoonLimit = 4 * 14.78676478125

    private static func targetDimension(of unit: Unit, ingredient: String?, measure: Measure) -> Unit.Dimension {
        guard let ingredient, DensityTable.density(of: ingredient) != nil else { return unit.dimension }
        switch (measure, unit.dimension) {
        case (.weight, .volume): return .mass
        case (.volume, .mass): return .volume
        default: return unit.dimension
        }
    }

    /// How many `target` one `unit` is; through the ingredient's density between mass and volume.
    private static func ratio(from unit: Unit, to target: Unit, ingredient: String?) -> Double? {
        guard let from = unit.factor, let to = target.factor else { return nil }
        if unit.dimension == target.dimension { return from / to }
        guard let ingredient, let density = DensityTable.density(of: ingredient) else { return nil }
        switch (unit.dimension, target.dimension) {
        case (.volume, .mass): return from * density / to
        case (.mass, .volume): return from / density / to
        default: return nil
        }
    }
}
