import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct MarkdownRecipeLoaderTests {
    func load(_ text: String, path: String = "Content/pancakes.md") -> (Recipe?, [Diagnostic]) {
        MarkdownRecipeLoader.load(SourceText(path: path, text: text))
    }

    @Test func readsSectionsOfTheBody() throws {
        let (recipe, diagnostics) = load("""
            ---
            title: Pancakes
            servings: 4
            prep_time: 10 min
            cook_time: 1 h 5 min
            ---
            A Sunday classic.

            ## Ingredients

            - 200 g flour
            - 2 eggs

            ### For the topping

            - 100 g blueberries

            ## Steps

            1. Mix.
            2. Bake
               until golden.

            ## Notes

            Rest the batter.
            """)
        let r = try #require(recipe)
        #expect(diagnostics.isEmpty)
        #expect(r.ingredientGroups.count == 2)
        #expect(r.ingredientGroups[1].title == "For the topping")
        #expect(r.ingredients.count == 3)
        #expect(r.ingredients[0].location.line == 11)
        #expect(r.steps.count == 2)
        #expect(r.steps[1].items == [.text("Bake\nuntil golden.")])
        #expect(r.notes == "Rest the batter.")
        #expect(r.body == "A Sunday classic.")
        #expect(r.metadata.totalMinutes == 75)
        #expect(r.metadata.servings == 4)
        #expect(r.slug.rawValue == "pancakes")
    }

    @Test(arguments: ["Directions", "Method", "Instructions", "Preparation", "Zubereitung", "steps"])
    func stepHeadingSynonyms(_ heading: String) throws {
        let (recipe, _) = load("---\ntitle: T\n---\n## Zutaten\n- 1 Ei\n## \(heading)\n1. Kochen.\n")
        let r = try #require(recipe)
        #expect(r.steps.count == 1)
        #expect(r.ingredients.count == 1)
    }

    @Test func readsFrontMatterListsLikeJekyllCollections() throws {
        let (recipe, diagnostics) = load("""
            ---
            title: Pizza
            ingredients:
              - 1 ball dough
              - For the sauce:
              - 200 g tomatoes
              - Topping:
                  - 100 g mozzarella
              - basil leaves
            directions:
              - Stretch the dough.
              - text: Bake for 10 minutes.
                image: bake.svg
            components:
              - Pizza Dough
              - recipe: tomato-sauce
                amount: 300 g
            ---
            """)
        let r = try #require(recipe)
        #expect(diagnostics.isEmpty)
        #expect(r.ingredientGroups.map(\.title) == [nil, "For the sauce", "Topping", nil],
                "an item after a group's own list is outside that group")
        #expect(r.ingredientGroups.map(\.items.count) == [1, 1, 1, 1])
        #expect(r.steps.count == 2)
        #expect(r.steps[1].image?.value == "bake.svg")
        #expect(r.components.map(\.target) == ["Pizza Dough", "tomato-sauce"])
        #expect(r.components[1].quantity?.low == 300)
    }

    /// A list marker alone (`-`, `2.`, with or without a space after it) is an empty item: not an
    /// ingredient "-", not a step "2."; a line indented under it is the item's text (found by the
    /// markdown fuzz target, where `- ` written for an empty ingredient read back as "-").
    @Test func emptyListItemsAreNeitherIngredientsNorSteps() throws {
        let (recipe, _) = load("""
            ---
            title: Eggs
            ---
            ## Ingredients

            - 2 eggs
            -
            2.\u{20}
            *\tsalt

            ## Steps

            1. Boil.
            2.
               Cool in water.
            3)
            4. Peel.
            """)
        let r = try #require(recipe)
        #expect(r.ingredients.map(\.text) == ["2 eggs", "salt"])
        #expect(r.steps.map { RecipeText.plain($0, in: r) } == ["Boil.", "Cool in water.", "Peel."])
    }

    @Test func titleFallsBackToTheFirstHeading() throws {
        let (recipe, _) = load("# Tomato Soup\n\n## Ingredients\n- 1 kg tomatoes\n")
        #expect(recipe?.title == "Tomato Soup")
        #expect(recipe?.body == "")
    }

    @Test func missingTitleIsAnError() {
        let (recipe, diagnostics) = load("---\ndescription: x\n---\nno title here\n")
        #expect(recipe == nil)
        #expect(diagnostics.map(\.id) == ["title-missing"])
    }

    @Test func slugComesFromFrontMatterOrFileName() {
        #expect(load("---\ntitle: A\nslug: Custom Name\n---\n").0?.slug.rawValue == "custom-name")
        #expect(load("---\ntitle: A\n---\n", path: "Content/Crème Brûlée.md").0?.slug.rawValue == "creme-brulee")
    }

    @Test func headingsInsideCodeFencesAreText() throws {
        let (recipe, _) = load("---\ntitle: A\n---\n```\n## Ingredients\n```\n")
        #expect(recipe?.ingredients.isEmpty == true)
        #expect(recipe?.body.contains("## Ingredients") == true)
    }

    @Test func unknownKeyNearAKnownOneIsAWarningWithSuggestion() {
        let (_, diagnostics) = load("---\ntitle: A\nservigns: 4\nlayout: recipe\n---\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == "front-matter-unknown-key")
        #expect(diagnostics.first?.hint?.contains("servings") == true)
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test func badDurationAndDateAreWarningsAtTheirLines() {
        let (recipe, diagnostics) = load("---\ntitle: A\nprep_time: a while\ndate: 2024-02-30\n---\n")
        #expect(recipe != nil)
        #expect(diagnostics.map(\.id) == ["duration-invalid", "date-invalid"])
        #expect(diagnostics.map { $0.location?.line ?? 0 } == [3, 4])
    }

    @Test func textValuesStayText() throws {
        let (recipe, _) = load("---\ntitle: no\nyield: 012\n---\n")
        #expect(recipe?.title == "no")
        #expect(recipe?.metadata.yield == "012")
    }
}

@Suite struct DurationParserTests {
    @Test(arguments: [
        ("10 min", 10), ("1 h 30 min", 90), ("1:30", 90), ("PT1H30M", 90), ("90", 90), ("1½ hours", 90),
        ("45 minutes", 45), ("20 Min.", 20), ("1 Std.", 60), ("2 uur", 120), ("1 hour and 15 minutes", 75),
        ("P1DT2H", 1560), ("30 分钟", 30), ("1,5 h", 90),
    ])
    func reads(_ text: String, _ minutes: Int) {
        #expect(DurationParser.minutes(text) == minutes)
    }

    @Test(arguments: ["", "a while", "PT", "12:75", "soon-ish"])
    func rejects(_ text: String) {
        #expect(DurationParser.minutes(text) == nil)
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Crème Brûlée!", "creme-brulee"), ("Äpfel & Birnen", "apfel-and-birnen"), ("Große Soße", "grosse-sosse"),
        ("  Pizza   Dough ", "pizza-dough"), ("红烧肉", "红烧肉"), ("BBQ-Ribs_2", "bbq-ribs-2"), ("!!!", ""),
    ])
    func slugifies(_ text: String, _ slug: String) {
        #expect(Slug(text).rawValue == slug)
    }

    @Test func caseAndNormalisationFormsGiveOneSlug() {
        #expect(Slug("Cafe\u{301}") == Slug("CAFÉ"))
    }
}
