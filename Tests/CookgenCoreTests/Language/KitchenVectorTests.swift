import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// `Tests/Fixtures/vectors/kitchen.json` (checked in): formatting, rounding and conversion results
/// of the Swift core, which the page's scripts are tested against (`node --test Tests/JS`),
/// so both sides agree. The test computes the vectors again and fails when the committed file
/// is missing or differs from them. Re-record on purpose with
/// `COOKGEN_RECORD_VECTORS=1 swift test --filter KitchenVectorTests` (or the golden files'
/// `COOKGEN_RECORD=1`) and commit the file.
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

    static let regenerate = "COOKGEN_RECORD_VECTORS=1 swift test --filter KitchenVectorTests"

    @Test func vectorsAreUpToDate() throws {
        let text = JSONWriter.string(Self.vectors(), pretty: true) + "\n"
        let environment = ProcessInfo.processInfo.environment
        if environment["COOKGEN_RECORD_VECTORS"] == "1" || environment["COOKGEN_RECORD"] == "1" {
            try text.write(to: Self.url, atomically: true, encoding: .utf8)
            return
        }
        guard FileManager.default.fileExists(atPath: Self.url.path) else {
            Issue.record("\(Self.url.path) is missing: the JS tests need it. Write it with `\(Self.regenerate)` and commit it.")
            return
        }
        let committed = try String(contentsOf: Self.url, encoding: .utf8)
        guard committed != text else { return }
        let firstDifference = zip(committed.split(separator: "\n", omittingEmptySubsequences: false),
                                  text.split(separator: "\n", omittingEmptySubsequences: false))
            .enumerated().first { $1.0 != $1.1 }
            .map { "line \($0 + 1): committed `\($1.0.trimmed)`, the core gives `\($1.1.trimmed)`" } ?? "the lengths differ"
        Issue.record("""
            Tests/Fixtures/vectors/kitchen.json is out of date (\(firstDifference)). \
            If the Swift rules changed on purpose, regenerate it with `\(Self.regenerate)` and commit it.
            """)
    }
}
