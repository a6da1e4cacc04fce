import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

extension UnitTable.Entry: CustomTestStringConvertible {
    public var testDescription: String { unit.id }
}

@Suite("Unit table")
struct UnitTableTests {
    static let nonUnitNames: [String] = [
        "t", "T", "c", "C", "G", "El", "Tl", "eL", "cc", "勺", "两", "", "  ", ".", "flour", "garlic", "st",
    ]

    static let minimumAliases: [(String, String)] = [
        ("g", "g"), ("kg", "kg"), ("mg", "mg"), ("ml", "ml"), ("cl", "cl"), ("dl", "dl"), ("l", "l"), ("L", "l"),
        ("tsp", "tsp"), ("TL", "tsp"), ("tl", "tsp"), ("c. à café", "tsp"), ("cdta", "tsp"), ("teaspoons", "tsp"),
        ("tbsp", "tbsp"), ("EL", "tbsp"), ("el", "tbsp"), ("c. à soupe", "tbsp"), ("cda", "tbsp"), ("Tbsp.", "tbsp"),
        ("cup", "cup"), ("Tasse", "cup"), ("kopje", "cup"), ("tasse", "cup"), ("taza", "cup"), ("cups", "cup"),
        ("oz", "oz"), ("lb", "lb"), ("lbs", "lb"), ("fl oz", "fl oz"), ("fl. oz.", "fl oz"), ("pint", "pint"),
        ("quart", "quart"), ("gallon", "gallon"),
        ("pinch", "pinch"), ("Prise", "pinch"), ("snufje", "pinch"), ("pincée", "pinch"), ("pizca", "pinch"),
        ("Msp.", "knife tip"), ("Messerspitze", "knife tip"),
        ("clove", "clove"), ("Zehe", "clove"), ("teen", "clove"), ("gousse", "clove"), ("diente", "clove"),
        ("bunch", "bunch"), ("Bund", "bunch"), ("bos", "bunch"), ("botte", "bunch"), ("manojo", "bunch"),
        ("can", "can"), ("Dose", "can"), ("blik", "can"), ("boîte", "can"), ("lata", "can"), ("tins", "can"),
        ("package", "package"), ("pack", "package"), ("Päckchen", "package"), ("Packung", "package"),
        ("pak", "package"), ("sachet", "package"), ("paquete", "package"),
        ("slice", "slice"), ("Scheibe", "slice"), ("plak", "slice"), ("tranche", "slice"), ("rebanada", "slice"),
        ("piece", "piece"), ("Stück", "piece"), ("Stk.", "piece"), ("stuk", "piece"), ("pièce", "piece"),
        ("pieza", "piece"), ("sprig", "sprig"), ("handful", "handful"), ("Handvoll", "handful"), ("stick", "stick"),
        ("克", "g"), ("千克", "kg"), ("公斤", "kg"), ("毫克", "mg"), ("毫升", "ml"), ("升", "l"),
        ("汤匙", "tbsp"), ("大匙", "tbsp"), ("茶匙", "tsp"), ("小匙", "tsp"), ("杯", "cup"), ("个", "piece"),
        ("片", "slice"), ("瓣", "clove"), ("根", "stick"), ("把", "handful"),
    ]

    @Test("every alias resolves to its own unit", arguments: UnitTable.entries)
    func everyAliasResolves(entry: UnitTable.Entry) {
        for alias in entry.allAliases {
            #expect(UnitTable.unit(named: alias) == entry.unit, "alias \(alias)")
            #expect(UnitTable.unit(named: " \(alias) ") == entry.unit, "alias with spaces \(alias)")
            if !alias.hasSuffix(".") {
                #expect(UnitTable.unit(named: alias + ".") == entry.unit, "alias with a dot \(alias)")
            }
        }
    }

    @Test("case-insensitive aliases resolve in any case", arguments: UnitTable.entries)
    func caseInsensitiveAliases(entry: UnitTable.Entry) {
        for alias in entry.aliases {
            #expect(UnitTable.unit(named: alias.uppercased()) == entry.unit, "upper \(alias)")
            #expect(UnitTable.unit(named: alias.lowercased()) == entry.unit, "lower \(alias)")
        }
    }

    @Test("ids are unique and found by id")
    func idsAreUnique() {
        let ids = UnitTable.entries.map(\.unit.id)
        #expect(Set(ids).count == ids.count)
        for entry in UnitTable.entries {
            #expect(UnitTable.unit(id: entry.unit.id) == entry.unit)
        }
        #expect(UnitTable.units.count == UnitTable.entries.count)
    }

    @Test("the issue's minimum list", arguments: minimumAliases)
    func minimumList(alias: String, id: String) {
        #expect(UnitTable.unit(named: alias)?.id == id)
    }

    @Test("ambiguous letters and case variants are not units", arguments: nonUnitNames)
    func notUnits(name: String) {
        #expect(UnitTable.unit(named: name) == nil)
    }

    @Test("spaces after dots and inside names are normalised")
    func normalisation() {
        #expect(UnitTable.unit(named: "c.à.s.") == .tablespoon)
        #expect(UnitTable.unit(named: "c. à s.") == .tablespoon)
        #expect(UnitTable.unit(named: "fl.  oz") == .fluidOunce)
        #expect(UnitTable.unit(named: "cuillère  à   café") == .teaspoon)
        #expect(UnitTable.unit(named: "St.") == .piece)
    }

    @Test("dimensions, systems and sizes")
    func dimensions() throws {
        for unit in UnitTable.units {
            switch unit.dimension {
            case .mass, .volume: #expect(unit.factor != nil, "\(unit.id) needs a size")
            case .count, .other: #expect(unit.factor == nil, "\(unit.id) has no size")
            }
        }
        #expect(try #require(Unit.cup.factor) == 236.5882365)
        #expect(try #require(Unit.tablespoon.factor) * 3 == 3 * 14.78676478125)
        #expect(abs(try #require(Unit.tablespoon.factor) - 3 * (try #require(Unit.teaspoon.factor))) < 1e-9)
        #expect(abs(try #require(Unit.pound.factor) - 16 * (try #require(Unit.ounce.factor))) < 1e-9)
        #expect(Unit.kilogram.system == .metric && Unit.cup.system == .us && Unit.teaspoon.system == .neutral)
        #expect(Unit.clove.dimension == .count && Unit.pinch.dimension == .other)
        #expect(Unit.gram.isConvertible(to: .pound) && !Unit.gram.isConvertible(to: .cup))
        #expect(!Unit.clove.isConvertible(to: .clove))
    }

    @Test("a count unit never gets a size")
    func countUnitsHaveNoFactor() {
        #expect(Unit(id: "can", dimension: .count, system: .neutral, factor: 400).factor == nil)
    }
}
