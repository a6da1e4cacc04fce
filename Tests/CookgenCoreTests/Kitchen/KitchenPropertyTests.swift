import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

@Suite("Kitchen properties")
struct KitchenPropertyTests {
    typealias F = KitchenFixtures

    static let names = [
        "flour", "Flour", "flour, sifted", "tomatoes", "Tomato", "tomato (ripe)", "eggs", "egg", "garlic", "Garlic",
        "milk", "butter", "salt", "olive oil", "Olive Oil", "berries", "berry", "leaves", "leaf", "Zwiebeln", "盐",
    ]
    static let units: [String?] = [nil, "g", "kg", "ml", "l", "cup", "cups", "tbsp", "EL", "tsp", "oz", "lb",
                                   "clove", "cloves", "pinch", "balls", "Ball"]

    static func quantity(using random: inout SplitMix64) -> Quantity? {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return nil
        case 1: return Quantity(Double.random(in: 0.1..<5, using: &random), fixed: true)
        case 2:
            let low = Double.random(in: 0.1..<500, using: &random)
            return Quantity(low, to: low + Double.random(in: 0.5..<50, using: &random))
        default: return Quantity(Double.random(in: 0.01..<2000, using: &random))
        }
    }

    static func ingredient(using random: inout SplitMix64) -> Ingredient {
        let name = names.randomElement(using: &random)!
        let unit = units.randomElement(using: &random)!
        return Ingredient(text: name, quantity: quantity(using: &random), unit: unit, name: name, location: F.location)
    }

    /// A site of `count` recipes that use each other at random, circles included.
    static func site(recipes count: Int, using random: inout SplitMix64) -> SiteIndex {
        let recipes = (0..<count).map { n -> Recipe in
            var recipe = F.recipe([], title: "R\(n)", servings: Bool.random(using: &random) ? 4 : nil,
                                  yield: Bool.random(using: &random) ? "\(n + 1) balls" : "1 l")
            recipe.ingredientGroups = [IngredientGroup(items: (0..<Int.random(in: 0..<8, using: &random)).map { _ in
                ingredient(using: &random)
            })]
            for _ in 0..<Int.random(in: 0..<3, using: &random) {
                let target = "R\(Int.random(in: 0..<count, using: &random))"
                let amount = [(nil, nil), (Quantity(2), nil), (Quantity(1), "balls"), (Quantity(300), "g"), (Quantity(500), "ml")]
                    .randomElement(using: &random)!
                if Bool.random(using: &random) {
                    recipe.components.append(Component(target: target, quantity: amount.0, unit: amount.1, location: F.location))
                } else {
                    recipe.ingredientGroups[0].items.append(Ingredient(
                        text: target, quantity: amount.0, unit: amount.1, name: target, reference: "./\(target)", location: F.location))
                }
            }
            return recipe
        }
        let loaded = LoadedSite(root: URL(fileURLWithPath: "/nonexistent"), config: SiteConfig(), recipes: recipes,
                                failed: [], categories: [], assets: [], diagnostics: [])
        return Indexer.index(loaded)
    }

    static func entries(in index: SiteIndex, using random: inout SplitMix64) -> [ShoppingEntry] {
        (0..<Int.random(in: 1..<7, using: &random)).map { _ in
            ShoppingEntry(slug: index.recipes.randomElement(using: &random)!.slug,
                          factor: [0.5, 1, 1, 2, 1.5, 3].randomElement(using: &random)!)
        }
    }

    @Test("scaling by x and then by 1/x gives the original amounts back")
    func scalingRoundTrip() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            var recipe = F.recipe([], title: "R", servings: 4, yield: "12 pancakes")
            recipe.ingredientGroups = [IngredientGroup(items: (0..<6).map { _ in Self.ingredient(using: &random) })]
            let factor = Double.random(in: 0.05..<20, using: &random)
            let back = recipe.scaled(by: factor).scaled(by: 1 / factor)
            for (original, scaled) in zip(recipe.ingredients, back.ingredients) {
                #expect(Self.close(original.quantity, scaled.quantity), "×\(factor): \(original) → \(scaled)")
                #expect(original.unit == scaled.unit && original.name == scaled.name)
            }
            #expect(back.timers == recipe.timers && back.cookware == recipe.cookware)
        }
    }

    @Test("merging does not depend on the order of the entries")
    func mergingIsOrderIndependent() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<60 {
            let index = Self.site(recipes: 6, using: &random)
            let entries = Self.entries(in: index, using: &random)
            var expectedNotes: [ExpansionNote] = []
            let expected = ShoppingList.build(entries, index: index, notes: &expectedNotes)
            for _ in 0..<5 {
                var notes: [ExpansionNote] = []
                let shuffled = ShoppingList.build(entries.shuffled(using: &random), index: index, notes: &notes)
                #expect(shuffled == expected)
                #expect(notes == expectedNotes)
            }
            #expect(ShoppingList.text(expected) == ShoppingList.text(ShoppingList.build(entries.reversed(), index: index)))
        }
    }

    @Test("no ingredient is dropped: there is an item for every distinct key")
    func nothingIsDropped() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<60 {
            let index = Self.site(recipes: 6, using: &random)
            let entries = Self.entries(in: index, using: &random)
            let items = ShoppingList.build(entries, index: index)
            let keys = Set(entries.flatMap { entry in
                ShoppingList.expandedIngredients(of: entry.slug, factor: entry.factor, index: index).map(ShoppingList.key(of:))
            })
            #expect(items.count >= keys.count)
            #expect(Set(items.map(\.key)) == keys)
            #expect(items.allSatisfy { !$0.amounts.isEmpty && !$0.recipes.isEmpty })
            #expect(items.map(\.key) == items.map(\.key).sorted())
        }
    }

    /// Equal within 1e-9 of the amount (both ends of a range), fixed flags alike.
    static func close(_ a: Quantity?, _ b: Quantity?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x)) }
        guard a.fixed == b.fixed, near(a.low, b.low) else { return false }
        switch (a.high, b.high) {
        case (nil, nil): return true
        case (let x?, let y?): return near(x, y)
        default: return false
        }
    }
}
