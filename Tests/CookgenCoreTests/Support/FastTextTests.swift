import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// The hand-written fast paths give exactly what the Foundation code they replace gave.
@Suite struct FastTextTests {
    static let samples = ["", "a", "salt", "  Salt and pepper ", "crème fraîche", "Straße", "<b>x</b> &amp; y", "\u{2028}line\u{2029}",
                          "tomatoes, tomato", "aaab", "ab", "b", "ÆØÅ æøå", "全麦面粉", "eggs\u{301}", " \t\n", "x\u{85}y"]

    @Test func byteSearchAgreesWithFoundation() {
        for hay in Self.samples {
            for needle in Self.samples + ["a", "ab", "aab", "tomato", " "] where !needle.isEmpty {
                let bytes = Array(hay.utf8), pin = Array(needle.utf8)
                let expected = hay.utf8.count >= pin.count
                    ? (0...(bytes.count - pin.count)).first { Array(bytes[$0..<($0 + pin.count)]) == pin } : nil
                #expect(ByteSearch.firstRange(of: needle, in: hay)?.lowerBound == expected, "\(needle) in \(hay)")
                #expect(hay.containsText(needle) == hay.contains(needle), "\(needle) in \(hay)")
            }
        }
        #expect(ByteSearch.firstRange(of: "", in: "abc") == 0..<0)
    }

    @Test func trimmedDropsWhiteSpaceOnly() {
        #expect("  a b \n".trimmed == "a b")
        #expect("\u{3000}全麦\u{3000}".trimmed == "全麦")
        #expect(" \t ".trimmed == "")
        #expect("x\u{85}".trimmed == "x")
        #expect(" \u{301}x ".trimmed.unicodeScalars.count == 2)
    }

    @Test func foldingTakesTheASCIIFastPathOnlyWhereItAgrees() {
        #expect(SearchTokenizer.fold("Crème Brûlée") == "creme brulee")
        #expect(SearchTokenizer.fold("STRASSE Straße") == "strasse strasse")
        #expect(SearchTokenizer.fold("Olive OIL") == "olive oil")
        #expect(IngredientKey.fold("Olive-OIL") == ["olive", "oil"])
        #expect(IngredientKey.fold("Crème fraîche") == ["creme", "fraiche"])
    }

    @Test func scriptSafeAndPlainText() {
        #expect(ScriptText.safe("{\"a\":\"</script>&\u{2028}\u{2029}é\u{2027}\"}") ==
                "{\"a\":\"\\u003c/script\\u003e\\u0026\\u2028\\u2029é\u{2027}\"}")
        #expect(PlainText.fromHTML(" <p>Fry <span class=\"x\">onions</span> &amp;lt; &lt;b&gt; &quot;hot&quot; &#39;n&#39;</p> ") ==
                "Fry onions &lt; <b> \"hot\" 'n'")
    }
}
