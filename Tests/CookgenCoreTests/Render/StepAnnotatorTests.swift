import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct StepAnnotatorTests {
    @Test func wrapsAmountsWithKnownUnits() {
        let html = StepAnnotator.annotate("Add 200 g flour and 1 1/2 cups milk.")
        #expect(html == "Add <span class=\"amount\" data-low=\"200\" data-high=\"\" data-u=\"g\">200 g</span> flour and <span class=\"amount\" data-low=\"1.5\" data-high=\"\" data-u=\"cup\">1 1/2 cups</span> milk.")
    }

    @Test func wrapsDurationsAsTimersWithTheUpperEndOfARange() {
        #expect(StepAnnotator.annotate("Bake 35–40 minutes.") == "Bake <span class=\"timer\" data-seconds=\"2400\">35–40 minutes</span>.")
        #expect(StepAnnotator.annotate("1 Std. ruhen lassen") == "<span class=\"timer\" data-seconds=\"3600\">1 Std.</span> ruhen lassen")
    }

    @Test func leavesTemperaturesStepNumbersCookwareAndTagsAlone() {
        #expect(StepAnnotator.annotate("Heat to 200 °C in step 3.") == "Heat to 200 °C in step 3.")
        #expect(StepAnnotator.annotate("Grease a 2 litre dish.") == "Grease a 2 litre dish.")
        #expect(StepAnnotator.annotate("<a href=\"x/200g.html\">200 g</a>").contains("href=\"x/200g.html\""))
        #expect(StepAnnotator.annotate("B12 vitamins") == "B12 vitamins")
    }

    @Test func textWithoutDigitsAndTagsAreCopiedAsTheyAre() {
        #expect(StepAnnotator.annotate("Stir <em>gently</em> — à la crème.") == "Stir <em>gently</em> — à la crème.")
        #expect(StepAnnotator.annotate("Add ½ cup <b>milk</b>") == "Add <span class=\"amount\" data-low=\"0.5\" data-high=\"\" data-u=\"cup\">½ cup</span> <b>milk</b>")
        // A tag left open runs to the end: nothing in it is annotated.
        #expect(StepAnnotator.annotate("Add 2 g salt <a title=\"5 min") == "Add <span class=\"amount\" data-low=\"2\" data-high=\"\" data-u=\"g\">2 g</span> salt <a title=\"5 min")
        #expect(StepAnnotator.annotate("<br>5 min<br>") == "<br><span class=\"timer\" data-seconds=\"300\">5 min</span><br>")
        #expect(StepAnnotator.annotate("") == "" && StepAnnotator.annotate("<") == "<" && StepAnnotator.annotate(">3 min") == "><span class=\"timer\" data-seconds=\"180\">3 min</span>")
    }

    @Test func timersComeFromCooklangAndFromText() throws {
        let site = try SiteFixture("""
            -- Content/Eggs.cook --
            Boil @eggs{2} for ~{8%minutes}.

            Rest 2 minutes.
            """)
        let recipe = try #require(try site.index().bySlug[Slug("eggs")])
        let timers = StepAnnotator.timers(in: recipe)
        #expect(timers.map { $0["seconds"]?.int } == [480, 120])
        #expect(timers.map { $0["step"]?.int } == [1, 2])
    }
}
