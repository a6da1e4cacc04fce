import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct NutritionRenderTests {
    static let site = """
        -- cookgen.yaml --
        nutrition_high:
          salt: 1
        -- Content/nutrition.yaml --
        foods:
          - {name: flour, source: t, energy: 360, protein: 10, fat: 1, saturated_fat: 0.2, carbohydrate: 76, sugar: 0.3, fibre: 3, sodium: 0 mg}
          - {name: salt, source: t, energy: 0, protein: 0, fat: 0, saturated_fat: 0, carbohydrate: 0, sugar: 0, fibre: 0, salt: 100}
          - {name: water, source: t, energy: 0, protein: 0, fat: 0, saturated_fat: 0, carbohydrate: 0, sugar: 0, fibre: 0, salt: 0}
        -- Content/dough.md --
        ---
        title: Dough
        yield: 2 balls
        ---
        ## Ingredients
        - 500 g flour
        - 300 g water
        - 10 g salt
        -- Content/flatbread.md --
        ---
        title: Flatbread
        servings: 4
        ---
        ## Ingredients
        - 405 g [dough](dough.md)
        - salt to taste
        -- Content/mystery.md --
        ---
        title: Mystery
        servings: 2
        ---
        ## Ingredients
        - 100 g flour
        - 2 tbsp za'atar
        """

    @Test func aComputedRecipeShowsPerServingAndWholeRecipeWithItsUsedRecipesShare() throws {
        let output = try SiteFixture(Self.site).render(baseURL: "https://example.org/")
        let page = try #require(output.text("recipes/flatbread.html"))
        // Half the dough (405 of its 810 g): 250 g flour and 5 g salt → 900 kcal, 5 g salt; per serving ÷ 4.
        #expect(page.contains("<tr class=\"nutrient-energy\">"))
        #expect(page.contains(">225</span>") == false, "per-serving values are not scaled by scripts")
        #expect(page.contains("<span class=\"nutrition-amount\">225&nbsp;kcal</span>"))
        #expect(page.contains("<span data-n=\"900\">900</span>&nbsp;kcal"))
        #expect(page.contains("<tr class=\"nutrient-salt is-high\">"), "1.25 g salt a serving is above the site's 1 g")
        #expect(page.contains("<strong class=\"nutrition-flag\">High</strong>"))
        #expect(page.contains("Not counted (no amount, or optional): salt."))
        let json = try #require(RenderTests.jsonLD(in: page))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nutrition = try #require(object["nutrition"] as? [String: String?])
        #expect(nutrition["calories"] == "225 kcal")
        #expect(nutrition["proteinContent"] == "6.3 g", "62.5 g of protein in 4 servings is 6.25 g")
        #expect(nutrition["sodiumContent"] == "500 mg", "1.25 g salt ÷ 2.5")
        #expect(nutrition["servingSize"] == "1 of 4 servings")
        // The page reads its nutrition from the page; card stacks read it from the data file.
        #expect(Self.recipeData(in: page)?["nutrition"] == nil)
        let data = try #require(Self.dataFileEntry("flatbread", in: output.files)?["nutrition"] as? [String: Any])
        #expect((data["perServing"] as? [String: Double])?["energy"] == 225)
        #expect((data["total"] as? [String: Double])?["salt"] == 5)
        #expect(data["high"] as? [String] == ["salt"])
    }

    @Test func aRecipeWithAnIngredientNotInTheTableSaysWhichAndShowsNoTotal() throws {
        let output = try SiteFixture(Self.site).render()
        let page = try #require(output.text("recipes/mystery.html"))
        #expect(page.contains("the nutrition table has no values for za&#39;atar.") || page.contains("the nutrition table has no values for za'atar."))
        #expect(!page.contains("class=\"nutrient-energy"))
        let json = try #require(RenderTests.jsonLD(in: page))
        #expect(!json.contains("NutritionInformation"))
        let dough = try #require(output.text("recipes/dough.html"))
        #expect(dough.contains("<span data-n=\"1800\">1800</span>&nbsp;kcal"), "no servings: the whole recipe only")
        #expect(!dough.contains("nutrition-serving"))
    }

    @Test func givenValuesWinOverTheTableAndASiteWithoutATableComputesNothing() throws {
        let given = Self.site.replacingOccurrences(of: "title: Mystery\n", with: "title: Mystery\nnutrition:\n  calories: 300 kcal\n  salt: 2 g\n")
        let page = try #require(try SiteFixture(given).render().text("recipes/mystery.html"))
        #expect(page.contains("<span class=\"nutrition-amount\">300&nbsp;kcal</span>"))
        #expect(page.contains("<span data-n=\"600\">600</span>&nbsp;kcal"))
        #expect(!page.contains("no values for"))
        let withoutTable = Self.site.replacingOccurrences(of: "-- Content/nutrition.yaml --", with: "-- Content/notes.txt --")
        let plain = try #require(try SiteFixture(withoutTable).render().text("recipes/flatbread.html"))
        #expect(!plain.contains("class=\"nutrition\""))
    }

    @Test func aBrokenTableWarnsAndTheSiteStillBuilds() throws {
        let broken = Self.site.replacingOccurrences(of: "sodium: 0 mg}", with: "sodium: -3 mg}")
        let fixture = try SiteFixture(broken)
        let diagnostics = try fixture.diagnostics()
        #expect(diagnostics.map(\.id) == ["nutrition-value"])
        #expect(diagnostics.first?.location?.file == "Content/nutrition.yaml")
        #expect(diagnostics.first?.location?.line == 2)
        let page = try #require(try fixture.render().text("recipes/flatbread.html"))
        #expect(page.contains("the nutrition table has no values for flour"))
    }

    /// A recipe's entry in its data file (`assets/data/recipes-<n>.js`: one `cookgenRegister({...});` a line).
    static func dataFileEntry(_ slug: String, in files: [String: Data]) -> [String: Any]? {
        let path = RecipeDataFiles.path(RecipeDataFiles.file(of: Slug(slug), files: files.keys.filter(RecipeDataFiles.isDataFile).count))
        guard let script = files[path].map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        for line in script.split(separator: "\n") where line.hasPrefix("cookgenRegister(") && line.hasSuffix(");") {
            let json = line.dropFirst("cookgenRegister(".count).dropLast(2)
            if let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], object["slug"] as? String == slug {
                return object
            }
        }
        return nil
    }

    static func recipeData(in page: String) -> [String: Any]? {
        guard let start = page.range(of: "<script type=\"application/json\" id=\"cookgen-recipe\">"),
              let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
    }
}
