import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite("Ingredient keys")
struct KitchenIngredientKeyTests {
    @Test("case, notes, diacritics and white space are normalised", arguments: [
        ("Flour", "flour"),
        ("  FLOUR  ", "flour"),
        ("tomatoes, chopped", "tomato"),
        ("Tomatoes (optional)", "tomato"),
        ("parsley [see note]", "parsley"),
        ("crème fraîche", "creme fraiche"),
        ("Creme Fraiche", "creme fraiche"),
        ("all-purpose flour", "all purpose flour"),
        ("all purpose   flour", "all purpose flour"),
        ("salt to taste", "salt"),
        ("pepper, to taste", "pepper"),
        ("Salz nach Belieben", "salz"),
        ("Grieß", "griess"),
        ("butter.", "butter"),
        ("*eggs*", "egg"),
        ("(optional)", "optional"),
        ("番茄", "番茄"),
        ("鸡蛋（大）", "鸡蛋"),
        ("", ""),
    ])
    func normalises(name: String, key: String) {
        #expect(IngredientKey(name).rawValue == key)
    }

    @Test("English plurals are made singular", arguments: [
        ("tomatoes", "tomato"), ("potatoes", "potato"), ("eggs", "egg"), ("berries", "berry"),
        ("leaves", "leaf"), ("bay leaves", "bay leaf"), ("cloves", "clove"), ("garlic cloves", "garlic clove"),
        ("olives", "olive"), ("peaches", "peach"), ("radishes", "radish"), ("glasses", "glass"), ("boxes", "box"),
        ("cherry tomatoes", "cherry tomato"), ("anchovies", "anchovy"), ("cookies", "cookie"), ("sloes", "sloe"),
        ("brioches", "brioche"), ("cheeses", "cheese"), ("avocados", "avocado"), ("chillies", "chilli"),
        ("kiwis", "kiwi"), ("loaves", "loaf"), ("halves", "half"), ("onions", "onion"),
    ])
    func singularises(name: String, key: String) {
        #expect(IngredientKey(name).rawValue == key)
    }

    @Test("singular words ending in s stay", arguments: [
        "glass", "couscous", "hummus", "asparagus", "molasses", "bass", "citrus", "swiss chard", "gas",
    ])
    func invariants(name: String) {
        #expect(IngredientKey(name).rawValue == name)
    }

    @Test("only the last word is made singular")
    func lastWordOnly() {
        #expect(IngredientKey("peas and carrots").rawValue == "peas and carrot")
    }

    @Test("German plurals come from a table; Dutch ones and other words are not guessed", arguments: [
        ("Zwiebeln", "zwiebel"), ("Eier", "ei"), ("Tomaten", "tomate"), ("Möhren", "mohre"), ("reife Bananen", "reife banane"),
        ("Nüsse", "nuss"), ("Kirschtomaten", "kirschtomate"), ("Frühlingszwiebeln", "fruhlingszwiebel"),
        ("Basilikumblätter", "basilikumblatt"), ("Sonnenblumenkerne", "sonnenblumenkern"), ("Knoblauchzehen", "knoblauchzehe"),
        ("uien", "uien"), ("eieren", "eieren"), ("Radieschen", "radieschen"), ("Kuchen", "kuchen"), ("Sahne", "sahne"),
        ("Reis", "reis"), ("Basmatireis", "basmatireis"), ("kaas", "kaas"), ("Kürbis", "kurbis"), ("Äpfel", "apfel"),
    ])
    func foreignPlurals(name: String, key: String) {
        #expect(IngredientKey(name).rawValue == key)
    }

    @Test("German singular and plural merge")
    func germanSpellingsMerge() {
        for pair in [["Ei", "Eier"], ["Möhre", "Möhren"], ["Banane", "reife Bananen".replacingOccurrences(of: "reife ", with: "")],
                     ["Zwiebel", "Zwiebeln"], ["Erdbeere", "Erdbeeren"], ["Kartoffel", "Kartoffeln"]] {
            #expect(IngredientKey(pair[0]) == IngredientKey(pair[1]), "\(pair)")
        }
    }

    @Test("the key is the same for every spelling of one thing")
    func spellingsMerge() {
        let spellings = ["Tomato", "tomatoes", "Tomatoes, diced", "tomato (ripe)", "TOMATOES "]
        #expect(Set(spellings.map { IngredientKey($0) }).count == 1)
    }

    @Test("keys encode as plain strings")
    func codable() throws {
        let item = ShoppingItem(key: IngredientKey("Eggs"), name: "eggs", amounts: [], recipes: [])
        let json = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        #expect(json.contains("\"key\":\"egg\""))
    }
}
