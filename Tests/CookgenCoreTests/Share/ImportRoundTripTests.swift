import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// Export in every format, import what was exported, load the written file: the same recipe.
@Suite struct ImportRoundTripTests {
    static let formats: [ExportFormat] = [.html, .cook, .markdown, .json, .jsonld]

    /// Exports `recipe` into a fresh folder, imports the file, and loads what the import wrote.
    static func roundTrip(_ recipe: Recipe, _ exporter: RecipeExporter, as format: ExportFormat) throws -> Recipe {
        let folder = Scratch.root.appendingPathComponent("cookgen-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "\(recipe.slug).\(format == .html ? "html" : format.fileExtension)"
        let text = exporter.export(recipe, as: format, links: .folder(folder)).text
        let (plans, problems) = RecipeImporter.plans(data: Data(text.utf8), name: name, folder: folder)
        #expect(!problems.hasErrors, "\(recipe.sourcePath) \(format): \(problems.map(\.formatted))")
        let written = try ImportWriter.write(plans, into: folder.appendingPathComponent("imported"), force: false)
        let file = try #require(written.first)
        let (loaded, loadProblems) = RecipeFile.load(file, displayPath: "Content/" + file.lastPathComponent)
        #expect(!loadProblems.hasErrors, "\(loadProblems.map(\.formatted))")
        if let image = loaded?.metadata.image?.value, !ImageResolver.isWebURL(image) {
            #expect(FileManager.default.fileExists(atPath: file.deletingLastPathComponent().appendingPathComponent(image).path))
        }
        return try #require(loaded)
    }

    static func sample() throws -> (RecipeExporter, [Recipe]) {
        let index = Indexer.index(try Loader.load(root: SiteFixture.repositoryRoot, threads: 2))
        let (theme, _) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: SiteFixture.repositoryRoot)
        return (RecipeExporter(index: index, theme: theme), index.recipes)
    }

    @Test(arguments: [ExportFormat.html, .cook, .markdown, .json])
    func everyRecipeComesBackWhole(_ format: ExportFormat) throws {
        let (exporter, recipes) = try Self.sample()
        for recipe in recipes {
            let back = try Self.roundTrip(recipe, exporter, as: format)
            // Cooklang keeps a Markdown recipe's introduction in its notes; Markdown keeps a Cooklang
            // recipe's words, not its markup; the JSON model keeps a picture only as the path the
            // recipe wrote, which means nothing next to the exported file.
            let cross = format == .markdown && recipe.format == .cooklang
            let notes = !(format == .cook && recipe.format == .markdown && !recipe.body.isEmpty) && !cross
            // Nutrition the site computed goes along as front matter.
            var want = RecipeSnapshot(exporter.withComputedNutrition(recipe), steps: cross ? .readable : .exact, notes: notes, fixed: !cross)
            var got = RecipeSnapshot(back, steps: cross ? .readable : .exact, notes: notes, fixed: !cross)
            if format == .json { (want.lines, got.lines) = (want.lines.filter { !$0.hasPrefix("image=") }, got.lines.filter { !$0.hasPrefix("image=") }) }
            #expect(want == got, "\(recipe.sourcePath) via \(format):\n\(want.difference(from: got) ?? "")")
        }
    }

    /// schema.org has no ingredient groups, seasons, levels, notes or fixed amounts; what it has comes back.
    @Test func jsonLDKeepsWhatSchemaOrgHas() throws {
        let (exporter, recipes) = try Self.sample()
        for recipe in recipes {
            let back = try Self.roundTrip(recipe, exporter, as: .jsonld)
            let m = recipe.metadata, b = back.metadata
            #expect(b.title == m.title && b.description == m.description && b.date == m.date && b.updated == m.updated)
            #expect(b.author == (m.author ?? "The cookgen contributors"))
            #expect((b.servings, b.yield) == (m.servings, m.yield), "\(recipe.sourcePath)")
            #expect((b.prepMinutes, b.cookMinutes, b.totalMinutes) == (m.prepMinutes, m.cookMinutes, m.totalMinutes))
            #expect(b.categories.map(\.value) == (m.categories + m.courses).map(\.value).uniqued())
            #expect(b.tags.map(\.value) == m.tags.map(\.value))
            #expect((b.image != nil) == (m.image != nil))
            #expect(back.ingredients.count == recipe.ingredients.count, "\(recipe.sourcePath)")
            for (a, z) in zip(recipe.ingredients, back.ingredients) {
                #expect(a.name == z.name && a.unit == z.unit && a.note == z.note, "\(recipe.sourcePath): \(a.text) → \(z.text)")
                #expect(Self.close(a.quantity?.low, z.quantity?.low) && Self.close(a.quantity?.high, z.quantity?.high), "\(a.text) → \(z.text)")
            }
            if recipe.format == .markdown {
                let want = recipe.steps.map { RecipeSnapshot.text($0, in: recipe, .readable) }
                #expect(back.steps.map { RecipeSnapshot.text($0, in: back, .readable) } == want, "\(recipe.sourcePath)")
            }
        }
    }

    /// Amounts in JSON-LD are written as a cook reads them (`⅓`), so they come back within rounding.
    static func close(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a - b) <= max(0.01, abs(a) * 0.01)
    }
}
