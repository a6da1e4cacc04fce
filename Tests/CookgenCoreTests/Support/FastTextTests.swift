import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// The hand-written fast paths give exactly what the Foundation API they replace (or say they
/// match) gives, on generated text: ASCII, Latin letters with diacritics, combining marks, wide
/// and CJK letters, emoji, Unicode spaces and line separators, control characters, HTML tags and
/// entities. The oracle in every test is Foundation itself, not a second hand-written version.
@Suite struct FastTextTests {
    static let samples = ["", "a", "salt", "  Salt and pepper ", "crème fraîche", "Straße", "<b>x</b> &amp; y", "\u{2028}line\u{2029}",
                          "tomatoes, tomato", "aaab", "ab", "b", "ÆØÅ æøå", "全麦面粉", "eggs\u{301}", " \t\n", "x\u{85}y"]

    /// What generated text is made of.
    static let pieces: [String] = [
        "a", "b", "e", "s", "A", "E", "Z", "0", "7", " ", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "-", "_", ",", ";", ".", "'", "\"",
        "\\", "/", "<", ">", "&", "#", "!", "?", "(", ")", "[", "]", "{", "}", "=", "%", "@", "~", "^", "`", "$", "|", "+", "*",
        "é", "È", "ü", "ß", "ẞ", "æ", "Æ", "ø", "Ø", "œ", "Œ", "å", "ç", "Ñ", "e\u{301}", "\u{301}", "\u{308}", "ﬁ", "Ａ", "ｂ", "ｶ",
        "ı", "İ", "ς", "Σ", "Ω", "ж", "Д", "全", "麦", "ア", "가", "🧂", "👩‍🍳", "\u{2019}", "–", "—", "…", "½", "²",
        "\u{A0}", "\u{2007}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{85}", "\u{0}", "\u{1}", "\u{8}", "\u{1F}", "\u{7F}",
        "\u{200B}", "\u{FEFF}", "\u{E2}", "\u{80}",
        "&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&amp;lt;", "&l", "&#3", "<b>", "</p>", "<span class=\"x\">", "< ", "<!-- c -->",
    ]
    static let asciiPieces = pieces.filter(isASCII)

