import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// `juice of 1-2 limes`, `zest of 1 lemon`, `2 garlic cloves`: the amount and unit written inside
/// the name are found, so the line scales and merges with `limes`, `lemon` and `garlic`.
@Suite struct AmountInNameTests {
    static let location = SourceLocation(file: "Content/a.md", line: 1)

    @Test func theAmountInsideTheNameIsRead() {
        let cases: [(String, Quantity?, String?, String, String?)] = [
            ("juice of 1-2 limes", Quantity(1, to: 2), nil, "limes", "juice"),
            ("Zest of 1 lemon, finely grated", Quantity(1), nil, "lemon", "Zest, finely grated"),
            ("zest and juice of ½ orange", Quantity(0.5), nil, "orange", "zest and juice"),
            ("whites of 3 eggs", Quantity(3), nil, "eggs", "whites"),
            ("Saft von 1 Zitrone", Quantity(1), nil, "Zitrone", "Saft"),
            ("2 garlic cloves", Quantity(2), "cloves", "garlic", nil),
            ("1 garlic clove, crushed", Quantity(1), "clove", "garlic", "crushed"),
            ("3 thyme sprigs", Quantity(3), "sprigs", "thyme", nil),
            // Not an amount inside the name, and left as it is:
            ("2 bay leaves", Quantity(2), nil, "bay leaves", nil),
            ("4 whole cloves", Quantity(4), nil, "whole cloves", nil),
            ("1 small garlic clove", Quantity(1), "clove", "small garlic", nil),
            ("cream of tartar", nil, nil, "cream of tartar", nil),
            ("a pinch of salt", Quantity(1), "pinch", "salt", nil),
            ("2 cloves garlic", Quantity(2), "cloves", "garlic", nil),
            ("juice of the lemon", nil, nil, "juice of the lemon", nil),
        ]
        for (line, quantity, unit, name, note) in cases {
            let i = IngredientLineParser.parse(line, at: Self.location)
            #expect(i.quantity == quantity, "\(line)")
            #expect(i.unit == unit, "\(line)")
            #expect(i.name == name, "\(line)")
            #expect(i.note == note, "\(line)")
        }
    }

    static let site = """
        -- Content/guacamole.md --
        ---
        title: Guacamole
        ---
        ## Ingredients
        - juice of 1-2 limes
        - 2 garlic cloves
        - zest of 1 lemon
        -- Content/salsa.md --
        ---
        title: Salsa
        ingredients:
          - 2 limes
          - 1 clove garlic
          - 1 lemon
        ---
        -- Content/dressing.cook --
        Crush @garlic cloves{2} with the juice of @limes{1}, then add @zest of 1 lemon{}.
        """

    @Test func theShoppingListMergesThemInBothFormats() throws {
        let index = try SiteFixture(Self.site).index()
        let entries = ["guacamole", "salsa", "dressing"].map { ShoppingEntry(slug: Slug($0)) }
        #expect(KitchenFixtures.lines(ShoppingList.build(entries, index: index)) == [
            "garlic — 5 cloves",
            "lemon — 3",
            "limes — 4–5",
        ])
        // The Cooklang steps still read as written.
        let dressing = try #require(index.bySlug[Slug("dressing")])
        #expect(RecipeText.plain(dressing.steps[0], in: dressing).hasPrefix("Crush garlic cloves with"))
    }

    @Test func thePageScalesItAndItsDataMergesInTheBrowser() throws {
        let fixture = try SiteFixture(Self.site)
        let output = try fixture.render()
        let page = try #require(output.text("recipes/guacamole.html"))
        #expect(page.contains("<span class=\"quantity\">1–2</span> <span class=\"unit\"></span></span> <span class=\"ingredient-text\"><span class=\"ingredient-name\">limes</span><span class=\"ingredient-note\">, juice</span>"))
        // The browser's shopping list merges by `key`.
        let data = try #require(NutritionRenderTests.dataFileEntry("dressing", in: output.files))
        let keys = (data["ingredients"] as? [[String: Any]])?.compactMap { $0["key"] as? String } ?? []
        #expect(keys.contains("garlic") && keys.contains("lemon"))
    }
}
