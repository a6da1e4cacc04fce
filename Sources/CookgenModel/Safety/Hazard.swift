import CookgenSupport
/// Something in a step that needs an adult: a sharp blade, heat, or a machine with blades.
public enum Hazard: String, Sendable, Hashable, CaseIterable, Comparable {
    case knife, oven, hob
    case boilingWater = "boiling_water"
    case hotOil = "hot_oil"
    case appliance

    /// Reads a reason as written in front matter or a step marker: `oven`, `Boiling water`, `stove`.
    public static func named(_ raw: String) -> Hazard? {
        let key = raw.normalisedKey
        return Hazard(rawValue: key) ?? aliases[key]
    }

    /// Every spelling `named` accepts, for "did you mean" suggestions.
    public static var spellings: [String] { (allCases.map(\.rawValue) + aliases.keys).sorted() }

    private static let aliases: [String: Hazard] = [
        "knives": .knife, "blade": .knife, "messer": .knife,
        "stove": .hob, "cooker": .hob, "cooktop": .hob, "herd": .hob,
        "baking": .oven, "ofen": .oven, "backofen": .oven,
        "boiling": .boilingWater, "hot_water": .boilingWater, "steam": .boilingWater, "heißes_wasser": .boilingWater,
        "oil": .hotOil, "hot_fat": .hotOil, "frying": .hotOil, "fett": .hotOil,
        "blender": .appliance, "mixer": .appliance, "machine": .appliance, "gerät": .appliance,
    ]

    public static func < (lhs: Hazard, rhs: Hazard) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