    static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// `count` texts of up to `length` pieces, then the fixed samples.
    static func texts(seed: UInt64, count: Int = 500, ascii: Bool = false, length: ClosedRange<Int> = 0...10) -> [String] {
        var g = SplitMix64(seed: seed)
        let from = ascii ? asciiPieces : pieces
        let generated = (0..<count).map { _ in
            (0..<Int.random(in: length, using: &g)).map { _ in from.randomElement(using: &g)! }.joined()
        }
        return generated + samples.filter { !ascii || isASCII($0) }
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    // MARK: - ByteSearch and containsText

    @Test(arguments: [1, 2, 3] as [UInt64])
    func byteSearchIsDataRangeOf(seed: UInt64) {
        var g = SplitMix64(seed: seed &* 31)
        let texts = Self.texts(seed: seed, count: 200)
        for hay in texts {
            // Needles that occur (a piece of the haystack) and needles that mostly do not.
            let characters = Array(hay)
            var needles = [texts.randomElement(using: &g)!, texts.randomElement(using: &g)!, "a", "ab", " ", "é", "<"]
            if !characters.isEmpty {
                let start = Int.random(in: 0..<characters.count, using: &g)
                needles.append(String(characters[start..<Int.random(in: (start + 1)...characters.count, using: &g)]))
            }
            for needle in needles where !needle.isEmpty {
                let expected = Data(hay.utf8).range(of: Data(needle.utf8)).map { $0.lowerBound..<$0.upperBound }
                #expect(ByteSearch.firstRange(of: needle, in: hay) == expected, "\(needle.debugDescription) in \(hay.debugDescription)")
                #expect(ByteSearch.firstRange(of: Array(needle.utf8), in: Array(hay.utf8)) == expected)
            }
        }
        #expect(ByteSearch.firstRange(of: "", in: "abc") == 0..<0)
    }

    /// ASCII text takes the byte search; the doc comment says it is then the same as Foundation's `range(of:)`.
    @Test(arguments: [4, 5, 6] as [UInt64])
    func containsTextIsFoundationsRangeOf(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for ascii in [true, false] {
            let texts = Self.texts(seed: seed, count: 150, ascii: ascii)
            for hay in texts {
                var needles = (0..<4).map { _ in texts.randomElement(using: &g)! }
                let characters = Array(hay)
                if !characters.isEmpty {
                    let start = Int.random(in: 0..<characters.count, using: &g)
                    needles.append(String(characters[start..<Int.random(in: (start + 1)...characters.count, using: &g)]))
                }
                for needle in needles where !needle.isEmpty {
                    #expect(hay.containsText(needle) == (hay.range(of: needle) != nil), "\(needle.debugDescription) in \(hay.debugDescription)")
                }
            }
        }
    }

    // MARK: - Words

    @Test(arguments: [12, 13] as [UInt64])
    func spaceSeparatedWordsAreTheSplitByCharacter(seed: UInt64) {
        for text in Self.texts(seed: seed) + Self.texts(seed: seed, ascii: true) + ["", " ", "  a  b ", "a\r\n b", "plain flour"] {
            #expect(text.spaceSeparatedWords == text.split(separator: " "), "\(text.debugDescription)")
        }
    }

    // MARK: - Trimming

    /// `trimmed` through the generic `StringProtocol` one.
    private static func generic(_ text: some StringProtocol) -> String { text.trimmed }

    @Test(arguments: [7, 8] as [UInt64])
    func trimmedIsFoundationsTrimmingCharacters(seed: UInt64) {
        for text in Self.texts(seed: seed) {
            #expect(text.trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(text.trimmed.nonEmpty == text.trimmingCharacters(in: .whitespacesAndNewlines).nonEmptyOrNil)
            // Strings and substrings have their own, which answer as the generic one does.
            #expect(text.trimmed == Self.generic(text) && text.nonEmpty == Self.generic(text).nonEmptyOrNil)
            let inner = ("x" + text + "y").dropFirst().dropLast()
            #expect(inner.trimmed == Self.generic(inner) && inner.nonEmpty == Self.generic(inner).nonEmptyOrNil, "\(text.debugDescription)")
        }
    }

    // MARK: - Folding

    /// The Foundation folding `SearchTokenizer.fold` stands for; its ASCII shortcut must give the same.
    static func foundationSearchFold(_ text: String) -> String {
        var expanded = text
        for (from, to) in [("ß", "ss"), ("ẞ", "ss"), ("æ", "ae"), ("Æ", "ae"), ("œ", "oe"), ("Œ", "oe"), ("ø", "o"), ("Ø", "o")] {
            expanded = expanded.replacingOccurrences(of: from, with: to)
        }
        return expanded.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: posix).lowercased()
    }

    @Test(arguments: [9, 10] as [UInt64])
    func searchFoldIsFoundationsFolding(seed: UInt64) {
        for text in Self.texts(seed: seed, ascii: true) + Self.texts(seed: seed, count: 300) {
            #expect(SearchTokenizer.fold(text) == Self.foundationSearchFold(text), "\(text.debugDescription)")
        }
    }

