import Foundation
import Testing

/// What the recipe commands (`export`, `scale`, `shopping-list`) accept: recipe files wherever
/// they are (issue 15, point 8), and a clear refusal for guides, quizzes and plans (point 13).
@Suite struct RecipeArgumentTests {
    static let bread = "---\ntitle: Bread\nservings: 2\n---\n## Ingredients\n- 200 g flour\n- 1 tsp salt\n## Steps\n1. Bake.\n"
    static let crepes = "---\nservings: 2\n---\nWhisk @flour{100%g} with @milk{250%ml}.\n"

    /// Two recipes in a folder that is neither the current folder nor inside a site.
    static func elsewhere() throws -> URL {
        let folder = CLI.temporaryDirectory("elsewhere")
        try bread.write(to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try crepes.write(to: folder.appendingPathComponent("b.cook"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func shoppingListReadsFilesOutsideTheCurrentFolderAndOutsideASite() throws {
        let folder = try Self.elsewhere()
        let cwd = CLI.temporaryDirectory("cwd")
        let absolute = try CLI.run(["shopping-list", folder.appendingPathComponent("a.md").path,
                                    folder.appendingPathComponent("b.cook").path + "*2"], cwd: cwd)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        #expect(absolute.stdout.contains("flour — 400 g"), "\(absolute.stdout)")
        #expect(absolute.stdout.contains("milk — 500 ml"), "\(absolute.stdout)")
        // The same files named relative to a current folder beside them.
        let relative = try CLI.run(["shopping-list", "../\(folder.lastPathComponent)/a.md", "../\(folder.lastPathComponent)/b.cook"],
                                   cwd: folder.deletingLastPathComponent().appendingPathComponent(cwd.lastPathComponent))
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout.contains("flour — 300 g"), "\(relative.stdout)")
    }

    @Test func shoppingListAddsFilesFromOutsideToASiteRecipe() throws {
        let folder = try Self.elsewhere()
        let site = try CLI.site(["Content/scones.md": "---\ntitle: Scones\n---\n## Ingredients\n- 100 g flour\n## Steps\n1. Bake.\n"])
        let result = try CLI.run(["shopping-list", "Content/scones.md", folder.appendingPathComponent("b.cook").path], cwd: site)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("flour — 200 g"), "\(result.stdout)")
    }

    @Test func aBrokenFileOutsideASiteIsNamedWithItsError() throws {
        let folder = try Self.elsewhere()
        try "---\ntitle: [x\n---\n".write(to: folder.appendingPathComponent("bad.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["shopping-list", "bad.md", "a.md"], cwd: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.md:2:"), "\(result.stderr)")
        #expect(!result.stderr.contains("cookgen build"), "there is no site to build: \(result.stderr)")
    }

    static let site: [String: String] = [
        "Content/bread.md": bread,
        "Content/guides/hygiene.md": "---\ntitle: Hygiene\n---\nWash your hands.\n",
        "Content/quizzes/kitchen.yaml": "title: Kitchen quiz\nquestions:\n  - question: Hot?\n    answers: [yes, no]\n    correct: 1\n",
        "Content/plans/week.menu": "---\ntitle: Week\n---\n== Monday ==\n- @./bread{}\n",
    ]

    @Test(arguments: [
        (["export", "Content/guides/hygiene.md", "--format", "jsonld"], "Content/guides/hygiene.md is a guide, not a recipe", "'cookgen build'"),
        (["export", "Content/guides/hygiene.md", "--format", "json"], "is a guide, not a recipe", "'cookgen build'"),
        (["scale", "Content/guides/hygiene.md", "--factor", "2"], "is a guide, not a recipe", "'cookgen build'"),
        (["export", "Content/quizzes/kitchen.yaml", "--format", "markdown"], "Content/quizzes/kitchen.yaml is a quiz, not a recipe", "'cookgen build'"),
        (["scale", "Content/plans/week.menu", "--servings", "4"], "Content/plans/week.menu is a meal plan, not a recipe",
         "'cookgen shopping-list Content/plans/week.menu'"),
        (["export", "Content/plans/week.menu", "--format", "cook"], "is a meal plan, not a recipe", "'cookgen shopping-list"),
        (["shopping-list", "Content/bread.md", "Content/guides/hygiene.md"], "Content/guides/hygiene.md is a guide, not a recipe", "'cookgen build'"),
        (["shopping-list", "Content/quizzes/kitchen.yaml"], "is a quiz, not a recipe", "'cookgen build'"),
    ])
    func aGuideQuizOrPlanGivenToARecipeCommandIsNamedForWhatItIs(_ args: [String], _ what: String, _ fits: String) throws {
        let root = try CLI.site(Self.site)
        let result = try CLI.run(args, cwd: root)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty, "nothing is printed as if it were a recipe: \(result.stdout)")
        #expect(result.stderr.contains(what) && result.stderr.contains(fits), "\(result.stderr)")
    }

    @Test func aPlanStillGivesItsShoppingList() throws {
        let root = try CLI.site(Self.site)
        let result = try CLI.run(["shopping-list", "Content/plans/week.menu"], cwd: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("flour"), "\(result.stdout)")
    }

    @Test func aPlanOutsideASiteSaysWhereItBelongs() throws {
        let folder = CLI.temporaryDirectory("plan")
        try "== Monday ==\n- @./bread{}\n".write(to: folder.appendingPathComponent("week.menu"), atomically: true, encoding: .utf8)
        let shopping = try CLI.run(["shopping-list", "week.menu"], cwd: folder)
        #expect(shopping.status == 1)
        #expect(shopping.stderr.contains("week.menu is a meal plan outside a site"), "\(shopping.stderr)")
        let export = try CLI.run(["export", "week.menu", "--format", "json"], cwd: folder)
        #expect(export.status == 1)
        #expect(export.stderr.contains("week.menu is a meal plan, not a recipe"), "\(export.stderr)")
    }
}
