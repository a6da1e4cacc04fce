import CookgenSupport
import CookgenModel
import CookgenContent
import Testing

/// Repeats of one kind in one file are shown a few times and counted, never printed 50,000 times.
@Suite("Collapsed diagnostics")
struct CollapseTests {
    @Test func fiftyThousandUnclosedBracesCollapseToAFewLines() {
        let line = "Mix " + String(repeating: "@a{ ", count: 50_000)
        let document = CooklangParser.parse(line, file: "Content/flood.cook")
        #expect(document.diagnostics.count == 50_000)
        let shown = document.diagnostics.sorted().collapsed()
        #expect(shown.count == [Diagnostic].shownPerKind + 1)
        #expect(shown.last?.message == "… and 49,995 more like the ones above in this file")
        #expect(shown.last?.id == "cooklang-unclosed-brace")
        #expect(shown.last?.severity == .warning)
    }

    @Test func kindsAndFilesAreCountedApart() {
        func d(_ file: String, _ id: String, _ line: Int) -> Diagnostic {
            .error(id, "problem \(line)", at: SourceLocation(file: file, line: line))
        }
        let many = (1...8).map { d("a.md", "x", $0) } + (1...8).map { d("b.md", "x", $0) } + (1...3).map { d("a.md", "y", $0) }
        let shown = many.collapsed(shown: 2)
        #expect(shown.count == 3 + 3 + 3)
        #expect(shown.filter { $0.message.hasPrefix("…") }.map(\.message) == [
            "… and 6 more like the ones above in this file", "… and 6 more like the ones above in this file",
            "… and 1 more like the ones above in this file",
        ])
        #expect(many.prefix(3).map { $0 }.collapsed(shown: 5) == Array(many.prefix(3)))
    }
}
