import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// `1 jar of [green chile stew mix](http://amzn.to/…)`: a link to a web address is a link in the
/// ingredient's name, never a reference to another recipe. Links to recipes keep working.
@Suite struct IngredientLinkTests {
    static let location = SourceLocation(file: "Content/a.md", line: 1)

    @Test func aWebAddressIsALinkAndNoRecipe() {
        let cases: [(String, String, String?, String?)] = [
            ("1 jar of [green chile stew mix](http://amzn.to/2abc)", "green chile stew mix", "http://amzn.to/2abc", nil),
            ("[Chile](https://en.wikipedia.org/wiki/Chile_(pepper)), chopped", "Chile", "https://en.wikipedia.org/wiki/Chile_(pepper)", nil),
            ("1 tsp salt <https://example.org/salt>", "salt", "https://example.org/salt", nil),
            ("2 limes (from https://example.org/limes)", "limes", "https://example.org/limes", nil),
            ("<https://example.org/pepper>", "https://example.org/pepper", "https://example.org/pepper", nil),
            ("200 g [Dough](dough.md)", "Dough", nil, "dough.md"),
            ("1 [Pizza Dough](<../Shared/Pizza Dough.md>)", "Pizza Dough", nil, "../Shared/Pizza Dough.md"),
            ("[Pizza: the dough](<Pizza: the dough>)", "Pizza: the dough", nil, "Pizza: the dough"),
            ("1 [evil](javascript:alert(1))", "evil", nil, nil),
            ("1 [mail](mailto:a@b.org)", "mail", nil, nil),
        ]
        for (line, name, link, reference) in cases {
            let i = IngredientLineParser.parse(line, at: Self.location)
            #expect(i.name == name, "\(line)")
            #expect(i.link == link, "\(line)")
            #expect(i.reference == reference, "\(line)")
        }
        let jar = IngredientLineParser.parse("1 jar of [green chile stew mix](http://amzn.to/2abc)", at: Self.location)
        #expect(jar.quantity == Quantity(1) && jar.unit == "jar")
    }

    static let site = """
        -- Content/stew.md --
        ---
        title: Green chile stew
        ingredients:
          - 1 jar of [green chile stew mix](http://amzn.to/2abc)
          - 2 cups [broth](broth.md)
          - 1 [onion "quoted"](https://example.org/?a=1&b="2")
        ---
        ## Steps
        1. Stir.
        -- Content/broth.md --
        ---
        title: Broth
        ---
        ## Ingredients
        - 1 l water
        """

    @Test func theRecipeBuildsAndTheNameIsASafeLink() throws {
        let fixture = try SiteFixture(Self.site)
        #expect(try fixture.diagnostics().filter { $0.severity == .error }.isEmpty)
        let index = try fixture.index()
        #expect(index.uses[Slug("stew")]?.map(\.slug.rawValue) == ["broth"])
        let page = try #require(try fixture.render().text("recipes/stew.html"))
        #expect(page.contains("<a class=\"ingredient-name ingredient-link\" href=\"http://amzn.to/2abc\" rel=\"nofollow noopener\">green chile stew mix</a>"))
        #expect(page.contains("<a class=\"ingredient-name ingredient-recipe\" href=\"../recipes/broth.html\">broth</a>"))
        #expect(page.contains("href=\"https://example.org/?a=1&amp;b=&quot;2&quot;\""), "escaped")
    }

    @Test func theLinkSurvivesEveryExport() throws {
        let fixture = try SiteFixture(Self.site)
        let index = try fixture.index()
        let recipe = try #require(index.bySlug[Slug("stew")])
        let json = RecipeJSON.string(recipe)
        #expect(json.contains("\"link\": \"http://amzn.to/2abc\""), "\(json)")
        let markdown = RecipeMarkdownWriter.text(recipe, images: { _ in nil })
        #expect(markdown.contains("[green chile stew mix](http://amzn.to/2abc)"))
        #expect(RecipeCooklangWriter.ingredient(recipe.ingredients[0]) == "@green chile stew mix{1%jar}(http://amzn.to/2abc)")
        var stripped = recipe.ingredients[0]
        stripped.text = ""
        #expect(RecipeText.ingredientLine(stripped) == "1 jar [green chile stew mix](http://amzn.to/2abc)")
    }
}
