import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// A Markdown file without front matter and without ingredients or steps (a README, an Obsidian
/// "Welcome" note in a recipe vault) is skipped with a one-line note, and the build passes.
@Suite struct NotARecipeTests {
    static let vault = """
        -- Content/Welcome.md --
        # Welcome

        This is your new *vault*. See [[Pancakes]].
        -- Content/Notes/shopping ideas.md --
        buy more flour
        -- Content/Pancakes.md --
        # Pancakes

        ## Ingredients
        - 200 g flour

        ## Steps
        1. Fry.
        """

    @Test func aNoteIsSkippedWithANoteAndTheRecipesBuild() throws {
        let fixture = try SiteFixture(Self.vault)
        let loaded = try Loader.load(root: fixture.root, threads: 2)
        #expect(loaded.recipes.map(\.title) == ["Pancakes"], "a Markdown recipe without front matter still is one")
        #expect(loaded.failed.isEmpty)
        #expect(loaded.diagnostics.map(\.id) == ["not-a-recipe", "not-a-recipe"])
        #expect(loaded.diagnostics.allSatisfy { $0.severity == .note && $0.hint == nil })
        #expect(loaded.diagnostics.map { $0.location?.file } == ["Content/Notes/shopping ideas.md", "Content/Welcome.md"])
    }

    @Test func notesNeitherFailABuildNorWarningsAsErrors() throws {
        let fixture = try SiteFixture(Self.vault)
        var options = BuildOptions(source: fixture.root, output: fixture.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        options.warningsAsErrors = true
        options.baseURL = "https://example.org/"
        let report = try Builder.build(options)
        #expect(report.wrote && !report.failed(warningsAsErrors: true))
        #expect(report.diagnostics.warningCount == 0 && report.diagnostics.errorCount == 0 && !report.diagnostics.hasProblems)
        #expect(FileManager.default.fileExists(atPath: options.output.appendingPathComponent("recipes/pancakes.html").path))
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
    }

    @Test func aFileWithFrontMatterButNoTitleIsStillAnError() throws {
        let fixture = try SiteFixture("""
            -- Content/a.md --
            ---
            author: Ada
            ---
            Just words.
            """)
        let found = try fixture.diagnostics()
        #expect(found.map(\.id) == ["title-missing"] && found[0].severity == .error)
    }

    /// Hugo: `recipes/_index.md` lists a section (a title, nothing to cook) and is skipped with a
    /// note; a page bundle `recipes/chili/index.md` is the recipe `chili`.
    @Test func hugoSectionPagesAreSkippedAndPageBundlesNamedByTheirFolder() throws {
        let fixture = try SiteFixture("""
            -- Content/recipes/_index.md --
            ---
            title: Recipes
            ---
            All our recipes.
            -- Content/recipes/chili/index.md --
            ---
            title: Chili
            ingredients:
              - 500 g beans
            steps:
              - Simmer.
            ---
            """)
        let loaded = try Loader.load(root: fixture.root, threads: 2)
        #expect(loaded.recipes.map(\.slug.rawValue) == ["chili"])
        #expect(loaded.diagnostics.map(\.id) == ["not-a-recipe"])
        #expect(loaded.diagnostics.first?.severity == .note)
        #expect(loaded.diagnostics.first?.location?.file == "Content/recipes/_index.md")
    }
}
