import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Recipe scaling")
struct KitchenRecipeScalingTests {
    typealias F = KitchenFixtures

    static let pancakes = F.recipe(
        ["200 g flour", "1 1/2 cups buttermilk", "2 eggs", "salt to taste", "a pinch of nutmeg"],
        title: "Pancakes", servings: 4, yield: "12 pancakes",
        components: [Component(target: "jam", quantity: Quantity(100), unit: "g", location: F.location)],
        timers: [CookTimer(name: "bake", quantity: Quantity(3), unit: "minutes")],
        cookware: [Cookware(name: "pan", quantity: Quantity(1))])

    @Test("scaling by a factor", arguments: [
        (2.0, ["400 g flour", "3 cups buttermilk", "4 eggs", "salt", "2 pinch nutmeg"], 8, "24 pancakes", 200.0),
        (0.5, ["100 g flour", "¾ cups buttermilk", "1 eggs", "salt", "½ pinch nutmeg"], 2, "6 pancakes", 50.0),
        (1.5, ["300 g flour", "2¼ cups buttermilk", "3 eggs", "salt", "1½ pinch nutmeg"], 6, "18 pancakes", 150.0),
    ])
    func byFactor(factor: Double, lines: [String], servings: Int, yield: String, jam: Double) {
        let scaled = Self.pancakes.scaled(by: factor)
        #expect(scaled.ingredients.map(Self.line) == lines)
        #expect(scaled.metadata.servings == servings)
        #expect(scaled.metadata.yield == yield)
        #expect(scaled.components.first?.quantity == Quantity(jam))
        #expect(scaled.timers == Self.pancakes.timers)
        #expect(scaled.cookware == Self.pancakes.cookware)
    }

    @Test("fixed quantities and nonsensical factors", arguments: [0.0, -2.0, .nan, .infinity])
    func badFactors(factor: Double) {
        #expect(Self.pancakes.scaled(by: factor) == Self.pancakes)
    }

    @Test("a fixed quantity does not scale")
    func fixed() {
        let recipe = F.recipe([], title: "Brine")
        var withFixed = recipe
        withFixed.ingredientGroups = [IngredientGroup(items: [
            F.ingredient(Quantity(1, fixed: true), "tsp", "salt"), F.ingredient(Quantity(1), "l", "water"),
        ])]
        let scaled = withFixed.scaled(by: 3)
        #expect(scaled.ingredients.map(\.quantity) == [Quantity(1, fixed: true), Quantity(3)])
    }

    @Test("scaling to servings")
    func toServings() throws {
        let six = try #require(Self.pancakes.scaled(toServings: 6))
        #expect(six.metadata.servings == 6)
        #expect(six.metadata.yield == "18 pancakes")
        #expect(six.ingredients[0].quantity == Quantity(300))
        #expect(Self.pancakes.scaled(toServings: 0) == nil)
        #expect(F.recipe(["1 egg"]).scaled(toServings: 2) == nil)
        // Three servings of a recipe for four: the servings are what was asked, not a rounding.
        #expect(Self.pancakes.scaled(toServings: 3)?.metadata.servings == 3)
    }

    @Test("the yield keeps its words and scales its leading number", arguments: [
        ("12 pancakes", 2.0, "24 pancakes"),
        ("about 20 meatballs", 0.5, "about 10 meatballs"),
        ("2 pizzas (30 cm)", 2.0, "4 pizzas (30 cm)"),
        ("about 1.5 l", 2.0, "about 3 l"),
        ("10-12 cookies", 2.0, "20–24 cookies"),
        ("one 23 cm tart", 2.0, "2 × one 23 cm tart"),
        ("one 23 cm tart", 1.0, "one 23 cm tart"),
        ("4 dough balls", 0.5, "2 dough balls"),
    ])
    func yieldText(yield: String, factor: Double, expected: String) {
        #expect(YieldText.scaled(yield, by: factor) == expected)
    }

    static func line(_ ingredient: Ingredient) -> String {
        [ingredient.quantity?.formatted(), ingredient.unit, ingredient.name].compactMap { $0 }.joined(separator: " ")
    }
}

@Suite("Scaling to what the cook has")
struct KitchenScalingToAmountTests {
    typealias F = KitchenFixtures

