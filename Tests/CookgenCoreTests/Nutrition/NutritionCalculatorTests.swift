import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

@Suite struct NutritionCalculatorTests {
    typealias F = KitchenFixtures

    /// Round numbers, so the expected sums can be worked out by hand.
    static let table = NutritionTableReader.read(SourceText(path: "Content/nutrition.yaml", text: """
        foods:
          - {name: flour, source: t, energy: 360, protein: 10, fat: 1, saturated_fat: 0.2, carbohydrate: 76, sugar: 0.3, fibre: 3, sodium: 2 mg}
          - {name: egg, aliases: [Eier], source: t, energy: 140, protein: 12, fat: 10, saturated_fat: 3, carbohydrate: 1, sugar: 0.4, fibre: 0, sodium: 140 mg, grams: {piece: 50}}
          - {name: milk, source: t, energy: 60, protein: 3, fat: 3, saturated_fat: 2, carbohydrate: 5, sugar: 5, fibre: 0, sodium: 40 mg, density: 1}
          - {name: salt, aliases: [Salz], source: t, energy: 0, protein: 0, fat: 0, saturated_fat: 0, carbohydrate: 0, sugar: 0, fibre: 0, salt: 100, grams: {pinch: 0.4}}
          - {name: sugar, source: t, energy: 400, protein: 0, fat: 0, saturated_fat: 0, carbohydrate: 100, sugar: 100, fibre: 0, salt: 0}
          - {name: garlic, source: t, energy: 150, protein: 6, fat: 0.5, saturated_fat: 0.1, carbohydrate: 33, sugar: 1, fibre: 2, salt: 0, grams: {clove: 3, piece: 3}}
        """)).0

    static func sum(_ lines: [String]) -> NutritionCalculator.Sum {
        NutritionCalculator(table: table).total(of: F.recipe(lines).ingredients)
    }

    @Test func addsUpWeightsVolumesAndPieces() throws {
        // flour 200 g, eggs 2 × 50 g, milk 250 ml × 1 g/ml, salt a pinch of 0.4 g:
        // energy 720 + 140 + 150 + 0 = 1010 kcal; protein 20 + 12 + 7.5 = 39.5 g;
        // salt 0.01 + 0.35 + 0.25 + 0.4 = 1.01 g (sodium × 2.5).
        let sum = Self.sum(["200 g flour", "2 eggs", "250 ml milk", "1 pinch salt", "salt to taste"])
        let facts = try #require(sum.facts)
        #expect(abs(facts[.energy]! - 1010) < 1e-9)
        #expect(abs(facts[.protein]! - 39.5) < 1e-9)
        #expect(abs(facts[.fat]! - 19.5) < 1e-9)
        #expect(abs(facts[.salt]! - 1.01) < 1e-9)
        #expect(sum.missing.isEmpty && sum.unweighable.isEmpty)
        #expect(sum.uncounted == ["salt"], "no amount: not counted, and said")
        #expect(sum.grams["milk"] == 250)
    }

    @Test func perServingDividesTheWholeAndFlagsHighValues() throws {
        // 2 tbsp of sugar is not weighable here (no density for sugar in this table, but
        // DensityTable has one: 200 g a cup) → 2 × 14.787 ml × 0.8454 g/ml = 25.0 g.
        let recipe = F.recipe(["100 g sugar", "1 egg"], servings: 2)
        let sum = NutritionCalculator(table: Self.table).total(of: recipe.ingredients)
        let result = RecipeNutrition.computed(sum, servings: 2, thresholds: NutritionThresholds())
        let serving = try #require(result.perServing)
        #expect(abs(serving[.energy]! - 235) < 1e-9, "(400 + 70) / 2")
        #expect(abs(serving[.sugar]! - 50.1) < 1e-9)
        #expect(result.high == [.sugar], "50 g of sugar is above 27 g; 235 kcal is not above 600")
        let spoons = try #require(Self.sum(["2 tbsp sugar"]).facts)
        #expect(abs(spoons[.energy]! - 2 * 14.78676478125 * (200 / 236.5882365) * 4) < 1e-9)
    }

