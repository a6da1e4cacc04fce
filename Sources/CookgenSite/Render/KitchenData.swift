import CookgenSupport
import CookgenModel
import CookgenContent
/// `assets/js/kitchen-data.js`: the unit table, conversion ladders and fraction glyphs the
/// page's scripts use, generated from the Swift tables so there is one source for both.
package enum KitchenData {
    package static func script(decimalSeparator: Character) -> String {
        "window.cookgenKitchen = " + JSONWriter.string(object(decimalSeparator: decimalSeparator)) + ";\n"
    }

    package static func object(decimalSeparator: Character) -> [String: JSONValue] {
        var units: [String: JSONValue] = [:]
        var aliases: [String: JSONValue] = [:]
        for entry in UnitTable.entries {
            let unit = entry.unit
            units[unit.id] = [
                "d": JSONValue(unit.dimension.rawValue), "s": JSONValue(unit.system.rawValue), "f": JSONValue(unit.factor) ?? .null,
                "one": JSONValue(unit.id), "other": JSONValue(UnitSpelling.plurals[unit.id] ?? unit.id),
            ]
            for alias in entry.allAliases { aliases[alias] = JSONValue(unit.id) }
        }
        let ladder = { (l: UnitLadder) -> JSONValue in
            .array(l.rungs.map { ["u": JSONValue($0.unit.id), "min": JSONValue($0.minimum), "steps": $0.steps.map { .array($0.map(JSONValue.double)) } ?? .null] })
        }
        return [
            "decimal": JSONValue(String(decimalSeparator)),
            "units": .object(units),
            "aliases": .object(aliases),
            "ladders": [
                "metric": ["mass": ladder(.metricMass), "volume": ladder(.metricVolume)],
                "us": ["mass": ladder(.usMass), "volume": ladder(.usVolume)],
            ],
            "tolerance": JSONValue(UnitLadder.tolerance),
            "spoonLimit": JSONValue(UnitConversion.spoonLimit),
            "fractions": .array(FractionGlyphs.kitchen.map { [JSONValue($0.value), JSONValue($0.glyph)] }),
            "aisles": JSONValue(AisleTable.order),
        ]
    }
}
