import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Templates for `cookgen new` and the files of `cookgen init`.
@Suite struct ScaffoldTests {
    @Test(arguments: ["basic", "baking", "drink"])
    func theSampleCookbookShipsTheBuiltInTemplates(_ name: String) throws {
        let shipped = SiteFixture.repositoryRoot.appendingPathComponent("Content/templates/\(name).md")
        #expect(try String(contentsOf: shipped, encoding: .utf8) == SiteScaffold.templates[name])
    }

    @Test func placeholdersAreQuotedInFrontMatterAndEscapedInTheBody() {
        let template = "---\ntitle: {{title}}\ncategory: {{category}}\ndate: {{date}}\n---\n# {{title}}\n"
        let text = RecipeScaffold.fill(template, with: ["title": "Pie: *the* one", "category": "", "date": "2025-01-02"])
        #expect(text == "---\ntitle: \"Pie: *the* one\"\ndate: 2025-01-02\n---\n# Pie: \\*the\\* one\n")
    }

    @Test(arguments: ["basic", "baking", "drink"])
    func everyTemplateMakesARecipeThatLoadsWithoutWarnings(_ name: String) throws {
        let fixture = try SiteFixture("-- Content/categories.yaml --\n- name: Breakfast\n")
        let today = try #require(CalendarDate(year: 2025, month: 3, day: 4))
        let url = try RecipeScaffold.create(title: "Crème \"Brûlée\"", category: "Breakfast", template: name, site: fixture.root, today: today)
        #expect(url.path.hasSuffix("Content/recipes/breakfast/creme-brulee.md"))
        let problems = try fixture.diagnostics()
        #expect(problems.isEmpty, "\(problems.map(\.formatted))")
        let recipe = try #require(try fixture.index().recipes.first)
        #expect(recipe.title == "Crème \"Brûlée\"")
        #expect(recipe.metadata.date == today)
        #expect(!recipe.ingredients.isEmpty && !recipe.steps.isEmpty)
        #expect(throws: RecipeScaffold.Refusal.self) {
            try RecipeScaffold.create(title: "Crème Brûlée", category: "Breakfast", template: name, site: fixture.root, today: today)
        }
    }

    @Test func bakingExplainsBakersPercentages() throws {
        let baking = try #require(SiteScaffold.templates["baking"])
        let recipe = try #require(MarkdownRecipeLoader.load(SourceText(path: "Content/b.md", text: RecipeScaffold.fill(baking, with: ["title": "Loaf", "date": "2025-01-01"]))).0)
        #expect(recipe.ingredients.first?.note == "100 %")
        #expect(recipe.notes.contains("baker's percentages"))
        #expect(recipe.notes.contains("    ingredient    baker's %"), "a table of the percentages")
    }

    @Test func aNewSiteRefusesAFolderInUse() throws {
        let fixture = try SiteFixture("-- Content/a.md --\n---\ntitle: A\n---\n")
        let today = try #require(CalendarDate(year: 2025, month: 1, day: 1))
        #expect(throws: RecipeScaffold.Refusal.self) { try SiteScaffold.create(at: fixture.root, today: today) }
        #expect(SiteScaffold.title(for: URL(fileURLWithPath: "/tmp/grandmas-kitchen")) == "Grandmas Kitchen")
    }
}
