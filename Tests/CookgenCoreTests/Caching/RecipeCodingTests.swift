import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// The build cache's encoding of parsed recipe files: every recipe file the repository has —
/// the sample cookbook, the examples, the golden, failing and collection fixtures — comes back
/// from its bytes equal to what the loader made of it, problems included; damaged bytes are an
/// error, never a crash.
@Suite struct RecipeCodingTests {
    /// Every folder with a `Content/` folder under the repository's sites.
    static func siteRoots() -> [URL] {
        let fm = FileManager.default
        var roots = [SiteFixture.repositoryRoot]
        for base in ["Examples", "Tests/Fixtures/sites", "Tests/Fixtures/failing", "Tests/Fixtures/collections"] {
            let folder = SiteFixture.repositoryRoot.appendingPathComponent(base)
            for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                for candidate in [folder.appendingPathComponent(name), folder.appendingPathComponent(name).appendingPathComponent("input")]
                where fm.fileExists(atPath: candidate.appendingPathComponent("Content").path) {
                    roots.append(candidate)
                }
            }
        }
        return roots
    }

    /// Every recipe file of the repository's sites, parsed.
    static let parsedFiles: [(String, RecipeCache.Parsed)] = siteRoots().flatMap { root -> [(String, RecipeCache.Parsed)] in
        let inventory = (try? ContentScanner.scan(root: root)) ?? ContentScanner.Inventory()
        return inventory.recipes.map { path in (root.path + "/" + path, Loader.loadRecipe(root: root, path: path)) }
    }

    static func encoded(_ parsed: RecipeCache.Parsed) -> [UInt8] {
        var encoder = RecipeEncoder()
        encoder.write(parsed)
        return encoder.bytes
    }

    @Test func everyRecipeFileRoundTrips() throws {
        #expect(Self.parsedFiles.count > 80, "the repository's sites have dozens of recipe files")
        #expect(Self.parsedFiles.contains { $0.1.0 == nil }, "some fixtures fail to parse, so diagnostics without a recipe are covered")
        for (path, parsed) in Self.parsedFiles {
            var decoder = RecipeDecoder(Self.encoded(parsed))
            let back = try decoder.parsedFile()
            #expect(back.0 == parsed.0, "\(path): the recipe differs after the round trip")
            #expect(back.1 == parsed.1, "\(path): the diagnostics differ after the round trip")
        }
    }

    /// Fields that the sites above leave empty, set by hand.
    @Test func rareFieldsRoundTrip() throws {
        let here = SourceLocation(file: "Content/a.md", line: 3, column: 7)
        var metadata = RecipeMetadata(title: "Ä \u{1F600}", location: here)
        metadata.date = CalendarDate(year: 2024, month: 2, day: 29)
        metadata.adultSteps = [AdultStepMark(step: 2, hazards: [.hotOil, .knife], location: here.at(line: 9))]
        metadata.extra = [MetadataField(key: "k", value: .map([MetadataField(key: "x", value: .list([.text("1"), .list([])]), location: here)]),
                                        location: here)]
        metadata.deriveAdultSteps = false
        metadata.unlockPoints = -3
        let step = Step(items: [.text("Fry "), .ingredient(0), .cookware(0), .timer(0)], image: Located("s.png", at: here),
                        location: SourceLocation(file: "other.md"), adultHazards: [])
        let recipe = Recipe(slug: Slug(rawValue: "a"), sourcePath: "Content/a.md", format: .cooklang, metadata: metadata,
                            ingredientGroups: [IngredientGroup(title: nil, items: [
                                Ingredient(text: "1-2 x", quantity: Quantity(1, to: 2, fixed: true), name: "x", location: here)])],
                            cookware: [Cookware(name: "pan", quantity: Quantity(.pi), quantityText: "π")],
                            timers: [CookTimer(name: nil, quantity: Quantity(-0.0), quantityText: nil, unit: "min")],
                            stepSections: [StepSection(title: "S", blocks: [.step(step), .note("n")])],
                            components: [Component(target: "b", quantity: nil, unit: "g", location: here)], body: "", notes: "ñ")
        let parsed: RecipeCache.Parsed = (recipe, [.warning("w", "m", at: nil, hint: "h"), .note("n", "m", at: here)])
        var decoder = RecipeDecoder(Self.encoded(parsed))
        let back = try decoder.parsedFile()
        #expect(back.0 == recipe)
        #expect(back.1 == parsed.1)
    }

    /// Every cut short and many bytes changed: an error or some value, never a crash or a hang.
    @Test func damagedBytesAreAnError() throws {
        var random = SplitMix64(seed: 14)
        for (_, parsed) in Self.parsedFiles.prefix(40) {
            let bytes = Self.encoded(parsed)
            for end in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 50)) {
                var decoder = RecipeDecoder(Array(bytes[..<end]))
                #expect(throws: (any Error).self) { try decoder.parsedFile() }
            }
            for _ in 0..<20 {
                var damaged = bytes
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                var decoder = RecipeDecoder(damaged)
                _ = try? decoder.parsedFile()
            }
        }
    }

    /// The derived values read in part — the hazards alone, the search terms alone, whether there
    /// are search terms — are those parts of the whole decode, for random values with any part absent.
    @Test func derivedValuesReadInPartAreThoseOfTheWhole() throws {
        var g = SplitMix64(seed: 12)
        let words = ["salt", "ö", "", "日本", "a\"b", "knife"]
        for _ in 0..<300 {
            var value = RecipeCache.Derived()
            if Bool.random(using: &g) { value.language = ["en", "de", ""].randomElement(using: &g) }
            if Bool.random(using: &g) {
                value.hazards = (0..<Int.random(in: 0...4, using: &g)).map { _ in
                    (0..<Int.random(in: 0...3, using: &g)).map { _ in Hazard.allCases.randomElement(using: &g)! }
                }
            }
            if Bool.random(using: &g) {
                value.scores = SearchTerms((0..<Int.random(in: 0...6, using: &g)).map { _ in (words.randomElement(using: &g)!, Int.random(in: -5...900, using: &g)) })
            }
            var out = ByteWriter()
            RecipeCache.encode(value, into: &out)
            var whole = ByteReader(out.bytes)
            let decoded = try RecipeCache.decode(&whole)
            var first = ByteReader(out.bytes), second = ByteReader(out.bytes), third = ByteReader(out.bytes)
            let hazards = try RecipeCache.decodeHazardsOnly(&first)
            #expect(decoded.language == value.language && decoded.hazards == value.hazards)
            #expect(hazards.language == decoded.language && hazards.hazards == decoded.hazards)
            let scores = try RecipeCache.decodeScoresOnly(&second, end: out.bytes.count)
            let text = { (terms: SearchTerms?) in terms.map { $0.scores.map { $0.map { "\($0.0)=\($0.1)" } } } }
            #expect(text(scores) == text(decoded.scores))
            #expect(text(scores) == text(value.scores))
            #expect(scores.map(\.bytes) == value.scores.map(\.bytes))
            #expect(try RecipeCache.decodeHasScores(&third) == (value.scores != nil))
        }
    }
}
