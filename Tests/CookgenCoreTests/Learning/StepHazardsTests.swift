import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

@Suite struct StepHazardsTests {
    let english = StepHazards(language: "en")
    let german = StepHazards(language: "de-DE")

    @Test(arguments: [
        ("Chop the onion finely.", [Hazard.knife]),
        ("Preheat the oven to 200 °C.", [.oven]),
        ("Bake for 25 minutes until golden.", [.oven]),
        ("Heat the oil in a frying pan over medium heat.", [.hob]),
        ("Bring a large pot of salted water to the boil.", [.boilingWater]),
        ("Deep-fry the fritters in batches.", [.hob, .hotOil]),
        ("Blitz everything in a food processor.", [.appliance]),
        ("Slice the bread, then roast the slices.", [.knife, .oven]),
        ("Stir in the baking powder and the flour.", []),
        ("Spread the sauce over the base of a baking dish.", []),
        ("Mix the yoghurt with the honey.", []),
    ])
    func readsEnglishSteps(_ text: String, _ expected: [Hazard]) {
        #expect(english.hazards(inText: text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("Die Zwiebel schälen und fein hacken.", [Hazard.knife]),
        ("Die Paprika in Streifen schneiden.", [.knife]),
        ("Den Backofen auf 200 °C vorheizen.", [.oven]),
        ("Das Blech in den Ofen schieben und 15 Minuten backen.", [.oven]),
        ("Eine Pfanne auf den Herd stellen und das Öl erhitzen.", [.hob]),
        ("Die Nudeln in ein Sieb abgießen.", [.boilingWater]),
        ("Mit dem Stabmixer fein pürieren.", [.appliance]),
        ("Mit dem Küchenmesser halbieren.", [.knife]),
        ("Die Banane mit dem Kindermesser in Stücke teilen.", []),
        ("Mehl, Backpulver und Salz mischen.", []),
    ])
    func readsGermanSteps(_ text: String, _ expected: [Hazard]) {
        #expect(german.hazards(inText: text) == expected, "\(text)")
    }

    @Test func languagesWithoutWordListsUseEnglish() {
        #expect(StepHazards(language: "fr").hazards(inText: "Preheat the oven") == [.oven])
    }

    @Test func cooklangCookwareCountsButIngredientNamesDoNot() throws {
        let site = try SiteFixture("""
            -- Content/Toast.cook --
            Put @baking powder{1%tsp} in a #bowl{}.

            Warm it in the #oven{}.

            Spread with a #knife{}.
            """)
        let recipe = try #require(try site.index().bySlug[Slug("toast")])
        #expect(StepHazards.hazards(of: recipe, siteLanguage: "en") == [[], [.oven], [.knife]])
    }

    @Test func markedStepsAreTheOnlyOnesAndKeepTheirReasons() throws {
        let site = try SiteFixture("""
            -- Content/Salad.md --
            ---
            title: Salad
            ---
            ## Steps
            1. Slice the banana with a child's knife.
            2. [adult] Cut the apple into quarters.
            3. [adult: hob] Warm the honey.
            """)
        let recipe = try #require(try site.index().bySlug[Slug("salad")])
        #expect(StepHazards.hazards(of: recipe, siteLanguage: "en") == [[], [.knife], [.hob]])
        #expect(recipe.steps.map(\.adultHazards) == [nil, [], [.hob]])
        guard case .text(let text) = recipe.steps[1].items[0] else { Issue.record("no text"); return }
        #expect(text == "Cut the apple into quarters.")
    }

    @Test func germanMarkerAndFrontMatterStepsWork() throws {
        let site = try SiteFixture("""
            -- Content/Kekse.md --
            ---
            title: Kekse
            adult_steps:
              - 1
              - 3: oven
            ---
            ## Zubereitung
            1. Teig rühren.
            2. [Erwachsener: Messer] Teig teilen.
            3. Kekse backen.
            """)
        let recipe = try #require(try site.index().bySlug[Slug("kekse")])
        #expect(recipe.steps.map(\.adultHazards) == [[], [.knife], [.oven]])
    }

    @Test func noneTurnsReadingOffAndBadMarksAreReported() throws {
        let site = try SiteFixture("""
            -- Content/Soup.md --
            ---
            title: Soup
            adult_steps: none
            ---
            ## Steps
            1. Chop the leeks.
            -- Content/Stew.md --
            ---
            title: Stew
            adult_steps: [2, 9]
            ---
            ## Steps
            1. [adult: ovn] Bake it.
            2. Serve.
            """)
        let index = try site.index()
        #expect(StepHazards.hazards(of: index.bySlug[Slug("soup")]!, siteLanguage: "en") == [[]])
        let messages = try site.diagnostics().map(\.formatted)
        #expect(messages.contains { $0.hasPrefix("Content/Stew.md:3:18:") && $0.contains("no step 9") && $0.contains("[adult-steps-range]") })
        #expect(messages.contains { $0.hasPrefix("Content/Stew.md:6:4:") && $0.contains("'ovn'") && $0.contains("did you mean 'oven'?") })
    }
}

@Suite struct AdultMarkExportTests {
    @Test func marksSurviveExportToMarkdownAndCooklang() throws {
        let site = try SiteFixture("""
            -- Content/Toast.cook --
            [adult: oven] Toast the @bread{2%slices} in the #oven{}.

            Spread the @butter{}.
            -- Content/Salad.md --
            ---
            title: Salad
            ---
            ## Steps
            1. [adult] Cut the apple.
            2. Eat it.
            """)
        let index = try site.index()
        for slug in ["toast", "salad"] {
            let recipe = try #require(index.bySlug[Slug(slug)])
            let markdown = RecipeMarkdownWriter.text(recipe, images: { _ in nil })
            let cooklang = RecipeCooklangWriter.text(recipe, images: { _ in nil })
            for (text, path) in [(markdown, "Content/x.md"), (cooklang, "Content/x.cook")] {
                let source = SourceText(path: path, text: text)
                let (read, found) = path.hasSuffix(".md") ? MarkdownRecipeLoader.load(source) : CooklangRecipeLoader.load(source)
                let back = try #require(read, "\(text)")
                #expect(found.isEmpty)
                #expect(back.steps.map(\.adultHazards) == recipe.steps.map(\.adultHazards), "\(text)")
            }
        }
    }
}

/// The word-by-word reading of a step against the full one (every exclusion and phrase tried),
/// over generated steps made of the word lists' own words, their longer forms and filler.
@Suite struct StepHazardsShortcutTests {
    static func vocabulary(_ language: String) -> [String] {
        let list = StepHazards.words[language]!
        let written = list.hazards.values.flatMap { $0 } + list.exclusions
        let words = written.flatMap { $0.split(separator: " ").map(String.init) }.flatMap { word -> [String] in
            let bare = word.replacingOccurrences(of: "*", with: "")
            return [bare, bare + "s", "x" + bare, bare.uppercased()]
        }
        return words + ["the", "and", "a", "in", "with", "to", "mit", "und", "die", "den", "Ofen.", "heat,", "(hot)", "—", "½"]
    }

    @Test(arguments: ["en", "de"])
    func shortcutReadsLikeTheFullReading(_ language: String) {
        let reader = StepHazards(language: language)
        let words = Self.vocabulary(language)
        var random = SplitMix64(seed: 17)
        var withHazards = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...12, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : ", ")
            let read = reader.hazards(inText: text)
            #expect(read == reader.hazardsReadInFull(inText: text), "\(text)")
            if !read.isEmpty { withHazards += 1 }
        }
        #expect(withHazards > 1_000)
    }
}
