import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Metadata cookgen has no field for (keys of other tools, Cooklang's open metadata map) is kept
/// in the model in the order written, goes out in the JSON, Markdown and Cooklang exports, and
/// comes back when they are read again (issue 15, point 6).
@Suite struct KeptMetadataTests {
    /// A Hugo recipe with keys of its theme, and a Cooklang recipe with the open metadata map.
    static let site = """
        -- Content/stew.md --
        ---
        title: Green Chile Stew
        layout: recipe
        rating: 5
        sourced: grandma
        imagecredit: "Photo: Jo Doe"
        allergens: [celery, mustard]
        equipment:
          - pot
          - ladle: large
        hugo:
          menu: [main, "side: soups"]
          weight: 3
        ---
        ## Ingredients
        - 1 onion
        ## Steps
        1. Simmer.
        -- Content/tea.cook --
        ---
        cooking time: 5 mins
        sourced: babooshka
        ---
        >> mood: calm
        Steep @tea{1%bag}.
        """

    static func recipe(_ slug: String) throws -> (Recipe, SiteIndex) {
        let index = try SiteFixture(site).index()
        return (try #require(index.bySlug[Slug(slug)]), index)
    }

    static func keys(_ recipe: Recipe) -> [String] { recipe.metadata.extra.map(\.key) }

    /// The kept values without their locations.
    static func values(_ recipe: Recipe) -> [String] { recipe.metadata.extra.map { RecipeSnapshot.value($0.value) } }

    @Test func unknownKeysAreKeptInOrderWithTheirLines() throws {
        let (stew, _) = try Self.recipe("stew")
        #expect(Self.keys(stew) == ["layout", "rating", "sourced", "imagecredit", "allergens", "equipment", "hugo"])
        let extra = stew.metadata.extra
        #expect(extra[1].value == .text("5"), "numbers stay text as written")
        #expect(extra[1].location.line == 4 && extra[1].location.column == 1)
        #expect(extra[3].value == .text("Photo: Jo Doe"))
        #expect(extra[4].value == .list([.text("celery"), .text("mustard")]))
        guard case .list(let equipment) = extra[5].value, case .map(let ladle) = equipment[1] else {
            Issue.record("equipment should be a list with a mapping: \(extra[5].value)")
            return
        }
        #expect(equipment[0] == .text("pot"))
        #expect(ladle.map(\.key) == ["ladle"] && ladle[0].value == .text("large"))
        let (tea, _) = try Self.recipe("tea")
        #expect(Self.keys(tea) == ["sourced", "mood"], "front matter and >> lines alike")
        #expect(tea.metadata.cookMinutes == 5, "a key cookgen reads is read, not kept")
    }

    @Test func aKeyThatLooksLikeATypoIsStillAWarning() throws {
        let diagnostics = try SiteFixture(Self.site).diagnostics()
        let unknown = diagnostics.filter { $0.id == "front-matter-unknown-key" }
        #expect(unknown.map(\.message).sorted() == ["unknown front-matter key 'sourced'", "unknown front-matter key 'sourced'"])
        #expect(unknown.allSatisfy { $0.hint == "did you mean 'source'?" })
        #expect(!diagnostics.contains { $0.message.contains("'rating'") || $0.message.contains("'equipment'") || $0.message.contains("'layout'") })
    }

    @Test func theJSONExportCarriesThemAndImportReadsThemBack() throws {
        let (stew, _) = try Self.recipe("stew")
        let text = RecipeJSON.string(stew)
        let json = try #require(JSONValue.parse(Data(text.utf8)))
        let extra = try #require(json["metadata"]?["extra"]?.array)
        #expect(extra.compactMap { $0["key"]?.string } == Self.keys(stew))
        #expect(extra[1]["value"] == "5")
        #expect(extra[6]["value"] == ["weight": "3", "menu": ["main", "side: soups"]])
        // JSON objects keep no order: a nested mapping comes back with its keys sorted (as written here).
        let back = RecipeJSON.recipe(from: try #require(json.object), file: "Content/stew.json")
        #expect(RecipeSnapshot(back) == RecipeSnapshot(stew))
    }

    @Test(arguments: [ExportFormat.markdown, .cook])
    func markdownAndCooklangExportsGiveThemBack(_ format: ExportFormat) throws {
        for slug in ["stew", "tea"] {
            let (recipe, index) = try Self.recipe(slug)
            let text = ExportRoundTripTests.export(recipe, index, as: format)
            let (loaded, _) = ExportRoundTripTests.reload(text, like: recipe, as: format)
            let back = try #require(loaded, "\(text)")
            #expect(Self.keys(back) == Self.keys(recipe), "\(text)")
            #expect(Self.values(back) == Self.values(recipe), "\(text)")
        }
    }

    @Test func hostileKeysAndValuesStayInsideTheirEntry() throws {
        var recipe = Recipe(slug: Slug("x"), sourcePath: "Content/x.md", format: .markdown,
                            metadata: RecipeMetadata(title: "X", location: SourceLocation(file: "Content/x.md")))
        let at = SourceLocation(file: "Content/x.md")
        recipe.metadata.extra = [
            MetadataField(key: "<<", value: .text("*alias"), location: at),
            MetadataField(key: "a: b", value: .text("line one\nline two"), location: at),
            MetadataField(key: "---", value: .list([.text("- x"), .map([]), .list([])]), location: at),
            MetadataField(key: "deep", value: .list([.list([.map([MetadataField(key: "k", value: .text("#v"), location: at)])])]), location: at),
        ]
        let text = RecipeMarkdownWriter.text(recipe, images: { _ in nil })
        let (loaded, problems) = MarkdownRecipeLoader.load(SourceText(path: "Content/x.md", text: text))
        #expect(!problems.hasErrors, "\(problems.map(\.formatted))\n\(text)")
        let back = try #require(loaded)
        #expect(back.metadata.extra.map(\.key) == recipe.metadata.extra.map(\.key), "\(text)")
        #expect(Self.values(back) == Self.values(recipe), "\(text)")
    }

    /// A key with control characters, or longer than 100 characters, is a warning and not kept:
    /// written back it could not be read (a quoted key of NULs passed YAML's 1,024-character limit;
    /// found by the cooklang fuzz target). A key of 100 characters is kept.
    @Test func keysNoOneMeantAreWarningsNotKept() throws {
        let long = String(repeating: "k", count: 101), fine = String(repeating: "k", count: 100)
        let text = "---\ntitle: X\n\(fine): a\n---\n>> sourc\u{0}\u{0}e: x\n>> \(long): y\n@salt\n"
        let (loaded, problems) = CooklangRecipeLoader.load(SourceText(path: "Content/x.cook", text: text))
        let recipe = try #require(loaded)
        #expect(recipe.metadata.extra.map(\.key) == [fine])
        let invalid = problems.filter { $0.id == "front-matter-key-invalid" }
        #expect(invalid.map(\.location?.line) == [5, 6], "\(problems.map(\.formatted))")
        #expect(invalid.allSatisfy { $0.severity == .warning })
    }
}
