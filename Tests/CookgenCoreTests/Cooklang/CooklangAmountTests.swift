import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Testing

/// Amounts in braces and the warnings for markup that cannot be read.
@Suite("Cooklang amounts and diagnostics")
struct CooklangAmountTests {
    private func ingredient(_ source: String) throws -> Ingredient {
        try #require(CooklangParser.parse(source, file: "r.cook").ingredients.first)
    }

    @Test(arguments: [
        ("@a{2}", 2.0, nil as Double?),
        ("@a{0.05}", 0.05, nil),
        ("@a{.5}", 0.5, nil),
        ("@a{1 1/2}", 1.5, nil),
        ("@a{ 3 / 4 }", 0.75, nil),
        ("@a{2-3}", 2, 3),
        ("@a{1/2 – 1}", 0.5, 1),
    ])
    func numbers(_ source: String, _ low: Double, _ high: Double?) throws {
        let item = try ingredient(source)
        #expect(item.quantity == Quantity(low, to: high))
        #expect(item.quantityText == nil)
    }

    @Test(arguments: ["01", "01/2", "1.", "a few", "1|2", "1 2", "-1", "½"])
    func wordsStayWords(_ value: String) throws {
        let item = try ingredient("@a{\(value)%g}")
        #expect(item.quantity == nil)
        #expect(item.quantityText == value)
        #expect(item.unit == "g")
    }

    @Test func fixedQuantities() throws {
        let salt = try ingredient("@salt{=1%tsp}")
        #expect(salt.quantity == Quantity(1, fixed: true))
        #expect(salt.unit == "tsp")
        #expect(try ingredient("@yeast{ = 1/2 }").quantity == Quantity(0.5, fixed: true))
        #expect(try ingredient("@pepper{=some}").quantityText == "=some")
    }

    @Test func noteAfterBraces() throws {
        let onion = try ingredient("Fry @onion{1}(finely chopped) now")
        #expect(onion.note == "finely chopped")
        #expect(onion.text == "@onion{1}(finely chopped)")
        let spaced = CooklangParser.parse("Fry @onion{1} (later)", file: "r.cook")
        #expect(spaced.ingredients[0].note == nil)
        #expect(spaced.sections[0].steps[0].items.last == .text(" (later)"))
        #expect(try ingredient("@x{}()").note == nil)
    }

    @Test func unclosedBraceIsTextWithItsPlace() throws {
        let document = CooklangParser.parse("Mix.\n\nAdd @brown sugar{2%tbsp and stir", file: "r.cook")
        #expect(document.ingredients.isEmpty)
        #expect(document.sections[0].steps[1].items == [.text("Add @brown sugar{2%tbsp and stir")])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == "cooklang-unclosed-brace")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == SourceLocation(file: "r.cook", line: 3, column: 17))
        #expect(diagnostic.hint?.contains("}") == true)
        #expect(diagnostic.formatted.hasPrefix("r.cook:3:17: warning:"))
    }

    @Test func anUnclosedBraceDoesNotSwallowTheNextComponent() {
        let document = CooklangParser.parse("Add @salt{ and @pepper{1%tsp}.", file: "r.cook")
        #expect(document.ingredients.map(\.name) == ["pepper"])
        #expect(document.sections[0].steps[0].items == [.text("Add @salt{ and "), .ingredient(0), .text(".")])
        #expect(document.diagnostics.map(\.location?.column) == [10])
    }

    @Test func aBraceDoesNotReachTheNextLine() {
        let document = CooklangParser.parse("Add @salt{1\n%tsp}", file: "r.cook")
        #expect(document.ingredients.isEmpty)
        #expect(document.diagnostics.map(\.id) == ["cooklang-unclosed-brace"])
    }

    @Test(arguments: [
        ("@{2}", "cooklang-empty-name"),
        ("@./{2}", "cooklang-empty-name"),
        ("#{}", "cooklang-empty-name"),
        ("~{}", "cooklang-empty-timer"),
        ("@a{1/0}", "cooklang-division-by-zero"),
        ("@a{2%}", "cooklang-empty-unit"),
        ("@a{%g}", "cooklang-empty-quantity"),
        ("#pot{2%large}", "cooklang-cookware-unit"),
        ("@a{1}(note", "cooklang-unclosed-note"),
    ])
    func warnings(_ source: String, _ id: String) throws {
        let document = CooklangParser.parse(source, file: "r.cook")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.id == id)
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.hint != nil)
    }

    @Test func cookwareAndTimers() {
        let source = "Boil in #large pot{2} for ~eggs{3%minutes}, rest ~{1-2%h}."
        let document = CooklangParser.parse(source, file: "r.cook")
        #expect(document.cookware == [Cookware(name: "large pot", quantity: Quantity(2))])
        #expect(document.timers == [
            CookTimer(name: "eggs", quantity: Quantity(3), unit: "minutes"),
            CookTimer(quantity: Quantity(1, to: 2), unit: "h"),
        ])
    }

    @Test func everyMentionIsItsOwnEntry() {
        let document = CooklangParser.parse("Add @salt.\n\nAdd more @salt{1%pinch}.", file: "r.cook")
        #expect(document.ingredients.map(\.name) == ["salt", "salt"])
        #expect(document.sections[0].steps[1].items[1] == .ingredient(1))
        #expect(document.ingredients[1].location == SourceLocation(file: "r.cook", line: 3, column: 10))
    }
}
