import CookgenSupport
/// One of the eight values of a nutrition declaration (the EU's "big 8"), per serving or per 100 g.
public enum Nutrient: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case energy, fat, saturatedFat = "saturated_fat", carbohydrate, sugar, fibre, protein, salt

    /// What the value is counted in: kilocalories for energy, grams for the rest.
    public var unit: String { self == .energy ? "kcal" : "g" }

    /// The key in `Content/nutrition.yaml`, front matter and `cookgen.yaml`.
    public var key: String { rawValue }

    /// The schema.org `NutritionInformation` property (salt is written as sodium).
    public var schemaOrgProperty: String {
        switch self {
        case .energy: "calories"
        case .protein: "proteinContent"
        case .fat: "fatContent"
        case .saturatedFat: "saturatedFatContent"
        case .carbohydrate: "carbohydrateContent"
        case .sugar: "sugarContent"
        case .fibre: "fiberContent"
        case .salt: "sodiumContent"
        }
    }

    /// The nutrient a key names, in any of its usual spellings (`kcal`, `carbs`, `fiber`,
    /// `saturates`, schema.org's `proteinContent`), after `FrontMatterKey.normalise`.
    /// Sodium is not here: it is salt ÷ 2.5 and is converted where it is read.
    public static func named(_ key: String) -> Nutrient? {
        var k = key.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_")
        for suffix in ["_content", "content"] where k.hasSuffix(suffix) && k.count > suffix.count {
            k.removeLast(suffix.count)
            while k.hasSuffix("_") { k.removeLast() }
        }
        return spellings[k]
    }

    /// The order of a nutrition table on a label: energy first, salt last.
    public static func < (lhs: Nutrient, rhs: Nutrient) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    private static let spellings: [String: Nutrient] = [
        "energy": .energy, "calories": .energy, "kcal": .energy, "calorie": .energy,
        "protein": .protein, "proteins": .protein,
        "fat": .fat, "total_fat": .fat, "fats": .fat,
        "saturated_fat": .saturatedFat, "saturatedfat": .saturatedFat, "saturates": .saturatedFat, "sat_fat": .saturatedFat,
        "carbohydrate": .carbohydrate, "carbohydrates": .carbohydrate, "carbs": .carbohydrate, "carb": .carbohydrate,
        "sugar": .sugar, "sugars": .sugar,
        "fibre": .fibre, "fiber": .fibre, "dietary_fibre": .fibre, "dietary_fiber": .fibre,
        "salt": .salt,
    ]
}

/// Amounts of the eight nutrients: per 100 g in the table, per serving or per recipe on a page.
public struct NutritionFacts: Sendable, Hashable {
    /// Kilocalories for energy, grams for the others; a nutrient that is not known is absent.
    public var values: [Nutrient: Double]

    /// Facts with these values.
    public init(_ values: [Nutrient: Double] = [:]) {
        self.values = values
    }

    /// The value of a nutrient, when known.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get { values[nutrient] }
        set { values[nutrient] = newValue }
    }

    /// Whether all eight are known.
    public var isComplete: Bool { Nutrient.allCases.allSatisfy { values[$0] != nil } }

    /// Every value multiplied by `factor` (100 g of flour → 250 g of flour).
    public func scaled(by factor: Double) -> NutritionFacts {
        NutritionFacts(values.mapValues { $0 * factor })
    }

    /// The sum of two sets of facts; a nutrient missing from either is missing from the sum.
    public static func + (lhs: NutritionFacts, rhs: NutritionFacts) -> NutritionFacts {
        var sum: [Nutrient: Double] = [:]
        for nutrient in Nutrient.allCases {
            if let l = lhs.values[nutrient], let r = rhs.values[nutrient] { sum[nutrient] = l + r }
        }
        return NutritionFacts(sum)
    }

    /// Every nutrient at zero, the start of a sum.
    public static let zero = NutritionFacts(Dictionary(uniqueKeysWithValues: Nutrient.allCases.map { ($0, 0) }))

    /// Kilojoules for the energy (1 kcal = 4.184 kJ).
    public var kilojoules: Double? { values[.energy].map { $0 * 4.184 } }

    /// Milligrams of sodium for the salt (salt = sodium × 2.5, as EU labelling counts it).
    public var sodiumMilligrams: Double? { values[.salt].map { $0 / 2.5 * 1000 } }
}
