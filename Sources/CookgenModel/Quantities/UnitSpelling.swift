import CookgenSupport
/// How a unit is written on a shopping list: the spelling the recipes use most, in
/// singular or plural to agree with the sum (`1 clove`, `3 cloves`, `2 cups`).
package enum UnitSpelling {
    /// The spelling for an amount of `total` in the unit `id`, chosen among `written`
    /// (the spellings of the amounts summed; the id when there are none).
    package static func spelling(of id: String, writtenAs written: [String], for total: Quantity) -> String {
        let chosen = ShoppingList.mostCommon(written.map(\.trimmed)) ?? id
        // Only English words are made to agree; `Zehen` or `EL` stay as the cook wrote them.
        guard let plural = plurals[id] else { return chosen }
        let many = (total.high ?? total.low) > 1
        switch chosen.lowercased() {
        case id: return many ? plural : chosen
        case plural: return many ? chosen : id
        default: return chosen
        }
    }

    /// The spelling for a unit cookgen does not know (`balls`), chosen among `written`:
    /// a plural-looking one for more than one, a singular-looking one for one or less, when
    /// the recipes wrote both; else the one used most.
    package static func spelling(writtenAs written: [String], for total: Quantity) -> String? {
        let many = (total.high ?? total.low) > 1
        let spellings = written.map(\.trimmed)
        // A spelling that differs from its key (which is singular) looks plural.
        let agreeing = spellings.filter { (IngredientKey($0).rawValue != $0.lowercased()) == many }
        return ShoppingList.mostCommon(agreeing.isEmpty ? spellings : agreeing)
    }

    /// English plurals of unit ids that are words.
    package static let plurals: [String: String] = [
        "cup": "cups", "pint": "pints", "quart": "quarts", "gallon": "gallons",
        "clove": "cloves", "bunch": "bunches", "can": "cans", "package": "packages", "slice": "slices",
        "piece": "pieces", "sprig": "sprigs", "stick": "sticks", "head": "heads", "leaf": "leaves",
        "jar": "jars", "bottle": "bottles", "stalk": "stalks", "pinch": "pinches", "knife tip": "knife tips",
        "dash": "dashes", "drop": "drops", "handful": "handfuls",
    ]
}
