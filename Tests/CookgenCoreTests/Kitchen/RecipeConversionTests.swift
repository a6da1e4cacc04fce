import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Recipe conversion")
struct KitchenRecipeConversionTests {
    typealias F = KitchenFixtures

    static let recipe = F.recipe(
        ["250 g butter", "2 cups milk", "1 EL sugar", "20 tbsp oil", "1 kg potatoes", "2 cloves garlic",
         "a pinch of salt", "3 eggs", "2 handfuls spinach", "1 lb beef", "8 fl oz cream"],
        title: "Mixed",
        components: [Component(target: "stock", quantity: Quantity(2), unit: "cups", location: F.location)])

    static func lines(_ recipe: Recipe) -> [String] { recipe.ingredients.map(KitchenRecipeScalingTests.line) }

    @Test("to US units")
    func toUS() {
        #expect(Self.lines(Self.recipe.converted(to: .us)) == [
            "8¾ oz butter", "2 cups milk", "1 EL sugar", "1¼ cups oil", "2¼ lb potatoes", "2 cloves garlic",
            "1 pinch salt", "3 eggs", "2 handfuls spinach", "1 lb beef", "8 fl oz cream",
        ])
    }

    @Test("to metric units")
    func toMetric() {
        let converted = Self.recipe.converted(to: .metric)
        #expect(Self.lines(converted) == [
            "250 g butter", "475 ml milk", "1 EL sugar", "295 ml oil", "1 kg potatoes", "2 cloves garlic",
            "1 pinch salt", "3 eggs", "2 handfuls spinach", "455 g beef", "235 ml cream",
        ])
        #expect(converted.components[0].quantity == Quantity(475))
        #expect(converted.components[0].unit == "ml")
        // The words of a converted amount go; the amount is a number now.
        #expect(converted.ingredients.allSatisfy { $0.quantity == nil || $0.unit == "pinch" || $0.quantityText == nil })
    }

    @Test("to neutral, nothing changes; converting twice changes nothing more")
    func idempotent() {
        #expect(Self.recipe.converted(to: .neutral) == Self.recipe)
        let metric = Self.recipe.converted(to: .metric)
        #expect(metric.converted(to: .metric) == metric)
        let us = Self.recipe.converted(to: .us)
        #expect(us.converted(to: .us) == us)
    }

    @Test("fixed amounts convert and stay fixed")
    func fixed() {
        var recipe = F.recipe([], title: "Fixed")
        recipe.ingredientGroups = [IngredientGroup(items: [F.ingredient(Quantity(2, fixed: true), "cups", "water")])]
        let converted = recipe.converted(to: .metric)
        #expect(converted.ingredients[0].quantity == Quantity(475, fixed: true))
        #expect(converted.ingredients[0].unit == "ml")
    }
}
