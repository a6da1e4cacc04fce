import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

@Suite("Quantity scaling")
struct QuantityScalingTests {
    @Test("scales both ends of a range")
    func scalesRanges() {
        #expect(Quantity(1.5).scaled(by: 2) == Quantity(3))
        #expect(Quantity(2, to: 3).scaled(by: 0.5) == Quantity(1, to: 1.5))
        #expect(Quantity(200).scaled(by: 0) == Quantity(0))
        #expect(Quantity(1.5).scaled(by: 2).formatted() == "3")
        #expect(Quantity(0.75).scaled(by: 1.0 / 3).formatted() == "¼")
        #expect(Quantity(1).scaled(by: 1.5).formatted() == "1½")
    }

    @Test("fixed quantities do not scale")
    func fixedDoesNotScale() {
        let fixed = Quantity(1, fixed: true)
        #expect(fixed.scaled(by: 4) == fixed)
        #expect(Quantity(2, to: 3, fixed: true).scaled(by: 0.5) == Quantity(2, to: 3, fixed: true))
    }

    @Test("nonsensical factors leave the quantity alone", arguments: [-1.0, .nan, .infinity, -.infinity])
    func badFactors(factor: Double) {
        #expect(Quantity(2).scaled(by: factor) == Quantity(2))
    }

    @Test("scaling an ingredient drops the words of a scaled amount")
    func ingredientScaling() throws {
        let location = SourceLocation(file: "r.md", line: 3)
        let pinch = IngredientLineParser.parse("a pinch of nutmeg", at: location)
        #expect(pinch.scaled(by: 1).quantityText == "a")
        let doubled = pinch.scaled(by: 2)
        #expect(doubled.quantity == Quantity(2))
        #expect(doubled.quantityText == nil)
        #expect(doubled.unit == "pinch" && doubled.name == "nutmeg")

        let vague = IngredientLineParser.parse("etwas Salz", at: location)
        #expect(vague.scaled(by: 3) == vague)

        let fixed = Ingredient(text: "1 bay leaf", quantity: Quantity(1, fixed: true), quantityText: "one",
                               name: "bay leaf", location: location)
        #expect(fixed.scaled(by: 3) == fixed)
    }
}
