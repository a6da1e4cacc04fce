import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Writes `Tests/Fixtures/vectors/kitchen.json`: formatting, rounding and conversion results
/// of the Swift core, which the page's scripts are tested against (`node --test Tests/JS`),
/// so both sides agree. The test fails when the file is out of date; re-record with `COOKGEN_RECORD=1`.
@Suite struct KitchenVectorTests {
    static let url = SiteFixture.repositoryRoot.appendingPathComponent("Tests/Fixtures/vectors/kitchen.json")

    static func vectors() -> [String: JSONValue] {
        let numbers: [Double] = [0, 0.01, 0.125, 0.2, 0.25, 0.3, 0.333, 0.3333333, 0.5, 0.66, 0.667, 0.75, 1, 1.2, 1.5, 2.75, 3.875,
                                 7.4, 9.99, 10, 10.66, 12.5, 99.96, 100, 236.6, 1000, 1234.5]
        let format: [JSONValue] = numbers.flatMap { n in
            [".", ","].map { sep -> JSONValue in ["value": JSONValue(n), "decimal": JSONValue(sep), "text": JSONValue(Quantity(n).formatted(decimalSeparator: Character(sep)))] }
        } + [["value": 2, "high": 3, "decimal": ".", "text": JSONValue(Quantity(2, to: 3).formatted())]]
        let units: [String?] = ["g", "kg", "ml", "l", "tsp", "tbsp", "cup", "oz", "lb", "clove", "pinch", nil, "balls"]
        let round = units.flatMap { unit in
            [0.3, 1.6, 5.333, 7.4, 12.7, 236.6, 1499].map { v -> JSONValue in
                ["value": JSONValue(v), "unit": JSONValue(unit) ?? .null, "rounded": JSONValue(Quantity(v).rounded(forUnit: unit).low),
                 "roundedUp": JSONValue(Quantity(v).roundedUp(forUnit: unit).low)]
            }
        }
        let conversions: [(Double, String, CookgenModel.Unit.System, String?)] = [
            (236.6, "ml", .us, nil), (1000, "g", .metric, nil), (0.333, "tsp", .us, nil), (100, "ml", .us, nil), (2, "cup", .metric, nil),
            (1, "lb", .metric, nil), (500, "g", .us, nil), (3, "tbsp", .metric, nil), (20, "tbsp", .metric, nil), (1.5, "l", .us, nil),
            (4, "oz", .metric, nil), (750, "ml", .us, nil), (5000, "ml", .us, nil), (1, "cup", .metric, "flour"), (2, "kg", .us, nil),
        ]
        let convert = conversions.map { value, id, system, ingredient -> JSONValue in
            let unit = UnitTable.unit(id: id)!
            let result = UnitConversion.convert(Quantity(value), unit, to: system, ingredient: ingredient)
            return ["value": JSONValue(value), "unit": JSONValue(id), "system": JSONValue(system.rawValue), "ingredient": JSONValue(ingredient) ?? .null,
                    "result": JSONValue(result.quantity.low), "resultUnit": JSONValue(result.unit.id)]
        }
        return ["format": .array(format), "round": .array(round), "convert": .array(convert)]
    }

    @Test func vectorsAreUpToDate() throws {
        let text = JSONWriter.string(Self.vectors(), pretty: true) + "\n"
        if ProcessInfo.processInfo.environment["COOKGEN_RECORD"] == "1" || !FileManager.default.fileExists(atPath: Self.url.path) {
            try text.write(to: Self.url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: Self.url, encoding: .utf8) == text, "kitchen.json is out of date; re-record with COOKGEN_RECORD=1")
    }
}
