import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenTemplate
@testable import CookgenSite

/// A page is rendered into its layout's bytes at the place the layout shows `content`, instead of
/// rendered apart and copied in (the all-recipes page of a large cookbook is tens of megabytes).
/// Whatever the layout does with its content, the page is what rendering the content first and
/// the layout around it gives.
@Suite struct LayoutContentTests {
    static let site = """
    -- cookgen.yaml --
    title: Layouts
    -- Content/bread.md --
    ---
    title: Bread
    ---
    ## Ingredients
    - 500 g flour
    ## Steps
    1. Bake.
    -- Content/soup.md --
    ---
    title: Soup <with> "quotes" & more
    ---
    ## Ingredients
    - 1 l water
    ## Steps
    1. Boil.
    """

    /// The page `all recipes` rendered by the renderer, and as the content rendered first, then the layout around it.
    static func pages(layout: String?) throws -> (rendered: String, expected: String) {
        let fixture = try SiteFixture(site)
        if let layout { try fixture.write(layout, to: "Templates/layout.mustache") }
        let index = try fixture.index()
        var layers = [SiteFixture.defaultTheme]
        if layout != nil { layers.append(fixture.root.appendingPathComponent("Templates")) }
        let (loaded, _) = Theme.load(layers: layers, language: "en", rootForPaths: fixture.root)
        let theme = try #require(loaded)
        var renderer = PageRenderer(index: index, theme: theme, baseURL: "")
        let page = renderer.page("recipes", path: "recipes/index.html", title: "All <recipes>", kind: "recipes",
                                 .recipes(RecipesPageView(recipes: renderer.views.cards(index.recipesByTitle), recipeCount: index.recipes.count)))
        let output = MemoryOutput()
        try renderer.render(page, into: output)
        // Handed on in pieces after the first card: the same page.
        renderer.pagesInPiecesAfter = 0
        let pieces = MemoryOutput()
        try renderer.render(page, into: pieces)
        #expect(pieces.files == output.files)
        var stack: [TemplateValue] = [.object(page.frame)]
        if let body = page.body.view { stack.append(.object(body)) }
        var content: [UInt8] = []
        _ = theme.render(page.template, stack: stack, into: &content)
        var html: [UInt8] = []
        #expect(theme.render("layout", stack: stack + [.object(ContentView(content: content))], into: &html))
        return (try #require(output.text("recipes/index.html")), String(decoding: html, as: UTF8.self))
    }

    @Test(arguments: [
        // The default theme's layout, and one that shows the content once, unescaped.
        nil,
        "<html><title>{{page.title}}</title><main>{{{content}}}</main></html>\n",
        // Escaped: the page shows its content as text.
        "<main>{{content}}</main>",
        // Twice, in a section (pushed and shown), and not at all.
        "<main>{{{content}}}</main><aside>{{{content}}}</aside>",
        "{{#content}}<main>{{{.}}}</main>{{/content}}{{^content}}empty{{/content}}",
        "<p>no content here</p>",
        // In an indented partial line: a value is never indented inside.
        "<body>\n  {{{content}}}\n</body>\n",
    ])
    func thePageIsTheContentInItsLayout(layout: String?) throws {
        let (rendered, expected) = try Self.pages(layout: layout)
        #expect(rendered == expected)
        #expect(!rendered.contains("cookgen-content"))
    }

    @Test func theMarkIsFoundOnlyWhenItIsThereOnce() {
        let mark = PageRenderer.contentMark
        #expect(PageRenderer.onlyPlace(of: mark, in: Array("ab".utf8) + mark + Array("cd".utf8)) == 2)
        #expect(PageRenderer.onlyPlace(of: mark, in: mark) == 0)
        #expect(PageRenderer.onlyPlace(of: mark, in: mark + mark) == nil)
        #expect(PageRenderer.onlyPlace(of: mark, in: Array(mark.dropLast())) == nil)
        #expect(PageRenderer.onlyPlace(of: mark, in: Array("<<".utf8) + mark) == 2)
        #expect(PageRenderer.onlyPlace(of: mark, in: []) == nil)
    }
}
