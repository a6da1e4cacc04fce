import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Import fixtures written to look like real recipe pages (`Tests/Fixtures/import/`).
@Suite struct ImportFixtureTests {
    static let folder = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures/import")

    static func read(_ name: String) throws -> ([Recipe], [Diagnostic]) {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return RecipeImporter.read(data, kind: RecipeImporter.kind(name: name, data: data), name: name)
    }

    static func plans(_ name: String) throws -> ([ImportPlan], [Diagnostic]) {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return RecipeImporter.plans(data: data, name: name, folder: folder)
    }

    @Test func nestedGraphWithSectionsReferencesAndDoubleEscapes() throws {
        let (recipes, problems) = try Self.read("nested-graph.html")
        #expect(problems.isEmpty)
        let r = try #require(recipes.first)
        #expect(recipes.count == 1)
        #expect(r.title == "Lemon Drizzle Traybake & Glaze")
        #expect(r.metadata.author == "Harriet O'Neill", "a Person referenced by @id, its name escaped twice")
        #expect(r.metadata.description == "A tangy, crumbly traybake – perfect for bake sales.")
        #expect(r.stepSections.map(\.title) == ["For the sponge", "For the drizzle"])
        #expect(r.stepSections.map(\.steps.count) == [3, 2])
        #expect(RecipeText.plain(r.steps[0], in: r).contains("180°C (160°C fan)"))
        #expect((r.metadata.prepMinutes, r.metadata.cookMinutes, r.metadata.totalMinutes) == (20, 35, 55))
        #expect(r.metadata.servings == 16)
        #expect(r.metadata.yield == "16 squares")
        #expect(r.metadata.diets.map(\.value) == ["vegetarian"])
        #expect(r.metadata.categories.map(\.value) == ["Baking", "Dessert"])
        #expect(r.metadata.image?.value == "https://little-kitchen.example/wp-content/uploads/2023/04/lemon-drizzle.jpg")
        #expect(r.metadata.source == "https://little-kitchen.example/lemon-drizzle/")
        #expect(r.metadata.date?.iso == "2023-04-01")
        #expect(r.notes == "Keeps for 3 days in a tin.")
        #expect(r.ingredients.count == 9)
        #expect(r.ingredients[0].quantity == Quantity(225) && r.ingredients[0].unit == "g" && r.ingredients[0].note == "softened")
        #expect(r.metadata.nutrition.map(\.key) == ["calories", "fat", "serving_size"])
    }

    @Test func arraysCommentWrappersTrailingCommasAndHTMLInstructions() throws {
        let (plans, problems) = try Self.plans("array-of-blocks.html")
        #expect(problems.isEmpty, "\(problems.map(\.formatted))")
        let plan = try #require(plans.first)
        #expect(plan.files.map(\.name) == ["roasted-tomato-soup.md", "roasted-tomato-soup.png"])
        let text = String(decoding: plan.files[0].data, as: UTF8.self)
        #expect(text.contains("author: \"Lea Martin, Sam Ode\""))
        #expect(text.contains("image: roasted-tomato-soup.png"))
        #expect(text.contains("1. Roast the tomatoes and onions with the oil for 45 minutes.\n2. Blend with the stock.\n3. Season and serve hot."))
        #expect(text.contains("servings: 4") && text.contains("total_time: 70 min"))
        #expect(text.contains("source: \"https://soup.example/original-tomato-soup\""))
        #expect(ImageData.sniff(plan.files[1].data) == "image/png")
    }

    @Test func missingFieldsAndListItems() throws {
        let (bare, bareProblems) = try Self.read("missing-fields.json")
        #expect(bareProblems.isEmpty)
        #expect(bare.first?.steps.isEmpty == true)
        #expect(bare.first?.ingredients.count == 3)
        let (tea, _) = try Self.read("list-items.json")
        let r = try #require(tea.first)
        #expect(r.metadata.servings == 2, "Serves 2")
        #expect(r.metadata.author == "Tea & Co")
        #expect(r.steps.map { RecipeText.plain($0, in: r) } == [
            "Put the mint in a teapot.", "Pour over the water and steep for 5 minutes.", "Sweeten with honey.",
        ])
        #expect(r.ingredients.map(\.name) == ["fresh mint", "boiling water", "honey"])
    }

    @Test func twoRecipesWithOneTitleGetTwoNames() throws {
        let (plans, _) = try Self.plans("two-recipes.json")
        #expect(plans.map { $0.files[0].name } == ["pancakes.md", "pancakes-2.md"])
    }

    @Test func aPageWithoutARecipeSaysSo() throws {
        let (none, problems) = try Self.plans("no-recipe.html")
        #expect(none.isEmpty)
        #expect(problems.map(\.id) == ["import-no-recipe"])
        #expect(problems.first?.message.contains("describes no schema.org Recipe (it has WebPage, Organization)") == true)
        let (_, noScript) = try Self.plans("no-jsonld.html")
        #expect(noScript.first?.message.contains("has no JSON-LD") == true)
        #expect(noScript.first?.severity == .error)
    }

    @Test func hostileTextIsStrippedAndPicturesRefused() throws {
        let (plans, problems) = try Self.plans("xss.html")
        #expect(plans.count == 2)
        #expect(problems.filter { $0.id == "import-image" }.count == 2, "an SVG with a script and a data:text/html picture")
        let text = String(decoding: try #require(plans.first).files[0].data, as: UTF8.self)
        for bad in ["<script", "<img", "<iframe", "<svg", "onerror", "onload", "onmouseover", "alert(7)", "alert(9)", "alert(11)"] {
            #expect(!text.contains(bad), "\(bad) in\n\(text)")
        }
        #expect(text.contains("title: Pwned Pie"))
        #expect(text.contains("\\*\\*not bold\\*\\*"), "Markdown in text is escaped")
        #expect(text.contains("\\<3 hearts"))
        #expect(plans.first?.files.count == 1, "no picture was written")
    }
}
