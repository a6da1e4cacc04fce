import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import CookgenTestSupport

@Suite("Recipe language properties")
struct LanguagePropertyTests {
    private static let kitchenFractions: [Double] = [
        0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 3.0 / 8, 1.0 / 2, 5.0 / 8, 2.0 / 3, 3.0 / 4, 7.0 / 8,
    ]

    @Test("formatting a kitchen fraction and parsing it gives it back")
    func kitchenFractionsRoundTrip() throws {
        for whole in 0..<10 {
            for fraction in Self.kitchenFractions where whole > 0 || fraction > 0 {
                let value = Double(whole) + fraction
                for separator: Character in [".", ","] {
                    let text = Quantity(value).formatted(decimalSeparator: separator)
                    let parsed = try #require(QuantityParser.parse(text), "\(text)")
                    #expect(abs(parsed.low - value) < 1e-9, "\(value) → \(text)")
                }
            }
        }
    }

    @Test("formatting then parsing keeps every quantity within the formatting precision")
    func randomQuantitiesRoundTrip() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let low = Double.random(in: 0.01..<2000, using: &random)
            let high: Double? = Bool.random(using: &random) ? low + Double.random(in: 0.5..<50, using: &random) : nil
            let quantity = Quantity(low, to: high)
            let separator: Character = Bool.random(using: &random) ? "," : "."
            let text = quantity.formatted(decimalSeparator: separator)
            let parsed = try #require(QuantityParser.parse(text), "\(quantity) → \(text)")
            #expect(abs(parsed.low - low) <= Self.precision(of: low), "\(low) → \(text)")
            #expect(parsed.isRange == quantity.isRange, "\(text)")
            if let high, let parsedHigh = parsed.high {
                #expect(abs(parsedHigh - high) <= Self.precision(of: high), "\(high) → \(text)")
            }
        }
    }

    /// How far formatting may move a value: half a unit in the last place it writes.
    private static func precision(of value: Double) -> Double {
        if value >= 100 { return 0.5 }
        if value >= 10 { return 0.05 }
        if value >= 0.1 { return 0.005 + 1e-9 }
        return value * 0.05
    }

    @Test("scaling by x and then by 1/x gives the original back")
    func scalingInverts() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let low = Double.random(in: 0.001..<10_000, using: &random)
            let high: Double? = Bool.random(using: &random) ? low * Double.random(in: 1..<3, using: &random) : nil
            let fixed = Double.random(in: 0..<1, using: &random) < 0.1
            let quantity = Quantity(low, to: high, fixed: fixed)
            let factor = Double.random(in: 0.01..<100, using: &random)
            let back = quantity.scaled(by: factor).scaled(by: 1 / factor)
            #expect(back.fixed == fixed)
            #expect(abs(back.low - low) <= low * 1e-12)
            #expect(back.isRange == quantity.isRange)
            if let high, let backHigh = back.high { #expect(abs(backHigh - high) <= high * 1e-12) }
            if fixed { #expect(quantity.scaled(by: factor) == quantity) }
        }
    }

    /// Scalars that exercise the grammar, mixed with arbitrary ones.
    private static let interesting: [Unicode.Scalar] = Array(
        "0123456789 ./,-–~x×()[]（）½⅓¼¾⅛⁄¹₂gmlkcuptbsELTl适量个克鸡蛋两三半十a of de d'to bis à\t\n\u{00A0}\u{0301}%!:：，"
            .unicodeScalars
    )

    private static func randomString(using random: inout SplitMix64) -> String {
        var view = String.UnicodeScalarView()
        let length = Int.random(in: 0..<40, using: &random)
        for _ in 0..<length {
            if Bool.random(using: &random) {
                view.append(interesting.randomElement(using: &random)!)
            } else {
                // Any scalar in the Unicode range except the surrogate gap.
                var value = UInt32.random(in: 0..<0x11_0000, using: &random)
                if (0xD800...0xDFFF).contains(value) { value = 0x41 }
                view.append(Unicode.Scalar(value)!)
            }
        }
        return String(view)
    }

    @Test("the parsers never crash and keep their invariants on random input")
    func fuzz() {
        var random = SplitMix64(seed: 2024)
        let location = SourceLocation(file: "fuzz.md")
        for _ in 0..<20_000 {
            let line = Self.randomString(using: &random)
            let ingredient = IngredientLineParser.parse(line, at: location)
            #expect(ingredient.location == location)
            // Scalars, not Characters: a space followed by a combining mark is one Character.
            let scalars = ingredient.name.unicodeScalars
            #expect(scalars.first?.properties.isWhitespace != true && scalars.last?.properties.isWhitespace != true)
            if let quantity = ingredient.quantity {
                #expect(quantity.low.isFinite && quantity.low >= 0, "\(line.debugDescription)")
                #expect(quantity.high.map { $0.isFinite && $0 >= 0 } ?? true, "\(line.debugDescription)")
                _ = quantity.formatted()
            }
            if let unit = ingredient.unit { #expect(!unit.isEmpty) }
            if let quantity = QuantityParser.parse(line) { #expect(quantity.low.isFinite) }
            if let prefix = QuantityParser.parsePrefix(of: line) { #expect(prefix.quantity.low.isFinite) }
            _ = UnitTable.unit(named: line)
        }
    }
}

@Suite("Recipe language on hostile input")
struct LanguageHostileInputTests {
    static let longLines: [String] = [
        String(repeating: "1", count: 50_000),
        String(repeating: ":", count: 50_000),
        String(repeating: "(", count: 50_000),
        String(repeating: "1 ", count: 25_000) + String(repeating: "a", count: 10_000),
        String(repeating: "汉1", count: 25_000),
        String(repeating: "1/", count: 25_000),
        String(repeating: "[](", count: 20_000),
        "1" + String(repeating: "\u{0301}", count: 50_000),
        String(repeating: "a ", count: 25_000) + "200 g",
        "鸡蛋 " + String(repeating: "9", count: 50_000) + "个",
        String(repeating: "1,000", count: 10_000),
    ]

    @Test("long pathological lines parse quickly", arguments: 0..<longLines.count)
    func longLine(index: Int) {
        let line = Self.longLines[index]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let ingredient = IngredientLineParser.parse(line, at: SourceLocation(file: "long.md"))
            #expect(ingredient.quantity.map { $0.low.isFinite } ?? true)
            _ = QuantityParser.parse(line)
            _ = UnitTable.unit(named: line)
        }
        #expect(elapsed < .seconds(5), "line \(index) took \(elapsed)")
    }
}
