import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

@Suite("Quantity grammar")
struct QuantityParserTests {
    static let prefixes: [(String, Double, String)] = [
        ("1 1/2 cups milk", 1.5, " cups milk"), ("½ TL Salz", 0.5, " TL Salz"), ("100g butter", 100, "g butter"),
        ("2 eggs", 2, " eggs"), ("2 a pinch", 2, " a pinch"), ("2 to taste", 2, " to taste"),
        ("3 1/2-inch pieces", 3.5, "-inch pieces"), ("2, 3", 2, ", 3"), ("1/0 g", 1, "/0 g"),
    ]

    static let nonQuantities: [String] = [
        "", " ", "salt", "a pinch", "some", "etwas", "适量", "1/0", "½/2", "2 x 3", "2 to", "2-", "abc 2",
        "1234567890", "2 tomatoes", "-2", "/2", "2..3",
    ]

    static let rangeCases: [(String, Double, Double)] = [
        ("2-3", 2.0, 3.0), ("2–3", 2, 3), ("2—3", 2, 3), ("2 - 3", 2, 3), ("2 to 3", 2, 3), ("2 bis 3", 2, 3),
        ("2 tot 3", 2, 3), ("2 à 3", 2, 3), ("2 a 3", 2, 3), ("2 o 3", 2, 3), ("2 or 3", 2, 3), ("2 oder 3", 2, 3),
        ("2~3", 2, 3), ("2～3", 2, 3), ("2至3", 2, 3), ("2到3", 2, 3), ("1 1/2-2", 1.5, 2), ("½-1", 0.5, 1),
        ("1/2-1", 0.5, 1), ("1,5-2", 1.5, 2), ("200-250", 200, 250), ("1½–2½", 1.5, 2.5), ("2 TO 3", 2, 3),
        ("1 1/2 - 2 1/2", 1.5, 2.5), ("2 a\u{300} 3", 2, 3),
    ]

    static let singles: [(String, Double)] = [
        ("2", 2.0), ("250", 250), ("007", 7), ("1.5", 1.5), ("1,5", 1.5), ("0,125", 0.125), ("0.125", 0.125),
        (".5", 0.5), ("12.50", 12.5), ("1/2", 0.5), ("3/4", 0.75), ("1⁄2", 0.5), ("10/4", 2.5),
        ("½", 0.5), ("⅓", 1.0 / 3), ("⅔", 2.0 / 3), ("¼", 0.25), ("¾", 0.75), ("⅛", 0.125), ("⅜", 0.375),
        ("⅝", 0.625), ("⅞", 0.875), ("⅕", 0.2), ("⅙", 1.0 / 6), ("⅒", 0.1), ("¹⁄₂", 0.5), ("³⁄₄", 0.75), ("⅟4", 0.25),
        ("1 1/2", 1.5), ("2 3/4", 2.75), ("1½", 1.5), ("1 ½", 1.5), ("1\u{00A0}½", 1.5), ("1-1/2", 1.5), ("1¹⁄₂", 1.5),
        ("1,000", 1000), ("1.000", 1000), ("2,500", 2500), ("1,000,000", 1_000_000), ("1,000.5", 1000.5),
        ("1.000,5", 1000.5), ("1000,5", 1000.5), ("1,0005", 1.0005), ("１２", 12), ("٣", 3),
    ]

    @Test("single amounts", arguments: singles)
    func single(text: String, value: Double) throws {
        let quantity = try #require(QuantityParser.parse(text), "\(text)")
        #expect(abs(quantity.low - value) < 1e-9, "\(text)")
        #expect(quantity.high == nil, "\(text)")
        #expect(!quantity.fixed)
    }

    @Test("ranges", arguments: rangeCases)
    func ranges(text: String, low: Double, high: Double) throws {
        let quantity = try #require(QuantityParser.parse(text), "\(text)")
        #expect(abs(quantity.low - low) < 1e-9, "\(text)")
        #expect(abs((quantity.high ?? -1) - high) < 1e-9, "\(text)")
    }

    @Test("not quantities", arguments: nonQuantities)
    func notQuantities(text: String) {
        #expect(QuantityParser.parse(text) == nil, "\(text)")
    }

    @Test("a prefix leaves the rest of the line", arguments: prefixes)
    func prefix(text: String, value: Double, rest: String) throws {
        let match = try #require(QuantityParser.parsePrefix(of: text))
        #expect(abs(match.quantity.low - value) < 1e-9)
        #expect(match.quantity.high == nil)
        #expect(match.rest == rest)
    }

    @Test("no prefix in a line that starts with words")
    func noPrefix() {
        #expect(QuantityParser.parsePrefix(of: "salt to taste") == nil)
        #expect(QuantityParser.parsePrefix(of: "") == nil)
    }
}
