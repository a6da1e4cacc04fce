import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

/// The cards script is written one card a line, so a build after a change keeps the cards of the
/// recipes the change cannot reach; and a recipe's profile (ingredient keys, allergens, diets) is
/// worked out once for the cards and the search index.
@Suite struct CardsScriptTests {
    static let site = """
    -- cookgen.yaml --
    title: Cards
    -- Content/dough.md --
    ---
    title: Pizza Dough
    diet: vegan
    ---
    ## Ingredients
    - 500 g flour
    - 300 ml water
    -- Content/pizza.md --
    ---
    title: Pizza "Margherita" </script>
    components:
      - recipe: Pizza Dough
        amount: 1
    ---
    ## Ingredients
    - 200 g mozzarella
    - 1 tin tomatoes
    -- Content/soup.md --
    ---
    title: Soup
    ---
    ## Ingredients
    - 1 l water
    """

    static func renderer() throws -> PageRenderer {
        let fixture = try SiteFixture(site)
        let index = try fixture.index()
        let (theme, _) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: fixture.root)
        return PageRenderer(index: index, theme: try #require(theme), baseURL: "")
    }

    @Test func aCardALineReadsBackAsTheSameCards() throws {
        let renderer = try Self.renderer()
        let script = renderer.cardsScript()
        let order = renderer.index.recipesByTitle.map(\.slug)
        let kept = try #require(PageRenderer.keptCards(from: script, order: order, except: []))
        #expect(kept.count == 3)
        // `except` also names recipes new since the script was written: more of them than it has cards.
        let new = Set(order).union((0..<10).map { Slug("new-\($0)") })
        #expect(PageRenderer.keptCards(from: script, order: order, except: new) == [:])
        // The page's script reads it as JSON: one object per recipe, in title order.
        let json = try #require(script.dropFirst("cookgenCards(".count).dropLast(");\n".count).data(using: .utf8))
        let cards = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(cards.compactMap { $0["slug"] as? String } == order.map(\.rawValue))
        // Kept cards used instead of made again give the same script, whatever is left out.
        var again = renderer
        again.keep(cards: try #require(PageRenderer.keptCards(from: script, order: order, except: [Slug("pizza")])))
        #expect(again.previousCards?[Slug("pizza")] == nil)
        #expect(again.cardsScript() == script)
        // The profiles the kept cards carry are the ones the recipes give.
        let fresh = try Self.renderer()
        for recipe in renderer.index.recipes {
            #expect(again.profiles.of(recipe) == fresh.profiles.of(recipe))
        }
    }

    @Test func aScriptNotWrittenSoIsNotKept() throws {
        let renderer = try Self.renderer()
        let script = renderer.cardsScript()
        let order = renderer.index.recipesByTitle.map(\.slug)
        // Another number of recipes, another order, another form, or a damaged file: nothing is kept.
        #expect(PageRenderer.keptCards(from: script, order: Array(order.dropLast()), except: []) == nil)
        #expect(PageRenderer.keptCards(from: script, order: order.reversed(), except: []) == nil)
        #expect(PageRenderer.keptCards(from: script.replacingOccurrences(of: ",\n", with: ","), order: order, except: []) == nil)
        #expect(PageRenderer.keptCards(from: String(script.dropLast(3)), order: order, except: []) == nil)
        #expect(PageRenderer.keptCards(from: "", order: [], except: []) == nil)
        #expect(PageRenderer.keptCards(from: "cookgenCards([]);\n", order: [], except: []) == [:])
    }

    @Test func theProfileIsTheSameForCardsAndSearch() throws {
        let renderer = try Self.renderer()
        let pizza = try #require(renderer.index.bySlug[Slug("pizza")])
        let profile = renderer.profiles.of(pizza)
        // The dough it uses is expanded into its keys and allergens.
        #expect(profile.keys.contains("flour") && profile.keys.contains("mozzarella"))
        #expect(profile.allergens.contains("gluten") && profile.allergens.contains("milk"))
        #expect(profile == RecipeProfile(pizza, index: renderer.index, allergens: AllergenTable()))
        let search = SearchIndexBuilder.build(renderer.index, termName: { term, _ in term.name }, image: { _ in nil })
        let document = try #require(search.documents.first { $0.slug == "pizza" })
        #expect(document.ingredients == profile.keys && document.allergens == profile.allergens && document.diets == profile.diets)
        let dough = try #require(renderer.index.bySlug[Slug("dough")])
        #expect(renderer.profiles.of(dough).diets.contains("vegan"))
    }
}

/// The reader of string arrays in a card's line agrees with Foundation's JSON reader.
@Suite struct JSONStringsTests {
    @Test(arguments: [
        ["flour", "water"], [], ["ä\u{00DF}\u{4E2D}", "\u{1F600} emoji", "quote \" and \\ back", "</script> <!-- &", "tab\tnew\nline\u{2028}"],
        ["\"keys\":[\"x\"]", ""],
    ])
    func readsWhatTheWriterWrote(_ values: [String]) throws {
        let object: [String: JSONValue] = ["allergens": JSONValue(["nuts"]), "description": JSONValue("a \"keys\":[\"no\"] b"),
                                           "keys": JSONValue(values), "slug": JSONValue("x")]
        for line in [JSONWriter.script(object), JSONWriter.string(object)] {
            #expect(JSONStrings.array(named: "keys", in: Array(line.utf8)) == values)
            #expect(JSONStrings.array(named: "allergens", in: Array(line.utf8)) == ["nuts"])
            #expect(JSONStrings.array(named: "diets", in: Array(line.utf8)) == nil)
            #expect(JSONStrings.string(named: "slug", in: Array(line.utf8)) == "x")
            #expect(JSONStrings.string(named: "description", in: Array(line.utf8)) == "a \"keys\":[\"no\"] b")
        }
    }

    @Test func anythingButStringsIsNil() {
        for line in [#"{"keys":[1,2]}"#, #"{"keys":["a",]}"#, #"{"keys":["a""#, #"{"keys":["\x"]}"#, #"{"keys":["\u12"]}"#, #"{"keys":"a"}"#] {
            #expect(JSONStrings.array(named: "keys", in: Array(line.utf8)) == nil)
        }
        #expect(JSONStrings.array(named: "keys", in: Array(#"{"keys":["\ud83d\ude00","\u00e9"]}"#.utf8)) == ["\u{1F600}", "é"])
    }
}
