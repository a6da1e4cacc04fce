import CookgenSupport
import CookgenModel
import CookgenContent
/// Allergens and what they are in: "nuts" hides a recipe with walnuts or pesto.
///
/// A small default vocabulary (the 14 allergens EU labelling names, plus pork and meat as
/// common dislikes) maps each allergen to ingredient words; `Content/allergens.yaml`
/// (allergen → words) adds to or replaces entries. Matching is on ingredient keys: an
/// ingredient is in an allergen when one of its words, or the whole key, is listed.
public struct AllergenTable: Sendable {
    /// Allergen → ingredient words, sorted.
    public private(set) var entries: [String: [String]]

    /// The defaults with `overrides` on top (an allergen listed there replaces the default list).
    public init(overrides: [String: [String]] = [:]) {
        // Keys are folded and singular, so the words are made keys too (`käse` → `kase`).
        var entries = Self.defaults.mapValues { $0.map { IngredientKey($0).rawValue } }
        for (allergen, words) in overrides { entries[allergen.lowercased()] = words.map { IngredientKey($0).rawValue } }
        self.entries = entries.mapValues { $0.sorted() }
        var byWord: [String: [String]] = [:]
        for (allergen, words) in self.entries {
            for word in Set(words) { byWord[word, default: []].append(allergen) }
        }
        self.byWord = byWord
    }

    /// Ingredient word → the allergens it is listed under.
    private var byWord: [String: [String]]

    /// The allergens an ingredient key belongs to.
    public func allergens(of key: String) -> [String] {
        var found = byWord[key] ?? []
        for word in key.spaceSeparatedWords where word != key[...] { found += byWord[String(word)] ?? [] }
        return found.count > 1 ? Array(Set(found)).sorted() : found
    }

    package static let defaults: [String: [String]] = [
        "gluten": ["flour", "bread", "pasta", "spaghetti", "noodle", "couscous", "barley", "rye", "spelt", "semolina", "breadcrumb",
                   "orzo", "bulgur", "tortilla", "pita", "baguette", "oat", "mehl", "nudel", "brot"],
        "crustaceans": ["prawn", "shrimp", "crab", "lobster", "crayfish", "langoustine"],
        "eggs": ["egg", "mayonnaise", "meringue", "ei", "eier", "eigelb", "eiweiss"],
        "fish": ["fish", "salmon", "tuna", "cod", "anchovy", "sardine", "mackerel", "haddock", "trout", "lachs", "fisch"],
        "peanuts": ["peanut", "erdnuss"],
        "soy": ["soy", "soya", "tofu", "tempeh", "edamame", "miso", "tamari", "soja"],
        "milk": ["milk", "butter", "buttermilk", "cream", "cheese", "yoghurt", "yogurt", "parmesan", "mozzarella", "feta", "ricotta",
                 "mascarpone", "ghee", "crème", "creme", "milch", "sahne", "käse", "quark", "joghurt"],
        "nuts": ["nut", "almond", "walnut", "hazelnut", "cashew", "pistachio", "pecan", "macadamia", "pesto", "marzipan", "praline",
                 "mandel", "walnuss", "haselnuss", "nuss"],
        "celery": ["celery", "celeriac", "sellerie"],
        "mustard": ["mustard", "senf"],
        "sesame": ["sesame", "tahini", "sesam"],
        "sulphites": ["wine", "vinegar", "dried apricot", "wein", "essig"],
        "lupin": ["lupin"],
        "molluscs": ["mussel", "clam", "oyster", "squid", "octopus", "scallop"],
        "pork": ["pork", "bacon", "ham", "pancetta", "prosciutto", "chorizo", "lard", "speck", "schinken", "schwein"],
        "meat": ["beef", "pork", "lamb", "chicken", "bacon", "ham", "sausage", "mince", "turkey", "duck", "veal", "rind", "hähnchen",
                 "fleisch", "hack"],
    ]
}
