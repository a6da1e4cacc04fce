import Foundation
import Testing

/// `cookgen export` in every format, with the real binary, and the downloads the build writes.
@Suite struct ExportCommandTests {
    static let pancakes = "Content/recipes/breakfast/oat-buttermilk-pancakes.md"

    @Test(arguments: ["html", "jsonld", "cook", "markdown", "json"])
    func everyFormatExports(_ format: String) throws {
        let result = try CLI.run(["export", Self.pancakes, "--format", format], cwd: CLI.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("Oat and Buttermilk Pancakes"))
    }

    @Test func htmlIsOneFileThatMakesNoRequests() throws {
        let folder = CLI.temporaryDirectory("export")
        let out = folder.appendingPathComponent("pancakes.html").path
        let result = try CLI.run(["export", Self.pancakes, "--format", "html", "-o", out], cwd: CLI.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("src=\"data:image/svg+xml;base64,"))
        #expect(html.contains("application/ld+json"))
        for pattern in ["src=\"http", "href=\"http", "<link", "url(http", "@import"] {
            #expect(!html.contains(pattern), "\(pattern)")
        }
    }

    @Test func scalesAndConvertsBeforeExporting() throws {
        let result = try CLI.run(["export", Self.pancakes, "--format", "markdown", "--servings", "8", "--units", "us"], cwd: CLI.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("servings: 8"))
        #expect(result.stdout.contains("yield: 24 pancakes"))
        #expect(result.stdout.contains("3 cups buttermilk"))
        let cook = try CLI.run(["export", Self.pancakes, "--format", "cook", "--factor", "2"], cwd: CLI.repositoryRoot)
        #expect(cook.stdout.contains("@plain flour{300%g}"))
    }

    @Test func badOptionsAreRefused() throws {
        let both = try CLI.run(["export", Self.pancakes, "--format", "cook", "--factor", "2", "--servings", "3"], cwd: CLI.repositoryRoot)
        #expect(both.status != 0)
        #expect(both.stderr.contains("--factor or --servings"))
        let format = try CLI.run(["export", Self.pancakes, "--format", "pdf"], cwd: CLI.repositoryRoot)
        #expect(format.status != 0)
        let root = try CLI.site(["Content/a.md": "---\ntitle: A\n---\n"])
        let noServings = try CLI.run(["export", "Content/a.md", "--format", "markdown", "--servings", "2"], cwd: root)
        #expect(noServings.status == 1)
        #expect(noServings.stderr.contains("does not say how many servings"))
    }

    @Test func aFileOutsideASiteExportsWithThePictureBesideIt() throws {
        let folder = CLI.temporaryDirectory("loose")
        try "---\ntitle: Loose\nimage: loose.svg\n---\n## Ingredients\n- 2 eggs\n".write(
            to: folder.appendingPathComponent("loose.md"), atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(to: folder.appendingPathComponent("loose.svg"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["export", "loose.md", "--format", "html"], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("data:image/svg+xml;base64,"))
        let missing = try CLI.run(["export", "loose.md", "--format", "jsonld"], cwd: folder.deletingLastPathComponent())
        #expect(missing.status == 1)
    }

    @Test func theBuildWritesNoDownloadFilesAndTheRecipePageCarriesThem() throws {
        let root = try CLI.site([
            "Content/a.md": "---\ntitle: A\nimage: a.svg\n---\n## Ingredients\n- 2 eggs\n## Steps\n1. Boil.\n",
            "Content/a.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        let result = try CLI.run(["build", "--source", root.path, "--base-url", "https://example.org/book/"])
        #expect(result.status == 0, "\(result.stderr)")
        let recipes = root.appendingPathComponent("Public/recipes")
        for name in ["a.card.html", "a.md", "a.cook", "a.json"] {
            #expect(!FileManager.default.fileExists(atPath: recipes.appendingPathComponent(name).path), "\(name) is made in the browser")
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Public/assets/js/card-style.js").path))
        let page = try String(contentsOf: recipes.appendingPathComponent("a.html"), encoding: .utf8)
        for (format, name) in [("html", "a.card.html"), ("markdown", "a.md"), ("cook", "a.cook"), ("jsonld", "a.json")] {
            #expect(page.contains("data-download=\"\(format)\" data-file=\"\(name)\""), "\(name)")
        }
        #expect(page.contains("<script src=\"../assets/js/downloads.js\" defer>"))
        #expect(page.contains("\"image\":\"https://example.org/book/a.svg\""), "an absolute picture URL with --base-url, in the model and the JSON-LD")
        #expect(page.contains("\"mainEntityOfPage\":\"https://example.org/book/recipes/a.html\""))
    }
}
