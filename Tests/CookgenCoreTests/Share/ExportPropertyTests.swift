import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// Round trips from the model: random but valid `Recipe` values are made directly (never by
/// parsing text), exported as Cooklang, Markdown and JSON, read back by the matching reader,
/// and compared field by field with the recipe that was generated.
@Suite struct ExportPropertyTests {
    static let at = SourceLocation(file: "Content/r.md")

    // MARK: - Valid recipes

    static let names = ["flour", "plain flour", "Äpfel", "crème fraîche", "鸡蛋", "olive oil", "garlic", "Zwiebeln", "jalapeño",
                        "tomatoes", "pâte brisée", "sea salt", "butter", "Knoblauch", "lemon zest", "青葱", "brown sugar", "milk",
                        "Crème de cassis", "eggs", "baking powder", "thyme"]
    static let units = ["g", "kg", "ml", "l", "tsp", "tbsp", "cup", "cups", "oz", "lb", "pinch", "cloves"]
    static let notes = ["finely chopped", "at room temperature", "peeled and diced", "in Scheiben", "切碎", "melted", "sifted",
                        "zested, then juiced", "about ½ lemon"]
    static let quantities = [Quantity(2), Quantity(0.5), Quantity(1, to: 2), Quantity(1.0 / 3), Quantity(12.125), Quantity(250),
                             Quantity(1.5, to: 2.25), Quantity(0.75), Quantity(3, fixed: true), Quantity(100, fixed: true)]
    static let sentenceWords = ["Whisk", "the", "eggs", "with", "sugar", "until", "pale", "bake", "at", "180 °C", "for", "25 minutes",
                                "Rühren", "und", "ziehen", "lassen", "crème", "brûlée", "翻炒", "均匀", "(gently)", "don't",
                                "stir", "½ cup", "—", "then", "fold", "in", "café", "naïve"]
    static let titleWords = ["Crème", "Brûlée", "Grandma's", "Apple", "Pie", "Käsespätzle", "红烧肉", "Pho", "Bò", "Tarte", "Tatin",
                             "Quick", "Weeknight", "Dal", "&", "Smoky", "Jalapeño", "Cornbread", "No. 2", "Ramen", "Çılbır"]

