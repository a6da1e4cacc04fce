import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// The checks `cookgen check` adds to the build's: links, anchors, pictures and JSON-LD fields.
@Suite struct SiteCheckerTests {
    static let site = """
        -- Content/categories.yaml --
        - name: Soups
          description: See [the archive](old-archive.html).
        -- Content/recipes/soup.md --
        ---
        title: Soup
        category: Soups
        image: ../images/soup.jpg
        ---
        See [the bread](bread.md) and [the stock](stock.md) first.

        ## Ingredients
        - 1 onion

        ## Steps
        1. Chop. ![knife](knife.png)
        2. Cook, as in [step one](#step-1), not [here](#nowhere).
        -- Content/recipes/stock.md --
        ---
        title: Stock
        category: Soups
        ---
        Just water.
        """

    static func check(_ text: String = site) throws -> [Diagnostic] {
        let fixture = try SiteFixture(text)
        var options = BuildOptions(source: fixture.root, output: fixture.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        return try SiteChecker.check(options).diagnostics
    }

    @Test func findsBrokenLinksPicturesAndAnchorsWhereTheyAreWritten() throws {
        let found = try Self.check().map { "\($0.location.map { "\($0)" } ?? "-") \($0.severity) \($0.id)" }
        #expect(found.contains("Content/recipes/soup.md:4:8 warning image-missing"))
        #expect(found.contains("Content/recipes/soup.md:6:17 error link-broken"), "bread.md")
        #expect(found.contains("Content/recipes/soup.md:12:19 error link-broken"), "knife.png")
        #expect(found.contains("Content/recipes/soup.md:13:48 warning anchor-missing"), "#nowhere")
        #expect(found.contains("Content/categories.yaml:2:34 error link-broken"), "a category description")
        #expect(!found.contains { $0.contains("step-1") })
    }

    @Test func recipesWithoutWhatSearchEnginesNeedAreWarnedAbout() throws {
        let found = try Self.check().filter { $0.id.hasPrefix("jsonld-") && $0.location?.file == "Content/recipes/stock.md" }.map(\.id)
        #expect(found == ["jsonld-image", "jsonld-ingredients", "jsonld-instructions"])
    }

    @Test func linksResolveLikeABrowser() {
        #expect(LinkChecker.resolve("../a/b.html", from: "recipes/x.html") == "a/b.html")
        #expect(LinkChecker.resolve("", from: "recipes/x.html") == "recipes/x.html")
        #expect(LinkChecker.resolve("../", from: "recipes/x.html") == "index.html")
        #expect(LinkChecker.resolve("../../x", from: "recipes/x.html") == nil)
        #expect(LinkChecker.split("a%20b.html?x=1#st%C3%A9p") == ("a b.html", "stép"))
        #expect(LinkChecker.hasScheme("mailto:a@b"))
        #expect(!LinkChecker.hasScheme("../a.html") && !LinkChecker.hasScheme("#x"))
    }

    /// A site with nothing but one recipe: no categories, tags, plans, guides, quizzes, courses.
    /// Every page the theme writes links only to pages the site has.
    static let bare = """
        -- Content/soup.md --
        ---
        title: Soup
        ---
        ## Ingredients
        - 1 onion

        ## Steps
        1. Cook.
        """

    @Test func aSiteWithOneRecipeAndNothingElseHasNoBrokenLinks() throws {
        let broken = try Self.check(Self.bare).filter { $0.id == "link-broken" || $0.id == "anchor-missing" }
        #expect(broken.isEmpty, "\(broken.map(\.formatted))")
    }

    /// Without a base URL the sitemap is left out: said once, as a warning (`check --strict` fails on it).
    @Test func aSiteWithoutABaseURLIsToldOnce() throws {
        let notices = try Self.check(Self.bare).filter { $0.id == BaseURLNotice.id }
        #expect(notices.count == 1)
        #expect(notices.first?.severity == .warning && notices.first?.location == nil)
        #expect(notices.first?.hint?.contains("base_url") == true)
        let published = try Self.check(Self.bare.replacingOccurrences(of: "-- Content/soup.md --", with: """
            -- cookgen.yaml --
            base_url: https://example.org/soup/
            -- Content/soup.md --
            """))
        #expect(!published.contains { $0.id == BaseURLNotice.id })
    }

    @Test(arguments: ["", "Examples/kochen-mit-kindern"])
    func theShippedSitesAreClean(site: String) throws {
        let root = site.isEmpty ? SiteFixture.repositoryRoot : SiteFixture.repositoryRoot.appendingPathComponent(site)
        var options = BuildOptions(source: root, output: root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        options.baseURL = "https://example.org/cookbook/"
        let report = try SiteChecker.check(options)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        #expect(report.pages > report.recipes)
    }
}
