import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent

/// A file given to a recipe command is judged by the rules the site's loader reads it with, and
/// anything but a recipe is refused with what it is (issue 15, point 13).
@Suite struct RecipeFileTests {
    static let site = """
        -- Content/bread.md --
        ---
        title: Bread
        ---
        -- Content/guides/hygiene.md --
        ---
        title: Hygiene
        ---
        Wash your hands.
        -- Content/quizzes/kitchen.yaml --
        title: Kitchen quiz
        -- Content/plans/week.menu --
        == Monday ==
        -- Content/README.md --
        # About these recipes
        """

    @Test func rolesFollowTheLoader() throws {
        let site = try SiteFixture(Self.site)
        let role = { (path: String) in RecipeFile.role(of: site.root.appendingPathComponent(path)) }
        #expect(role("Content/bread.md") == .recipe)
        #expect(role("Content/guides/hygiene.md") == .guide)
        #expect(role("Content/quizzes/kitchen.yaml") == .quiz)
        #expect(role("Content/plans/week.menu") == .plan)
        #expect(role("Content/README.md") == .other)
        let loose = FileManager.default.temporaryDirectory
        #expect(RecipeFile.role(of: loose.appendingPathComponent("guides/x.md")) == .recipe, "outside a site only the extension counts")
        #expect(RecipeFile.role(of: loose.appendingPathComponent("week.menu")) == .plan)
    }

    @Test(arguments: [("Content/guides/hygiene.md", "'hygiene.md' is a guide, not a recipe"),
                      ("Content/quizzes/kitchen.yaml", "'kitchen.yaml' is a quiz, not a recipe"),
                      ("Content/plans/week.menu", "'week.menu' is a meal plan, not a recipe"),
                      ("Content/README.md", "'README.md' is not one of the site's recipes")])
    func anythingButARecipeIsRefusedForWhatItIs(_ path: String, _ message: String) throws {
        let site = try SiteFixture(Self.site)
        let (recipe, diagnostics) = RecipeFile.load(site.root.appendingPathComponent(path), displayPath: path)
        #expect(recipe == nil)
        #expect(diagnostics.map(\.id) == ["file-not-recipe"])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.location?.file == path)
        #expect(diagnostics.first?.hint != nil)
    }
}
