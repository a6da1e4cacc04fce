import Foundation
import Testing

/// A person exports a recipe and sends the file; the friend imports it into their own new
/// cookbook, which must build — even when the recipe uses a recipe the friend does not have.
@Suite struct FriendScenarioTests {
    @Test func aRecipeThatUsesAnotherImportsIntoANewCookbookThatBuilds() throws {
        let card = CLI.temporaryDirectory("card").appendingPathComponent("pizza.html")
        let export = try CLI.run(["export", "Content/recipes/mains/margherita-pizza.md", "--format", "html", "-o", card.path], cwd: CLI.repositoryRoot)
        #expect(export.status == 0, "\(export.stderr)")
        let friend = CLI.temporaryDirectory("friend").appendingPathComponent("cookbook")
        #expect(try CLI.run(["init", friend.path]).status == 0)
        let imported = try CLI.run(["import", card.path], cwd: friend)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("uses the recipe 'pizza-dough', which is not in this cookbook"))
        let build = try CLI.run(["build", "--warnings-as-errors", "--base-url", "https://example.org/"], cwd: friend)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: friend.appendingPathComponent("Public/recipes/margherita-pizza.html"), encoding: .utf8)
        #expect(page.contains("fresh mozzarella"))
        #expect(page.contains("pizza dough"))
    }
}
