import Foundation
import Testing

/// What the recipe commands (`export`, `scale`, `shopping-list`) accept: recipe files wherever
/// they are (issue 15, point 8).
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
}