    @Test func anUnknownIngredientMakesTheTotalUnknownAndIsNamed() {
        let sum = Self.sum(["200 g flour", "100 g za'atar", "1 bunch garlic", "2 cloves garlic", "2 Eier", "3 tbsp Greek yogurt (optional)"])
        #expect(sum.facts == nil)
        #expect(sum.missing == ["za'atar"])
        #expect(sum.unweighable == ["garlic (bunch)"])
        #expect(sum.uncounted == ["Greek yogurt"])
    }

    @Test func aRangeCountsAsItsMiddleAndAChoiceAsItsFirstOption() throws {
        let facts = try #require(Self.sum(["100-300 g sugar or honey"]).facts)
        #expect(facts[.energy] == 800)
    }

    @Test func givenValuesArePerServingAndReadInTheirUsualSpellings() throws {
        let entries = [("calories", "410 kcal"), ("proteinContent", "12 g"), ("carbs", "65"), ("sodium", "400 mg"),
                       ("cholesterol", "30 mg"), ("fat", "about 11 g")].map { NutritionEntry(key: $0.0, value: $0.1) }
        let result = RecipeNutrition.given(entries, servings: 4)
        let serving = try #require(result.perServing)
        #expect(serving[.energy] == 410 && serving[.protein] == 12 && serving[.carbohydrate] == 65)
        #expect(abs(serving[.salt]! - 1) < 1e-12, "400 mg sodium is 1 g salt")
        #expect(result.total?[.energy] == 1640)
        #expect(result.extras.map(\.key) == ["cholesterol", "fat"], "what is not a number of the eight is shown as written")
        let kj = RecipeNutrition.given([NutritionEntry(key: "energy_kj", value: "1046")], servings: nil)
        #expect(abs(kj.perServing![.energy]! - 250) < 0.01, "1046 kJ is 250 kcal")
        #expect(kj.total == nil, "no servings: no whole recipe")
    }

    /// Scaling a recipe by k scales its servings by k, so every value per serving stays.
    @Test func perServingValuesDoNotChangeWhenTheRecipeIsScaled() throws {
        var random = SplitMix64(seed: 0x6e75_7472)
        let lines = ["g flour", "eggs", "ml milk", "pinch salt", "g sugar", "cloves garlic"]
        for _ in 0..<300 {
            let picked = lines.shuffled(using: &random).prefix(Int.random(in: 1...lines.count, using: &random))
            let recipe = F.recipe(picked.map { "\(Int.random(in: 1...500, using: &random)) \($0)" },
                                  servings: Int.random(in: 1...12, using: &random))
            let k = Double(Int.random(in: 2...6, using: &random))
            let scaled = recipe.scaled(by: k)
            #expect(scaled.metadata.servings == recipe.metadata.servings! * Int(k))
            let calculator = NutritionCalculator(table: Self.table)
            let thresholds = NutritionThresholds()
            let before = try #require(RecipeNutrition.computed(calculator.total(of: recipe.ingredients), servings: recipe.metadata.servings,
                                                              thresholds: thresholds).perServing)
            let after = try #require(RecipeNutrition.computed(calculator.total(of: scaled.ingredients), servings: scaled.metadata.servings,
                                                             thresholds: thresholds).perServing)
            for nutrient in Nutrient.allCases {
                let a = before[nutrient]!, b = after[nutrient]!
                #expect(abs(a - b) <= 1e-9 * max(1, abs(a)), "\(nutrient): \(a) became \(b) for \(recipe.ingredients.map(\.text)) × \(k)")
            }
        }
    }

    @Test func limitsComeFromTheConfigAndCanBeSwitchedOff() throws {
        let (config, diagnostics) = SiteConfigReader.read(SourceText(path: "cookgen.yaml", text: """
            nutrition_high:
              salt: 1.5
              energy: off
              suger: 20
            """))
        #expect(config.nutritionThresholds.limits[.salt] == 1.5)
        #expect(config.nutritionThresholds.limits[.energy] == nil)
        #expect(config.nutritionThresholds.limits[.sugar] == 27)
        #expect(diagnostics.map(\.id) == ["config-unknown-key"])
        #expect(diagnostics.first?.hint == "did you mean 'sugar'?")
        #expect(diagnostics.first?.location?.description == "cookgen.yaml:4:3")
    }
}
