import Testing
@testable import CookgenSupport
import CookgenTestSupport

@Suite struct TerminalTextTests {
    @Test func controlCharactersButTabAndNewlineAreShownAsReplacements() {
        #expect(TerminalText.safe("Lemon cake\u{1B}]0;pwned\u{07}") == "Lemon cake\u{FFFD}]0;pwned\u{FFFD}")
        #expect(TerminalText.safe("a\rb\u{7F}c\u{9B}31m\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}31m\u{FFFD}")
        // Plain text, tabs, newlines and everything past the C1 block stay as they are.
        for text in ["", "Crème brûlée 🍮", "a\tb\nc", "\u{A0}non-breaking", "👩‍🍳 Käsekuchen"] { #expect(TerminalText.safe(text) == text) }
    }

    @Test func oneLineOfOutputKeepsNoLineFeed() {
        #expect(TerminalText.line("Content/new\nline.md:1:1: ") == "Content/new\u{FFFD}line.md:1:1: ")
        #expect(TerminalText.line("a\tb\u{1B}") == "a\tb\u{FFFD}")
    }

    @Test func everyScalarIsKeptOrReplacedOneForOne() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<500 {
            let scalars = (0..<Int(random.next() % 40)).compactMap { _ in Unicode.Scalar(UInt32(random.next() % 0x200)) }
            let text = String(String.UnicodeScalarView(scalars))
            let safe = Array(TerminalText.safe(text).unicodeScalars)
            #expect(safe.count == scalars.count)
            for (a, b) in zip(scalars, safe) {
                let control = (a.value < 0x20 && a != "\t" && a != "\n") || (0x7F...0x9F).contains(a.value)
                #expect(b == (control ? "\u{FFFD}" : a))
            }
        }
    }
}
