import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct IndexerTests {
    @Test func groupsRecipesIntoTaxonomies() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: Apple Pie
            category: Baking
            diet: [vegetarian, Gluten free]
            season: fall
            level: Easy
            tags: apples, pie
            author: Ada
            ---
            -- Content/b.md --
            ---
            title: Bread
            categories: [baking]
            diet: vegan
            ---
            -- Content/categories.yaml --
            - name: Baking
              description: Ovens.
              order: 2
            - name: Drinks
              order: 1
            """)
        let index = try site.index()
        let categories = index.taxonomy(.categories).terms
        #expect(categories.map(\.name) == ["Drinks", "Baking"])
        #expect(categories[1].recipes.map(\.rawValue) == ["a", "b"])
        #expect(categories[1].info?.description == "Ovens.")
        #expect(index.taxonomy(.diets).terms.map(\.vocabularyKey) == ["vegan", "vegetarian", "gluten-free"])
        #expect(index.taxonomy(.seasons).terms.map(\.slug.rawValue) == ["autumn"])
        #expect(index.taxonomy(.levels).terms.first?.slug.rawValue == "easy")
        #expect(index.taxonomy(.tags).terms.map(\.name) == ["apples", "pie"])
        #expect(index.taxonomy(.authors).terms.map(\.name) == ["Ada"])
        #expect(index.diagnostics.isEmpty)
    }

    @Test func unknownVocabularyIsAWarningWithTheClosestValue() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            diet: [vegam]
            season: sumer
            level: hardest
            ---
            """)
        let diagnostics = try site.diagnostics()
        #expect(diagnostics.map(\.id) == ["unknown-diet", "unknown-season", "unknown-level"])
        #expect(diagnostics.map { $0.location?.line ?? 0 } == [3, 4, 5])
        #expect(diagnostics[0].hint?.hasPrefix("did you mean 'vegan'") == true)
        #expect(diagnostics[1].hint?.hasPrefix("did you mean 'summer'") == true)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func duplicateSlugsAreErrorsIncludingCaseAndNormalisation() throws {
        let site = try SiteFixture("""
            -- Content/one/Soup.md --
            ---
            title: A
            ---
            -- Content/two/soup.md --
            ---
            title: B
            ---
            -- Content/x/Cafe\u{301}.md --
            ---
            title: C
            ---
            -- Content/y/Café.md --
            ---
            title: D
            ---
            """)
        let diagnostics = try site.diagnostics().filter { $0.id == "slug-duplicate" }
        #expect(diagnostics.count == 2)
        #expect(Set(diagnostics.compactMap(\.location?.file)) == ["Content/two/soup.md", "Content/y/Café.md"])
    }

    @Test func componentsResolveByTitleSlugAndFileName() throws {
        let site = try SiteFixture("""
            -- Content/dough.md --
            ---
            title: Pizza Dough
            ---
            -- Content/sauce.md --
            ---
            title: Tomato Sauce
            ---
            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - Pizza Dough
              - recipe: sauce
                amount: 200 g
            ---
            """)
        let index = try site.index()
        #expect(index.uses[Slug("pizza")]?.map(\.slug.rawValue) == ["dough", "sauce"])
        #expect(index.usedBy[Slug("dough")] == [Slug("pizza")])
        #expect(index.diagnostics.isEmpty)
    }

    @Test func missingComponentIsAnErrorWithSuggestion() throws {
        let site = try SiteFixture("""
            -- Content/dough.md --
            ---
            title: Pizza Dough
            ---
            -- Content/pizza.md --
            ---
            title: Pizza
            components:
              - Piza Dough
            ---
            """)
        let d = try #require(try site.diagnostics().first)
        #expect(d.id == "component-missing")
        #expect(d.location == SourceLocation(file: "Content/pizza.md", line: 4, column: 5))
        #expect(d.hint == "did you mean 'Pizza Dough'?")
    }

    @Test func cyclesAreReportedOnce() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            components: [B]
            ---
            -- Content/b.md --
            ---
            title: B
            components: [C]
            ---
            -- Content/c.md --
            ---
            title: C
            components: [A]
            ---
            """)
        let cycles = try site.diagnostics().filter { $0.id == "component-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("a → b → c → a") == true)
    }

    @Test func keepGoingDropsBadRecipesAndKeepsTheRest() throws {
        let site = try SiteFixture("""
            -- Content/good.md --
            ---
            title: Good
            ---
            -- Content/bad.md --
            ---
            title: Bad
            components: [Nothing]
            ---
            -- Content/broken.md --
            ---
            title: [unclosed
            ---
            """)
        let index = try site.index(keepGoing: true)
        #expect(index.recipes.map(\.slug.rawValue) == ["good"])
    }

    @Test func missingImageIsAWarningAndResolvesBesideTheFileOrFromContent() throws {
        let site = try SiteFixture("""
            -- Content/recipes/a.md --
            ---
            title: A
            image: a.svg
            ---
            -- Content/recipes/b.md --
            ---
            title: B
            image: images/b.svg
            ---
            -- Content/recipes/c.md --
            ---
            title: C
            image: ../../../etc/passwd
            ---
            -- Content/recipes/a.svg --
            <svg/>
            -- Content/images/b.svg --
            <svg/>
            """)
        let index = try site.index()
        #expect(index.image(index.bySlug[Slug("a")]?.metadata.image) == "recipes/a.svg")
        #expect(index.image(index.bySlug[Slug("b")]?.metadata.image) == "images/b.svg")
        #expect(index.diagnostics.map(\.id) == ["image-missing"])
        #expect(index.diagnostics.first?.location?.file == "Content/recipes/c.md")
    }

    @Test func draftsAndReservedFoldersAreNotRecipes() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            draft: true
            ---
            -- Content/templates/basic.md --
            ---
            title: "{{title}}"
            ---
            -- Content/b.md --
            ---
            title: B
            ---
            -- Content/b.md~ --
            junk
            """)
        #expect(try site.index().recipes.map(\.slug.rawValue) == ["b"])
    }
}

@Suite struct CategoryMetadataTests {
    @Test func oneFilePerCategoryAndCategoriesWithoutMetadata() throws {
        let site = try SiteFixture("""
            -- Content/categories/soups.yaml --
            name: Soups
            description: Bowls.
            image: images/soups.svg
            order: 3
            -- Content/categories/drinks.yaml --
            name: Drinks
            order: 1
            -- Content/images/soups.svg --
            <svg/>
            -- Content/a.md --
            ---
            title: A
            category: soups
            ---
            -- Content/b.md --
            ---
            title: B
            category: Snacks
            ---
            """)
        let index = try site.index()
        let terms = index.taxonomy(.categories).terms
        #expect(terms.map(\.name) == ["Drinks", "Soups", "Snacks"])
        #expect(terms[1].info?.description == "Bowls.")
        #expect(index.image(terms[1].info?.image) == "images/soups.svg")
        #expect(terms[2].info == nil)
        #expect(terms[2].recipes == [Slug("b")])
        let output = try site.render()
        #expect(output.files["categories/snacks.html"] != nil)
        #expect(output.files["categories/drinks.html"] != nil)
    }

    @Test func aCategoryWithoutANameIsAnError() throws {
        let site = try SiteFixture("""
            -- Content/categories.yaml --
            - description: nameless
            """)
        #expect(try site.diagnostics().map(\.id) == ["category-name-missing"])
    }
}
