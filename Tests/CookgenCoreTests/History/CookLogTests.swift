import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

@Suite struct CookLogTests {
    @Test func markdownAndCooklangCarryTheSameLog() throws {
        let log = """
            log:
              - date: 2024-05-02
                note: Less sugar suits the sharp lemon better.
                rating: 4
                photo: lemon-cake-2024-05.jpg
              - date: 2024-06-12
                note: Zest makes it.
            """
        let site = try SiteFixture("""
            -- Content/cake.md --
            ---
            title: Cake
            \(log)
            ---
            - 1 egg
            -- Content/bread.cook --
            ---
            title: Bread
            \(log)
            ---
            Mix @flour{500%g}.
            -- Content/lemon-cake-2024-05.jpg --
            jpg
            """)
        let index = try site.index()
        #expect(index.diagnostics.filter { $0.id.hasPrefix("log") }.isEmpty, "\(index.diagnostics.map(\.formatted))")
        for slug in ["cake", "bread"] {
            let m = try #require(index.bySlug[Slug(slug)]).metadata
            #expect(m.log.map(\.date.iso) == ["2024-05-02", "2024-06-12"])
            #expect(m.log[0].rating == 4 && m.log[1].rating == nil)
            #expect(m.log[0].note == "Less sugar suits the sharp lemon better.")
            #expect(m.log[0].photo?.value == "lemon-cake-2024-05.jpg")
            #expect(m.log.newestRating == 4)
            #expect(m.extra.isEmpty, "log is not kept as unknown metadata")
        }
        let page = try #require(try site.render().text("recipes/cake.html"))
        #expect(page.contains("class=\"timeline-photo\" src=\"../lemon-cake-2024-05.jpg\""))
    }

    @Test func aBadEntryIsAWarningAtItsLineAndTheRestStays() throws {
        let site = try SiteFixture("""
            -- Content/cake.md --
            ---
            title: Cake
            log:
              - note: no date here
              - date: 2024-13-45
                note: bad date
              - date: 2024-02-03
                rating: 9
                colour: golden
              - just words
            ---
            - 1 egg
            """)
        let diagnostics = try site.diagnostics()
        let byID = Dictionary(grouping: diagnostics, by: \.id)
        #expect(byID["log-date-missing"]?.first?.location?.line == 4)
        #expect(byID["log-date-invalid"]?.first?.location?.line == 5)
        #expect(byID["log-rating-invalid"]?.first?.location?.line == 8)
        #expect(byID["log-key-unknown"]?.first?.location?.line == 9)
        #expect(byID["log-entry-invalid"]?.first?.location?.line == 10)
        #expect(diagnostics.allSatisfy { $0.severity != .error })
        let cake = try #require(try site.index().bySlug[Slug("cake")])
        #expect(cake.metadata.log.map(\.date.iso) == ["2024-02-03"])
        #expect(cake.metadata.log[0].rating == nil)
    }

    @Test func exportsCarryTheLogAndReadItBack() throws {
        let site = try SiteFixture("""
            -- Content/cake.md --
            ---
            title: Cake
            log:
              - date: 2024-05-02
                note: "Less sugar: better."
                rating: 4
            ---
            - 1 egg
            """)
        let cake = try #require(try site.index().bySlug[Slug("cake")])
        let markdown = RecipeMarkdownWriter.text(cake, images: { $0?.value })
        #expect(markdown.contains("log:\n  - date: 2024-05-02\n    note: \"Less sugar: better.\"\n    rating: 4\n"))
        try site.write(markdown, to: "Content/again.md")
        try site.write(RecipeCooklangWriter.text(cake, images: { $0?.value }), to: "Content/again-cook.cook")
        let index = try site.index()
        for slug in ["again", "again-cook"] {
            let log = try #require(index.bySlug[Slug(slug)]).metadata.log
            #expect(log.count == 1 && log[0].note == "Less sugar: better." && log[0].rating == 4, "\(slug)")
        }
        let json = JSONWriter.string(.object(RecipeJSON.metadata(cake.metadata)))
        #expect(json.contains("\"log\":[{\"date\":\"2024-05-02\",\"note\":\"Less sugar: better.\",\"photo\":null,\"rating\":4}]"), "\(json)")
    }
}
