import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Meal plans")
struct MealPlanTests {
    static let recipes = """
        -- Content/recipes/pancakes.md --
        ---
        title: Pancakes
        servings: 4
        diet: [vegetarian]
        ---
        ## Ingredients
        - 200 g flour
        - 2 eggs
        - 300 ml milk
        - salt

        -- Content/recipes/tomato-soup.md --
        ---
        title: Tomato Soup
        servings: 2
        diet: [vegan]
        ---
        ## Ingredients
        - 500 g tomatoes
        - 1 onion
        - 100 ml milk

        -- Content/recipes/toast.md --
        ---
        title: Toast
        ---
        ## Ingredients
        - 2 slices bread
        """

    static func source(_ path: String, _ text: String) -> SourceText { SourceText(path: path, text: text) }

    @Test("a YAML plan: days, named meals, recipes by name or with servings, extras")
    func yamlPlan() throws {
        let (plan, diagnostics) = PlanReader.read(Self.source("Content/plans/week.yaml", """
            title: Week
            servings: 4
            days:
              - day: Monday
                meals:
                  - meal: Breakfast
                    recipes: [pancakes]
                  - meal: Dinner
                    recipes:
                      - recipe: Tomato Soup
                        servings: 6
              - date: 2026-03-03
                meals:
                  Lunch: [toast]
            extras: [1 l milk]
            """))
        #expect(diagnostics.isEmpty)
        let p = try #require(plan)
        #expect(p.title == "Week" && p.servings == 4 && p.slug == Slug("week"))
        #expect(p.days.map(\.name) == ["Monday", "2026-03-03"])
        #expect(p.days[1].date == CalendarDate(year: 2026, month: 3, day: 3))
        #expect(p.days[0].meals.map(\.name) == ["Breakfast", "Dinner"])
        #expect(p.days[1].meals.map(\.name) == ["Lunch"])
        #expect(p.items.map(\.target) == ["pancakes", "Tomato Soup", "toast"])
        #expect(p.items[1].servings == 6)
        #expect(p.extras.map(\.name) == ["milk"])
    }

    @Test("YAML mistakes: a misspelt key, a bad number, a day that is not a mapping, each at its line and column")
    func yamlDiagnostics() {
        let (plan, diagnostics) = PlanReader.read(Self.source("Content/plans/week.yaml", """
            title: Week
            dayz: []
            servings: lots
            days:
              - Monday
            """))
        #expect(plan != nil)
        let found = diagnostics.map { "\($0.id) \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.hint ?? "")" }
        #expect(found.contains("plan-key-unknown 2:1 did you mean 'days'?"))
        #expect(found.contains { $0.hasPrefix("plan-number 3:11") })
        #expect(found.contains { $0.hasPrefix("plan-shape 5:5") })
    }

    @Test("a Cooklang menu: sections are days, 'Meal:' lines name meals, {n%servings} and {n} scale, @name is an extra")
    func menuPlan() throws {
        let (plan, diagnostics) = MenuReader.read(Self.source("Content/plans/week.menu", """
            ---
            title: Menu week
            servings: 2
            ---
            -- a comment
            == Monday ==
            Breakfast:
            - @./breakfast/Pancakes{8%servings}
            Dinner: @./Tomato Soup{} [- block -] @./toast{2}

            = Tuesday
            - @./pancakes{}
            Extras: @milk{1%l}
            """))
        #expect(diagnostics.isEmpty)
        let p = try #require(plan)
        #expect(p.title == "Menu week" && p.servings == 2)
        #expect(p.days.map(\.name) == ["Monday", "Tuesday"])
        #expect(p.days[0].meals.map(\.name) == ["Breakfast", "Dinner"])
        #expect(p.days[1].meals.map(\.name) == [nil])
        let items = p.items
        #expect(items.map(\.target) == ["./breakfast/Pancakes", "./Tomato Soup", "./toast", "./pancakes"])
        #expect(items[0].servings == 8 && items[0].batches == nil)
        #expect(items[1].servings == nil && items[1].batches == nil)
        #expect(items[2].batches == 2)
        #expect(items[0].location.line == 8 && items[0].location.column == 3)
        #expect(items[2].location.line == 9 && items[2].location.column == 38)
        #expect(p.extras.map(\.text) == ["1 l milk"])
    }

