import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Export then load again gives back the same recipe, for every recipe of the sample
/// cookbook and the example site, in Markdown and in Cooklang.
@Suite struct ExportRoundTripTests {
    static let sites = ["", "Examples/kochen-mit-kindern", "Tests/Fixtures/sites/basic/input"]

    static func recipes() throws -> [(SiteIndex, Recipe)] {
        try sites.flatMap { site -> [(SiteIndex, Recipe)] in
            let root = SiteFixture.repositoryRoot.appendingPathComponent(site)
            let index = Indexer.index(try Loader.load(root: root, threads: 2))
            return index.recipes.map { (index, $0) }
        }
    }

    /// Exports into the recipe's own folder, so picture paths resolve the same way.
    static func export(_ recipe: Recipe, _ index: SiteIndex, as format: ExportFormat) -> String {
        let folder = index.contentRoot.deletingLastPathComponent().appendingPathComponent(recipe.sourcePath).deletingLastPathComponent()
        return RecipeExporter(index: index, theme: nil).export(recipe, as: format, links: .folder(folder)).text
    }

    static func reload(_ text: String, like recipe: Recipe, as format: ExportFormat) -> (Recipe?, [Diagnostic]) {
        let path = String(recipe.sourcePath.prefix { $0 != "." }) + (format == .cook ? ".cook" : ".md")
        let source = SourceText(path: path, text: text)
        return format == .cook ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
    }

    @Test func markdownKeepsEveryRecipe() throws {
        for (index, recipe) in try Self.recipes() {
            let text = Self.export(recipe, index, as: .markdown)
            let (loaded, problems) = Self.reload(text, like: recipe, as: .markdown)
            #expect(problems.isEmpty, "\(recipe.sourcePath): \(problems.map(\.formatted))")
            let back = try #require(loaded)
            // Cooklang steps become Markdown text: their words are kept, not their markup.
            let cross = recipe.format == .cooklang
            // Nutrition the site computed goes along as front matter.
            let shared = RecipeExporter(index: index, theme: nil).withComputedNutrition(recipe)
            let want = RecipeSnapshot(shared, steps: cross ? .readable : .exact, notes: !cross, fixed: !cross)
            let got = RecipeSnapshot(back, steps: cross ? .readable : .exact, notes: !cross, fixed: !cross)
            #expect(want == got, "\(recipe.sourcePath):\n\(want.difference(from: got) ?? "")\n\(text)")
        }
    }

    @Test func cooklangKeepsEveryRecipe() throws {
        for (index, recipe) in try Self.recipes() {
            let text = Self.export(recipe, index, as: .cook)
            let (loaded, problems) = Self.reload(text, like: recipe, as: .cook)
            #expect(problems.isEmpty, "\(recipe.sourcePath): \(problems.map(\.formatted))")
            let back = try #require(loaded)
            // Markdown recipes lose only their introduction, which joins the notes.
            let withBody = !recipe.body.isEmpty
            let shared = RecipeExporter(index: index, theme: nil).withComputedNutrition(recipe)
            let want = RecipeSnapshot(shared, steps: .exact, notes: !withBody)
            let got = RecipeSnapshot(back, steps: .exact, notes: !withBody)
            #expect(want == got, "\(recipe.sourcePath):\n\(want.difference(from: got) ?? "")\n\(text)")
            if withBody { #expect(back.notes.contains(recipe.body)) }
        }
    }

    @Test func cooklangParsesBackToTheSameIngredients() throws {
        for (index, recipe) in try Self.recipes() {
            let document = CooklangParser.parse(Self.export(recipe, index, as: .cook), file: "x.cook")
            #expect(document.diagnostics.isEmpty, "\(recipe.sourcePath): \(document.diagnostics.map(\.formatted))")
            let want = recipe.ingredients.map { RecipeSnapshot.ingredient($0, fixed: true) }
            #expect(document.ingredients.map { RecipeSnapshot.ingredient($0, fixed: true) } == want, "\(recipe.sourcePath)")
        }
    }
}