    static func words(_ g: inout SplitMix64, from vocabulary: [String], _ count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &g)).map { _ in vocabulary.randomElement(using: &g)! }.joined(separator: " ")
    }

    static func sentence(_ g: inout SplitMix64) -> String {
        let text = words(&g, from: sentenceWords, 3...12)
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    static func metadata(_ g: inout SplitMix64) -> RecipeMetadata {
        var m = RecipeMetadata(title: words(&g, from: titleWords, 1...4), location: at)
        let maybe = { (g: inout SplitMix64) in Bool.random(using: &g) }
        let located = { (values: [String]) in values.map { Located($0, at: at) } }
        if maybe(&g) { m.description = sentence(&g) }
        if maybe(&g) { m.date = CalendarDate(year: Int.random(in: 2015...2025, using: &g), month: Int.random(in: 1...12, using: &g), day: Int.random(in: 1...28, using: &g)) }
        if m.date != nil, maybe(&g) { m.updated = CalendarDate(year: 2026, month: 1, day: Int.random(in: 1...28, using: &g)) }
        if maybe(&g) { m.author = ["Ana Lucía Pérez", "Jörg Müller", "王芳", "Sam O'Neill"].randomElement(using: &g)! }
        if maybe(&g) { m.source = ["https://example.com/recipes/pie?x=1&y=2", "Grandma's notebook", "Le Cordon Bleu, p. 42"].randomElement(using: &g)! }
        m.categories = located(Array(["Desserts", "Soups", "Breakfast", "Bread", "Sides"].shuffled(using: &g).prefix(Int.random(in: 0...2, using: &g))))
        m.courses = located(Array(["main", "dessert", "starter", "breakfast"].shuffled(using: &g).prefix(Int.random(in: 0...2, using: &g))))
        m.cuisines = located(Array(["French", "Italian", "Thai", "Vietnamese", "Turkish"].shuffled(using: &g).prefix(Int.random(in: 0...2, using: &g))))
        m.diets = located(Array(["vegan", "vegetarian", "gluten-free", "dairy-free"].shuffled(using: &g).prefix(Int.random(in: 0...2, using: &g))))
        m.seasons = located(Array(["spring", "summer", "autumn", "winter"].shuffled(using: &g).prefix(Int.random(in: 0...2, using: &g))))
        if maybe(&g) { m.level = Located(["easy", "medium", "hard"].randomElement(using: &g)!, at: at) }
        m.tags = located(Array(["quick", "one pot", "kid-friendly", "make ahead", "spicy", "süß"].shuffled(using: &g).prefix(Int.random(in: 0...3, using: &g))))
        if maybe(&g) { m.servings = Int.random(in: 1...12, using: &g) }
        if maybe(&g) { m.yield = ["12 pancakes", "1 loaf", "2 jars (500 ml each)", "24 Plätzchen"].randomElement(using: &g)! }
        if maybe(&g) {
            m.prepMinutes = maybe(&g) ? Int.random(in: 1...90, using: &g) : nil
            m.cookMinutes = maybe(&g) ? Int.random(in: 1...240, using: &g) : nil
            m.totalMinutes = (m.prepMinutes ?? 0) + (m.cookMinutes ?? 0) + Int.random(in: 1...30, using: &g)
        }
        m.nutrition = Array([NutritionEntry(key: "calories", value: "320 kcal"), NutritionEntry(key: "protein", value: "9 g"),
                             NutritionEntry(key: "fat", value: "12.5 g"), NutritionEntry(key: "sodium", value: "410 mg")]
            .prefix(Int.random(in: 0...4, using: &g)))
        m.featured = Int.random(in: 0..<5, using: &g) == 0
        if maybe(&g) { m.locale = ["en", "de-DE", "fr", "zh-Hans"].randomElement(using: &g)! }
        return m
    }

    static func ingredient(_ g: inout SplitMix64, name: String? = nil) -> Ingredient {
        let quantity = Int.random(in: 0..<6, using: &g) == 0 ? nil : quantities.randomElement(using: &g)!
        let unit = quantity != nil && Bool.random(using: &g) ? units.randomElement(using: &g)! : nil
        return Ingredient(text: "", quantity: quantity, unit: unit, name: name ?? names.randomElement(using: &g)!,
                          note: Bool.random(using: &g) ? notes.randomElement(using: &g)! : nil, location: at)
    }

    /// A recipe in the shape Markdown gives: ingredient lists in groups, steps of text.
    static func listedRecipe(_ g: inout SplitMix64, format: Recipe.Format = .markdown) -> Recipe {
        let m = metadata(&g)
        let groupTitles: [String?] = [nil, "For the dough", "Für die Füllung", "To serve"]
        let groups = (0..<Int.random(in: 1...3, using: &g)).map { n in
            IngredientGroup(title: groupTitles[n], items: (0..<Int.random(in: 1...6, using: &g)).map { _ in ingredient(&g) })
        }
        let sectionTitles: [String?] = [nil, "Make the dough", "Assemble", "Zum Servieren"]
        let sections = (0..<Int.random(in: 1...3, using: &g)).map { n in
            StepSection(title: sectionTitles[n], blocks: (0..<Int.random(in: 1...4, using: &g)).map { _ in
                .step(Step(items: [.text(sentence(&g))], location: at))
            })
        }
        let notes = Bool.random(using: &g) ? sentence(&g) + "\n\n" + sentence(&g) : ""
        let components = Bool.random(using: &g) ? [Component(target: "pie-crust", quantity: Quantity(1), location: at)] : []
        return Recipe(slug: Slug(m.title), sourcePath: "Content/r.md", format: format, metadata: m, ingredientGroups: groups,
                      stepSections: sections, components: components, notes: notes)
    }

    /// A recipe in the shape Cooklang gives: every ingredient named once, in order, in the steps,
    /// with cookware and timers.
    static func inlineRecipe(_ g: inout SplitMix64) -> Recipe {
        let m = metadata(&g)
        let chosen = Array(names.shuffled(using: &g).prefix(Int.random(in: 1...6, using: &g)))
        let ingredients = chosen.map { ingredient(&g, name: $0) }
        let cookware = [Cookware(name: "large pot"), Cookware(name: "Pfanne"), Cookware(name: "baking tray", quantity: Quantity(2))]
        let timers = [CookTimer(quantity: Quantity(10), unit: "minutes"), CookTimer(name: "rest", quantity: Quantity(1.5), unit: "hours")]
        var steps: [Step] = []
        var next = 0
        while next < ingredients.count {
            var items: [StepItem] = [.text(["Add ", "Stir in ", "Mix "].randomElement(using: &g)!), .ingredient(next)]
            next += 1
            if next < ingredients.count, Bool.random(using: &g) { items += [.text(" and "), .ingredient(next)]; next += 1 }
            if Bool.random(using: &g) { items += [.text(" in the "), .cookware(Int.random(in: 0..<cookware.count, using: &g))] }
            if Bool.random(using: &g) { items += [.text(", cook for "), .timer(Int.random(in: 0..<timers.count, using: &g))] }
            items.append(.text("."))
            steps.append(Step(items: items, location: at))
        }
        return Recipe(slug: Slug(m.title), sourcePath: "Content/r.cook", format: .cooklang, metadata: m,
                      ingredientGroups: [IngredientGroup(title: nil, items: ingredients)], cookware: cookware, timers: timers,
                      stepSections: [StepSection(title: nil, blocks: steps.map(StepBlock.step))],
                      notes: Bool.random(using: &g) ? sentence(&g) : "")
    }

    /// Cookware and timers as compared: what the steps use, by name and amount.
    static func tools(_ r: Recipe) -> [String] {
        r.steps.flatMap(\.items).compactMap { item -> String? in
            switch item {
            case .cookware(let i): "cookware \(r.cookware[i].name) \(r.cookware[i].quantity?.low ?? 1)"
            case .timer(let i): "timer \(r.timers[i].name ?? "") \(r.timers[i].quantity?.low ?? -1) \(r.timers[i].unit ?? "")"
            default: nil
            }
        }
    }

    static func compare(_ want: Recipe, _ back: Recipe, fixed: Bool = true, _ text: String) {
        let a = RecipeSnapshot(want, fixed: fixed), b = RecipeSnapshot(back, fixed: fixed)
        #expect(a == b, "\(a.difference(from: b) ?? "")\n\(text)")
        #expect(tools(want) == tools(back), "\(text)")
    }

    static func readCooklang(_ recipe: Recipe) throws -> (Recipe, String) {
        let text = RecipeCooklangWriter.text(recipe) { _ in nil }
        let (loaded, problems) = CooklangRecipeLoader.load(SourceText(path: "Content/\(recipe.slug).cook", text: text))
        #expect(!problems.hasErrors, "\(problems.map(\.formatted))\n\(text)")
        return (try #require(loaded), text)
    }

    static func readMarkdown(_ recipe: Recipe) throws -> (Recipe, String) {
        let text = RecipeMarkdownWriter.text(recipe) { _ in nil }
        let (loaded, problems) = MarkdownRecipeLoader.load(SourceText(path: "Content/\(recipe.slug).md", text: text))
        #expect(!problems.hasErrors, "\(problems.map(\.formatted))\n\(text)")
        return (try #require(loaded), text)
    }

    static func readJSON(_ recipe: Recipe) throws -> (Recipe, String) {
        let text = RecipeJSON.string(recipe)
        let object = try #require(JSONValue.parse(Data(text.utf8))?.object)
        #expect(RecipeJSON.isModel(object))
        return (RecipeJSON.recipe(from: object, file: "Content/\(recipe.slug).json"), text)
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func markdownRecipesRoundTrip(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let recipe = Self.listedRecipe(&g)
            let (back, text) = try Self.readMarkdown(recipe)
            // Markdown ingredient lines cannot say "fixed" (`=` is Cooklang's).
            Self.compare(recipe, back, fixed: false, text)
            let (cook, cookText) = try Self.readCooklang(recipe)
            Self.compare(recipe, cook, cookText)
            let (json, jsonText) = try Self.readJSON(recipe)
            Self.compare(recipe, json, jsonText)
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func cooklangRecipesRoundTrip(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let recipe = Self.inlineRecipe(&g)
            let (back, text) = try Self.readCooklang(recipe)
            Self.compare(recipe, back, text)
            let (json, jsonText) = try Self.readJSON(recipe)
            Self.compare(recipe, json, jsonText)
        }
    }

    // MARK: - Hostile text

    static let pieces = [
        "salt", "Äpfel", "鸡蛋", "e\u{301}", "@", "#", "~", "{", "}", "%", "(", ")", "[-", "-]", "--", "-", ">", "=", "\\", ":",
        "\"", "'", "*", "_", "`", "<b>", "&amp;", "|", ",", "1/2", "#tag", " ", "!", "?", "[x](y)", "./", "🧂", "\t",
    ]

    static func text(_ g: inout SplitMix64, words: ClosedRange<Int> = 1...6) -> String {
        let n = Int.random(in: words, using: &g)
        let raw = (0..<n).map { _ in pieces.randomElement(using: &g)! }.joined()
        return FrontMatterLines.oneLine(raw).trimmed.nonEmpty ?? "x"
    }

    /// Text full of characters that mean something in YAML, Markdown and Cooklang, everywhere
    /// the writers must escape it; ingredients still made of valid parts for Markdown.
    static func hostileRecipe(_ g: inout SplitMix64, hostileIngredients: Bool) -> Recipe {
        var m = RecipeMetadata(title: "T " + text(&g), location: at)
        m.description = text(&g)
        m.author = text(&g)
        m.source = text(&g)
        m.tags = [Located("tag " + text(&g).replacingOccurrences(of: ",", with: ""), at: at)]
        m.yield = "12 " + text(&g)
        m.nutrition = [NutritionEntry(key: "protein", value: text(&g))]
        var items: [Ingredient] = []
        for _ in 0..<Int.random(in: 1...5, using: &g) {
            if !hostileIngredients { items.append(ingredient(&g)); continue }
            var name = text(&g)
            while name.hasPrefix("./") || name.hasPrefix("=") { name = String(name.dropFirst()).trimmed.nonEmpty ?? "x" }
            let q = [Quantity(2), Quantity(0.5), Quantity(1, to: 2), Quantity(1.0 / 3), Quantity(12.125), Quantity(3, fixed: true)]
                .randomElement(using: &g)
            items.append(Ingredient(text: "", quantity: q, unit: Bool.random(using: &g) ? "g " + text(&g) : nil, name: name,
                                    note: Bool.random(using: &g) ? text(&g) : nil, location: at))
        }
        let steps = (0..<Int.random(in: 1...4, using: &g)).map { _ in StepBlock.step(Step(items: [.text(text(&g))], location: at)) }
        return Recipe(slug: Slug(m.title), sourcePath: "Content/r.md", format: .markdown, metadata: m,
                      ingredientGroups: [IngredientGroup(title: nil, items: items), IngredientGroup(title: "G " + text(&g), items: [items[0]])],
                      stepSections: [StepSection(title: nil, blocks: steps)], notes: "Note " + text(&g))
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func cooklangKeepsHostileText(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let recipe = Self.hostileRecipe(&g, hostileIngredients: true)
            let (back, text) = try Self.readCooklang(recipe)
            Self.compare(recipe, back, text)
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func markdownKeepsHostileText(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let recipe = Self.hostileRecipe(&g, hostileIngredients: false)
            let (back, text) = try Self.readMarkdown(recipe)
            Self.compare(recipe, back, fixed: false, text)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func jsonKeepsHostileText(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let recipe = Self.hostileRecipe(&g, hostileIngredients: true)
            let (back, text) = try Self.readJSON(recipe)
            Self.compare(recipe, back, text)
        }
    }
}