    @Test("a menu amount that is not a number is an error at its column; an unknown unit reads as batches with a warning")
    func menuDiagnostics() {
        let (_, diagnostics) = MenuReader.read(Self.source("Content/plans/m.menu", """
            == Monday ==
            - @./pancakes{lots%servings} @./toast{2%trays}
            just some words
            """))
        let found = diagnostics.map { "\($0.id) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(found == ["plan-number 2:3", "menu-unit 2:30", "menu-line 3:1"])
    }

    @Test("an amount of only '%' is an error, not a crash; '{%l}' is a unit without an amount (found by the menu fuzz target)")
    func menuAmountOfOnlyAPercentSign() throws {
        let (plan, diagnostics) = MenuReader.read(Self.source("Content/plans/m.menu", """
            == Monday ==
            - @./pancakes{%} @./toast{ % }
            extras: @milk{%l} @bread{%}
            """))
        let found = diagnostics.map { "\($0.id) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(found == ["plan-number 2:3", "plan-number 2:18"])
        let plan_ = try #require(plan)
        let extras = plan_.extras.map { "\($0.quantityText ?? "-") \($0.unit ?? "-") \($0.name)" }
        #expect(extras == ["- l milk", "- - bread"])
    }

    @Test("an unknown recipe is an error with the closest title; the rest of the plan stays")
    func unknownRecipe() throws {
        let index = try SiteFixture(Self.recipes + """

            -- Content/plans/week.menu --
            == Monday ==
            - @./Pancaks{}
            - @./tomato-soup{}
            """).index()
        let missing = try #require(index.diagnostics.first { $0.id == "plan-recipe-missing" })
        #expect(missing.location == SourceLocation(file: "Content/plans/week.menu", line: 2, column: 3))
        #expect(missing.hint == "did you mean 'Pancakes'?")
        #expect(index.plans.first?.entries.map(\.slug) == [Slug("tomato-soup")])
    }

    @Test("each recipe is scaled to the plan's servings; a recipe planned twice counts twice; extras join the list")
    func mergedShoppingList() throws {
        let index = try SiteFixture(Self.recipes + """

            -- Content/plans/week.yaml --
            servings: 2
            days:
              Monday: {Breakfast: [pancakes], Dinner: [{recipe: tomato-soup, servings: 4}]}
              Tuesday: {Breakfast: [pancakes], Lunch: [{recipe: toast, batches: 3}]}
            extras: [200 ml milk]
            """).index()
        let plan = try #require(index.plans.first)
        #expect(index.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(plan.entries.map(\.factor) == [0.5, 2, 0.5, 3])
        #expect(plan.shoppingEntries == [ShoppingEntry(slug: Slug("pancakes"), factor: 1), ShoppingEntry(slug: Slug("toast"), factor: 3),
                                         ShoppingEntry(slug: Slug("tomato-soup"), factor: 2)])
        let text = ShoppingList.text(ShoppingList.build(plan: plan, index: index))
        // Pancakes twice at half = one batch; soup doubled; milk 300 + 200 + 200.
        #expect(text == """
            bread — 6 slices
            eggs — 2
            flour — 200 g
            milk — 700 ml
            onion — 2
            salt
            tomatoes — 1000 g
            """)
    }

    @Test("a recipe without servings is planned as written, with a warning, when servings are asked for")
    func recipeWithoutServings() throws {
        let index = try SiteFixture(Self.recipes + """

            -- Content/plans/week.yaml --
            days:
              - day: Monday
                recipes: [{recipe: toast, servings: 4}]
            """).index()
        #expect(index.diagnostics.map(\.id).contains("plan-servings-unknown"))
        #expect(index.plans.first?.entries.first?.factor == 1)
    }

    @Test("diet forms imply others: vegan is also vegetarian, dairy-free, lactose-free, egg-free, pescatarian")
    func dietClosure() {
        #expect(Vocabulary.dietKeys(implied: ["Vegan"]) == ["dairy-free", "egg-free", "lactose-free", "pescatarian", "vegan", "vegetarian"])
        #expect(Vocabulary.dietKeys(implied: ["vegetarisch", "glutenfrei"]) == ["gluten-free", "pescatarian", "vegetarian"])
        #expect(Vocabulary.dietKeys(implied: ["unknown"]) == [])
    }

    @Test("plan pages, the overview and the profile page are rendered; the plan page has its list and button")
    func rendered() throws {
        let output = try SiteFixture(Self.recipes + """

            -- Content/plans/week.yaml --
            title: Our week
            days:
              Monday: {Dinner: [{recipe: tomato-soup, servings: 4}]}
            """).render()
        let page = try #require(output.text("plans/week.html"))
        #expect(page.contains("Our week"))
        #expect(page.contains("data-plan-entries=\"tomato-soup*2\""))
        #expect(page.contains("4 servings"))
        #expect(page.contains("<span class=\"shop-name\">tomatoes</span> <span class=\"shop-amount\">1000 g</span>"))
        #expect(output.text("plans/index.html")?.contains("plans/week.html") == true)
        #expect(output.text("profile.html")?.contains("value=\"vegan\"") == true)
    }
}
