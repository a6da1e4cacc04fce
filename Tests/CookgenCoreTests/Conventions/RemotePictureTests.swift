import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Hugo collections link photo services: `image: https://images.example.org/soup.jpg?w=1080`.
/// The address is used as written wherever a picture appears, never under the site root, never
/// fetched; other schemes are refused.
@Suite struct RemotePictureTests {
    static let url = "https://images.example.org/soup.jpg?w=1080&q=80"

    static let site = """
        -- Content/soups/soup.md --
        ---
        title: Soup
        image: \(url)
        tags: [soup]
        directions:
          - text: Simmer.
            image: HTTPS://images.example.org/step.jpg
          - text: Serve.
            image: //cdn.example.org/bowl.jpg
        ingredients:
          - 1 l stock
        ---
        -- Content/categories.yaml --
        - name: Soups
          image: https://images.example.org/soups.jpg
        """

    @Test func aRemotePictureIsUsedAsWrittenOnEveryPage() throws {
        let fixture = try SiteFixture(Self.site)
        #expect(try fixture.diagnostics().filter { $0.id.hasPrefix("image-") }.isEmpty)
        let output = try fixture.render(baseURL: "https://cook.example/")
        let escaped = Self.url.replacingOccurrences(of: "&", with: "&amp;")
        let page = try #require(output.text("recipes/soup.html"))
        #expect(page.contains("<img class=\"u-photo\" src=\"\(escaped)\""))
        #expect(page.contains("src=\"HTTPS://images.example.org/step.jpg\""))
        #expect(page.contains("src=\"https://cdn.example.org/bowl.jpg\""))
        #expect(page.contains("<meta property=\"og:image\" content=\"\(escaped)\">"))
        #expect(page.contains("\"image\":\"https://images.example.org/soup.jpg?w=1080\\u0026q=80\""), "JSON-LD")
        let home = try #require(output.text("index.html"))
        #expect(home.contains("src=\"\(escaped)\""), "the card")
        let tag = try #require(output.text("tags/soup.html"))
        #expect(tag.contains("src=\"\(escaped)\""), "a card one folder down")
        // Search results and the favourites' cards take the picture from data the scripts read.
        let search = output.files.filter { $0.key.hasPrefix("search/") }.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(search.contains { $0.contains("\"https://images.example.org/soup.jpg?w=1080&q=80\"") })
        #expect(output.text("assets/data/cards.js")?.contains("https://images.example.org/soup.jpg") == true)
        for (path, data) in output.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("../https:") && !html.contains("../HTTPS:") && !html.contains("\"https:images"), "\(path)")
        }
        let categories = try #require(output.text("categories/index.html"))
        #expect(categories.contains("src=\"https://images.example.org/soups.jpg\""))
    }

    @Test func theScriptsDoNotPutTheSiteRootBeforeAWebAddress() throws {
        for script in ["site.js", "search.js"] {
            let js = try String(contentsOf: SiteFixture.defaultTheme.appendingPathComponent("static/js/\(script)"), encoding: .utf8)
            #expect(js.contains("/^https?:\\/\\//i.test("), "\(script)")
        }
    }

    @Test func checkDoesNotFetchAndFindsNothingBroken() throws {
        let fixture = try SiteFixture(Self.site)
        var options = BuildOptions(source: fixture.root, output: fixture.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        let found = try SiteChecker.check(options).diagnostics
        #expect(!found.contains { $0.id.hasPrefix("image-") || ($0.id == "link-broken" && $0.message.contains("images.example")) },
                "\(found.map(\.formatted))")
    }

    @Test func theStandAloneCardKeepsTheAddressAndStillMakesNoRequest() throws {
        let fixture = try SiteFixture(Self.site)
        let index = try fixture.index()
        let (theme, _) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: fixture.root)
        let recipe = try #require(index.recipes.first)
        let (html, problems) = RecipeExporter(index: index, theme: theme).export(recipe, as: .html, links: .folder(fixture.root))
        #expect(problems.isEmpty, "nothing to embed, nothing to warn about")
        #expect(html.contains("\"image\":\"https://images.example.org/soup.jpg?w=1080\\u0026q=80\""), "in the JSON-LD")
        #expect(!html.contains("src=\"https://images.example.org"), "the card opens offline without requests")
        let (jsonLD, _) = RecipeExporter(index: index, theme: theme).export(recipe, as: .jsonld, links: .folder(fixture.root))
        #expect(jsonLD.contains("https://images.example.org/soup.jpg?w=1080&q=80"))
    }

    @Test func otherSchemesAreRefusedWithAWarning() throws {
        let fixture = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            image: javascript:alert(1)
            ---
            -- Content/b.md --
            ---
            title: B
            image: "data:image/png;base64,iVBORw0KGgo="
            ---
            -- Content/c.md --
            ---
            title: C
            image: file:///etc/passwd
            ---
            """)
        let found = try fixture.diagnostics().filter { $0.id.hasPrefix("image-") }
        #expect(found.map(\.id) == ["image-url-refused", "image-url-refused", "image-url-refused"])
        #expect(found[0].message.contains("'javascript:'") && found[0].location?.line == 3 && found[0].severity == .warning)
        #expect(found[1].hint?.contains("save the picture as a file") == true)
        let output = try fixture.render()
        // Pages and the data their scripts read never carry them; the downloads keep the text as written.
        for (path, data) in output.files where path.hasSuffix(".html") || path.hasSuffix(".js") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("src=\"javascript:") && !text.contains("src=\"file:") && !text.contains("src=\"data:image/png"), "\(path)")
            #expect(path.hasSuffix(".card.html") || !text.contains("javascript:alert"), "\(path)")
        }
    }
}
