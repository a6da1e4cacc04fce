import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

/// One conversion into a system and what a cook should read.
struct SystemConversionCase: Sendable, CustomTestStringConvertible {
    var amount: Double
    var unit: CookgenModel.Unit
    var system: CookgenModel.Unit.System
    var expected: Double
    var expectedUnit: CookgenModel.Unit

    var testDescription: String { "\(amount) \(unit.id) → \(system.rawValue)" }
}

@Suite("Unit conversion")
struct UnitConversionTests {
    static let systemCases: [SystemConversionCase] = [
        // Metric to US volume.
        .init(amount: 236.6, unit: .milliliter, system: .us, expected: 1, expectedUnit: .cup),
        .init(amount: 1.643, unit: .milliliter, system: .us, expected: 1.0 / 3, expectedUnit: .teaspoon),
        .init(amount: 5, unit: .milliliter, system: .us, expected: 1, expectedUnit: .teaspoon),
        .init(amount: 15, unit: .milliliter, system: .us, expected: 1, expectedUnit: .tablespoon),
        .init(amount: 100, unit: .milliliter, system: .us, expected: 7, expectedUnit: .tablespoon),
        .init(amount: 250, unit: .milliliter, system: .us, expected: 1, expectedUnit: .cup),
        .init(amount: 500, unit: .milliliter, system: .us, expected: 2.125, expectedUnit: .cup),
        .init(amount: 1, unit: .liter, system: .us, expected: 4.25, expectedUnit: .cup),
        .init(amount: 4, unit: .liter, system: .us, expected: 1, expectedUnit: .gallon),
        .init(amount: 2, unit: .deciliter, system: .us, expected: 0.875, expectedUnit: .cup),
        // Metric to US mass.
        .init(amount: 500, unit: .gram, system: .us, expected: 18, expectedUnit: .ounce),
        .init(amount: 1, unit: .kilogram, system: .us, expected: 2.25, expectedUnit: .pound),
        .init(amount: 250, unit: .gram, system: .us, expected: 8.75, expectedUnit: .ounce),
        .init(amount: 100, unit: .gram, system: .us, expected: 3.5, expectedUnit: .ounce),
        .init(amount: 450, unit: .gram, system: .us, expected: 1, expectedUnit: .pound),
        .init(amount: 5, unit: .gram, system: .us, expected: 0.18, expectedUnit: .ounce),
        // US to metric.
        .init(amount: 1, unit: .cup, system: .metric, expected: 235, expectedUnit: .milliliter),
        .init(amount: 2, unit: .cup, system: .metric, expected: 475, expectedUnit: .milliliter),
        .init(amount: 1, unit: .fluidOunce, system: .metric, expected: 30, expectedUnit: .milliliter),
        .init(amount: 1, unit: .gallon, system: .metric, expected: 3.8, expectedUnit: .liter),
        .init(amount: 1, unit: .pound, system: .metric, expected: 455, expectedUnit: .gram),
        .init(amount: 1, unit: .ounce, system: .metric, expected: 28, expectedUnit: .gram),
        .init(amount: 3, unit: .pound, system: .metric, expected: 1.4, expectedUnit: .kilogram),
        // Within metric: the natural unit for the size.
        .init(amount: 1000, unit: .gram, system: .metric, expected: 1, expectedUnit: .kilogram),
        .init(amount: 999.6, unit: .gram, system: .metric, expected: 1, expectedUnit: .kilogram),
        .init(amount: 1500, unit: .milliliter, system: .metric, expected: 1.5, expectedUnit: .liter),
        .init(amount: 0.5, unit: .kilogram, system: .metric, expected: 500, expectedUnit: .gram),
        .init(amount: 5, unit: .deciliter, system: .metric, expected: 500, expectedUnit: .milliliter),
        .init(amount: 25, unit: .centiliter, system: .metric, expected: 250, expectedUnit: .milliliter),
        .init(amount: 0.5, unit: .gram, system: .metric, expected: 0.5, expectedUnit: .gram),
        .init(amount: 50, unit: .milligram, system: .metric, expected: 50, expectedUnit: .milligram),
        .init(amount: 1, unit: .jin, system: .metric, expected: 500, expectedUnit: .gram),
        // Spoons: left alone when few, converted when many.
        .init(amount: 2, unit: .tablespoon, system: .us, expected: 2, expectedUnit: .tablespoon),
        .init(amount: 2, unit: .tablespoon, system: .metric, expected: 2, expectedUnit: .tablespoon),
        .init(amount: 1.0 / 3, unit: .teaspoon, system: .us, expected: 1.0 / 3, expectedUnit: .teaspoon),
        .init(amount: 20, unit: .tablespoon, system: .us, expected: 1.25, expectedUnit: .cup),
        .init(amount: 20, unit: .tablespoon, system: .metric, expected: 295, expectedUnit: .milliliter),
        // Counts and vague amounts never convert.
        .init(amount: 2, unit: .clove, system: .metric, expected: 2, expectedUnit: .clove),
        .init(amount: 1, unit: .pinch, system: .us, expected: 1, expectedUnit: .pinch),
        // Converting to "neutral" changes nothing.
        .init(amount: 250, unit: .gram, system: .neutral, expected: 250, expectedUnit: .gram),
    ]