    static let bread = F.recipe(
        ["500 g flour", "350 ml water", "2 tsp salt", "1 tbsp olive oil", "2 cloves garlic", "3 eggs",
         "flour for dusting", "200-250 g seeds"],
        title: "Bread", servings: 2)

    @Test("the factor, in the unit given or converted", arguments: [
        ("flour", 400.0, Unit.gram as Unit?, 0.8),
        ("Flour", 1.0, Unit.kilogram, 2),
        ("water", 700, Unit.milliliter, 2),
        ("water", 0.35, Unit.liter, 1),
        ("eggs", 6, nil, 2),
        ("egg", 1.5, nil, 0.5),
        ("garlic", 4, Unit.clove, 2),
        ("seeds", 500, Unit.gram, 2),        // a range counts at its upper end
        ("salt", 4, Unit.teaspoon, 2),
        ("water", 1, Unit.cup, 236.5882365 / 350),
    ])
    func factor(name: String, amount: Double, unit: Unit?, expected: Double) throws {
        let factor = try Self.bread.scalingFactor(toHave: Quantity(amount), unit: unit, of: name)
        #expect(abs(factor - expected) < 1e-9)
    }

    @Test("between weight and volume only through the density table")
    func throughDensity() throws {
        // 1 cup of flour weighs 125 g: 500 g is 4 cups.
        let factor = try Self.bread.scalingFactor(toHave: Quantity(2), unit: .cup, of: "flour")
        #expect(abs(factor - 0.5) < 1e-9)
        // Water: 1 g per ml.
        let water = try Self.bread.scalingFactor(toHave: Quantity(700), unit: .gram, of: "water")
        #expect(abs(water - 2) < 1e-3)
        let scaled = try Self.bread.scaled(toHave: Quantity(2), unit: .cup, of: "flour")
        #expect(abs((scaled.ingredients[0].quantity?.low ?? 0) - 250) < 1e-9)
        #expect(scaled.metadata.servings == 1)
    }

    @Test("a name ending in the one given is found when it is the only one")
    func byHeadNoun() throws {
        let dough = F.recipe(["600 g strong white bread flour", "390 ml water"], title: "Dough")
        let scaled = try dough.scaled(toHave: Quantity(300), unit: .gram, of: "flour")
        #expect(scaled.ingredients[1].quantity == Quantity(195))
    }

    @Test("every line of the ingredient counts, fixed amounts come off first")
    func severalLines() throws {
        var recipe = F.recipe(["300 g flour", "100 g flour, for the topping"], title: "Crumble")
        #expect(try recipe.scalingFactor(toHave: Quantity(800), unit: .gram, of: "flour") == 2)
        recipe.ingredientGroups[0].items.append(F.ingredient(Quantity(100, fixed: true), "g", "flour"))
        #expect(try recipe.scalingFactor(toHave: Quantity(900), unit: .gram, of: "flour") == 2)
    }

    @Test("clear errors", arguments: [
        ("flor", 400.0, Unit.gram as Unit?, ScalingError.noSuchIngredient(
            "flor", suggestion: "flour", known: ["flour", "water", "salt", "olive oil", "garlic", "eggs", "seeds"])),
        ("sugar", 400, Unit.gram, .noSuchIngredient(
            "sugar", suggestion: nil, known: ["flour", "water", "salt", "olive oil", "garlic", "eggs", "seeds"])),
        ("garlic", 10, Unit.gram, .incompatibleUnits(ingredient: "garlic", have: "10 g", recipe: "cloves")),
        // Seeds have no density: a cup of them is not a weight.
        ("seeds", 1, Unit.cup, .incompatibleUnits(ingredient: "seeds", have: "1 cup", recipe: "g")),
        ("eggs", 100, Unit.gram, .incompatibleUnits(ingredient: "eggs", have: "100 g", recipe: "a plain count")),
        ("flour", 0, Unit.gram, .notPositive(ingredient: "flour", amount: "0 g")),
        ("flour", -5, Unit.gram, .notPositive(ingredient: "flour", amount: "-5 g")),
    ])
    func errors(name: String, amount: Double, unit: Unit?, expected: ScalingError) {
        #expect(throws: expected) { try Self.bread.scaled(toHave: Quantity(amount), unit: unit, of: name) }
    }

