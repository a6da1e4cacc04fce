import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

/// Collections written for Jekyll (Chowdown), Hugo, CookCLI and an Obsidian Cooklang vault,
/// copied into `Content/` unchanged (`Tests/Fixtures/collections/`): every recipe is there and
/// no page has a broken link, checked with `cookgen check`'s own link checker.
@Suite struct CollectionTests {
    struct Built: CustomTestStringConvertible {
        let index: SiteIndex
        let diagnostics: [Diagnostic]
        let pages: [String: Data]

        func page(_ path: String) -> String { pages[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        func recipe(_ slug: String) -> Recipe? { index.recipes.first { $0.slug.rawValue == slug } }
        func found(_ id: String) -> [String] { diagnostics.filter { $0.id == id }.map(\.formatted) }
        var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.formatted) }
        var slugs: Set<String> { Set(index.recipes.map(\.slug.rawValue)) }
        var testDescription: String { "\(index.recipes.count) recipes, \(pages.count) files" }
    }

    /// Loads, indexes and checks a collection as `cookgen check` does (published somewhere, so the
    /// base-URL warning stays out), and renders it once more to look at pages.
    static func build(_ name: String) throws -> Built {
        let root = FixtureSiteTests.fixtures.appendingPathComponent("collections/\(name)")
        var options = BuildOptions(source: root, output: root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        options.baseURL = "https://example.org/\(name)/"
        let report = try SiteChecker.check(options)
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        let index = try #require(context.index)
        let output = MemoryOutput()
        context.options.baseURL = ""
        try Pipeline.run([.render(into: output)], on: &context)
        return Built(index: index, diagnostics: report.diagnostics, pages: output.files)
    }

    /// Chowdown: `_recipes/` and `_components/`, front-matter lists, `components:` by title,
    /// pictures in the site-wide `images/` folder, comma-string tags.
    @Test func chowdown() throws {
        let site = try Self.build("chowdown")
        #expect(site.slugs.isSuperset(of: ["banana-bread", "pizza", "pizza-dough", "tomato-sauce"]), "\(site.slugs.sorted())")
        #expect(site.errors.isEmpty, "\(site.errors)")
        #expect(site.found("link-broken").isEmpty, "\(site.found("link-broken"))")
        #expect(Set(site.index.uses[Slug("pizza")]?.map(\.slug.rawValue) ?? []) == ["pizza-dough", "tomato-sauce"])
        #expect(site.recipe("pizza")?.ingredients.map(\.name) == ["mozzarella", "basil leaves"])
        #expect(site.found("image-missing").isEmpty, "\(site.found("image-missing"))")
        #expect(site.page("recipes/banana-bread.html").contains("images/banana-bread.jpg"))
        #expect(site.recipe("banana-bread")?.metadata.tags.map(\.value) == ["breakfast", "baking"], "tags as a comma string")
    }

    /// Hugo: a section page `_index.md`, remote pictures, `yield:`, `prep_time:`, `steps:` as
    /// strings, `notes:`, `nutrition:` with `protein_g`, comma-string tags.
    @Test func hugo() throws {
        let site = try Self.build("hugo")
        #expect(site.slugs.isSuperset(of: ["chili", "lemonade"]), "\(site.slugs.sorted())")
        let chili = try #require(site.recipe("chili"))
        #expect(chili.steps.count == 2 && chili.ingredients.count == 5)
        #expect(chili.metadata.prepMinutes == 10 && chili.metadata.cookMinutes == 45)
        #expect(site.found("image-missing").isEmpty, "a remote picture is never looked for on disk")
        #expect(site.found("link-broken").isEmpty, "\(site.found("link-broken"))")
        #expect(site.page("recipes/chili.html").contains("src=\"https://images.example.org/chili.jpg?w=1080&amp;q=80\""))
        #expect(site.errors.isEmpty, "\(site.errors)")
        #expect(!site.errors.contains { $0.contains("recipes/_index.md") }, "\(site.errors)")
        #expect(chili.metadata.tags.map(\.value) == ["sides", "soups"], "tags as a comma string")
        #expect(chili.notes.contains("Even better the next day."))
        #expect(chili.metadata.nutrition.contains { $0.key == "protein" }, "protein_g is protein in g")
        #expect(chili.metadata.servings == 6)
    }

    /// CookCLI's seed folder: `>> key: value` metadata (keys cookgen does not know among them),
    /// `Name.jpg` beside `Name.cook`, CookCLI's `config/aisle.conf`.
    @Test func cookcliSeed() throws {
        let site = try Self.build("cookcli-seed")
        #expect(site.slugs == ["easy-pancakes", "neapolitan-pizza"], "\(site.slugs.sorted())")
        #expect(site.errors.isEmpty, "\(site.errors)")
        #expect(site.found("link-broken").isEmpty, "\(site.found("link-broken"))")
        let pancakes = try #require(site.recipe("easy-pancakes"))
        #expect(pancakes.metadata.servings == 4)
        #expect(pancakes.metadata.tags.map(\.value) == ["breakfast", "sweet"])
        #expect(site.page("recipes/easy-pancakes.html").contains("src=\"../Breakfast/Easy%20Pancakes.jpg\""))
        #expect(site.pages["Breakfast/Easy Pancakes.jpg"] != nil)
        #expect(!site.found("jsonld-image").contains { $0.contains("Easy Pancakes") }, "the picture beside the recipe is its picture")
    }

    /// An Obsidian Cooklang vault: a Welcome note and a README, nested folders, a reference
    /// from one recipe to another by path, `.obsidian/` settings.
    @Test func obsidianVault() throws {
        let site = try Self.build("obsidian-vault")
        #expect(site.slugs.isSuperset(of: ["tomato-sauce", "tomato-soup"]), "\(site.slugs.sorted())")
        #expect(site.errors.isEmpty, "\(site.errors)")
        #expect(site.found("link-broken").isEmpty, "\(site.found("link-broken"))")
        #expect(site.index.uses[Slug("tomato-soup")]?.map(\.slug.rawValue) == ["tomato-sauce"])
        #expect(!site.slugs.contains("welcome"), "\(site.slugs.sorted())")
    }
}
