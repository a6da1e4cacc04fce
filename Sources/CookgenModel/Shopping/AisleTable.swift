import CookgenSupport
/// Which shop aisle an ingredient is found in, so the shopping list reads in walking order.
///
/// The default table covers common ingredients in English, with the German, Dutch,
/// French and Spanish names cooks use most; `Content/aisles.yaml` (aisle → names)
/// adds to it or overrides it. Names match by their last word too ("red onion" is an onion).
public struct AisleTable: Sendable {
    /// Aisles in shop-walking order; the shopping list groups in this order.
    public static let order = ["produce", "bakery", "dairy", "meat", "fish", "frozen", "pantry", "spices", "baking", "drinks", "other"]

    private var byName: [String: String]

    /// The default table, with `overrides` (aisle → ingredient names) on top.
    public init(overrides: [String: [String]] = [:]) {
        var table: [String: String] = [:]
        for (aisle, names) in Self.defaults.sorted(by: { $0.key < $1.key }) {
            for name in names { table[IngredientKey(name).rawValue] = aisle }
        }
        for (aisle, names) in overrides.sorted(by: { $0.key < $1.key }) {
            for name in names { table[IngredientKey(name).rawValue] = aisle }
        }
        byName = table
    }

    /// The aisle of an ingredient name (any case, plural or with a note), `other` when unknown.
    public func aisle(for name: String) -> String {
        let key = IngredientKey(name).rawValue
        if let aisle = byName[key] { return aisle }
        let words = key.split(separator: " ")
        for start in words.indices.dropFirst() {
            if let aisle = byName[words[start...].joined(separator: " ")] { return aisle }
        }
        return "other"
    }

    package static let defaults: [String: [String]] = [
        "produce": ["onion", "red onion", "shallot", "garlic", "leek", "carrot", "potato", "sweet potato", "tomato", "cherry tomato",
                    "cucumber", "pepper", "bell pepper", "red pepper", "chilli", "chili", "courgette", "zucchini", "aubergine", "eggplant",
                    "spinach", "lettuce", "rocket", "kale", "cabbage", "broccoli", "cauliflower", "celery", "fennel", "beetroot",
                    "mushroom", "pea", "green bean", "avocado", "lemon", "lime", "orange", "apple", "pear", "banana", "berry",
                    "blueberry", "raspberry", "strawberry", "blackberry", "mango", "watermelon", "rhubarb", "ginger", "herb", "parsley",
                    "basil", "coriander", "cilantro", "mint", "dill", "thyme", "rosemary", "chive", "spring onion", "scallion",
                    "zwiebel", "knoblauch", "karotte", "möhre", "kartoffel", "tomate", "gurke", "paprika", "apfel", "zitrone",
                    "petersilie", "ui", "knoflook", "wortel", "aardappel", "oignon", "ail", "carotte", "pomme de terre", "cebolla", "ajo"],
        "bakery": ["bread", "baguette", "bun", "tortilla", "pita", "flatbread", "brot", "brood", "pain", "pan"],
        "dairy": ["milk", "buttermilk", "butter", "cream", "double cream", "sour cream", "crème fraîche", "yoghurt", "yogurt",
                  "cheese", "parmesan", "mozzarella", "feta", "ricotta", "mascarpone", "egg", "milch", "sahne", "käse", "ei", "eier",
                  "melk", "boter", "kaas", "lait", "beurre", "fromage", "œuf", "leche", "mantequilla", "queso", "huevo"],
        "meat": ["chicken", "beef", "pork", "lamb", "bacon", "sausage", "mince", "ham", "hähnchen", "rind", "speck"],
        "fish": ["salmon", "cod", "tuna", "prawn", "shrimp", "fish", "mussel", "lachs", "fisch"],
        "frozen": ["frozen pea", "ice cream", "frozen berry"],
        "pantry": ["rice", "pasta", "spaghetti", "orzo", "noodle", "oat", "lentil", "red lentil", "chickpea", "bean", "black bean",
                   "couscous", "quinoa", "olive oil", "oil", "vegetable oil", "vinegar", "soy sauce", "honey", "maple syrup",
                   "mustard", "tahini", "peanut butter", "stock", "vegetable stock", "broth", "coconut milk", "canned tomato",
                   "chopped tomato", "tomato paste", "passata", "nut", "almond", "walnut", "peanut", "cashew", "seed", "sesame seed",
                   "jam", "miso", "reis", "nudel", "linse", "öl", "essig", "rijst", "riz", "arroz", "aceite"],
        "spices": ["salt", "black pepper", "cumin", "paprika powder", "smoked paprika", "sweet paprika", "turmeric", "cinnamon",
                   "nutmeg", "cardamom", "clove spice", "chilli flake", "oregano", "bay leaf", "curry powder", "garam masala",
                   "za'atar", "vanilla", "salz", "pfeffer", "zimt", "zout", "sel", "sal"],
        "baking": ["flour", "plain flour", "bread flour", "sugar", "brown sugar", "icing sugar", "baking powder", "baking soda",
                   "yeast", "cocoa", "chocolate", "dark chocolate", "cornflour", "cornstarch", "mehl", "zucker", "hefe", "bloem",
                   "suiker", "farine", "sucre", "harina", "azúcar"],
        "drinks": ["water", "wine", "red wine", "white wine", "beer", "juice", "apple juice", "coffee", "tea", "cider", "wasser", "wein"],
    ]
}
