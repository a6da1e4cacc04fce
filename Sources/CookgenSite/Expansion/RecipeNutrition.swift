import CookgenSupport
import CookgenModel
import CookgenContent
/// What a recipe page says about nutrition: the values per serving and for the whole recipe,
/// where they come from, what is flagged as high, and — when they could not be worked out —
/// which ingredients are missing from the table.
public struct RecipeNutrition: Sendable, Hashable {
    /// Where the values come from.
    public enum Origin: String, Sendable, Hashable {
        /// Written in the recipe's front matter (`nutrition:`), per serving.
        case given
        /// Added up from the ingredients with the site's nutrition table.
        case computed
    }

    /// Given or computed.
    public var origin: Origin
    /// The number of servings the values are divided by; nil when the recipe states none.
    public var servings: Int?
    /// Values for one serving; nil when the recipe has no servings or they are unknown.
    public var perServing: NutritionFacts?
    /// Values for the whole recipe as written; nil when unknown.
    public var total: NutritionFacts?
    /// Front-matter values that are not among the eight (cholesterol, serving size), as written.
    public var extras: [NutritionEntry] = []
    /// Ingredients the table has no row for (computed only).
    public var missing: [String] = []
    /// Ingredients whose amount could not be weighed (computed only).
    public var unweighable: [String] = []
    /// Ingredients left out of the sum: no amount, or optional (computed only).
    public var uncounted: [String] = []
    /// Nutrients of a serving above the site's limits, in label order.
    public var high: [Nutrient] = []

    /// Whether there are values to show.
    public var hasValues: Bool { perServing != nil || total != nil || !extras.isEmpty }

    /// Whether the values could not be worked out and the page should say why.
    public var isIncomplete: Bool { !missing.isEmpty || !unweighable.isEmpty }

    /// Creates a result.
    public init(origin: Origin, servings: Int?, perServing: NutritionFacts?, total: NutritionFacts?) {
        self.origin = origin
        self.servings = servings
        self.perServing = perServing
        self.total = total
    }
}

package extension RecipeNutrition {
    /// The nutrition of a recipe: front matter when it gives any, else computed from `table`
    /// over the recipe's ingredients with the recipes it uses expanded; nil when there is neither.
    static func of(_ recipe: Recipe, index: SiteIndex, table: NutritionTable, thresholds: NutritionThresholds) -> RecipeNutrition? {
        let servings = recipe.metadata.servings
        if !recipe.metadata.nutrition.isEmpty {
            var result = given(recipe.metadata.nutrition, servings: servings)
            result.high = result.perServing.map(thresholds.high) ?? []
            return result
        }
        guard !table.isEmpty else { return nil }
        let ingredients = ShoppingList.expandedIngredients(of: recipe.slug, index: index)
        return computed(NutritionCalculator(table: table).total(of: ingredients), servings: servings, thresholds: thresholds)
    }

    /// A computed result from a sum over the ingredients.
    static func computed(_ sum: NutritionCalculator.Sum, servings: Int?, thresholds: NutritionThresholds) -> RecipeNutrition {
        let perServing = servings.flatMap { n in sum.facts.map { $0.scaled(by: 1 / Double(n)) } }
        var result = RecipeNutrition(origin: .computed, servings: servings, perServing: perServing, total: sum.facts)
        result.missing = sum.missing
        result.unweighable = sum.unweighable
        result.uncounted = sum.uncounted
        result.high = perServing.map(thresholds.high) ?? []
        return result
    }

    /// Values written in front matter, per serving; those that are not numbers stay as written.
    static func given(_ entries: [NutritionEntry], servings: Int?) -> RecipeNutrition {
        var facts = NutritionFacts()
        var extras: [NutritionEntry] = []
        for entry in entries {
            let isSodium = entry.key == "sodium" || entry.key == "sodium_content"
            let isKJ = ["kj", "energy_kj", "kilojoules"].contains(entry.key)
            guard let nutrient = isSodium ? Nutrient.salt : (isKJ ? Nutrient.energy : Nutrient.named(entry.key)),
                  case .success(let value) = NutritionValue.parse(entry.value, defaultUnit: isSodium ? "mg" : (isKJ ? "kj" : nutrient.unit),
                                                                  sodium: isSodium, nutrient: nutrient) else {
                extras.append(entry)
                continue
            }
            // Salt and sodium say the same thing; salt as written wins over salt worked out from sodium.
            if isSodium, facts[.salt] != nil { continue }
            // Likewise kcal as written wins over kcal worked out from kJ.
            if isKJ, facts[.energy] != nil { continue }
            facts[nutrient] = value
        }
        let known = facts.values.isEmpty ? nil : facts
        var result = RecipeNutrition(origin: .given, servings: servings, perServing: known,
                                     total: servings.flatMap { n in known.map { $0.scaled(by: Double(n)) } })
        result.extras = extras
        return result
    }
}

extension RecipeNutrition {
    /// Computed values per serving as front-matter lines (`calories: 293 kcal`), for exports;
    /// nil when they are given already, or unknown, or not per serving.
    public var frontMatterEntries: [NutritionEntry]? {
        guard origin == .computed, let serving = perServing else { return nil }
        return Nutrient.allCases.compactMap { nutrient in
            serving[nutrient].map { NutritionEntry(key: Self.frontMatterKeys[nutrient]!, value: Self.text($0, nutrient)) }
        }
    }

    /// The spellings front matter has always used, which every reader of it knows.
    package static let frontMatterKeys: [Nutrient: String] = [
        .energy: "calories", .protein: "protein", .fat: "fat", .saturatedFat: "saturated_fat",
        .carbohydrate: "carbohydrates", .sugar: "sugar", .fibre: "fiber", .salt: "salt",
    ]

    private static func text(_ value: Double, _ nutrient: Nutrient) -> String {
        "\(NutritionNumber.text(value, separator: ".")) \(nutrient.unit)"
    }
}