    /// "ASCII has nothing to fold but case": `lowercased()` is Foundation's folding on ASCII.
    @Test(arguments: [11, 12] as [UInt64])
    func asciiLowercasingIsFoundationsFolding(seed: UInt64) {
        for text in Self.texts(seed: seed, ascii: true) {
            #expect(text.lowercased() == text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Self.posix),
                    "\(text.debugDescription)")
        }
    }

    /// `IngredientKey.fold` and `Slug` take their shortcut only for ASCII text. A trailing no-break
    /// space changes neither result (it separates words) but sends the text through Foundation's
    /// folding, so the two must agree.
    @Test(arguments: [13, 14] as [UInt64])
    func ingredientKeyAndSlugShortcutsAgreeWithTheFoundationPath(seed: UInt64) {
        for text in Self.texts(seed: seed, ascii: true) {
            let viaFoundation = text + "\u{A0}"
            #expect(IngredientKey.fold(text) == IngredientKey.fold(viaFoundation), "\(text.debugDescription)")
            #expect(Slug(text) == Slug(viaFoundation), "\(text.debugDescription)")
        }
    }

    // MARK: - JSON

    /// JSONWriter's strings are JSON that Foundation's JSONDecoder reads back to the same text, and
    /// are what JSONEncoder writes (without escaped slashes) except for how control characters are
    /// spelled. (Not JSONSerialization for reading: on Linux it drops a U+FEFF that starts a string
    /// or follows an escape.)
    @Test(arguments: [15, 16] as [UInt64])
    func jsonWriterStringsAreFoundationsJSON(seed: UInt64) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        for text in Self.texts(seed: seed) {
            let written = JSONWriter.string(["k": [.string(text)]])
            let read = try JSONDecoder().decode([String: [String]].self, from: Data(written.utf8))
            #expect(read == ["k": [text]], "\(text.debugDescription) → \(written)")
            if !text.unicodeScalars.contains(where: { $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) }) {
                let encoded = String(decoding: try encoder.encode(["k": [text]]), as: UTF8.self)
                #expect(written == encoded, "\(text.debugDescription)")
            }
        }
    }

    /// `ScriptText.safe` is the same text with `<`, `>`, `&`, U+2028 and U+2029 replaced by their JSON
    /// escapes (Foundation's literal replacement), and still reads back to the same value.
    @Test(arguments: [17, 18] as [UInt64])
    func scriptSafeIsFoundationsLiteralReplacement(seed: UInt64) throws {
        for text in Self.texts(seed: seed) {
            for json in [JSONWriter.string(["k": .string(text)]),
                         String(decoding: try JSONSerialization.data(withJSONObject: ["k": text]), as: UTF8.self)] {
                var expected = json
                for (from, to) in [("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")] {
                    expected = expected.replacingOccurrences(of: from, with: to, options: .literal)
                }
                let safe = ScriptText.safe(json)
                #expect(safe == expected, "\(json.debugDescription)")
                #expect(safe.rangeOfCharacter(from: CharacterSet(charactersIn: "<>&\u{2028}\u{2029}")) == nil)
                let read = try JSONDecoder().decode([String: String].self, from: Data(safe.utf8))
                #expect(read == ["k": text], "\(safe.debugDescription)")
            }
        }
    }

    // MARK: - Plain text of HTML

    /// Tags (up to `>`, or to the end when unclosed) and stray `>` removed with NSRegularExpression,
    /// then `&lt;` `&gt;` `&quot;` `&#39;` `&amp;` replaced in that order, then trimmed, all by Foundation.
    static func foundationPlainText(_ html: String) -> String {
        let tags = try! NSRegularExpression(pattern: "<[^>]*(?:>|\\z)|>", options: [])
        var text = tags.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character, options: .literal)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: [19, 20] as [UInt64])
    func plainTextIsFoundationsReplacements(seed: UInt64) {
        for html in Self.texts(seed: seed, length: 0...16) {
            #expect(PlainText.fromHTML(html) == Self.foundationPlainText(html), "\(html.debugDescription)")
        }
    }

    /// The ASCII shortcut of Markdown escaping gives what the long way gives (the oracle here is
    /// the Character-based version it stands in for): lists, headings, numbered lines, markup.
    @Test(arguments: [21, 22] as [UInt64])
    func markdownEscapeShortcutIsTheLongWay(seed: UInt64) {
        for text in Self.texts(seed: seed, length: 0...16) + Self.texts(seed: seed, ascii: true, length: 0...16)
            + ["1. Beat", "12) Fold", "  # x", "\t- a\n\n2.", "a\r\nb", "> q", "1x.", "\\*"] {
            #expect(MarkdownText.escape(text) == MarkdownText.escapeInFull(text), "\(text.debugDescription)")
        }
    }

    /// Path pieces read on bytes are what splitting the path's characters at `/` gives.
    @Test func pathPiecesAreTheCharacterSplit() {
        var random = SplitMix64(seed: 23)
        let pieces = ["a", "/", "/", ".", "index", "INDEX", "md", "_index.md", "é", "👩‍🍳", " ", "İndex", "Käse"]
        for _ in 0..<3000 {
            let path = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let parts = path.split(separator: "/")
            let stem = parts.last.map { name in name.lastIndex(of: ".").map { String(name[..<$0]) } ?? String(name) } ?? path
            #expect(PathText.stem(of: path) == stem, "\(path)")
            #expect(MarkdownRecipeLoader.isSectionPage(path) == (parts.last == "_index.md"), "\(path)")
            let slug = stem.lowercased() == "index" && parts.count >= 2 ? String(parts[parts.count - 2]) : stem
            #expect(MarkdownRecipeLoader.fileSlug(path) == slug, "\(path)")
        }
    }

    /// List markers found on bytes are the ones found on characters, marks on the marker included.
    @Test func listMarkersOnBytesAreTheCharacterOnes() {
        var random = SplitMix64(seed: 29)
        let pieces = ["-", "*", "+", "1", "12", "123456789", "0", ".", ")", " ", " ", "\t", "\u{301}", "é", "x", "Beat", "°C", "1."]
        for _ in 0..<20000 {
            let line = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let fast = MarkdownBody.Parser.listItem(line), slow = MarkdownBody.Parser.listItemInFull(line)
            #expect(fast?.0 == slow?.0 && fast?.1 == slow?.1, "\(line.debugDescription)")
        }
    }

    /// Headings are looked up by the key the long way gives, and each name starts one kind of section.
    @Test(arguments: [23, 24] as [UInt64])
    func headingKeysAreTheLongWay(seed: UInt64) {
        for text in Self.texts(seed: seed, length: 0...8) + Self.texts(seed: seed, ascii: true, length: 0...8)
            + [" Ingredients: ", "ZUTATEN：", "::Steps::", "Notes :", "Gör så här", "做法"] {
            #expect(MarkdownBody.headingKey(text) == text.trimmed.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":：")),
                    "\(text.debugDescription)")
        }
        #expect(MarkdownBody.kind(ofHeading: " Ingredients: ") == .ingredients && MarkdownBody.kind(ofHeading: "ZUBEREITUNG") == .steps)
        #expect(MarkdownBody.kind(ofHeading: "Tipps") == .notes && MarkdownBody.kind(ofHeading: "Serving") == nil)
    }

    /// Front matter ends at the first line of only `---` or `...` (blanks after allowed), not at an indented or marked one.
    @Test func frontMatterClosesAtTheDelimiterLine() throws {
        let cases: [(String, String?)] = [
            ("---\ntitle: A\n---\nbody", "title: A"), ("---\ntitle: A\n... \t\r\nbody", "title: A"),
            ("---\ntitle: A\n ---\nb: 1\n---", "title: A\n ---\nb: 1"), ("---\n---\n", ""), ("---\ntitle: A\n---\u{301}\n---", "title: A\n---\u{301}"),
            ("---\ntitle: A\n--- \u{301}\n---\n", "title: A\n--- \u{301}"), ("---\ntitle: A\n", nil), ("---", nil), ("---\ntitle: Ä\n-- -\n.--\n---", "title: Ä\n-- -\n.--"),
        ]
        for (text, yaml) in cases {
            let split = FrontMatter.split(SourceText(path: "a.md", text: text))
            if let yaml {
                #expect((try? split.get())?.yaml == yaml, "\(text.debugDescription)")
            } else {
                #expect((try? split.get()) == nil, "\(text.debugDescription)")
            }
        }
    }

    /// HTML escaping on bytes is Foundation's replacement of the five characters, `&` first.
    @Test(arguments: [25, 26] as [UInt64])
    func htmlEscapeIsFoundationsReplacements(seed: UInt64) {
        for text in Self.texts(seed: seed, length: 0...12) {
            var expected = text.replacingOccurrences(of: "&", with: "&amp;", options: .literal)
            for (character, entity) in [("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")] {
                expected = expected.replacingOccurrences(of: character, with: entity, options: .literal)
            }
            #expect(HTML.escape(text) == expected, "\(text.debugDescription)")
        }
    }

    /// Placeholders filled on bytes as on characters (the one-pass fill, written out here), for
    /// templates and values of any text but braces that carry marks.
    @Test(arguments: [27, 28] as [UInt64])
    func placeholdersFillAsOnCharacters(seed: UInt64) {
        func onCharacters(_ template: String, _ values: [String: String]) -> String {
            var out = "", rest = template[...]
            while let open = rest.firstIndex(of: "{") {
                out += rest[..<open]
                let after = rest[rest.index(after: open)...]
                if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                    out += value
                    rest = after[after.index(after: close)...]
                } else {
                    out += "{"
                    rest = after
                }
            }
            return out + rest
        }
        var random = SplitMix64(seed: seed)
        let pieces = ["{", "}", "{n}", "{from}", "{to}", "{name}", "{x", "n}", "sugar", " → ", "Zucker: ", "½", "👩‍🍳", "é", " "]
        let values = ["n": "3", "from": "200 g", "to": "{n}", "name": "Crème"]
        for _ in 0..<3000 {
            let template = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(Placeholders.filling(template, with: values) == onCharacters(template, values), "\(template)")
        }
    }

    /// A line the byte look calls no fence is none when trimmed either.
    @Test func fenceLookOnBytesMissesNoFence() {
        var random = SplitMix64(seed: 31)
        let pieces = ["`", "```", "~~~", "~", " ", "\t", "\u{3000}", "\u{A0}", "\u{301}", "a", "#", "é", "\u{0B}"]
        for _ in 0..<5000 {
            let line = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let t = line.trimmed
            if t.hasPrefix("```") || t.hasPrefix("~~~") { #expect(MarkdownBody.Parser.mayOpenFence(line), "\(line.debugDescription)") }
        }
    }

    /// Durations in words read their numbers as `Scanner.scanDouble` reads them, without ICU.
    @Test func durationNumbersReadAsTheScannerReadsThem() {
        var random = SplitMix64(seed: 43)
        let pieces = ["1", "2", "30", "45", "1.5", ".5", "½", ",", "-", "+", "e", "e2", "1e1", " ", "  ", "\t", ".", "&", "min", "minutes", "h",
                      "hours", "std", "uur", "and", "und", "en", "分钟", "小时", "３０", "٣", "x", "sec", "1.2.3", "Tag"]
        for _ in 0..<20000 {
            let text = (0..<Int(1 + random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined().lowercased()
            #expect(DurationParser.words(text) == DurationParser.wordsScanningDoubles(text), "\(text.debugDescription)")
        }
        for text in ["1½ hours", "1 h 30 min", "45 minutes", "1 std. 20 min.", "2 uur en 15 min", "1,5 stunden", "３０分"] {
            #expect(DurationParser.words(text) == DurationParser.wordsScanningDoubles(text), "\(text)")
        }
        // Amounts past any Int were the end of the program (found writing this test).
        for text in ["1e999 min", "99999999999999999999 min", "PT99999999999999999999H", "P99999999999999999999D", "1e308 hours",
                     "9223372036854775807", "9223372036854775807:59", "10000001"] {
            #expect(DurationParser.minutes(text) == nil, "\(text)")
        }
        #expect(DurationParser.minutes("1e2 min") == 100 && DurationParser.minutes("PT1H30M") == 90)
    }

    // MARK: - Examples

    @Test func examples() {
        #expect("  a b \n".trimmed == "a b")
        #expect("\u{3000}全麦\u{3000}".trimmed == "全麦")
        #expect(" \u{301}x ".trimmed.unicodeScalars.count == 2)
        #expect(SearchTokenizer.fold("Crème Brûlée") == "creme brulee")
        #expect(SearchTokenizer.fold("STRASSE Straße") == "strasse strasse")
        #expect(IngredientKey.fold("Olive-OIL") == ["olive", "oil"])
        #expect(IngredientKey.fold("Crème fraîche") == ["creme", "fraiche"])
        #expect(ScriptText.safe("{\"a\":\"</script>&\u{2028}\u{2029}é\u{2027}\"}") ==
                "{\"a\":\"\\u003c/script\\u003e\\u0026\\u2028\\u2029é\u{2027}\"}")
        #expect(PlainText.fromHTML(" <p>Fry <span class=\"x\">onions</span> &amp;lt; &lt;b&gt; &quot;hot&quot; &#39;n&#39;</p> ") ==
                "Fry onions &lt; <b> \"hot\" 'n'")
    }
}

private extension String {
    var nonEmptyOrNil: String? { isEmpty ? nil : self }
}
