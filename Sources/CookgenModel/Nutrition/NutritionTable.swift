import CookgenSupport
/// The ingredient nutrition table of a site (`Content/nutrition.yaml`): values per 100 g,
/// with what one piece, clove or can weighs, found by the ingredient's name.
///
/// ```swift
/// table.food(named: "2 cold eggs")      // nil: names are looked up without amounts
/// table.food(named: "Eggs, beaten")     // the row named "egg"
/// table.food(named: "large ripe tomatoes") // "tomato": size, ripeness and temperature words are skipped
/// ```
///
/// A name is matched by its `IngredientKey` (case, accents, notes and English plurals
/// folded) against every row's name and aliases; when that fails, leading words that
/// describe rather than name (`fresh`, `large`, `ripe`, `warm`, `kleine`, `reife` …)
/// are dropped one at a time, and a choice (`sugar or honey`, `Honig oder Ahornsirup`)
/// counts as its first option.
public struct NutritionTable: Sendable, Hashable {
    /// One row: a food, its values per 100 g and its weights.
    public struct Food: Sendable, Hashable {
        /// The row's name.
        public var name: String
        /// Other names that mean the same food (other languages, other spellings).
        public var aliases: [String]
        /// Where the values come from, as written in the row (`USDA FDC SR Legacy 20081`).
        public var source: String
        /// All eight values per 100 g.
        public var per100g: NutritionFacts
        /// Grams of one unit, by unit id (`piece`, `clove`, `can`, `tsp`).
        public var grams: [String: Double]
        /// Grams per millilitre, for volumes; nil means `DensityTable`'s, when it has one.
        public var density: Double?
        /// Where the row starts.
        public var location: SourceLocation

        /// Creates a row.
        public init(name: String, aliases: [String] = [], source: String, per100g: NutritionFacts,
                    grams: [String: Double] = [:], density: Double? = nil, location: SourceLocation) {
            self.name = name
            self.aliases = aliases
            self.source = source
            self.per100g = per100g
            self.grams = grams
            self.density = density
            self.location = location
        }
    }

    /// The rows, in file order.
    public private(set) var foods: [Food]
    /// Row index by the key of each name and alias.
    private var byKey: [String: Int]

    /// A table of these rows; a name that two rows claim belongs to the first.
    public init(foods: [Food] = []) {
        self.foods = foods
        byKey = [:]
        for (n, food) in foods.enumerated() {
            for name in [food.name] + food.aliases {
                let key = IngredientKey(name).rawValue
                if !key.isEmpty, byKey[key] == nil { byKey[key] = n }
            }
        }
    }

    /// Whether the site has no table (nothing is computed then).
    public var isEmpty: Bool { foods.isEmpty }

    /// The row that already holds the key of `name`, if any.
    package func row(forKey key: String) -> Food? { byKey[key].map { foods[$0] } }

    /// The row for an ingredient name as written, or nil when the table does not know it.
    public func food(named name: String) -> Food? {
        for option in Self.options(of: name) {
            var words = IngredientKey(option).rawValue.split(separator: " ").map(String.init)
            while !words.isEmpty {
                if let n = byKey[words.joined(separator: " ")] { return foods[n] }
                guard words.count > 1, Self.describingWords.contains(words[0]) else { break }
                words.removeFirst()
            }
        }
        return nil
    }

    /// The name, then its first option when it offers a choice.
    package static func options(of name: String) -> [String] {
        let base = IngredientKey.withoutNotes(name)
        for separator in [" or ", " oder ", " ou ", " o ", " eller "] {
            if let range = base.range(of: separator, options: .caseInsensitive) {
                return [name, String(base[..<range.lowerBound])]
            }
        }
        return [name]
    }

    /// Leading words that say what state or size a food is in, not what it is (folded, as keys are).
    package static let describingWords: Set<String> = [
        "fresh", "freshly", "cold", "chilled", "warm", "lukewarm", "hot", "boiling", "ice", "iced", "ripe", "very",
        "large", "medium", "small", "big", "unwaxed", "organic", "good", "few",
        "frisch", "frische", "frischer", "frisches", "kalt", "kalte", "kaltes", "kalter", "warme", "warmes",
        "heiss", "heisse", "heisses", "lauwarm", "lauwarme", "lauwarmes", "reif", "reife", "reifer", "reifes",
        "gross", "grosse", "grosser", "grosses", "klein", "kleine", "kleiner", "kleines", "mittelgross", "mittelgrosse",
        "sehr", "unbehandelt", "unbehandelte", "bio",
    ]
}
