import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// The HTML card opens offline and makes no request: styles and pictures inside, links only
/// to the recipe's source.
@Suite struct RecipeCardTests {
    static let site = """
        -- cookgen.yaml --
        title: Card Kitchen
        -- Content/recipes/pizza.md --
        ---
        title: Pizza
        source: https://example.org/pizza
        image: ../images/pizza.png
        directions:
          - text: Stretch the [dough](dough.md) and see [this](https://tracker.example/x).
            image: ../images/step.webp
          - Bake ![inline](../images/pizza.png) until done.
        ingredients:
          - "[Dough](dough.md)"
          - 200 g tomatoes
        ---
        Read <https://tracker.example/story> first.
        -- Content/recipes/dough.md --
        ---
        title: Dough
        ---
        ## Ingredients
        - 500 g flour
        """

    static let signatures: [(String, [UInt8], String)] = [
        ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "image/png"),
        ("jpg", [0xFF, 0xD8, 0xFF, 0xE0], "image/jpeg"),
        ("gif", Array("GIF89a".utf8), "image/gif"),
        ("webp", Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8), "image/webp"),
        ("svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "image/svg+xml"),
    ]

    static func exporter(_ fixture: SiteFixture) throws -> (RecipeExporter, SiteIndex) {
        let index = try fixture.index()
        let (theme, problems) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: fixture.root)
        #expect(problems.isEmpty)
        return (RecipeExporter(index: index, theme: theme), index)
    }

    static func card(_ fixture: SiteFixture, _ slug: String = "pizza") throws -> (String, [Diagnostic]) {
        let (exporter, index) = try exporter(fixture)
        let recipe = try #require(index.bySlug[Slug(rawValue: slug)])
        return exporter.export(recipe, as: .html, links: .folder(fixture.root))
    }

    @Test func makesNoRequestsAndLinksOnlyTheSource() throws {
        let fixture = try SiteFixture(Self.site)
        try fixture.write(Data(Self.signatures[0].1 + [0, 1, 2]), to: "Content/images/pizza.png")
        try fixture.write(Data(Self.signatures[3].1), to: "Content/images/step.webp")
        let (html, problems) = try Self.card(fixture)
        #expect(problems.isEmpty)
        for tag in HTMLTags.scan(html) {
            #expect(!["link", "iframe", "object", "embed", "base"].contains(tag.name))
            if let src = tag.value("src") { #expect(src.hasPrefix("data:image/"), "\(tag.name) src=\(src)") }
            if let href = tag.value("href") { #expect(href == "https://example.org/pizza" || href.hasPrefix("#"), "href=\(href)") }
            #expect(tag.value("srcset") == nil)
        }
        #expect(html.contains("Content-Security-Policy"))
        #expect(html.contains("@media print"), "the stylesheet, with its print style, is inside")
        #expect(html.contains("data:image/png;base64,"))
        #expect(html.contains("data:image/webp;base64,"))
        #expect(!html.contains("tracker.example/x\""))
        #expect(html.contains(">dough</a>") || html.contains("dough"), "link text stays when the link goes")
    }

    @Test func carriesJSONLDAndTheModel() throws {
        let (html, _) = try Self.card(try SiteFixture(Self.site))
        let scripts = HTMLTags.scan(html).filter { $0.name == "script" }
        let ld = try #require(scripts.first { $0.value("type") == "application/ld+json" }?.rawText)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ld.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Pizza")
        #expect((object["recipeIngredient"] as? [String])?.count == 2)
        let model = try #require(scripts.first { $0.value("id") == "cookgen-recipe-model" }?.rawText)
        let modelObject = try #require(try JSONSerialization.jsonObject(with: Data(model.utf8)) as? [String: Any])
        #expect(modelObject["title"] as? String == "Pizza")
    }

    @Test(arguments: signatures.map(\.0))
    func embedsEachPictureTypeWithItsMIMEType(_ ext: String) throws {
        let (_, bytes, mime) = try #require(Self.signatures.first { $0.0 == ext })
        let fixture = try SiteFixture("-- Content/a.md --\n---\ntitle: A\nimage: a.\(ext)\n---\n## Steps\n1. Go.\n")
        try fixture.write(Data(bytes + [1, 2, 3]), to: "Content/a.\(ext)")
        let (html, problems) = try Self.card(fixture, "a")
        #expect(problems.isEmpty)
        #expect(html.contains("src=\"data:\(mime);base64,"))
    }

    @Test func leavesOutPicturesThatAreTooLargeOrNotPictures() throws {
        let fixture = try SiteFixture("-- Content/a.md --\n---\ntitle: A\nimage: a.png\n---\n-- Content/b.md --\n---\ntitle: B\nimage: b.jpg\n---\n")
        try fixture.write(Data(Self.signatures[0].1 + [UInt8](repeating: 0, count: ImageData.maximumBytes)), to: "Content/a.png")
        try fixture.write(Data("#!/bin/sh\necho not a picture\n".utf8), to: "Content/b.jpg")
        let (a, tooLarge) = try Self.card(fixture, "a")
        #expect(!a.contains("data:image"))
        #expect(tooLarge.map(\.id) == ["export-image"])
        #expect(tooLarge.first?.location?.line == 3, "points at the image line of the front matter")
        let (b, notImage) = try Self.card(fixture, "b")
        #expect(!b.contains("data:image"))
        #expect(notImage.first?.message.contains("not an SVG, PNG, JPEG, WebP or GIF") == true)
    }

    @Test func cssThatWouldLoadFilesIsMadeInert() {
        let css = "@import url(https://x.example/a.css);\nbody { background: url('https://x.example/bg.png') no-repeat; }\n.a { background: url(data:image/png;base64,AA==) }\n</style><script>"
        let safe = CSSText.inlineSafe(css)
        #expect(!safe.contains("x.example"))
        #expect(safe.contains("data:image/png"))
        #expect(!safe.contains("</style"))
        #expect(CSSText.isInert(safe.replacingOccurrences(of: "<\\/style><script>", with: "")))
    }

    /// A stylesheet the quick look finds nothing in is one the full treatment leaves as it is;
    /// the default theme's is one.
    @Test func cssWithNothingToChangeIsLeftAsItIs() throws {
        var g = SplitMix64(seed: 21)
        let pieces = ["body { color: red }", " .a{b:c} ", "url(", "URL(", "uRl(x)", "u r l(", "@import", "@IMPORT x;", "@imp", "</", "<", "/",
                      "İ", "ı", "@\u{130}mport x;", "@\u{131}mport x;", "data:", "→", "✓", "\"", "'", ")", ";", "\n", "é"]
        var quick = 0
        for _ in 0..<3000 {
            let css = (0..<Int.random(in: 0...8, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            if CSSText.mayNeedChanges(css) { continue }
            quick += 1
            #expect(CSSText.inlineSafeInFull(css) == css, "\(css.debugDescription)")
        }
        #expect(quick > 300)
        let style = try String(contentsOf: SiteFixture.defaultTheme.appendingPathComponent("static/css/style.css"), encoding: .utf8)
        #expect(!CSSText.mayNeedChanges(style) && CSSText.inlineSafeInFull(style) == style)
    }
}
