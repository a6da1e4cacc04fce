import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Recipes inside recipes")
struct KitchenComponentExpansionTests {
    typealias F = KitchenFixtures

    static let dough = """
        -- Content/pizza-dough.md --
        ---
        title: Pizza Dough
        servings: 4
        yield: 4 dough balls
        ---
        ## Ingredients
        - 600 g flour
        - 400 ml water
        - 2 tsp salt
        """

    /// One batch of the dough in grams: water and salt through the density table.
    static let doughWeight = 600 + 400 * 236.6 / 236.5882365 + 2 * 4.92892159375 * 288 / 236.5882365

    static func names(_ ingredients: [Ingredient]) -> [String] { ingredients.map(KitchenRecipeScalingTests.line) }

    static func flour(in ingredients: [Ingredient]) -> Double? {
        ingredients.first { $0.name == "flour" }?.quantity?.low
    }

    @Test("a pizza using 2 of the 4 dough balls gets half the dough")
    func pizzaUsesHalfTheDough() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.cook --
            Stretch @./pizza-dough{2%dough balls}, top with @tomatoes{200%g}.
            """).index()
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("pizza"), index: index))
            == ["200 g tomatoes", "300 g flour", "200 ml water", "1 tsp salt"])
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("pizza"), factor: 2, index: index))
            == ["400 g tomatoes", "600 g flour", "400 ml water", "2 tsp salt"])
    }

    @Test("how much of a used recipe an amount is", arguments: [
        ("{}", 600.0),                    // no amount: one batch
        ("{2}", 1200),                    // a plain number: batches
        ("{1%dough ball}", 150),          // the yield's unit, singular
        ("{3%Balls}", 450),               // the last word of the yield's unit
        ("{2%portions}", 300),            // against the servings
        ("{506%g}", 600 * 506 / doughWeight),  // against the total weight
        ("{2-3%dough balls}", 450),       // a range: its upper end
        ("{1%jar}", 600),                 // nothing to compare with: one batch, with a note
    ])
    func batches(amount: String, flour: Double) throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.cook --
            Use @./pizza-dough\(amount).
            """).index()
        let found = Self.flour(in: ShoppingList.expandedIngredients(of: Slug("pizza"), index: index))
        #expect(found.map { abs($0 - flour) < 1e-6 } == true, "\(amount): \(String(describing: found))")
    }

    @Test("Markdown components: a plain number is batches")
    func markdownComponents() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - recipe: pizza-dough
                amount: 0.5
              - recipe: Pizza Dough
                amount: 252 g
            ---
            """).index()
        let flour = ShoppingList.expandedIngredients(of: Slug("pizza"), index: index).filter { $0.name == "flour" }
        #expect(flour.count == 2)
        #expect(flour[0].quantity == Quantity(300))
        #expect(abs((flour[1].quantity?.low ?? 0) - 600 * 252 / Self.doughWeight) < 1e-9)
    }

    @Test("units are compared with the yield and the total, never guessed")
    func yieldAndTotal() {
        let stock = F.recipe(["2 onions", "2.5 l water"], title: "Stock", yield: "2 l")
        #expect(ComponentExpander.yieldRatio(750, "ml", of: stock) == 0.375)
        #expect(ComponentExpander.yieldRatio(1, "l", of: stock) == 0.5)
        #expect(ComponentExpander.yieldRatio(300, "g", of: stock) == nil)
        let balls = F.recipe([], title: "Dough", yield: "about 4 dough balls")
        #expect(ComponentExpander.yieldRatio(2, "dough balls", of: balls) == 0.5)
        #expect(ComponentExpander.yieldRatio(2, "Balls", of: balls) == 0.5)
        #expect(ComponentExpander.yieldRatio(2, "jars", of: balls) == nil)
    }

    @Test("a total that cannot be worked out is one batch and a note")
    func unknownTotal() throws {
        let index = try SiteFixture("""
            -- Content/vegetable-stock.md --
            ---
            title: Vegetable Stock
            ---
            ## Ingredients
            - 2 onions
            - 2.5 l water
            -- Content/soup.md --
            ---
            title: Soup
            components:
              - recipe: vegetable-stock
                amount: 750 ml
            ---
            ## Ingredients
            - 1 leek
            """).index()
        var notes: [ExpansionNote] = []
        let ingredients = ShoppingList.expandedIngredients(of: Slug("soup"), factor: 1, index: index, notes: &notes)
        #expect(Self.names(ingredients) == ["1 leek", "2 onions", "2½ l water"])
        #expect(notes.map(\.description) == [
            "soup: '750 ml' of 'Vegetable Stock' cannot be compared with the recipe's total volume, "
                + "because the volume of 'onions' is not known; counted as one batch",
        ])
    }

    @Test("expansion is recursive: a dough inside a pizza inside a menu")
    func recursive() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - recipe: pizza-dough
                amount: 0.5
            ---
            ## Ingredients
            - 200 g tomatoes
            -- Content/menu.md --
            ---
            title: Menu
            components:
              - recipe: Pizza
                amount: 3
            ---
            ## Ingredients
            - 1 bottle wine
            """).index()
        // Two menus of three pizzas of half a dough each: three batches of dough.
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("menu"), factor: 2, index: index))
            == ["2 bottle wine", "1200 g tomatoes", "1800 g flour", "1200 ml water", "6 tsp salt"])
    }

    @Test("a referencing line and a line naming the component are not listed twice")
    func noDoubleListing() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - recipe: pizza-dough
            ---
            ## Ingredients
            - [pizza dough](pizza-dough.md)
            - Pizza Dough
            - pizza-dough, rested
            - 100 g cookie dough
            - 200 g tomatoes
            """).index()
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("pizza"), index: index))
            == ["100 g cookie dough", "200 g tomatoes", "600 g flour", "400 ml water", "2 tsp salt"])
    }

    @Test("a one-word recipe name only replaces a line of exactly that name")
    func oneWordNames() throws {
        let index = try SiteFixture("""
            -- Content/sauce.md --
            ---
            title: Sauce
            ---
            ## Ingredients
            - 400 g tomatoes
            -- Content/noodles.md --
            ---
            title: Noodles
            components: [Sauce]
            ---
            ## Ingredients
            - 2 tbsp soy sauce
            - sauce
            """).index()
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("noodles"), index: index))
            == ["2 tbsp soy sauce", "400 g tomatoes"])
    }

    @Test("a component without an amount takes the amount of the line that names it", arguments: [
        ("- Pizza Dough", "- 2 balls pizza dough (about 500 g)", 300.0),
        ("- Pizza Dough", "- 4 balls pizza dough (about 1 kg)", 600),
        ("- Pizza Dough", "- 1 dough ball [pizza dough](pizza-dough.md)", 150),
        ("- Pizza Dough", "- 505 g homemade pizza dough", 600 * 505 / doughWeight),
        // The front-matter amount reaches the index as the number 2; the line says 2 of what.
        ("- {recipe: pizza-dough, amount: 2 dough balls}", "- 2 balls pizza dough", 300),
        ("- {recipe: pizza-dough, amount: 2}", "- 1 ball pizza dough", 1200),
        ("- {recipe: pizza-dough, amount: 1}", "- pizza dough", 600),
    ])
    func lineAmounts(component: String, line: String, flour: Double) throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              \(component)
            ---
            ## Ingredients
            \(line)
            - 200 g tomatoes
            """).index()
        let ingredients = ShoppingList.expandedIngredients(of: Slug("pizza"), index: index)
        #expect(ingredients.count == 4, "\(Self.names(ingredients))")
        let found = Self.flour(in: ingredients)
        #expect(found.map { abs($0 - flour) < 1e-6 } == true, "\(line): \(String(describing: found))")
    }

    @Test("a stock used by the litre: its share of the yield")
    func stockByTheLitre() throws {
        let index = try SiteFixture("""
            -- Content/vegetable-stock.md --
            ---
            title: Vegetable Stock
            yield: 2 l
            ---
            ## Ingredients
            - 2 onions
            - 2.5 l cold water
            -- Content/risotto.md --
            ---
            title: Risotto
            components: [Vegetable Stock]
            ---
            ## Ingredients
            - 320 g risotto rice
            - 1.2 l hot vegetable stock
            """).index()
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("risotto"), index: index))
            == ["320 g risotto rice", "1.2 onions", "1½ l cold water"])
    }

    @Test("Cooklang references expand with their amounts; a fixed one ignores the factor")
    func cooklangReferences() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/calzone.cook --
            Fold @./pizza-dough{1%dough ball} around @ricotta{250%g}.
            -- Content/focaccia.cook --
            Press @./pizza-dough{=1} into the tin with @olive oil{3%tbsp}.
            """).index()
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("calzone"), factor: 4, index: index))
            == ["1000 g ricotta", "600 g flour", "400 ml water", "2 tsp salt"])
        #expect(Self.names(ShoppingList.expandedIngredients(of: Slug("focaccia"), factor: 2, index: index))
            == ["6 tbsp olive oil", "600 g flour", "400 ml water", "2 tsp salt"])
    }

    @Test("circles never loop; the recipe already being expanded is left out, with a note")
    func cycles() throws {
        let index = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            components: [B]
            ---
            ## Ingredients
            - 1 apple
            -- Content/b.md --
            ---
            title: B
            components: [C]
            ---
            ## Ingredients
            - 1 banana
            -- Content/c.md --
            ---
            title: C
            components: [A]
            ---
            ## Ingredients
            - 1 cherry
            """).index()
        #expect(index.diagnostics.contains { $0.id == "component-cycle" })
        var notes: [ExpansionNote] = []
        let ingredients = ShoppingList.expandedIngredients(of: Slug("a"), factor: 1, index: index, notes: &notes)
        #expect(Self.names(ingredients) == ["1 apple", "1 banana", "1 cherry"])
        #expect(notes.count == 1)
        #expect(notes.first?.recipe == Slug("c") && notes.first?.component == Slug("a"))
        let items = ShoppingList.build([ShoppingEntry(slug: Slug("a")), ShoppingEntry(slug: Slug("b"))], index: index)
        #expect(KitchenFixtures.lines(items) == ["apple — 2", "banana — 2", "cherry — 2"])
    }

    @Test("the shopping list expands components and credits the recipe on the list")
    func shoppingListExpands() throws {
        let index = try SiteFixture(Self.dough + """

            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - recipe: pizza-dough
                amount: 2
            ---
            ## Ingredients
            - 100 g flour
            - 200 g tomatoes
            """).index()
        let items = ShoppingList.build([ShoppingEntry(slug: Slug("pizza")), ShoppingEntry(slug: Slug("pizza-dough"))], index: index)
        #expect(KitchenFixtures.lines(items) == ["flour — 1900 g", "salt — 6 tsp", "tomatoes — 200 g", "water — 1200 ml"])
        #expect(items.first { $0.key.rawValue == "flour" }?.recipes == ["pizza", "pizza-dough"])
        #expect(items.first { $0.key.rawValue == "tomato" }?.recipes == ["pizza"])
    }
}
