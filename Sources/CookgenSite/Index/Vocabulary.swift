import CookgenSupport
import CookgenModel
import CookgenContent
/// A closed list of known values (diet forms, seasons, levels) with their spellings.
public struct Vocabulary: Sendable {
    /// One known value.
    public struct Entry: Sendable, Hashable {
        /// Canonical key: `gluten-free`.
        public var key: String
        /// Other spellings that mean the same.
        public var aliases: [String]
        /// schema.org `RestrictedDiet` member, where one exists.
        public var schemaOrg: String?

        /// The schema.org name as collections write it: `LowLactoseDiet` and `LowLactose`.
        var schemaOrgSpellings: [String] {
            guard let schemaOrg else { return [] }
            return schemaOrg.hasSuffix("Diet") ? [schemaOrg, String(schemaOrg.dropLast(4))] : [schemaOrg]
        }
    }

    /// What the vocabulary is about, for messages: "diet form".
    public var noun: String
    /// Known values in display order.
    public var entries: [Entry]
    private var lookup: [String: Entry] = [:]
    private var suggester = Suggester([])

    package init(noun: String, entries: [Entry]) {
        self.noun = noun
        self.entries = entries
        for entry in entries {
            for spelling in [entry.key] + entry.aliases + entry.schemaOrgSpellings { lookup[Self.normalise(spelling)] = entry }
        }
        suggester = Suggester(Array(lookup.keys))
    }

    /// The entry a written value means, if it is known.
    public func entry(for value: String) -> Entry? { lookup[Self.normalise(value)] }

    /// The closest known key, for "did you mean".
    public func suggestion(for value: String) -> String? {
        suggester.suggestion(for: Self.normalise(value)).flatMap { lookup[$0]?.key }
    }

    /// Case, spaces and underscores aside; a schema.org URL (`https://schema.org/VeganDiet`)
    /// counts as its bare name, since collections copy the values from their JSON-LD.
    package static func normalise(_ s: String) -> String {
        FrontMatterKey.normalise(schemaOrgName(s) ?? s).replacingOccurrences(of: "_", with: "-")
    }

    /// `VeganDiet` for `https://schema.org/VeganDiet`, `http://www.schema.org/VeganDiet` or
    /// `schema:VeganDiet`; nil for anything else.
    package static func schemaOrgName(_ s: String) -> String? {
        let trimmed = s.trimmed
        let lower = trimmed.lowercased()
        for prefix in ["https://schema.org/", "http://schema.org/", "https://www.schema.org/", "http://www.schema.org/", "schema:"]
        where lower.hasPrefix(prefix) && lower.count > prefix.count {
            return String(trimmed.dropFirst(prefix.count))
        }
        return nil
    }

    /// Diet forms, mapped to schema.org RestrictedDiet where it has one.
    public static let diets = Vocabulary(noun: "diet form", entries: [
        Entry(key: "vegan", aliases: ["vegansk", "végétalien", "vegano", "纯素"], schemaOrg: "VeganDiet"),
        Entry(key: "vegetarian", aliases: ["veggie", "vegetarisch", "végétarien", "vegetariano", "vegetarisk", "素食"], schemaOrg: "VegetarianDiet"),
        Entry(key: "pescatarian", aliases: ["pescetarian", "pescetarisch", "pescetariano"], schemaOrg: nil),
        Entry(key: "gluten-free", aliases: ["glutenfree", "glutenfrei", "glutenvrij", "sans gluten", "sin gluten", "glutenfri"], schemaOrg: "GlutenFreeDiet"),
        Entry(key: "lactose-free", aliases: ["lactosefree", "laktosefrei", "lactosevrij", "sans lactose", "sin lactosa", "laktosfri", "low-lactose"], schemaOrg: "LowLactoseDiet"),
        Entry(key: "dairy-free", aliases: ["dairyfree", "milchfrei", "zuivelvrij", "sans produits laitiers", "sin lácteos", "mjölkfri"], schemaOrg: nil),
        Entry(key: "nut-free", aliases: ["nutfree", "nussfrei", "notenvrij", "sans noix", "sin frutos secos", "nötfri"], schemaOrg: nil),
        Entry(key: "egg-free", aliases: ["eggfree", "eifrei", "eivrij", "sans œufs", "sin huevo", "äggfri"], schemaOrg: nil),
        Entry(key: "halal", aliases: [], schemaOrg: "HalalDiet"),
        Entry(key: "kosher", aliases: ["koscher", "koosjer", "casher"], schemaOrg: "KosherDiet"),
        Entry(key: "low-carb", aliases: ["lowcarb", "keto"], schemaOrg: nil),
        Entry(key: "low-fat", aliases: ["lowfat", "fettarm"], schemaOrg: "LowFatDiet"),
        Entry(key: "low-salt", aliases: ["lowsalt", "low-sodium", "salzarm"], schemaOrg: "LowSaltDiet"),
        Entry(key: "low-calorie", aliases: ["lowcalorie", "kalorienarm"], schemaOrg: "LowCalorieDiet"),
        Entry(key: "diabetic", aliases: ["diabetes", "diabetiker", "diabetisch"], schemaOrg: "DiabeticDiet"),
    ])

    /// Seasons.
    public static let seasons = Vocabulary(noun: "season", entries: [
        Entry(key: "spring", aliases: ["frühling", "frühjahr", "lente", "printemps", "primavera", "vår", "春"], schemaOrg: nil),
        Entry(key: "summer", aliases: ["sommer", "zomer", "été", "verano", "sommar", "夏"], schemaOrg: nil),
        Entry(key: "autumn", aliases: ["fall", "herbst", "herfst", "automne", "otoño", "höst", "秋"], schemaOrg: nil),
        Entry(key: "winter", aliases: ["hiver", "invierno", "vinter", "冬"], schemaOrg: nil),
        Entry(key: "all-year", aliases: ["all year", "year-round", "year round", "all seasons", "any", "ganzjährig", "hele jaar", "toute l'année", "todo el año", "året runt", "全年"], schemaOrg: nil),
    ])

    /// Levels of difficulty.
    public static let levels = Vocabulary(noun: "level", entries: [
        Entry(key: "easy", aliases: ["simple", "beginner", "einfach", "leicht", "makkelijk", "facile", "fácil", "lätt", "简单"], schemaOrg: nil),
        Entry(key: "medium", aliases: ["intermediate", "moderate", "mittel", "gemiddeld", "moyen", "medio", "中等"], schemaOrg: nil),
        Entry(key: "hard", aliases: ["difficult", "advanced", "schwer", "anspruchsvoll", "moeilijk", "difficile", "difícil", "svår", "困难"], schemaOrg: nil),
    ])
}
