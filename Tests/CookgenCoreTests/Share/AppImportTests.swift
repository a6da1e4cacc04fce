import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Each app's export, made by hand in the shape the app writes (Tests/Fixtures/import/apps,
/// archives built by its make.py), imported into a cookbook, loaded back as the build loads
/// it, and checked field by field.
@Suite struct AppImportTests {
    static let apps = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures/import/apps")

    /// The imported recipes as the build reads them back, by title, and the import's result.
    static func imported(_ path: String, from: ImportFormat? = nil) throws -> (result: CollectionImporter.Result, recipes: [String: Recipe]) {
        let result = try CollectionImporter.run(.path(apps.appendingPathComponent(path)), from: from)
        let site = try SiteFixture("-- cookgen.yaml --\ntitle: Test\n")
        _ = try ImportWriter.write(result.plans, into: site.root.appendingPathComponent("Content/recipes/imported"), force: false)
        let problems = try site.diagnostics()
        #expect(!problems.hasErrors, "\(problems.map(\.formatted))")
        #expect(problems.filter { $0.id == "front-matter-unknown-key" || $0.id == "duration-invalid" }.isEmpty, "\(problems.map(\.formatted))")
        let index = try site.index()
        return (result, Dictionary(index.recipes.map { ($0.title, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    static func lines(_ recipe: Recipe?) -> [String] { recipe?.ingredients.map { RecipeText.ingredientLine($0) } ?? [] }
    static func steps(_ recipe: Recipe?) -> [String] { recipe?.steps.map { RecipeText.markdown($0, in: recipe!) } ?? [] }
    static func extra(_ recipe: Recipe?, _ key: String) -> MetadataValue? { recipe?.metadata.extra.first { $0.key == key }?.value }

    @Test func paprikaArchive() throws {
        let (result, recipes) = try Self.imported("archives/Export.paprikarecipes")
        #expect(result.report.summary() == "Imported 2 recipes (1 with pictures missing, 1 skipped: Broken.paprikarecipe)")
        #expect(result.report.skipped == [ImportReport.Skip(entry: "Broken.paprikarecipe", reason: "its compressed data is broken")])
        let cake = try #require(recipes["Lemon Drizzle Cake"])
        let m = cake.metadata
        #expect(m.description == "A sharp loaf cake")
        #expect(Self.lines(cake) == ["1 1/2 cups flour", "2 eggs", "125 g butter, soft", "100 g icing sugar", "1 lemon, juiced"])
        #expect(cake.ingredientGroups.map(\.title) == [nil, "For the glaze"])
        #expect(cake.ingredients[0].quantity?.low == 1.5)
        #expect(cake.steps.count == 3)
        #expect(cake.notes.contains("Best the next day & cold.") || cake.notes.contains("Best the next day \\& cold."))
        #expect(!cake.notes.contains("<b>"))
        #expect((m.servings, m.prepMinutes, m.cookMinutes, m.totalMinutes) == (8, 15, 70, 85))
        #expect(m.source == "https://example.org/lemon-cake")
        #expect(Self.extra(cake, "source_title") == .text("Grandma Rose"))
        #expect(m.categories.map(\.value) == ["Baking", "Cakes"])
        #expect(m.level?.value == "easy")
        #expect(m.date == CalendarDate(parsing: "2021-03-04"))
        #expect(m.featured)
        #expect(m.nutrition.map(\.key) == ["calories", "fat", "protein"])
        #expect(m.nutrition.first?.value == "320 kcal")
        #expect(m.log.map(\.date.iso) == ["2021-03-04"])
        #expect(m.log.first?.note == "Rated in Paprika" && m.log.first?.rating == 4)
        #expect(Self.extra(cake, "cookware") == .text("loaf tin"))
        #expect(m.image?.value == "lemon-drizzle-cake.png")
        #expect(Self.extra(cake, "photos") == .list([.text("lemon-drizzle-cake.photo-2.png")]))
        let files = result.plans.flatMap(\.files).map(\.name)
        #expect(files.contains("lemon-drizzle-cake.png") && files.contains("lemon-drizzle-cake.photo-2.png"))
        let toast = try #require(recipes["Plain Toast"])
        #expect(Self.lines(toast) == ["2 slices bread", "1 tbsp butter"])
        #expect(toast.metadata.image == nil && toast.steps.isEmpty)
    }

    @Test func aSinglePaprikaRecipe() throws {
        let (result, recipes) = try Self.imported("archives/Lemon Drizzle Cake.paprikarecipe")
        #expect(result.report.summary() == "Imported 1 recipe")
        #expect(recipes["Lemon Drizzle Cake"]?.metadata.image?.value == "lemon-drizzle-cake.png")
    }

    @Test(arguments: ["archives/nextcloud.zip", "nextcloud"])
    func nextcloudCookbook(_ path: String) throws {
        let (result, recipes) = try Self.imported(path)
        #expect(result.report.summary() == "Imported 2 recipes")
        let soup = try #require(recipes["Tomato Soup"])
        #expect(soup.metadata.description == "Quick soup from tinned tomatoes")
        #expect((soup.metadata.prepMinutes, soup.metadata.cookMinutes, soup.metadata.totalMinutes, soup.metadata.servings) == (10, 25, 35, 4))
        #expect(soup.metadata.categories.map(\.value) == ["Soup"])
        #expect(soup.metadata.tags.map(\.value) == ["vegan", "quick"])
        #expect(Self.lines(soup) == ["2 (400 g) cans tomatoes", "1 onion, chopped", "1 1/2 tbsp olive oil", "salt to taste"])
        #expect(soup.steps.count == 3)
        #expect(Self.extra(soup, "tools") == .list([.text("pot"), .text("blender")]))
        #expect(soup.metadata.image?.value == "tomato-soup.png")  // full.jpg holds PNG bytes: the type comes from them
        #expect(Self.extra(soup, "image_url") == .text("https://example.org/tomato.jpg"))
        #expect(soup.metadata.nutrition.first == NutritionEntry(key: "calories", value: "120 kcal"))
        #expect(recipes["No-Knead Bread"]?.metadata.image?.value == "https://example.org/bread.jpg")
    }

    @Test(arguments: ["archives/mealie.zip", "mealie/recipes/buttermilk-pancakes/buttermilk-pancakes.json"])
    func mealie(_ path: String) throws {
        let (result, recipes) = try Self.imported(path)
        #expect(result.report.imported == 1)
        let p = try #require(recipes["Buttermilk Pancakes"])
        #expect(p.metadata.description == "Fluffy pancakes & a secret")
        #expect(Self.lines(p) == ["1 1/2 cup flour, sifted", "2 eggs", "1/3 cup sugar", "maple syrup", "1 pinch of salt"])
        #expect(p.ingredientGroups.map(\.title) == ["Batter", "To serve"])
        #expect(abs((p.ingredients[2].quantity?.low ?? 0) - 1.0 / 3) < 0.001)
        #expect(p.stepSections.map(\.title) == ["Batter"])
        #expect(p.steps.count == 3)
        #expect((p.metadata.servings, p.metadata.yield, p.metadata.prepMinutes, p.metadata.cookMinutes, p.metadata.totalMinutes)
                == (4, "12 pancakes", 10, 20, 30))
        #expect(p.metadata.categories.map(\.value) == ["Breakfast"])
        #expect(p.metadata.tags.map(\.value) == ["Weekend", "Kids"])
        #expect(p.metadata.source == "https://example.org/pancakes")
        #expect(p.metadata.nutrition.first { $0.key == "sodium" }?.value == "300 mg")
        #expect(p.notes.contains("Tip: Rest the batter 10 minutes."))
        #expect(Self.extra(p, "orgColour") == .text("amber"))
        #expect(Self.extra(p, "tools") == .list([.text("Griddle")]))
        if case .map(let fields)? = Self.extra(p, "extras") { #expect(fields.map(\.key) == ["freezer", "origin"]) } else { Issue.record("extras lost") }
        #expect(p.metadata.log.first?.rating != nil)
        let image = path.hasSuffix(".zip") || path.hasSuffix(".json") ? p.metadata.image?.value : nil
        #expect(image == "buttermilk-pancakes.png")
    }

    @Test func tandoor() throws {
        let (result, recipes) = try Self.imported("archives/tandoor.zip")
        #expect(result.report.summary() == "Imported 2 recipes")
        let chili = try #require(recipes["Chili sin Carne"])
        #expect(chili.ingredientGroups.map(\.title) == ["Base", "Simmer", "Toppings"])
        #expect(Self.lines(chili) == ["1 onion, diced", "2 clove garlic", "1 1/2 tsp cumin", "400 g kidney beans, drained", "coriander, to taste"])
        #expect(chili.stepSections.map(\.title) == ["Base", "Simmer"])
        #expect(chili.steps.count == 3)
        #expect((chili.metadata.prepMinutes, chili.metadata.cookMinutes, chili.metadata.totalMinutes, chili.metadata.servings) == (20, 40, 60, 4))
        #expect(chili.metadata.yield == "4 bowls")
        #expect(chili.metadata.tags.map(\.value) == ["vegan", "spicy"])
        #expect(chili.metadata.nutrition.map(\.value) == ["380 kcal", "40 g", "10 g", "18 g"])
        #expect(chili.metadata.image?.value == "chili-sin-carne.png")
        #expect(recipes["Green Salad"].map(Self.lines) == ["1 head lettuce"])
    }

    @Test func mealMaster() throws {
        let (result, recipes) = try Self.imported("mealmaster/recipes.mmf")
        #expect(result.report.summary() == "Imported 2 recipes")
        let pie = try #require(recipes["Fruit Meringue Pie"])
        #expect(pie.metadata.categories.map(\.value) == ["Pastries", "Cakes"])
        #expect(pie.metadata.yield == "1 pie")
        #expect(pie.ingredientGroups.map(\.title) == ["SPONGE", "FILLING"])
        #expect(Self.lines(pie) == ["150 g soft butter", "150 g sugar", "3 eggs", "1 1/2 cup flour", "1 tsp baking powder",
                                    "370 g sour cherries, drained (one jar)", "1/4 l cherry juice", "1 package vanilla sugar"])
        #expect(pie.ingredients[3].quantity?.low == 1.5)
        #expect(pie.steps.count == 3)
        #expect(pie.stepSections.map(\.title) == [nil, "FILLING"])
        let cannoli = try #require(recipes["Cannoli"])
        #expect(cannoli.metadata.servings == 16)
        // Two columns, read column by column; a right column's first line continues the left's last ingredient.
        #expect(Self.lines(cannoli) == [
            "1 1/2 cup Whole-milk ricotta cheese, well drained", "3 tbsp Sugar", "1 1/2 tsp Cinnamon",
            "1 1/2 cup Milk chocolate, coarsely chopped", "1/4 cup Pistachio nuts",
            "1 cup All-purpose flour", "1 tbsp Sugar", "1 tbsp Butter", "4 tbsp Sweet Marsala wine or dry white wine",
            "2 cup Vegetable oil", "Coloured sprinkles",
        ])
        #expect(cannoli.steps.count == 3)
    }

    @Test func recipeKeeper() throws {
        let (result, recipes) = try Self.imported("archives/recipekeeper.zip")
        #expect(result.report.summary() == "Imported 2 recipes (1 with pictures missing)")
        let pie = try #require(recipes["Fish Pie"])
        #expect(pie.metadata.courses.map(\.value) == ["Main Course"])
        #expect(pie.metadata.categories.map(\.value) == ["Dinner", "Family"])
        #expect(pie.metadata.source == "Aunt Mary")
        #expect((pie.metadata.servings, pie.metadata.prepMinutes, pie.metadata.cookMinutes) == (6, 20, 40))
        #expect(pie.ingredientGroups.map(\.title) == ["For the mash", "Filling"])
        #expect(Self.lines(pie) == ["1 kg potatoes", "50 g butter", "600 g mixed fish & prawns", "1/2 l milk"])
        #expect(pie.steps.count == 2)
        #expect(pie.notes == "Freezes well.")
        #expect(pie.metadata.featured)
        #expect(Self.extra(pie, "rating") == .text("5"))
        #expect(Self.extra(pie, "collections") == .list([.text("Winter")]))
        #expect(pie.metadata.nutrition.map(\.value) == ["1 portion", "540 kcal", "22 g", "35 g"])
        #expect(pie.metadata.image?.value == "fish-pie.png")
        #expect(Self.extra(pie, "photos") == .list([.text("fish-pie.photo-2.png")]))
        #expect(recipes["Rice Pudding"]?.metadata.yield == "4 bowls")
        #expect(result.diagnostics.contains { $0.id == "import-image" && $0.message.contains("images/missing.jpg") })
    }

    @Test func aCookCLIFolder() throws {
        let (result, recipes) = try Self.imported("cookcli")
        #expect(result.report.summary() == "Imported 2 recipes (1 skipped: notes.txt)")
        let porridge = try #require(recipes["Porridge"])
        #expect(porridge.format == .cooklang)
        #expect(porridge.metadata.image?.value == "porridge.png")
        #expect(porridge.ingredients.map(\.name) == ["oats", "milk", "salt"])
        #expect(recipes["Cucumber Salad"]?.ingredients.count == 2)
    }

    @Test func theFormatCanBeForced() throws {
        // The MealMaster file read as Markdown has no recipe framing at all; forced, it is read as MealMaster.
        let forced = try CollectionImporter.run(.path(Self.apps.appendingPathComponent("mealmaster/recipes.mmf")), from: .mealmaster)
        #expect(forced.report.imported == 2)
        let wrong = try CollectionImporter.run(.path(Self.apps.appendingPathComponent("archives/mealie.zip")), from: .tandoor)
        #expect(wrong.plans.first.map { String(decoding: $0.files[0].data, as: UTF8.self) }?.contains("title: Buttermilk Pancakes") == true)
    }

    @Test func importingTwiceGivesTheSameFiles() throws {
        for path in ["archives/Export.paprikarecipes", "archives/tandoor.zip", "archives/recipekeeper.zip", "mealmaster/recipes.mmf", "cookcli"] {
            let a = try CollectionImporter.run(.path(Self.apps.appendingPathComponent(path)))
            let b = try CollectionImporter.run(.path(Self.apps.appendingPathComponent(path)))
            #expect(a.plans.flatMap(\.files).map(\.name) == b.plans.flatMap(\.files).map(\.name))
            #expect(a.plans.flatMap(\.files).map(\.data) == b.plans.flatMap(\.files).map(\.data))
        }
    }

    @Test func everyFormatBuildsIntoOneSite() throws {
        let site = try SiteFixture("-- cookgen.yaml --\ntitle: Moving in\n")
        let into = site.root.appendingPathComponent("Content/recipes/imported")
        var count = 0
        for path in ["archives/Export.paprikarecipes", "archives/nextcloud.zip", "archives/mealie.zip", "archives/tandoor.zip",
                     "mealmaster/recipes.mmf", "archives/recipekeeper.zip", "cookcli"] {
            let result = try CollectionImporter.run(.path(Self.apps.appendingPathComponent(path)))
            count += result.report.imported
            _ = try ImportWriter.write(result.plans, into: into, force: false)
        }
        #expect(count == 13)
        #expect(try !site.diagnostics().hasErrors)
        let output = try site.render()
        #expect(output.files.keys.contains("recipes/lemon-drizzle-cake.html"))
    }
}
