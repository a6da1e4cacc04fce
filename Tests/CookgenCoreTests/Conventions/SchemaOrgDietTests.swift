import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Collections copy diet names from schema.org (`suitableForDiet`): `VeganDiet`, `LowLactose`,
/// `https://schema.org/GlutenFreeDiet`. They mean our diet forms.
@Suite struct SchemaOrgDietTests {
    @Test func restrictedDietNamesAreAliasesOfOurDietForms() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            diet: [VeganDiet, LowLactose, https://schema.org/GlutenFreeDiet, HTTP://SCHEMA.ORG/kosherdiet, schema:HalalDiet]
            ---
            -- Content/b.md --
            ---
            title: B
            diet: [DiabeticDiet, LowCalorie, lowfatdiet, LowSaltDiet, http://schema.org/VegetarianDiet]
            ---
            """)
        let index = try site.index()
        #expect(try site.diagnostics().isEmpty)
        #expect(Set(index.taxonomy(.diets).terms.map(\.vocabularyKey)) == [
            "vegan", "lactose-free", "gluten-free", "kosher", "halal",
            "diabetic", "low-calorie", "low-fat", "low-salt", "vegetarian",
        ])
        let page = try #require(try site.render().text("recipes/a.html"))
        #expect(page.contains("\"https://schema.org/LowLactoseDiet\""))
        #expect(page.contains("\"https://schema.org/GlutenFreeDiet\""))
    }

    @Test func aRestrictedDietWithoutADietFormIsTheUsualWarningWithAWayOut() throws {
        let site = try SiteFixture("""
            -- Content/a.md --
            ---
            title: A
            diet: [vegan, https://schema.org/HinduDiet, GlutenFreeDeit]
            ---
            """)
        let diagnostics = try site.diagnostics()
        #expect(diagnostics.map(\.id) == ["unknown-diet", "unknown-diet"])
        #expect(diagnostics[0].message == "unknown diet form 'https://schema.org/HinduDiet'")
        #expect(diagnostics[0].hint?.hasPrefix("schema.org's HinduDiet has no diet form here; list it under tags") == true)
        #expect(diagnostics[1].hint?.hasPrefix("did you mean 'gluten-free'?") == true)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location?.line == 3 })
    }

    @Test func importReadsTheSameNames() {
        #expect(JSONLDRecipeReader.diet("https://schema.org/LowLactoseDiet") == "lactose-free")
        #expect(JSONLDRecipeReader.diet("http://schema.org/VeganDiet") == "vegan")
        #expect(JSONLDRecipeReader.diet("https://schema.org/HinduDiet") == nil)
    }
}
