import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct RenderTests {
    static let hostile = """
        -- cookgen.yaml --
        title: Test <Kitchen>
        -- Content/evil.md --
        ---
        title: <img src=x onerror=alert(1)>
        description: "\\"><script>alert(2)</script>"
        category: <b>bold</b>
        tags: ["</script><script>alert(3)</script>"]
        ingredients:
          - 2 <script>alert(4)</script>
        directions:
          - Stir <script>alert(5)</script> and [click](javascript:alert(6))
        ---
        Body <iframe src=x></iframe>
        """

    @Test func untrustedTextIsEscapedEverywhere() throws {
        let output = try SiteFixture(Self.hostile).render()
        for (path, data) in output.files where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("<img src=x"), "\(path) has a raw <img>")
            #expect(!html.contains("<script>alert"), "\(path) has a raw script")
            #expect(!html.contains("javascript:alert"), "\(path) has a javascript: link")
            #expect(!html.contains("<iframe"), "\(path) has a raw iframe")
            #expect(!html.contains("<b>bold"), "\(path) has raw bold")
        }
        let page = try #require(output.text("recipes/evil.html"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func jsonLDIsScriptSafeAndParses() throws {
        let page = try #require(try SiteFixture(Self.hostile).render().text("recipes/evil.html"))
        let json = try #require(Self.jsonLD(in: page))
        #expect(!json.contains("</script"))
        #expect(json.contains("\\u003cimg"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "<img src=x onerror=alert(1)>")
    }

    @Test func jsonLDCarriesTheRecipeFields() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: Lentil Soup
            description: Warming.
            date: 2024-03-02
            author: Ada
            image: a.svg
            category: Soups
            cuisine: Turkish
            diet: [vegan, gluten-free, nut-free]
            tags: [lentils, quick]
            servings: 4
            prep_time: 10 min
            cook_time: 30 min
            nutrition:
              calories: 320 kcal
              salt: 1.5 g
            ---
            ## Ingredients
            - 200 g red lentils
            ## Steps
            1. Rinse the lentils.
            2. Simmer **30 minutes**.
            -- Content/a.svg --
            <svg xmlns="http://www.w3.org/2000/svg"/>
            """)
        let page = try #require(try site.render(baseURL: "https://example.org/cook/").text("recipes/a.html"))
        let json = try #require(Self.jsonLD(in: page))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["image"] as? String == "https://example.org/cook/a.svg")
        #expect((object["author"] as? [String: Any])?["name"] as? String == "Ada")
        #expect(object["datePublished"] as? String == "2024-03-02")
        #expect(object["prepTime"] as? String == "PT10M")
        #expect(object["totalTime"] as? String == "PT40M")
        #expect(object["recipeYield"] as? [String] == ["4"])
        #expect(object["recipeCategory"] as? String == "Soups")
        #expect(object["recipeCuisine"] as? String == "Turkish")
        #expect(object["keywords"] as? String == "lentils, quick")
        #expect(object["suitableForDiet"] as? [String] == ["https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"])
        #expect((object["recipeIngredient"] as? [String])?.count == 1)
        let steps = try #require(object["recipeInstructions"] as? [[String: Any]])
        #expect(steps.map { $0["@type"] as? String } == ["HowToStep", "HowToStep"])
        #expect(steps[1]["text"] as? String == "Simmer 30 minutes.")
        let nutrition = try #require(object["nutrition"] as? [String: Any])
        #expect(nutrition["calories"] as? String == "320 kcal")
        #expect(nutrition["sodiumContent"] as? String == "600 mg")
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/cook/recipes/a.html\""))
    }

    @Test func linksAreRelativeWithoutABaseURL() throws {
        let output = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            category: Soups
            ---
            """).render()
        let page = try #require(output.text("recipes/a.html"))
        #expect(page.contains("href=\"../categories/soups.html\""))
        #expect(!page.contains("href=\"/"))
        let home = try #require(output.text("index.html"))
        #expect(home.contains("href=\"recipes/a.html\""))
        #expect(output.files["sitemap.xml"] == nil, "a sitemap needs absolute URLs")
        #expect(output.files["feed.xml"] != nil)
        #expect(output.files["404.html"] != nil)
        #expect(output.files["categories/index.html"] != nil)
    }

    static let dated = """
        -- Content/a.md --
        ---
        title: A
        date: 2024-05-01
        ---
        -- Content/b.md --
        ---
        title: B
        date: 2024-06-01
        ---
        """

    /// sitemaps.org wants absolute `<loc>`s and RFC 4287 absolute `<id>`s: without a base URL
    /// there is no sitemap, and the feed's ids are stable `urn:uuid:`s with relative links.
    @Test func withoutABaseURLTheFeedIsValidAndThereIsNoSitemap() throws {
        let site = try SiteFixture(Self.dated)
        let feed = try #require(try site.render().text("feed.xml"))
        let ids = feed.components(separatedBy: "<id>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(ids.count == 3)
        for id in ids { #expect(id.range(of: "^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", options: .regularExpression) != nil, "\(id)") }
        #expect(Set(ids).count == 3)
        #expect(feed.contains("<link href=\"recipes/b.html\"/>") && !feed.contains("rel=\"self\""))
        #expect(try site.render().text("feed.xml") == feed, "the same ids on every build")
        #expect(NameUUID.urn("cookgen-recipe:a") == NameUUID.urn("cookgen-recipe:a"))

        let published = try site.render(baseURL: "https://example.org/cook/")
        let sitemap = try #require(published.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/cook/recipes/a.html</loc>") && !sitemap.contains("<loc>recipes/"))
        let absoluteFeed = try #require(published.text("feed.xml"))
        #expect(absoluteFeed.contains("<id>https://example.org/cook/recipes/b.html</id>") && !absoluteFeed.contains("urn:uuid"))
    }

    @Test func relativeImagesAndRecipeLinksInMarkdownPointAtTheirOutput() throws {
        let output = try SiteFixture("""
            -- Content/recipes/a.md --
            ---
            title: A
            ---
            See ![photo](pics/a.svg) and [the dough](dough.md), [its resting](dough.md#rest).
            -- Content/recipes/dough.md --
            ---
            title: Dough
            ---
            -- Content/recipes/pics/a.svg --
            <svg xmlns="http://www.w3.org/2000/svg"/>
            """).render()
        let page = try #require(output.text("recipes/a.html"))
        #expect(page.contains("src=\"../recipes/pics/a.svg\""))
        #expect(page.contains("href=\"../recipes/dough.html\""))
        #expect(page.contains("href=\"../recipes/dough.html#rest\""))
        #expect(output.files["recipes/pics/a.svg"] != nil)
    }

    static func jsonLD(in page: String) -> String? {
        guard let start = page.range(of: "<script type=\"application/ld+json\">"),
              let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }
}
