import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Testing

/// Every parser is linear or near-linear: fed 1 MB of the worst shape we could think of, it takes
/// at most a small multiple of the time it takes on 1 MB of ordinary input, and never long.
@Suite("Bounded work on hostile input", .serialized)
struct BoundedWorkTests {
    static let size = 1_000_000
    /// How much slower than ordinary input of the same size the worst shape may be. Quadratic
    /// work on 1 MB would be tens of thousands of times slower; this leaves room for a busy machine.
    static let ratio = 25.0

    static func repeated(_ piece: String, size: Int = size) -> String {
        String(repeating: piece, count: max(1, size / max(1, piece.utf8.count)))
    }

    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now()
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Runs `parse` on ordinary and on hostile text of the same size and compares.
    static func bounded(_ name: String, normal: String, hostile: [String], _ parse: (String) -> Void) {
        let base = max(seconds { parse(normal) }, 0.02)
        for (n, text) in hostile.enumerated() {
            let t = seconds { parse(text) }
            #expect(t <= base * ratio, "\(name) shape \(n): \(t) s against \(base) s for ordinary input")
            #expect(t < 30, "\(name) shape \(n): \(t) s")
        }
    }

    static let ordinaryCooklang = repeated("Mix @flour{200%g} with @milk{1%cup} in a #bowl{} for ~{2%minutes}.\n\n")
    static let ordinaryMarkdown = "---\ntitle: Big\n---\n## Ingredients\n\n" + repeated("- 200 g flour, sifted\n", size: size / 2)
        + "\n## Steps\n\n" + repeated("1. Mix the flour with *the milk* and [bake](x).\n", size: size / 2)

    @Test func cooklang() {
        Self.bounded("cooklang", normal: Self.ordinaryCooklang, hostile: [
            Self.repeated("@a{ "), Self.repeated("{"), Self.repeated("@"), Self.repeated("~{"), Self.repeated("[-"),
            Self.repeated("@a{1}("), Self.repeated("-- "), Self.repeated("\n"), Self.repeated("@./../"),
        ]) { text in _ = CooklangRecipeLoader.load(SourceText(path: "Content/x.cook", text: text)) }
    }

    @Test func markdownBody() {
        let body = { (s: String) in "---\ntitle: Big\n---\n## Ingredients\n\n- 1 egg\n\n## Steps\n\n" + s }
        Self.bounded("markdown", normal: Self.ordinaryMarkdown, hostile: [
            body(Self.repeated("> ")), body(Self.repeated("- ")), body(Self.repeated("*a ")), body(Self.repeated("[")),
            body(Self.repeated("](")), body(Self.repeated("## Steps\n")), body(Self.repeated("1. ")), body(Self.repeated("<a ")),
            body(Self.repeated("- 1 egg\n")), body(Self.repeated("`")),
        ]) { text in _ = MarkdownRecipeLoader.load(SourceText(path: "Content/x.md", text: text)) }
    }

    @Test func ingredientLine() {
        let ordinary = Self.repeated("200 g flour sifted ")
        Self.bounded("ingredient", normal: ordinary, hostile: [
            Self.repeated("1 "), Self.repeated("1-"), Self.repeated("1/"), Self.repeated("("), Self.repeated("1,000"),
            Self.repeated("½"), Self.repeated("to "), Self.repeated("g "), Self.repeated("9"),
        ]) { text in _ = IngredientLineParser.parse(text, at: SourceLocation(file: "x")) }
    }

    @Test func frontMatter() {
        let ordinary = "---\ntitle: Big\n" + Self.repeated("tags: [bread, quick]\nnotes: a note\n").split(separator: "\n").enumerated()
            .map { "k\($0.offset): \($0.element.split(separator: ":").last ?? "")" }.joined(separator: "\n") + "\n---\n"
        Self.bounded("front matter", normal: ordinary, hostile: [
            "---\ntitle: x\ntags: " + Self.repeated("[") + "\n---\n",
            "---\ntitle: x\nnotes: " + Self.repeated("a") + "\n---\n",
            "---\n" + Self.repeated("- ") + "\n---\n",
            "---\ntitle: x\n" + Self.repeated("a: &a [*a]\n") + "---\n",
            "---\ntitle: x\n" + (0..<30_000).map { "unknwn\($0): 1" }.joined(separator: "\n") + "\n---\n",
        ]) { text in _ = MarkdownRecipeLoader.load(SourceText(path: "Content/x.md", text: text)) }
    }

    @Test func menuAndPlan() {
        let ordinaryMenu = Self.repeated("== Monday ==\nBreakfast:\n- @./Pancakes{2%servings}\n")
        Self.bounded("menu", normal: ordinaryMenu, hostile: [Self.repeated("@./x{"), Self.repeated("=="), Self.repeated("- @")]) { text in
            _ = MenuReader.read(SourceText(path: "Content/plans/x.menu", text: text))
        }
        let ordinaryPlan = "title: Week\ndays:\n" + Self.repeated("  - day: Monday\n    meals:\n      - meal: Lunch\n        recipes: [pancakes]\n")
        let names = (0..<60_000).map { "unknown-\($0)" }.joined(separator: ", ")
        Self.bounded("plan", normal: ordinaryPlan, hostile: [
            "title: Week\ndays:\n  - day: Monday\n    meals:\n      - meal: Lunch\n        recipes: [\(names)]\n",
        ]) { text in _ = PlanReader.read(SourceText(path: "Content/plans/x.yaml", text: text)) }
    }

    /// The pathological inputs of cmark's own test suite, through a recipe body: each builds
    /// within a second (cmark is linear on them; this holds our rewriting of its output to it).
    @Test(arguments: [
        ("nested strong emphasis", String(repeating: "*a **a ", count: 20_000) + "b" + String(repeating: " a** a*", count: 20_000)),
        ("emphasis closers", String(repeating: "a_ ", count: 30_000)),
        ("link openers", String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)),
        ("link closers", String(repeating: "a]", count: 50_000)),
        ("nested brackets", String(repeating: "[a](", count: 30_000) + String(repeating: ")", count: 30_000)),
        ("nested block quotes", String(repeating: "> ", count: 50_000) + "a"),
        ("nested lists", (0..<1_000).map { String(repeating: "  ", count: $0) + "- a" }.joined(separator: "\n")),
        ("backticks", (1...2_000).map { "e" + String(repeating: "`", count: $0) }.joined()),
        ("unclosed links", String(repeating: "[a](<b", count: 30_000)),
        ("many references", String(repeating: "[a]: u\n", count: 30_000)),
        ("html comments", String(repeating: "<!--", count: 50_000)),
        ("entities", String(repeating: "&#x", count: 50_000)),
    ])
    func cmarkPathologicalInputs(_ name: String, _ body: String) {
        let text = "---\ntitle: Pathological\n---\n## Ingredients\n\n- 1 egg\n\n## Steps\n\n1. " + body + "\n\n## Notes\n\n" + body + "\n"
        let t = Self.seconds {
            let (recipe, _) = MarkdownRecipeLoader.load(SourceText(path: "Content/p.md", text: text))
            #expect(recipe != nil, "\(name)")
        }
        #expect(t < 1.0 * Self.slack, "\(name): \(t) s")
    }

    /// Debug builds are several times slower than release ones; the second is what a person sees.
    static var slack: Double {
        #if DEBUG
        5
        #else
        1
        #endif
    }
}
