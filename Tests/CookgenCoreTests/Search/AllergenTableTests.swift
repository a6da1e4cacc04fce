import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct AllergenAndAisleTests {
    @Test func allergensMatchIngredientKeys() {
        let table = AllergenTable()
        #expect(table.allergens(of: IngredientKey("Walnuts, chopped").rawValue) == ["nuts"])
        #expect(table.allergens(of: IngredientKey("Parmesan").rawValue) == ["milk"])
        #expect(table.allergens(of: IngredientKey("Käse").rawValue) == ["milk"])
        #expect(table.allergens(of: IngredientKey("smoked bacon").rawValue) == ["meat", "pork"])
        #expect(table.allergens(of: IngredientKey("water").rawValue).isEmpty)
    }

    @Test func overridesReplaceAnAllergen() {
        let table = AllergenTable(overrides: ["nuts": ["Coconut"]])
        #expect(table.allergens(of: "coconut") == ["nuts"])
        #expect(table.allergens(of: "walnut").isEmpty)
    }

    @Test func aislesMatchByNameOrLastWord() {
        let aisles = AisleTable(overrides: ["produce": ["Pak Choi"]])
        #expect(aisles.aisle(for: "red onions, sliced") == "produce")
        #expect(aisles.aisle(for: "Crème fraîche") == "dairy")
        #expect(aisles.aisle(for: "pak choi") == "produce")
        #expect(aisles.aisle(for: "unobtainium") == "other")
    }
}
