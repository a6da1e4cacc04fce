import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// The build's hot paths give what the slower code they replace gave: script-safe JSON in one
/// pass, `{n}` filled in on bytes, the `javascript:` check that skips Foundation, a step's HTML
/// made once for the page and the data, hazards read with exclusions skipped early.
@Suite struct HotPathTests {
    /// Strings, keys, numbers and nesting from the shared generated texts.
    static func values(seed: UInt64) -> [JSONValue] {
        var g = SplitMix64(seed: seed)
        let texts = FastTextTests.texts(seed: seed, count: 300)
        return texts.map { text in
            let other = texts.randomElement(using: &g)!
            let nested = Dictionary([(other, JSONValue.object([:])), ("b", .bool(true)), ("e", .array([]))], uniquingKeysWith: { a, _ in a })
            let fields: [(String, JSONValue)] = [(text, .string(other)), ("list", .array([.string(text), .int(Int.random(in: -9...9, using: &g)), .double(0.5), .null])),
                                                 ("nested", .object(nested))]
            return .object(Dictionary(fields, uniquingKeysWith: { a, _ in a }))
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func scriptJSONIsSafeJSONInOnePass(seed: UInt64) {
        for value in Self.values(seed: seed) {
            #expect(JSONWriter.script(value) == ScriptText.safe(JSONWriter.string(value)))
        }
    }

    /// An object put together from its members written one by one is the object written whole.
    @Test(arguments: [8, 9] as [UInt64])
    func membersMakeTheSameObject(seed: UInt64) {
        for case .object(let object) in Self.values(seed: seed) + [.object([:])] {
            let members = JSONWriter.scriptMembers(object)
            #expect(members.map(\.key) == object.keys.sorted())
            #expect(JSONWriter.scriptObject(members.map(\.json)) == JSONWriter.script(object))
        }
    }

    /// A recipe's data and its page's copy, made from shared members, are the texts of each
    /// written whole: on the download vectors' site (nutrition, groups, components, book fields).
    @Test func dataAndPageCopyShareTheirMembers() throws {
        let root = DownloadVectorTests.siteRoot
        let index = Indexer.index(try Loader.load(root: root, threads: 2))
        let (theme, problems) = Theme.load(layers: [SiteFixture.defaultTheme], language: "en", rootForPaths: root)
        let renderer = PageRenderer(index: index, theme: try #require(theme, "\(problems)"), baseURL: "")
        #expect(index.recipes.count > 3)
        for recipe in index.recipes {
            let object = renderer.recipeData.object(recipe)
            let (page, full) = RecipeData.scripts(of: object)
            #expect(full == JSONWriter.script(object), "\(recipe.slug)")
            #expect(page == JSONWriter.script(RecipeData.pageCopy(of: object)), "\(recipe.slug)")
        }
    }

    /// Foundation reads back every string the byte writer wrote, in all three layouts (but a
    /// U+FEFF, which Foundation's reader drops wherever it stands).
    @Test(arguments: [4, 5] as [UInt64])
    func writtenJSONReadsBackInFoundation(seed: UInt64) throws {
        for text in FastTextTests.texts(seed: seed, count: 300) where !text.unicodeScalars.contains("\u{FEFF}") {
            for json in [JSONWriter.string(.array([.string(text)])), JSONWriter.string(.array([.string(text)]), pretty: true),
                         JSONWriter.foundationStyle(.array([.string(text)])), JSONWriter.script(.array([.string(text)]))] {
                let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
                #expect(read == [text], "\(text.debugDescription) as \(json)")
            }
        }
    }

    @Test func controlCharactersAndLayoutsAreAsBefore() {
        let value: JSONValue = ["k": .string("\u{8}\u{c}\u{1}\u{1f}\u{7f}"), "e": .array([]), "o": .object([:])]
        #expect(JSONWriter.string(value) == #"{"e":[],"k":"\u0008\u000c\u0001\u001f\#u{7f}","o":{}}"#)
        #expect(JSONWriter.foundationStyle(value) == "{\n  \"e\" : [\n\n  ],\n  \"k\" : \"\\b\\f\\u0001\\u001f\u{7f}\",\n  \"o\" : {\n\n  }\n}")
        #expect(JSONWriter.string(["a": [1, 2]], pretty: true) == "{\n  \"a\": [\n    1,\n    2\n  ]\n}")
        #expect(JSONWriter.script(["<a>": "</script>&\u{2028}\u{2029}"]) == #"{"\u003ca\u003e":"\u003c/script\u003e\u0026\u2028\u2029"}"#)
    }

    @Test(arguments: [6, 7] as [UInt64])
    func replacingTextIsFoundations(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        let texts = FastTextTests.texts(seed: seed, count: 300)
        for text in texts {
            for target in ["{n}", "_", "a", "aa", " ", "é", texts.randomElement(using: &g)!] where !target.isEmpty {
                let replacement = texts.randomElement(using: &g)!
                #expect(text.replacingText(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                        "\(target.debugDescription) in \(text.debugDescription)")
            }
        }
        #expect("{n} h {n}".replacingText("{n}", with: "2") == "2 h 2")
    }

    /// Without `java` in ASCII letters, Foundation's case-insensitive search finds no `javascript:`.
    @Test(arguments: [8, 9] as [UInt64])
    func noJavaMeansNoScriptURL(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        let words = ["java", "JAVA", "jAvA", "javaſcript:", "JAVASCRİPT:", "javascript", "script:", ":", "ja", "va", "ſ", "İ", "ǰ", "ａ"]
        for text in FastTextTests.texts(seed: seed, count: 300) {
            let mixed = text + words.randomElement(using: &g)! + text
            let found = mixed.range(of: "javascript:", options: .caseInsensitive) != nil
            if !RecipeExporter.mentionsJava(mixed) { #expect(!found, "\(mixed.debugDescription)") }
            #expect(RecipeExporter.inertJSON(mixed).range(of: "javascript:", options: .caseInsensitive) == nil)
        }
        #expect(RecipeExporter.inertJSON(#"["javaſcript:x"]"#) == #"["javaſcript\u003ax"]"#)
        #expect(RecipeExporter.inertJSON(#"["plain"]"#) == #"["plain"]"#)
    }

    @Test(arguments: [
        ("Add the baking powder, then bake for 20 minutes.", [Hazard.oven]),
        ("Line the baking tray with baking paper.", []),
        ("Peel the boiled eggs and halve them.", [.knife]),
        ("Press out rounds with a cookie cutter.", []),
    ])
    func exclusionsStillApply(_ text: String, _ expected: [Hazard]) {
        #expect(StepHazards(language: "en").hazards(inText: text) == expected, "\(text)")
    }

    static let linked = """
    -- Content/recipes/dough.md --
    ---
    title: Dough
    ---
    ## Ingredients
    - 500 g flour
    ## Steps
    1. Knead the flour.
    -- Content/recipes/bread.md --
    ---
    title: Bread
    ---
    ## Ingredients
    - 1 dough
    - 2 tsp salt
    ## Steps
    1. Make the [dough](dough.md) and add the salt.
    2. Shape the **loaf**, then bake it.
    3. Serve with ![butter](butter.png) and <https://example.org/x>.
    """

    /// A step whose links point at output paths is made again for the page; the others are taken
    /// as made for the site root; the page is the same either way.
    @Test func stepsMadeOnceGiveTheSamePage() throws {
        let index = try SiteFixture(Self.linked).index()
        let views = ViewBuilder(index: index, labels: Labels(strings: [:], language: "en"))
        let bread = try #require(index.recipes.first { $0.title == "Bread" })
        let root = bread.steps.map { views.rootStepHTML($0, recipe: bread) }
        #expect(root.map(\.anyFolder) == [false, true, true])
        #expect(root.map(\.html) == bread.steps.map { views.stepHTML($0, recipe: bread, root: "") })
        let path = SiteURLs.recipe(bread.slug)
        let fresh = views.recipeView(bread, pagePath: path).stepSections.flatMap(\.steps).map(\.html)
        let reused = views.recipeView(bread, pagePath: path, rootStepHTML: root).stepSections.flatMap(\.steps).map(\.html)
        #expect(reused == fresh)
        #expect(fresh[0].contains("href=\"../recipes/dough.html\""), "\(fresh[0])")
        #expect(root[0].html.contains("href=\"recipes/dough.html\""), "\(root[0].html)")
    }

    /// Which ingredients a step mentions, with the per-recipe needles: whole names and last words,
    /// as the search per step and ingredient found them.
    @Test func stepIngredientsFindNamesAndLastWords() throws {
        let index = try SiteFixture("""
        -- Content/recipes/soup.md --
        ---
        title: Soup
        ---
        ## Ingredients
        - 2 Crème Fraîche
        - 500 g plain flour
        - 1 egg
        ## Steps
        1. Whisk the CRÈME FRAÎCHE.
        2. Sift the flour.
        3. Add the eggs and the plain flour.
        4. Rest.
        """).index()
        let soup = try #require(index.recipes.first)
        #expect(StepIngredients.uses(in: soup) == Self.usesSearchedOneByOne(soup))
        #expect(StepIngredients.uses(in: soup)[1...] == [[1], [1, 2], []])
    }

    /// The steps of generated recipes, ASCII and not, are read as the search per step and
    /// ingredient read them (ASCII text is lower-cased into bytes and searched with `memmem`).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func stepIngredientsMatchTheSearchOneByOne(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        let words = ["Flour", "plain flour", "FLOUR", "egg", "Eggs", "Crème", "fraîche", "CRÈME", "salt", "Salz", "Öl", "öl",
                     "butter", "Butter,", "milk", "the", "and", "ß", "İ", "i", "Straße", "STRASSE", "sugar", "brown sugar",
                     "(sugar)", "tomato-paste", "tomato", "paste", "x", "cook", "sauce"]
        func phrase(_ length: ClosedRange<Int>) -> String {
            (0..<Int.random(in: length, using: &g)).map { _ in words.randomElement(using: &g)! }.joined(separator: " ")
        }
        let ingredients = (0..<8).map { _ in "- \(Int.random(in: 1...500, using: &g)) g \(phrase(1...3))" }
        let steps = (1...40).map { "\($0). \(phrase(1...12))." }
        let index = try SiteFixture("-- Content/recipes/r.md --\n---\ntitle: R\n---\n## Ingredients\n" + ingredients.joined(separator: "\n")
            + "\n## Steps\n" + steps.joined(separator: "\n") + "\n").index()
        let recipe = try #require(index.recipes.first)
        #expect(recipe.steps.count == 40)
        let uses = StepIngredients.uses(in: recipe)
        #expect(uses == Self.usesSearchedOneByOne(recipe))
        #expect(uses.filter { !$0.isEmpty }.count > 10)
    }

    /// The search before the needles were made once per recipe.
    static func usesSearchedOneByOne(_ recipe: Recipe) -> [[Int]] {
        let names = recipe.ingredients.map { IngredientKey($0.name).rawValue }
        return recipe.steps.map { step in
            var used: [Int] = []
            for case .text(let text) in step.items {
                let lower = " " + text.lowercased() + " "
                for (n, key) in names.enumerated() where !key.isEmpty {
                    if lower.containsText(key) { used.append(n); continue }
                    if let last = key.split(separator: " ").last, last.count > 3, lower.containsText(" \(last)") { used.append(n) }
                }
            }
            return used.uniqued()
        }
    }

    /// `SiteURLs.href` leaves a path of safe ASCII as it is without Foundation; every other path
    /// is escaped by Foundation per segment, as before.
    @Test(arguments: [6, 7] as [UInt64])
    func hrefSkipsFoundationOnlyWhereNothingIsEscaped(seed: UInt64) {
        let allowed: CharacterSet = {
            var set = CharacterSet.urlPathAllowed
            set.remove(charactersIn: "/?#;")
            return set
        }()
        let slow = { (path: String) in
            path.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
        }
        let ascii = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
        let paths = ascii.map { "recipes/a\($0)b.html" } + FastTextTests.texts(seed: seed, count: 300).map { "recipes/\($0)/x.html" }
        for path in paths + ["", "/", "a//b", "Crème brûlée.html"] where !SiteURLs.isRemote(path) {
            #expect(SiteURLs.href(path) == slow(path), "\(path.debugDescription)")
        }
    }

    /// Integers are written digit by digit, as `String(i)` writes them.
    @Test func integersAreWrittenAsSwiftPrintsThem() {
        var g = SplitMix64(seed: 8)
        let numbers = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min] + (0..<500).map { _ in Int.random(in: Int.min...Int.max, using: &g) >> Int.random(in: 0...62, using: &g) }
        for n in numbers {
            #expect(JSONWriter.string(.int(n)) == String(n))
        }
    }

    /// A term's postings, compacted: sorted by document (whatever order they come in), gaps, one
    /// base-36 digit per score clamped to 0…35.
    @Test func postingsAreCompactedInDocumentOrder() {
        var g = SplitMix64(seed: 9)
        for _ in 0..<200 {
            let documents = Array(Set((0..<Int.random(in: 1...40, using: &g)).map { _ in Int.random(in: 0..<5000, using: &g) }))
            let list = documents.map { (Int32($0), Int32.random(in: -3...40, using: &g)) }
            let sorted = list.sorted { $0.0 < $1.0 }
            let gaps = zip(sorted, [(0, 0)] + sorted.dropLast()).map { Int($0.0) - Int($1.0) }
            let digits = sorted.map { String(min(max($0.1, 0), 35), radix: 36) }.joined()
            #expect(SearchIndex.compact(list) == .array([JSONValue(gaps), .string(digits)]))
            #expect(SearchIndex.compact(sorted) == SearchIndex.compact(list))
        }
    }

    /// A shard's file written straight as bytes is the text of the shard's terms, each term's
    /// postings compacted, written through `JSONValue` — for terms that need escaping, are not
    /// ASCII, or have postings in or out of document order.
    @Test func termShardsAreTheJSONOfTheirCompactedPostings() {
        var g = SplitMix64(seed: 10)
        let pieces = ["a", "ö", "\"", "\\", "\u{1}", "\n", "</", "ß", "日本", "e\u{301}", "\u{2028}", "z", "0"]
        for _ in 0..<100 {
            var postings: [String: [SearchIndex.Posting]] = [:]
            for _ in 0..<Int.random(in: 0...12, using: &g) {
                let term = (0..<Int.random(in: 1...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
                let documents = Array(Set((0..<Int.random(in: 0...30, using: &g)).map { _ in Int.random(in: 0..<3000, using: &g) }))
                var list = documents.map { (Int32($0), Int32.random(in: -2...40, using: &g)) }
                // In document order, as the builder adds them, or not (as a hand-made index may have them).
                if Bool.random(using: &g) { list.sort { $0.0 < $1.0 } }
                postings[term] = list
            }
            let index = SearchIndex(documents: [], facets: [:], postings: postings)
            let shard = pieces.randomElement(using: &g)!
            let object = Dictionary(uniqueKeysWithValues: postings.map { ($0.key, SearchIndex.compact($0.value)) })
            let expected = "cookgenSearch.terms(" + JSONWriter.string(.string(shard)) + "," + JSONWriter.string(.object(object)) + ");\n"
            #expect(index.termsFile(shard: shard, terms: Array(postings.keys)) == expected)
        }
    }


    /// The definition `normalisedKey` had before its ASCII fast path.
    static func slowKey(_ text: String) -> String {
        text.trimmed.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 }.reduce(into: "") { $0.append($1) }
    }

    @Test(arguments: [10, 11] as [UInt64])
    func normalisedKeysAreAsBefore(_ seed: UInt64) {
        let fixed = ["Prep-Time", "  Boiling water\t", "\r\nServes\r\n", "", "   ", "ÄPFEL-Kuchen", "a\u{200B}", "X_Y z-Q", "\u{0B}key\u{0C}"]
        for text in fixed + FastTextTests.texts(seed: seed, count: 300) + FastTextTests.texts(seed: seed, count: 300, ascii: true) {
            #expect(text.normalisedKey == Self.slowKey(text), "\(text.debugDescription)")
        }
    }

    /// The definition `asciiLowercasedWords` had before it read the bytes in place.
    static func slowWords(_ text: String) -> [String]? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [String] = []
        var word: [UInt8] = []
        for var byte in text.utf8 {
            if byte >= 65 && byte <= 90 { byte += 32 }
            if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                word.append(byte)
            } else if !word.isEmpty {
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    @Test(arguments: [12, 13] as [UInt64])
    func asciiWordsAreAsBefore(_ seed: UInt64) {
        let fixed = ["", " ", "Chop the ONION, finely!", "a1b2 C3", "x\u{7F}y", "ünïcode words", "tab\tand\nnewline", "end."]
        for text in fixed + FastTextTests.texts(seed: seed, count: 300) + FastTextTests.texts(seed: seed, count: 300, ascii: true, length: 0...30) {
            #expect(text.asciiLowercasedWords == Self.slowWords(text), "\(text.debugDescription)")
        }
    }
}
