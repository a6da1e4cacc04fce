import Testing
@testable import CookMarkdown
import CookgenTestSupport

/// The plain-line shortcut of `Markdown.html` against cmark itself: whenever the shortcut
/// answers, its HTML is exactly cmark's, with and without URL rewriting.
@Suite struct PlainParagraphTests {
    /// Mostly words and spaces, with every character that means something to cmark or to its
    /// smart punctuation mixed in.
    static let common: [String] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789      ").map(String.init)
    static let rare: [String] = [",", ";", ":", "(", ")", "?", "!", "%", "/", "+", ".", "-", "'", "\"", "*", "_", "`", "[", "]",
                                 "<", ">", "&", "\\", "|", "~", "#", "{", "}", "$", "^", "@", "=", "\t", "\n", "\r", "\u{0}",
                                 "é", "½", "°", "\u{00A0}", "\u{2014}", "\u{2028}", "—", "1.", "1)", "- ", "* ", "> ", "    ",
                                 "&amp;", "...", "--", "http://example.org", "www.example.org", "a@b.org", "\u{301}", "🍋", "\u{FEFF}"]

    static func line(_ random: inout SplitMix64) -> String {
        let length = Int.random(in: 1...40, using: &random)
        var text = ""
        for _ in 0..<length {
            text += Int.random(in: 0..<10, using: &random) < 8 ? common.randomElement(using: &random)! : rare.randomElement(using: &random)!
        }
        return text
    }

    @Test func agreesWithCmark() {
        var random = SplitMix64(seed: 2026)
        var shortcuts = 0
        for _ in 0..<20_000 {
            let text = Self.line(&random)
            guard let plain = Markdown.plainParagraph(text) else { continue }
            shortcuts += 1
            #expect(plain == Markdown.cmarkHTML(text), "\(text.debugDescription)")
            #expect(plain == Markdown.cmarkHTML(text, rewritingURLs: { _, _ in "changed" }), "\(text.debugDescription)")
        }
        // Enough lines took the shortcut for the comparison to mean something.
        #expect(shortcuts > 2_000)
    }

    @Test(arguments: ["Knead the dough for 10 minutes.", "Add 200 g flour, 1/2 tsp salt (fine) and mix: done!", "Crème brûlée à la ½ portion",
                      "12 minutes at 180 °C", "Season to taste; serve hot?", "Salt + pepper", "A"])
    func plainLinesTakeTheShortcut(_ text: String) {
        #expect(Markdown.plainParagraph(text) == "<p>\(text)</p>\n")
        #expect(Markdown.cmarkHTML(text) == "<p>\(text)</p>\n")
    }

    @Test(arguments: ["1. Mix", "2) Stir", "- flour", "+ salt", "# Title", "> quote", "    code", " leading", "trailing ",
                      "Don't", "\"Hot\"", "a -- b", "Wait...", "a *b*", "a_b_", "`x`", "[a](b)", "a < b", "a & b", "a\\b",
                      "a | b", "two\nlines", "tab\there", "~~x~~", "x=y", "a@b", "", "12", "\u{FEFF}Text"])
    func markupIsLeftToCmark(_ text: String) {
        #expect(Markdown.plainParagraph(text) == nil)
    }
}
