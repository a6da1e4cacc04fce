import CookgenSupport
/// Per-serving amounts above which a recipe page flags a value as high for one meal.
///
/// The defaults are the UK front-of-pack "high" (red) limits for a portion — more than 30 %
/// of the adult reference intake in one portion: fat 21 g, saturates 6 g, total sugars 27 g,
/// salt 1.8 g (Department of Health / Food Standards Agency, "Guide to creating a front of
/// pack (FoP) nutrition label for pre-packed products sold through retail outlets", 2016) —
/// and for energy 600 kcal, the most Public Health England's "400-600-600" advice (2018)
/// suggests for lunch or dinner. Sites change them in `cookgen.yaml`:
///
/// ```yaml
/// nutrition_high:
///   salt: 1.5
///   energy: off
/// ```
public struct NutritionThresholds: Sendable, Hashable {
    /// The limit for each flagged nutrient, in its unit; a nutrient without one is never flagged.
    public var limits: [Nutrient: Double]

    /// The defaults described above.
    public init(limits: [Nutrient: Double] = NutritionThresholds.defaults) {
        self.limits = limits
    }

    /// UK FSA front-of-pack per-portion "high" limits, and PHE's 600 kcal for a main meal.
    public static let defaults: [Nutrient: Double] = [.energy: 600, .fat: 21, .saturatedFat: 6, .sugar: 27, .salt: 1.8]

    /// The nutrients of a serving that are above their limit, in label order.
    public func high(in serving: NutritionFacts) -> [Nutrient] {
        Nutrient.allCases.filter { nutrient in
            guard let limit = limits[nutrient], let value = serving[nutrient] else { return false }
            return value > limit
        }
    }
}
