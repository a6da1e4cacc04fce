import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Shopping list merging")
struct KitchenShoppingListTests {
    static let site = """
        -- Content/bread.md --
        ---
        title: Bread
        ---
        ## Ingredients
        - 200 g flour
        - 1 cup milk
        - 2 cloves garlic
        - salt to taste
        - 2 eggs
        -- Content/cake.md --
        ---
        title: Cake
        ---
        ## Ingredients
        - 0.5 kg Flour, sifted
        - 120 ml milk
        - 10 g garlic
        - 1 tsp salt
        - 3 Eggs
        - 1 garlic clove
        - Salt
        - 2 pinches nutmeg
        -- Content/soup.md --
        ---
        title: Soup
        ---
        ## Ingredients
        - 1 l water
        - 1 clove garlic
        - 2 tbsp olive oil
        - 1 tsp olive oil
        - 2 potatoes
        - 200-300 g potatoes
        -- Content/salad.cook --
        Tear @mozzarella{2%balls} and @mozzarella{1%Ball} over the leaves, grate @nutmeg{1%pinch} and add @Salt.
        """

    static func index() throws -> SiteIndex { try SiteFixture(site).index() }

    static func entries(_ slugs: String...) -> [ShoppingEntry] { slugs.map { ShoppingEntry(slug: Slug($0)) } }

    @Test("compatible units are summed, incompatible ones stand side by side")
    func merges() throws {
        let items = ShoppingList.build(Self.entries("bread", "cake"), index: try Self.index())
        #expect(KitchenFixtures.lines(items) == [
            "eggs — 5",
            "flour — 700 g",
            // "1 garlic clove" is 1 clove of garlic: a unit after the name is found too.
            "garlic — 3 cloves + 10 g",
            "milk — 1½ cups",
            "nutmeg — 2 pinches",
            "salt — 1 tsp + as needed",
        ])
        let flour = try #require(items.first { $0.key.rawValue == "flour" })
        #expect(flour.amounts == [ShoppingAmount(quantity: Quantity(700), unit: "g")])
        #expect(flour.recipes == ["bread", "cake"])
        #expect(flour.name == "flour")
    }

    @Test("1 cup + 120 ml milk: the sum is exact before rounding to a cook's measure")
    func cupsAndMillilitres() throws {
        let index = try Self.index()
        let milk = try #require(ShoppingList.build(Self.entries("bread", "cake"), index: index).first { $0.key.rawValue == "milk" })
        #expect(milk.amounts == [ShoppingAmount(quantity: Quantity(1.5), unit: "cups")])
        // Twice the bread alone: one unit used by all amounts, so it stays exact and in cups.
        let twice = ShoppingList.build([ShoppingEntry(slug: Slug("bread"), factor: 2)], index: index)
        #expect(twice.first { $0.key.rawValue == "milk" }?.amounts == [ShoppingAmount(quantity: Quantity(2), unit: "cups")])
    }

    @Test("ranges, counts, unknown units and spoons")
    func kinds() throws {
        let items = ShoppingList.build(Self.entries("soup", "salad"), index: try Self.index())
        #expect(KitchenFixtures.lines(items) == [
            "garlic — 1 clove",
            "mozzarella — 3 balls",
            "nutmeg — 1 pinch",
            "olive oil — 2⅓ tbsp",
            "potatoes — 2 + 200–300 g",
            "Salt",
            "water — 1 l",
        ])
    }

    @Test("the unit most amounts use wins; otherwise the natural unit of the first system")
    func displayUnit() {
        func merged(_ parts: [(Double, String)]) -> [ShoppingAmount] {
            ShoppingList.amounts(parts.map { KitchenFixtures.ingredient(Quantity($0.0), $0.1, "x") }).map { amount in
                // Sums of converted amounts are exact to the last bits only; compare to 1e-9.
                var rounded = amount
                rounded.quantity = amount.quantity.map { Quantity(($0.low * 1e9).rounded() / 1e9) }
                return rounded
            }
        }
        #expect(merged([(200, "g"), (0.5, "kg")]) == [ShoppingAmount(quantity: Quantity(700), unit: "g")])
        #expect(merged([(200, "g"), (300, "g"), (0.5, "kg")]) == [ShoppingAmount(quantity: Quantity(1000), unit: "g")])
        #expect(merged([(0.5, "kg"), (0.75, "kg"), (100, "g")]) == [ShoppingAmount(quantity: Quantity(1.35), unit: "kg")])
        #expect(merged([(600, "g"), (0.5, "kg")]) == [ShoppingAmount(quantity: Quantity(1.1), unit: "kg")])
        // No unit used most: the natural unit of the first amount's system, rounded as a cook measures.
        #expect(merged([(8, "oz"), (100, "g")]) == [ShoppingAmount(quantity: Quantity(12), unit: "oz")])
        #expect(merged([(100, "g"), (8, "oz")]) == [ShoppingAmount(quantity: Quantity(325), unit: "g")])
        #expect(merged([(1, "tsp"), (1, "tbsp")]) == [ShoppingAmount(quantity: Quantity(1.333333333), unit: "tbsp")])
        #expect(merged([(1, "tsp"), (1, "tsp"), (1, "tbsp")]) == [ShoppingAmount(quantity: Quantity(5), unit: "tsp")])
        #expect(merged([(1, "Zehe"), (2, "Zehen")]).first?.unit == "Zehe")
        #expect(merged([(1, "clove"), (1, "clove")]) == [ShoppingAmount(quantity: Quantity(2), unit: "cloves")])
        #expect(merged([(0.5, "cups"), (0.25, "cups")]) == [ShoppingAmount(quantity: Quantity(0.75), unit: "cup")])
    }

    @Test("nothing is dropped: every key of every recipe is an item")
    func nothingDropped() throws {
        let index = try Self.index()
        let entries = Self.entries("bread", "cake", "soup")
        let items = ShoppingList.build(entries, index: index)
        let keys = Set(entries.flatMap { index.bySlug[$0.slug]!.ingredients.map { ShoppingList.key(of: $0) } })
        #expect(Set(items.map(\.key)) == keys)
        #expect(items.allSatisfy { !$0.amounts.isEmpty })
        #expect(items.map(\.key) == items.map(\.key).sorted())
    }

    @Test("an unknown recipe is a note, not a crash")
    func unknownRecipe() throws {
        var notes: [ExpansionNote] = []
        let items = ShoppingList.build(Self.entries("nope", "soup"), index: try Self.index(), notes: &notes)
        #expect(items.count == 4)
        #expect(notes.map(\.description) == ["nope: there is no recipe 'nope'"])
    }

    @Test("items encode to JSON with plain keys and quantities")
    func json() throws {
        let items = ShoppingList.build(Self.entries("bread"), index: try Self.index())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let egg = String(decoding: try encoder.encode(items[0]), as: UTF8.self)
        #expect(egg == #"{"amounts":[{"quantity":{"fixed":false,"low":2}}],"key":"egg","name":"eggs","recipes":["bread"]}"#)
        let decoded = try JSONDecoder().decode([ShoppingItem].self, from: try encoder.encode(items))
        #expect(decoded == items)
    }
}
