import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct GuideTests {
    static let guides = """
        -- Content/guides/safety.md --
        ---
        title: Safe in the kitchen
        description: Knives and heat.
        covers: [knife, oven]
        order: 1
        ---
        Read [hygiene](hygiene.md) too, then make [toast](../Toast.md).
        -- Content/guides/hygiene.md --
        ---
        title: Clean hands
        tags: [eggs]
        unlock_points: 3
        ---
        Wash your hands.
        """

    @Test func guidesLoadAndRecipesLinkThemByNameTagAndHazard() throws {
        let site = try SiteFixture(Self.guides + """

            -- Content/Toast.md --
            ---
            title: Toast
            ---
            ## Steps
            1. Toast the bread under the grill.
            -- Content/Omelette.md --
            ---
            title: Omelette
            tags: [eggs]
            guides: [clean hands]
            ---
            ## Steps
            1. Whisk the eggs.
            """)
        let index = try site.index()
        let found = try site.diagnostics().map(\.formatted)
        #expect(found.isEmpty, "\(found)")
        let learning = index.learning
        #expect(learning.guides.map(\.slug.rawValue) == ["safety", "hygiene"])
        #expect(learning.guides[0].covers == [.knife, .oven])
        #expect(learning.guides[1].unlockPoints == 3)
        #expect(learning.guidesOfRecipe[Slug("toast")] == [Slug("safety")])
        #expect(learning.guidesOfRecipe[Slug("omelette")] == [Slug("hygiene")])
    }

    @Test func anUnknownGuideIsAWarningWithTheClosestName() throws {
        let site = try SiteFixture(Self.guides + """

            -- Content/Toast.md --
            ---
            title: Toast
            guides: [saftey]
            ---
            """)
        let found = try site.diagnostics().map(\.formatted)
        #expect(found == ["Content/Toast.md:3:10: warning: no guide is called 'saftey' [guide-unknown]\n  hint: did you mean 'safety'?"])
    }

    @Test func guideProblemsAreReportedAndTheRestBuilds() throws {
        let site = try SiteFixture("""
            -- Content/guides/a.md --
            ---
            titel: A
            covers: [ovens]
            ---
            Text.
            -- Content/guides/b.md --
            # From the heading

            Body.
            -- Content/Toast.md --
            ---
            title: Toast
            ---
            """)
        let found = try site.diagnostics().map(\.formatted)
        #expect(found.contains { $0.hasPrefix("Content/guides/a.md:2:1: warning: unknown guide front-matter key 'titel'") && $0.contains("did you mean 'title'?") })
        #expect(found.contains { $0.hasPrefix("Content/guides/a.md:3:") && $0.contains("'ovens'") })
        #expect(found.contains { $0.hasPrefix("Content/guides/a.md:1:1: error: the guide has no title") })
        let index = try site.index()
        #expect(index.learning.guides.map(\.title) == ["From the heading"])
        #expect(index.recipes.count == 1)
    }

    @Test func pagesNavigationAndSitemapShowGuidesAndQuizzes() throws {
        let site = try SiteFixture(Self.guides + """

            -- Content/Toast.md --
            ---
            title: Toast
            unlock_points: 2
            ---
            ## Steps
            1. Slice the bread.
            -- Content/quizzes/safe.yaml --
            title: Safe?
            guide: safety
            questions:
              - question: Catch a falling knife?
                answers: [Yes, No]
                correct: 2
                explanation: Let it fall.
            """)
        let output = try site.render()
        let guide = try #require(output.text("guides/safety.html"))
        #expect(guide.contains("<a href=\"../guides/hygiene.html\">hygiene</a>"))
        #expect(guide.contains("<a href=\"../recipes/toast.html\">toast</a>"))
        #expect(guide.contains("href=\"../quizzes/safe.html\""))
        let quiz = try #require(output.text("quizzes/safe.html"))
        #expect(quiz.contains("data-correct=\"1\""))
        #expect(quiz.contains("<details class=\"explanation\" data-explanation>"))
        #expect(quiz.contains("assets/js/quiz.js"))
        let recipe = try #require(output.text("recipes/toast.html"))
        #expect(recipe.contains("<span class=\"adult\" title=\"Needs an adult: knife\">"))
        #expect(recipe.contains("data-unlock=\"2\""))
        #expect(recipe.contains("href=\"../guides/safety.html\""))
        #expect(recipe.contains(">Guides</a>") && recipe.contains(">Quizzes</a>"))
        let sitemap = try #require(try site.render(baseURL: "https://example.org/").text("sitemap.xml"))
        for path in ["guides/index.html", "guides/hygiene.html", "quizzes/index.html", "quizzes/safe.html"] {
            #expect(sitemap.contains(path), "\(path)")
        }
        let overview = try #require(output.text("quizzes/index.html"))
        #expect(overview.contains("Collect 2 points to unlock") && overview.contains("Collect 3 points to unlock"))
    }

    @Test func aSiteWithoutGuidesHasNoGuideLinks() throws {
        let site = try SiteFixture("""
            -- Content/Toast.md --
            ---
            title: Toast
            ---
            """)
        let output = try site.render()
        #expect(output.text("guides/index.html") == nil)
        #expect(!(output.text("index.html") ?? "").contains("guides/index.html"))
        #expect(!(output.text("index.html") ?? "").contains("quiz.js"))
    }
}
