import CookgenSupport
import CookgenModel
import CookgenContent
/// `assets/js/kitchen-data.js`: the unit table, conversion ladders and fraction glyphs the
/// page's scripts use, generated from the Swift tables so there is one source for both.
package enum KitchenData {
    package static func script(decimalSeparator: Character) -> String {
        "window.cookgenKitchen = " + JSONWriter.string(object(decimalSeparator: decimalSeparator)) + ";\n"
    }

    package static func object(decimalSeparator: Character) -> [String: Any] {
        var units: [String: Any] = [:]
        var aliases: [String: Any] = [:]
        for entry in UnitTable.entries {
            let unit = entry.unit
            units[unit.id] = [
                "d": unit.dimension.rawValue, "s": unit.system.rawValue, "f": unit.factor.map { $0 as Any } ?? JSONWriter.null,
                "one": unit.id, "other": UnitSpelling.plurals[unit.id] ?? unit.id,
            ]
            for alias in entry.allAliases { aliases[alias] = unit.id }
        }
        let ladder = { (l: UnitLadder) -> [[String: Any]] in
            l.rungs.map { ["u": $0.unit.id, "min": $0.minimum, "steps": $0.steps.map { $0 as Any } ?? JSONWriter.null] }
        }
        return [
            "decimal": String(decimalSeparator),
            "units": units,
            "aliases": aliases,
            "ladders": [
                "metric": ["mass": ladder(.metricMass), "volume": ladder(.metricVolume)],
                "us": ["mass": ladder(.usMass), "volume": ladder(.usVolume)],
            ],
            "tolerance": UnitLadder.tolerance,
            "spoonLimit": UnitConversion.spoonLimit,
            "fractions": FractionGlyphs.kitchen.map { [$0.value, $0.glyph] as [Any] },
            "aisles": AisleTable.order,
        ]
    }
}
