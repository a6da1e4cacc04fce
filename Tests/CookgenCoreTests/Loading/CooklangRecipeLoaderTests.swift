import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct CooklangRecipeLoaderTests {
    @Test func cooklangBecomesTheSameModel() throws {
        let site = try SiteFixture("""
            -- Content/Shared/Pizza Dough.cook --
            ---
            servings: 2
            ---
            Mix @flour{500%g} and @water{325%ml}.
            -- Content/Pizza.cook --
            ---
            title: Pizza Night
            course: dinner
            difficulty: medium
            prep time: 20 min
            diet: vegetarian
            tags: [pizza]
            ---
            = Base
            Stretch @./Shared/Pizza Dough{300%g} in a #tray{}.

            = Topping
            Spread @tomatoes{200%g} and bake for ~{12%minutes}.
            > Hot oven, short bake.
            -- Content/Pizza.jpg --
            jpg
            -- Content/Pizza.2.jpg --
            jpg
            """)
        let index = try site.index()
        #expect(index.diagnostics.isEmpty, "\(index.diagnostics.map(\.formatted))")
        let pizza = try #require(index.bySlug[Slug("pizza")])
        #expect(pizza.format == .cooklang)
        #expect(pizza.title == "Pizza Night")
        #expect(pizza.metadata.level?.value == "medium")
        #expect(pizza.metadata.prepMinutes == 20)
        #expect(pizza.ingredientGroups.map(\.title) == ["Base", "Topping"])
        #expect(pizza.ingredients.map(\.name) == ["Pizza Dough", "tomatoes"])
        #expect(pizza.cookware.map(\.name) == ["tray"])
        #expect(pizza.timers.first?.quantity?.low == 12)
        #expect(index.uses[Slug("pizza")]?.map(\.slug.rawValue) == ["pizza-dough"])
        #expect(index.usedBy[Slug("pizza-dough")] == [Slug("pizza")])
        #expect(index.image(pizza.metadata.image) == "Pizza.jpg")
        #expect(index.image(pizza.steps[1].image) == "Pizza.2.jpg")
        let dough = try #require(index.bySlug[Slug("pizza-dough")])
        #expect(dough.title == "Pizza Dough")
        #expect(dough.metadata.servings == 2)
    }

    @Test func picturesBesideAFileWithDotsInItsName() throws {
        let site = try SiteFixture("""
            -- Content/desserts/Crème.brûlée.cook --
            Heat @cream{500%ml}.

            Bake gently.
            -- Content/desserts/Crème.brûlée.jpg --
            jpg
            -- Content/desserts/Crème.brûlée.2.png --
            png
            -- Content/desserts/Crème.jpg --
            jpg
            """)
        let index = try site.index()
        let recipe = try #require(index.recipes.first)
        #expect(index.image(recipe.metadata.image) == "desserts/Crème.brûlée.jpg")
        #expect(recipe.steps.map { index.image($0.image) } == [nil, "desserts/Crème.brûlée.2.png"])
        #expect(CooklangImages.stems(of: ["a/Pie.3.jpg": "a/Pie.3.jpg", "b.png": "b.png"]) == ["a/Pie", "a/Pie.3", "b"])
    }

    @Test func legacyMetadataLinesAreRead() throws {
        let (recipe, diagnostics) = CooklangRecipeLoader.load(SourceText(path: "Content/Tea.cook", text: ">> servings: 2\n>> cook time: 5 min\nSteep @tea{1%bag}.\n"))
        #expect(diagnostics.isEmpty)
        #expect(recipe?.metadata.servings == 2)
        #expect(recipe?.metadata.cookMinutes == 5)
        #expect(recipe?.title == "Tea")
    }
}
