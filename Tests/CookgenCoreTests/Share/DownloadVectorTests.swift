import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// `Tests/Fixtures/vectors/downloads.json` (checked in): for each recipe, the export model and
/// JSON-LD its page carries, and the `.md`, `.cook` and `.json` the Swift writers make of it.
/// `node --test Tests/JS` runs `downloads.js` on the same model and JSON-LD and must write the
/// same bytes, so the browser's downloads and `cookgen export` have one writer per format.
///
/// The recipes are the site in `Tests/Fixtures/vectors/downloads/` (rendered with and without a
/// base URL; the vectors come out of the rendered pages) and random recipes full of text that
/// is hostile to YAML, Markdown and Cooklang. Re-record on purpose with
/// `COOKGEN_RECORD_VECTORS=1 swift test --filter DownloadVectorTests` and commit the file.
@Suite struct DownloadVectorTests {
    static let url = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures/vectors/downloads.json")
    static let siteRoot = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures/vectors/downloads")
    static let regenerate = "COOKGEN_RECORD_VECTORS=1 swift test --filter DownloadVectorTests"

    /// What a page carries in `<script>` `id`/`type`, as written (script-safe JSON).
    static func script(_ html: String, _ attribute: String) -> String? {
        guard let start = html.range(of: "<script \(attribute)>") else { return nil }
        guard let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    static func siteVectors() throws -> [JSONValue] {
        let index = Indexer.index(try Loader.load(root: siteRoot, threads: 2))
        let (loaded, problems) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: siteRoot)
        let theme = try #require(loaded, "\(problems)")
        var vectors: [JSONValue] = []
        for baseURL in ["", "https://example.org/book/"] {
            let renderer = PageRenderer(index: index, theme: theme, baseURL: baseURL)
            let output = MemoryOutput()
            _ = try renderer.renderRecipes(into: output, threads: 1)
            for recipe in index.recipesByTitle {
                let slug = recipe.slug.rawValue
                let html = try #require(output.text("recipes/\(slug).html"))
                let model = try #require(script(html, "type=\"application/json\" id=\"cookgen-export\""))
                let jsonLD = try #require(script(html, "type=\"application/ld+json\""))
                let export = { (format: ExportFormat, suffix: String) in
                    renderer.exporter.export(recipe, as: format, links: .site(path: "recipes/\(slug)\(suffix)", baseURL: baseURL)).text
                }
                let json = export(.jsonld, ".json")
                // The page's JSON-LD is the download: the same object, pretty-printed.
                #expect(HTMLPage.parseJSON(jsonLD).map { JSONWriter.string($0, pretty: true) + "\n" } == json, "\(slug)")
                vectors.append(["name": JSONValue("\(slug) \(baseURL.isEmpty ? "without" : "with") base URL"), "model": JSONValue(model),
                                "markdown": JSONValue(export(.markdown, ".md")), "cooklang": JSONValue(export(.cook, ".cook")),
                                "jsonLD": JSONValue(jsonLD), "json": JSONValue(json)])
            }
        }
        return vectors
    }

    static func randomVectors() -> [JSONValue] {
        (0..<48).map { seed -> JSONValue in
            var g = SplitMix64(seed: UInt64(seed) &* 7919 &+ 11)
            var recipe = seed % 2 == 0 ? ExportPropertyTests.listedRecipe(&g, format: seed % 4 == 0 ? .cooklang : .markdown)
                : ExportPropertyTests.inlineRecipe(&g)
            HostileText.roughen(&recipe, &g)
            let images = { (written: Located<String>?) in written.map { "../images/" + $0.value } }
            let model = ScriptText.safe(JSONWriter.string(RecipeExportModel.object(recipe, images: images)))
            return ["name": JSONValue("random \(seed)"), "model": JSONValue(model),
                    "markdown": JSONValue(RecipeMarkdownWriter.text(recipe, images: images)),
                    "cooklang": JSONValue(RecipeCooklangWriter.text(recipe, images: images))]
        }
    }

    @Test func vectorsAreUpToDate() throws {
        let text = JSONWriter.string(.array(try Self.siteVectors() + Self.randomVectors()), pretty: true) + "\n"
        let environment = ProcessInfo.processInfo.environment
        if environment["COOKGEN_RECORD_VECTORS"] == "1" || environment["COOKGEN_RECORD"] == "1" {
            try text.write(to: Self.url, atomically: true, encoding: .utf8)
            return
        }
        guard let committed = try? String(contentsOf: Self.url, encoding: .utf8) else {
            Issue.record("\(Self.url.path) is missing: the JS tests need it. Write it with `\(Self.regenerate)` and commit it.")
            return
        }
        guard committed != text else { return }
        let firstDifference = zip(committed.split(separator: "\n", omittingEmptySubsequences: false),
                                  text.split(separator: "\n", omittingEmptySubsequences: false))
            .enumerated().first { $1.0 != $1.1 }
            .map { "line \($0 + 1): committed `\($1.0.trimmed)`, the writers give `\($1.1.trimmed)`" } ?? "the lengths differ"
        Issue.record("""
            Tests/Fixtures/vectors/downloads.json is out of date (\(firstDifference)). \
            If the writers changed on purpose, regenerate it with `\(Self.regenerate)` and commit it.
            """)
    }

