import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

@Suite("Quantity formatting")
struct QuantityFormattingTests {
    static let kitchenCases: [(Double, String)] = [
        (0.5, "½"), (1.5, "1½"), (0.333, "⅓"), (1.0 / 3, "⅓"), (0.33, "⅓"), (0.67, "⅔"), (0.25, "¼"), (2.75, "2¾"),
        (0.125, "⅛"), (0.375, "⅜"), (0.625, "⅝"), (0.875, "⅞"), (2.0, "2"), (250, "250"), (1.2, "1.2"),
        (0.3, "0.3"), (0.2, "0.2"), (1.25, "1¼"), (1.1, "1.1"), (1.234, "1.23"), (0.15, "0.15"), (0.05, "0.05"),
        (0.012, "0.012"), (0.0015, "0.0015"), (0, "0"), (1.9999999, "2"), (2.0000001, "2"), (9.998, "10"),
        (12.5, "12.5"), (12.46, "12.5"), (10, "10"), (99.94, "99.9"), (236.6, "237"), (1000, "1000"),
        (1_000_000, "1000000"), (4.0 / 3, "1⅓"), (8.0 / 3, "2⅔"), (0.66, "0.66"), (0.13, "0.13"), (7.5, "7½"),
    ]

    @Test("kitchen text", arguments: kitchenCases)
    func kitchenText(value: Double, text: String) {
        #expect(Quantity(value).formatted() == text, "\(value)")
    }

    @Test("ranges use an en dash")
    func ranges() {
        #expect(Quantity(2, to: 3).formatted() == "2–3")
        #expect(Quantity(0.5, to: 1).formatted() == "½–1")
        #expect(Quantity(200, to: 250).formatted() == "200–250")
        #expect(Quantity(1.2, to: 1.8).formatted(decimalSeparator: ",") == "1,2–1,8")
    }

    @Test("decimal separator")
    func decimalSeparator() {
        #expect(Quantity(1.2).formatted(decimalSeparator: ",") == "1,2")
        #expect(Quantity(12.5).formatted(decimalSeparator: ",") == "12,5")
        #expect(Quantity(1.5).formatted(decimalSeparator: ",") == "1½")
        #expect(Quantity(0.05).formatted(decimalSeparator: ",") == "0,05")
    }

    @Test("fixed does not change the text")
    func fixed() {
        #expect(Quantity(1.5, fixed: true).formatted() == "1½")
    }

    @Test("odd values do not crash")
    func oddValues() {
        #expect(Quantity(.nan).formatted() == "?")
        #expect(Quantity(.infinity).formatted() == "∞")
        #expect(Quantity(-1.5).formatted() == "-1½")
        #expect(Quantity(1e20).formatted() == "1e+20")
        #expect(Quantity(1e-12).formatted() == "0")
    }
}
