import Foundation
import Testing

/// `cookgen init` and `cookgen new` with the real binary.
@Suite struct ScaffoldCommandTests {
    static let today = ["COOKGEN_TODAY": "2025-06-07"]

    @Test func aNewCookbookBuildsAtOnceWithoutWarnings() throws {
        let parent = CLI.temporaryDirectory("init")
        let created = try CLI.run(["init", "my-cookbook"], environment: Self.today, cwd: parent)
        #expect(created.status == 0, "\(created.stderr)")
        let site = parent.appendingPathComponent("my-cookbook")
        for file in ["cookgen.yaml", "README.md", "Content/categories.yaml", "Content/recipes/breakfast/overnight-oats.md",
                     "Content/images/overnight-oats.svg", "Content/templates/basic.md"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path), "\(file)")
        }
        let build = try CLI.run(["build", "--source", site.path, "--warnings-as-errors", "--base-url", "https://example.org/"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("(0 errors, 0 warnings)"))
        let again = try CLI.run(["init", "my-cookbook"], cwd: parent)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists and is not empty"))
    }

    @Test func newStartsARecipeFromATemplateDatedToday() throws {
        let parent = CLI.temporaryDirectory("new")
        try CLI.run(["init", "book"], environment: Self.today, cwd: parent)
        let site = parent.appendingPathComponent("book")
        let result = try CLI.run(["new", "Rhubarb Fool", "--category", "Desserts", "--from", "basic"], environment: Self.today,
                                 cwd: site.appendingPathComponent("Content/recipes"))
        #expect(result.status == 0, "\(result.stderr)")
        let file = site.appendingPathComponent("Content/recipes/desserts/rhubarb-fool.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("title: Rhubarb Fool\n") && text.contains("date: 2025-06-07\n") && text.contains("category: Desserts\n"))
        let twice = try CLI.run(["new", "Rhubarb Fool", "--category", "Desserts", "--source", site.path])
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("already exists"))
        let drink = try CLI.run(["new", "Elderflower Spritz", "--from", "drink", "--source", site.path], environment: Self.today)
        #expect(drink.status == 0)
        let build = try CLI.run(["build", "--source", site.path, "--warnings-as-errors", "--base-url", "https://example.org/"])
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func newExplainsWhatIsWrong() throws {
        let outside = CLI.temporaryDirectory("nosite")
        let noSite = try CLI.run(["new", "Soup"], cwd: outside)
        #expect(noSite.status == 1)
        #expect(noSite.stderr.contains("not in a cookbook"))
        let site = try CLI.site(["Content/recipes/.keep": ""])
        let template = try CLI.run(["new", "Soup", "--from", "fancy"], cwd: site)
        #expect(template.stderr.contains("there is no template 'fancy'"))
        let date = try CLI.run(["new", "Soup"], environment: ["COOKGEN_TODAY": "tomorrow"], cwd: site)
        #expect(date.status == 1)
        #expect(date.stderr.contains("COOKGEN_TODAY='tomorrow' is not a date"))
    }
}