    @Test("an ingredient without an amount, or only a fixed one, cannot set the scale")
    func noAmount() {
        let recipe = F.recipe(["salt to taste", "1 l water"], title: "Soup")
        #expect(throws: ScalingError.noAmount("salt")) { try recipe.scaled(toHave: Quantity(5), unit: .gram, of: "salt") }
        var fixed = recipe
        fixed.ingredientGroups[0].items.append(F.ingredient(Quantity(2, fixed: true), nil, "bay leaves"))
        #expect(throws: ScalingError.onlyFixed("bay leaves")) { try fixed.scaled(toHave: Quantity(4), unit: nil, of: "bay leaf") }
        fixed.ingredientGroups[0].items.append(F.ingredient(Quantity(1), nil, "bay leaf"))
        #expect(throws: ScalingError.notEnough(ingredient: "bay leaves", have: "2", fixed: "2")) {
            try fixed.scaled(toHave: Quantity(2), unit: nil, of: "bay leaf")
        }
    }

    @Test("messages name the ingredient and say what to do")
    func messages() {
        let error = ScalingError.noSuchIngredient("flor", suggestion: "flour", known: ["flour", "water"])
        #expect(error.message == "the recipe has no ingredient 'flor'; did you mean 'flour'?")
        #expect(error.hint == "name one of its ingredients: flour, water")
        let units = ScalingError.incompatibleUnits(ingredient: "garlic", have: "10 g", recipe: "cloves")
        #expect(units.description.contains("garlic") && units.description.contains("give the amount in cloves"))
    }
}

@Suite("Reading what the cook has")
struct KitchenAvailableAmountTests {
    @Test("the CLI form name=amount unit", arguments: [
        ("flour=400 g", "flour", Quantity(400), Unit.gram as Unit?),
        ("flour=400g", "flour", Quantity(400), .gram),
        (" plain flour = 1,5 kg ", "plain flour", Quantity(1.5), .kilogram),
        ("milk=1½ cups", "milk", Quantity(1.5), .cup),
        ("Mehl=2 Tassen", "Mehl", Quantity(2), .cup),
        ("butter=3 EL", "butter", Quantity(3), .tablespoon),
        ("eggs=3", "eggs", Quantity(3), nil),
        ("garlic=4 cloves", "garlic", Quantity(4), .clove),
    ])
    func parses(text: String, name: String, quantity: Quantity, unit: Unit?) throws {
        let have = try AvailableAmount(parsing: text)
        #expect(have.ingredient == name)
        #expect(have.quantity == quantity)
        #expect(have.unit == unit)
    }

    @Test("malformed input", arguments: [
        ("flour 400 g", "has no '='"),
        ("=400 g", "names no ingredient"),
        ("flour=", "gives no amount"),
        ("flour=lots", "does not start its amount with a number"),
        ("flour=200-300 g", "gives a range"),
    ])
    func malformed(text: String, problem: String) {
        do {
            _ = try AvailableAmount(parsing: text)
            Issue.record("\(text) parsed")
        } catch {
            guard case .malformed(let written, let found) = error else { Issue.record("\(error)"); return }
            #expect(written == text)
            #expect(found.hasPrefix(problem))
        }
    }

    @Test("unknown units and zero are refused")
    func refused() {
        #expect(throws: ScalingError.unknownUnit(ingredient: "flour", unit: "bags of")) {
            try AvailableAmount(parsing: "flour=2 bags of")
        }
        #expect(throws: ScalingError.notPositive(ingredient: "flour", amount: "0 g")) { try AvailableAmount(parsing: "flour=0 g") }
    }

    @Test("scaling with a parsed amount")
    func endToEnd() throws {
        let recipe = KitchenFixtures.recipe(["500 g flour", "2 eggs"], title: "Bread")
        let scaled = try recipe.scaled(toHave: AvailableAmount(parsing: "flour=1 kg"))
        #expect(scaled.ingredients.map(\.quantity) == [Quantity(1000), Quantity(4)])
        #expect(try AvailableAmount(parsing: "flour=400 g").description == "flour=400 g")
    }
}