    /// The model holds what the writers need and nothing of the site: no absolute paths, no
    /// unescaped `<` that could end the page's script element.
    @Test func modelIsScriptSafeAndSmall() throws {
        for vector in try Self.siteVectors() {
            let model = try #require(vector.object?["model"]?.string)
            #expect(!model.contains("<") && !model.contains(Self.siteRoot.path))
            let files = try ["markdown", "cooklang"].map { try #require(vector.object?[$0]?.string).utf8.count }.reduce(0, +)
            // Keys are short: the model is about the size of the two files written from it.
            #expect(model.utf8.count < files + 256, "\(model.utf8.count) bytes against \(files)")
        }
    }
}

/// Text that has broken writers before, put into a generated recipe: YAML and Markdown markup,
/// Cooklang's markers, Hugo's shortcodes and Liquid, line breaks of every kind, combining marks after spaces, controls.
enum HostileText {
    static let pieces = [
        "#", "# Notes", "Notes", "Ingredients", "- ", "1. ", "2) ", "  ", "\t", "\n", "\n\n", "\r\n", "\r", "\"", "'", "\\", ": ", " #",
        "@", "~", "{", "}", "%", "|", "[", "]", "(", ")", ">", "=", "--", "-", "*", "_", "`", "<b>", "&amp;", "e\u{301}", " \u{301}",
        "👩‍🍳", "\u{2028}", "\u{FEFF}", "\u{85}", "\u{7F}", "\u{1}", "½", "鸡蛋", "İ", "\u{212A}", "ß", "javascript:", "yes", "null",
        "&anchor", "*alias", "!tag", "?", "1e3", ".md", ".COOK", "./", "../", "http://x.example/z", "\u{200B}", "\u{A0}", "x", "Flour",
        "12", "0", " ", "...", "<!--", "</script>",
        // Hugo shortcodes and Liquid, which the Markdown reader reads (TemplateMarkup).
        "{{< ", " >}}", "{{%", "%}}", "{%", "%}", "{{", "}}", "{{</* ", " */>}}", "site.url", "\"/a.jpg\" | relative_url", "```",
    ]
    static let numbers: [Double] = [1e-5, 1.0 / 65536, 1e15, 1e16, 12.125, 0.1 + 0.2, 1.0 / 3, 9.999999, 123456.789, 0.0001, 2.5e-7, 7]

    static func text(_ g: inout SplitMix64, _ count: ClosedRange<Int> = 1...6) -> String {
        (0..<Int.random(in: count, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    static func maybe(_ g: inout SplitMix64) -> Bool { Int.random(in: 0..<3, using: &g) == 0 }

    /// Replaces some of the recipe's text with hostile text, and some amounts with awkward numbers.
    static func roughen(_ r: inout Recipe, _ g: inout SplitMix64) {
        let at = SourceLocation(file: "Content/r.md")
        if maybe(&g) { r.metadata.title = text(&g) }
        if maybe(&g) { r.metadata.description = text(&g) }
        if maybe(&g) { r.metadata.tags = [Located(text(&g), at: at), Located(text(&g), at: at)] }
        if maybe(&g) { r.metadata.yield = text(&g) }
        if maybe(&g) { r.notes = text(&g, 1...12) }
        if maybe(&g) { r.body = text(&g, 1...12) }
        r.metadata.extra = [
            MetadataField(key: text(&g, 1...2), value: .text(text(&g, 1...8)), location: at),
            MetadataField(key: "list", value: .list([.text(text(&g)), .map([MetadataField(key: text(&g), value: .text(text(&g)), location: at)])]),
                          location: at),
        ]
        for group in r.ingredientGroups.indices {
            if maybe(&g) { r.ingredientGroups[group].title = text(&g) }
            for i in r.ingredientGroups[group].items.indices {
                if maybe(&g) { r.ingredientGroups[group].items[i].name = text(&g) }
                if maybe(&g) { r.ingredientGroups[group].items[i].note = text(&g) }
                if maybe(&g) { r.ingredientGroups[group].items[i].unit = text(&g, 1...2) }
                if maybe(&g) { r.ingredientGroups[group].items[i].reference = text(&g, 1...3) }
                if maybe(&g) { r.ingredientGroups[group].items[i].quantityText = text(&g, 1...2) }
                if maybe(&g) {
                    let low = numbers.randomElement(using: &g)!
                    r.ingredientGroups[group].items[i].quantity = Quantity(low, to: maybe(&g) ? low * 2 : nil, fixed: maybe(&g))
                }
            }
        }
        for s in r.stepSections.indices {
            if maybe(&g) { r.stepSections[s].title = text(&g) }
            for b in r.stepSections[s].blocks.indices {
                guard case .step(var step) = r.stepSections[s].blocks[b] else { continue }
                step.items = step.items.map { item in
                    if case .text = item, maybe(&g) { return .text(text(&g, 1...10)) }
                    return item
                }
                if maybe(&g) { step.adultHazards = maybe(&g) ? [] : [.oven, .knife] }
                if maybe(&g) { step.image = Located(text(&g, 1...2), at: at) }
                r.stepSections[s].blocks[b] = .step(step)
            }
            if maybe(&g) { r.stepSections[s].blocks.append(.note(text(&g, 1...8))) }
        }
        for c in r.cookware.indices where maybe(&g) { r.cookware[c].name = text(&g) }
        for t in r.timers.indices where maybe(&g) { r.timers[t].name = text(&g) }
    }
}