    @Test("into a system, rounded for the cook", arguments: systemCases)
    func intoSystem(testCase: SystemConversionCase) {
        let result = UnitConversion.convert(Quantity(testCase.amount), testCase.unit, to: testCase.system)
        #expect(result.unit == testCase.expectedUnit)
        #expect(abs(result.quantity.low - testCase.expected) < 1e-9, "got \(result.quantity.low)")
    }

    @Test("the brief's examples read as a cook writes them")
    func kitchenText() {
        let cup = UnitConversion.convert(Quantity(236.6), .milliliter, to: .us)
        #expect("\(cup.quantity.formatted()) \(cup.unit.id)" == "1 cup")
        let kilo = UnitConversion.convert(Quantity(1000), .gram, to: .metric)
        #expect("\(kilo.quantity.formatted()) \(kilo.unit.id)" == "1 kg")
        let third = UnitConversion.convert(Quantity(0.333), .teaspoon, to: .us)
        #expect("\(third.quantity.formatted()) \(third.unit.id)" == "⅓ tsp")
    }

    @Test("ranges use one unit and fixed stays fixed")
    func rangesAndFixed() {
        let range = UnitConversion.convert(Quantity(200, to: 250), .gram, to: .us)
        #expect(range.unit == .ounce)
        #expect(range.quantity == Quantity(7, to: 8.75))
        let fixed = UnitConversion.convert(Quantity(1000, fixed: true), .gram, to: .metric)
        #expect(fixed.quantity == Quantity(1, fixed: true) && fixed.unit == .kilogram)
    }

    @Test("volume and mass only through the density table")
    func throughDensity() {
        let flour = UnitConversion.convert(Quantity(1), .cup, to: .metric, ingredient: "flour", measure: .weight)
        #expect(flour.quantity == Quantity(125) && flour.unit == .gram)
        let mehl = UnitConversion.convert(Quantity(2), .cup, to: .metric, ingredient: "Weizenmehl", measure: .weight)
        #expect(mehl.quantity == Quantity(250) && mehl.unit == .gram)
        let sugar = UnitConversion.convert(Quantity(200), .gram, to: .us, ingredient: "sugar", measure: .volume)
        #expect(sugar.quantity == Quantity(1) && sugar.unit == .cup)
        let butter = UnitConversion.convert(Quantity(2), .tablespoon, to: .metric, ingredient: "butter", measure: .weight)
        #expect(butter.quantity == Quantity(28) && butter.unit == .gram)
        // Unknown ingredient: stays a volume, converted within its dimension.
        let walnuts = UnitConversion.convert(Quantity(1), .cup, to: .metric, ingredient: "chopped walnuts", measure: .weight)
        #expect(walnuts.quantity == Quantity(235) && walnuts.unit == .milliliter)
        let peanut = UnitConversion.convert(Quantity(1), .cup, to: .metric, ingredient: "peanut butter", measure: .weight)
        #expect(peanut.unit == .milliliter)
    }

    @Test("exact conversion between two units")
    func exact() throws {
        let ml = try #require(UnitConversion.convert(Quantity(1), from: .cup, to: .milliliter))
        #expect(abs(ml.low - 236.5882365) < 1e-9)
        let tsp = try #require(UnitConversion.convert(Quantity(1, to: 2), from: .tablespoon, to: .teaspoon))
        #expect(abs(tsp.low - 3) < 1e-9 && abs((tsp.high ?? 0) - 6) < 1e-9)
        #expect(UnitConversion.convert(Quantity(1), from: .cup, to: .gram) == nil)
        #expect(UnitConversion.convert(Quantity(1), from: .cup, to: .gram, ingredient: "walnuts") == nil)
        let water = try #require(UnitConversion.convert(Quantity(1), from: .liter, to: .kilogram, ingredient: "Wasser"))
        #expect(abs(water.low - 1) < 1e-3)
        #expect(UnitConversion.convert(Quantity(2), from: .clove, to: .gram, ingredient: "garlic") == nil)
        #expect(UnitConversion.convert(Quantity(2), from: .clove, to: .clove) == nil)
    }
}

@Suite("Density table")
struct DensityTableTests {
    @Test("every listed name has a density")
    func everyName() {
        for name in DensityTable.names {
            #expect(DensityTable.density(of: name) != nil, "\(name)")
            #expect(DensityTable.density(of: name.uppercased()) != nil, "\(name) upper")
        }
    }

    @Test("names match by their last words and compound endings", arguments: [
        ("organic all-purpose flour", 125.0), ("feines Weizenmehl", 125), ("Weizenmehl", 125), ("低筋面粉", 125),
        ("Puderzucker", 120), ("icing sugar", 120), ("Olivenöl", 216), ("extra virgin olive oil", 216),
        ("Rapsöl", 218), ("tarwebloem", 125), ("huile d’olive", 216), ("Brown Sugar", 220), ("water", 236.6),
    ])
    func matches(name: String, gramsPerCup: Double) throws {
        let density = try #require(DensityTable.density(of: name), "\(name)")
        #expect(abs(density * 236.5882365 - gramsPerCup) < 1e-6, "\(name)")
    }

    @Test("unknown or different ingredients are never guessed", arguments: [
        "", "walnuts", "peanut butter", "Erdnussbutter", "kosher salt", "almond flour", "flour tortillas",
        "sweetened condensed milk", "酱油", "蚝油", "mushroom", "salted caramel",
    ])
    func unknown(name: String) {
        #expect(DensityTable.density(of: name) == nil, "\(name)")
    }
}
