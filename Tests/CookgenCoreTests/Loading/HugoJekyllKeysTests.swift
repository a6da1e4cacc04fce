import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// The front-matter keys Hugo and Jekyll recipe collections use for things cookgen knows, read
/// into the model; the ones it has no field for kept (issue 15, point 7).
@Suite struct HugoJekyllKeysTests {
    static let site = """
        -- Content/soups/tomato-soup.md --
        ---
        title: Tomato Soup
        yield: "6 servings"
        prep_time: "10 minutes"
        cookTime: 25 minutes
        totalTime: PT40M
        categories: "Soups, Starters"
        tags: sides, soups
        ingredients:
          - 1 kg tomatoes
          - 1 onion
        steps:
          - Chop the tomatoes and the onion.
          - Simmer for 20 minutes, then blend.
        notes: Better the next day.
        nutrition:
          calories: 180
          protein_g: 4
          carbs_g: 20
          fat_g: 9.5
          sodium_mg: 400
          cholesterol_mg: 5
        allergens: [celery]
        imagecredit: Photo by Jo Doe
        ---
        -- Content/pancakes.md --
        ---
        title: Pancakes
        yield: 12 pancakes
        ---
        """

    @Test func keysOfTheseCollectionsMeanWhatTheySay() throws {
        let index = try SiteFixture(Self.site).index()
        let soup = try #require(index.bySlug[Slug("tomato-soup")])
        let m = soup.metadata
        #expect(m.servings == 6 && m.yield == "6 servings")
        #expect(m.prepMinutes == 10 && m.cookMinutes == 25 && m.totalMinutes == 40)
        #expect(m.categories.map(\.value) == ["Soups", "Starters"])
        #expect(m.tags.map(\.value) == ["sides", "soups"])
        #expect(soup.ingredients.map(\.name) == ["tomatoes", "onion"])
        #expect(soup.steps.map { RecipeText.plain($0, in: soup) } == ["Chop the tomatoes and the onion.", "Simmer for 20 minutes, then blend."])
        #expect(soup.notes == "Better the next day.")
        #expect(m.extra.map(\.key) == ["allergens", "imagecredit"])
        #expect(m.extra.map(\.value) == [.list([.text("celery")]), .text("Photo by Jo Doe")])
        let problems = index.diagnostics.filter { $0.location?.file == "Content/soups/tomato-soup.md" }
        #expect(problems.isEmpty, "\(problems.map(\.formatted))")
    }

    @Test func nutritionWithTheUnitInTheKeyIsRead() throws {
        let index = try SiteFixture(Self.site).index()
        let soup = try #require(index.bySlug[Slug("tomato-soup")])
        #expect(soup.metadata.nutrition.map { "\($0.key): \($0.value)" }
                == ["calories: 180", "protein: 4 g", "carbs: 20 g", "fat: 9.5 g", "sodium: 400 mg", "cholesterol_mg: 5"])
        let nutrition = try #require(index.nutrition[soup.slug])
        let serving = try #require(nutrition.perServing)
        #expect(serving[.energy] == 180 && serving[.protein] == 4 && serving[.carbohydrate] == 20 && serving[.fat] == 9.5)
        #expect(abs((serving[.salt] ?? 0) - 1.0) < 0.000_1, "400 mg sodium is 1 g salt")
        #expect(nutrition.extras.map(\.key) == ["cholesterol_mg"], "a value that is not among the eight stays as written")
        #expect(nutrition.total?[.protein] == 24, "per serving × 6 servings from the yield")
    }

    @Test func aYieldThatIsNotServingsSaysOnlyWhatItMakes() throws {
        let index = try SiteFixture(Self.site).index()
        let pancakes = try #require(index.bySlug[Slug("pancakes")])
        #expect(pancakes.metadata.yield == "12 pancakes")
        #expect(pancakes.metadata.servings == nil)
    }

    @Test(arguments: ["prep_time", "prepTime", "prep-time", "Prep Time", "preptime", "PrepTime"])
    func timeSpellings(_ key: String) throws {
        let (recipe, problems) = MarkdownRecipeLoader.load(SourceText(path: "Content/x.md", text: "---\ntitle: X\n\(key): 10 minutes\ncook_time: 1 hour\n---\n"))
        #expect(problems.isEmpty, "\(problems.map(\.formatted))")
        #expect(recipe?.metadata.prepMinutes == 10)
        #expect(recipe?.metadata.totalMinutes == 70)
    }

    /// Jekyll's posts are named by their day: `_posts/2020-01-05-tomato-soup.md` is the recipe
    /// `tomato-soup` of 5 January 2020, unless its front matter gives a date.
    @Test func aJekyllPostTakesItsNameAndDayFromItsFile() throws {
        let body = "## Ingredients\n- 1 kg tomatoes\n## Directions\n1. Cook.\n"
        func load(_ path: String, _ front: String) throws -> Recipe {
            try #require(MarkdownRecipeLoader.load(SourceText(path: path, text: "---\n\(front)---\n" + body)).0)
        }
        let post = try load("Content/_posts/2020-01-05-tomato-soup.md", "title: Tomato Soup\n")
        #expect(post.slug.rawValue == "tomato-soup" && post.metadata.date == CalendarDate(year: 2020, month: 1, day: 5))
        let dated = try load("Content/_posts/2020-01-05-tomato-soup.md", "title: Tomato Soup\ndate: 2021-02-03 10:00:00 +0100\n")
        #expect(dated.metadata.date == CalendarDate(year: 2021, month: 2, day: 3))
        // Outside `_posts`, or not a day, the name is the file's.
        for path in ["Content/soups/2020-01-05-tomato-soup.md", "Content/_posts/2020-13-05-tomato-soup.md", "Content/_posts/2020-01-05.md"] {
            let other = try load(path, "title: Tomato Soup\n")
            #expect(other.slug.rawValue == PathText.stem(of: path) && other.metadata.date == nil, "\(path)")
        }
    }
}
