import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct SearchTokenizerTests {
    @Test(arguments: [
        ("Äpfel mit Crème fraîche", ["apfel", "mit", "creme", "fraiche"]),
        ("Große Soße", ["grosse", "sosse"]),
        ("Smørrebrød & Œufs", ["smorrebrod", "oeufs"]),
        ("1½ cups of FLOUR, sifted.", ["1½", "cups", "of", "flour", "sifted"]),
        ("红烧肉", ["红烧", "烧肉"]),
        ("鱼", ["鱼"]),
        ("番茄炒蛋 with rice", ["番茄", "茄炒", "炒蛋", "with", "rice"]),
        ("カレーライス", ["カレ", "レー", "ーラ", "ライ", "イス"]),
    ])
    func tokenises(_ text: String, _ terms: [String]) {
        #expect(SearchTokenizer.terms(text) == terms)
    }

    @Test func shardsAreShortPrefixesWithSafeNames() {
        #expect(SearchTokenizer.shard(of: "tomato") == "to")
        #expect(SearchTokenizer.shard(of: "红烧") == "红")
        #expect(SearchTokenizer.fileName(ofShard: "to") == "746f")
        #expect(SearchTokenizer.fileName(ofShard: "红") == "e7baa2")
    }
}

@Suite struct SearchIndexTests {
    static let site = """
        -- Content/a.md --
        ---
        title: Tomato Soup
        category: Soups
        diet: vegan
        tags: [quick]
        total_time: 30 min
        ---
        ## Ingredients
        - 1 kg tomatoes
        ## Steps
        1. Simmer with basil.
        -- Content/b.md --
        ---
        title: Basil Pesto
        description: Green and fresh, good with tomato salad.
        category: Sauces
        ---
        ## Ingredients
        - 50 g basil
        -- Content/c.md --
        ---
        title: 红烧肉
        category: Mains
        ---
        """

    @Test func titleWordsWeighMost() throws {
        let index = try SiteFixture(Self.site).index()
        let search = SearchIndexBuilder.build(index, termName: { term, _ in term.name }, image: { _ in nil })
        // Documents in slug order (a, b, c: a new title leaves their numbers be), with their title order.
        #expect(search.documents.map(\.title) == ["Tomato Soup", "Basil Pesto", "红烧肉"])
        #expect(search.titleOrder == [1, 0, 2])
        let basil = Dictionary(uniqueKeysWithValues: try #require(search.postings["basil"]))
        // Pesto has basil in its title and ingredients; the soup only in a step.
        #expect(basil[1] == Int32(SearchIndex.Field.title.rawValue + SearchIndex.Field.ingredients.rawValue))
        #expect(basil[0] == Int32(SearchIndex.Field.steps.rawValue))
        #expect(search.postings["红烧"]?.first?.0 == 2)
        #expect(search.documents[0].ingredients == ["tomato"])
        #expect(search.documents[0].minutes == 30)
        #expect(search.facets["diet"] == ["vegan"])
        #expect(search.documents[0].facets[3] == [0])
        #expect(search.files().first { $0.0 == "search/facets.js" }?.1.hasSuffix(",[1,0,2]);\n") == true)
    }

    @Test func filesAreScriptsWithJSONAndDeterministic() throws {
        let index = try SiteFixture(Self.site).index()
        let search = SearchIndexBuilder.build(index, termName: { term, _ in term.name }, image: { _ in nil })
        let files = search.files()
        #expect(files.map(\.0) == search.files().map(\.0))
        #expect(files.contains { $0.0 == "search/meta.js" })
        #expect(files.contains { $0.0 == "search/terms/746f.js" })
        for (path, text) in files {
            let open = try #require(text.firstIndex(of: "("), "\(path)")
            #expect(text.hasSuffix(");\n"), "\(path)")
            let args = String(text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -3)])
            // Every call's arguments are valid JSON when wrapped in an array.
            #expect((try? JSONSerialization.jsonObject(with: Data("[\(args)]".utf8))) != nil, "\(path)")
        }
    }
}
