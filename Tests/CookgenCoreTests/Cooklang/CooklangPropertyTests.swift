import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Testing
import CookgenTestSupport

/// Random input never crashes the parser and always gives a consistent document.
@Suite("Cooklang parser properties")
struct CooklangPropertyTests {
    /// Markup characters, weighted heavily, so random text hits the parser's edges.
    static let pieces: [String] = [
        "@", "#", "~", "{", "}", "%", "=", "(", ")", "[-", "-]", "--", "---", "-", ">", ">>", ":", "/",
        "\\", "\n", "\r\n", "\r", "\n\n", " ", "\t", "\u{2009}", ".", ",", "⸫", "1", "0", "2/3", "1.5",
        "salt", "ground pepper", "./Shared/", "Äpfel", "鸡蛋", "🧂", "👩🏿‍🔬", "e\u{301}", "\u{FEFF}",
        "|", "*",
    ]

    static func randomSource(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...40, using: &generator)
        var source = Int.random(in: 0..<4, using: &generator) == 0 ? "---\n" : ""
        for _ in 0..<count { source += pieces.randomElement(using: &generator) ?? "" }
        return source
    }

    @Test(arguments: [1, 7, 42, 2024])
    func randomInputNeverCrashes(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<1_500 {
            let source = Self.randomSource(&generator)
            let document = CooklangParser.parse(source, file: "fuzz.cook")
            check(document, source: source)
        }
    }

    @Test func plainTextIsKeptAsWritten() {
        var generator = SplitMix64(seed: 99)
        let words = ["salt", "Äpfel", "1/2", "200°C", "鸡蛋", "well.", "a, b"]
        for _ in 0..<500 {
            let line = (0..<Int.random(in: 1...8, using: &generator))
                .map { _ in words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            let document = CooklangParser.parse(line, file: "plain.cook")
            #expect(document.sections.first?.steps.first?.items == [.text(line)], "\(line)")
            #expect(document.diagnostics.isEmpty)
        }
    }

    @Test func hostileInputStaysLinear() {
        // Quadratic scanning would take minutes here; the parser looks closers up instead.
        let line = String(repeating: "@a{", count: 30_000) + String(repeating: "[-", count: 30_000)
            + String(repeating: "@b{1}(", count: 20_000)
        let document = CooklangParser.parse(line + "\n" + line, file: "big.cook")
        #expect(document.ingredients.count == 40_000)
        #expect(document.diagnostics.count == 2 * (30_000 + 30_000 + 20_000))
    }

    /// Indices point into the arrays, each mention is used exactly once, locations lie in the file.
    private func check(_ document: CooklangDocument, source: String) {
        var used = (ingredients: 0, cookware: 0, timers: 0)
        for step in document.sections.flatMap(\.steps) {
            for item in step.items {
                switch item {
                case .ingredient(let index):
                    #expect(index == used.ingredients, "\(source.debugDescription)")
                    used.ingredients += 1
                case .cookware(let index):
                    #expect(index == used.cookware, "\(source.debugDescription)")
                    used.cookware += 1
                case .timer(let index):
                    #expect(index == used.timers, "\(source.debugDescription)")
                    used.timers += 1
                case .text(let text):
                    #expect(!text.isEmpty, "\(source.debugDescription)")
                }
            }
        }
        #expect(used.ingredients == document.ingredients.count, "\(source.debugDescription)")
        #expect(used.cookware == document.cookware.count, "\(source.debugDescription)")
        #expect(used.timers == document.timers.count, "\(source.debugDescription)")
        let lineCount = source.split(omittingEmptySubsequences: false) { $0.isNewline }.count
        for diagnostic in document.diagnostics {
            let line = diagnostic.location?.line ?? 0
            #expect(line >= 1 && line <= max(lineCount, 1), "\(diagnostic.formatted) in \(source.debugDescription)")
            #expect((diagnostic.location?.column ?? 0) >= 1)
        }
    }
}
