import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// The search index's postings are joined from each recipe's encoded terms through `TermTable`,
/// and its files written straight as bytes; these check both against the plain forms they
/// replaced: a dictionary by term string, and files written through `JSONValue`.
@Suite struct SearchJoinTests {
    /// Pieces of terms: ASCII, accents composed and decomposed (equal strings, different bytes),
    /// ideographs, a Kelvin sign (equal to `K`), characters JSON escapes.
    static let pieces = ["a", "b", "é", "e\u{301}", "ö", "o\u{308}", "红", "烧", "\u{212A}", "K", "\"", "\\", "\u{1}", "ß", "0", "zz"]

    /// Each document's terms with scores, as `SearchIndexBuilder.scores` makes them (a dictionary by string).
    static func documents(_ g: inout SplitMix64) -> [[String: Int]] {
        (0..<Int.random(in: 0...40, using: &g)).map { _ in
            var scores: [String: Int] = [:]
            for _ in 0..<Int.random(in: 0...12, using: &g) {
                let term = (0..<Int.random(in: 1...3, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
                scores[term, default: 0] += Int.random(in: -3...40, using: &g)
            }
            return scores
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func termTableJoinsAsADictionaryByString(_ seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let documents = Self.documents(&g)
            var expected: [String: [SearchIndex.Posting]] = [:]
            var table = TermTable()
            for (number, scores) in documents.enumerated() {
                let terms = scores.map { ($0.key, $0.value) }
                for (term, score) in terms { expected[term, default: []].append((Int32(number), Int32(clamping: score))) }
                do { let added = table.add(SearchTerms(terms), document: Int32(number)); #expect(added) }
            }
            let (names, lists) = table.joined()
            #expect(Set(names).count == names.count)
            #expect(names.count == expected.count)
            // The name kept is the spelling met first, as a dictionary keeps its first key.
            #expect(Set(names.map { Array($0.utf8) }) == Set(expected.keys.map { Array($0.utf8) }))
            for (name, list) in zip(names, lists) {
                let want = expected[name] ?? []
                #expect(list.map(\.0) == want.map(\.0) && list.map(\.1) == want.map(\.1), "\(name.debugDescription)")
            }
        }
    }

    /// A packed list of postings reads back as it was added, in any order and with any numbers,
    /// and knows whether it is in document order (each document after the one before).
    @Test func postingListsReadBackAsAdded() {
        var g = SplitMix64(seed: 4)
        let extremes: [Int32] = [0, 1, -1, 63, 64, -64, -65, 127, 128, 8191, 8192, .max, .min, .max - 1, .min + 1]
        for round in 0..<500 {
            let number = { (g: inout SplitMix64) -> Int32 in
                Bool.random(using: &g) ? extremes.randomElement(using: &g)! : Int32.random(in: -100_000...100_000, using: &g)
            }
            var postings = (0..<Int.random(in: 0...20, using: &g)).map { _ in (number(&g), number(&g)) }
            if round % 2 == 0 { postings.sort { $0.0 < $1.0 } }
            let list = PostingList(postings)
            #expect(Array(list).map(\.0) == postings.map(\.0) && Array(list).map(\.1) == postings.map(\.1))
            #expect(list.isInDocumentOrder == zip(postings, postings.dropFirst()).allSatisfy { $0.0 < $1.0 })
            var gaps: [Int64] = []
            list.forEachGap { gap, _ in gaps.append(gap) }
            #expect(gaps == zip(postings, [(0, 0)] + postings.dropLast()).map { Int64($0.0) - Int64($1.0) })
        }
        // A common word in every document with a small score takes two bytes a posting.
        let common = PostingList((0..<1000).map { (Int32($0), Int32(3)) })
        #expect(common.bytes.count == 2000)
        var index = SearchIndex(documents: [], facets: [:], terms: ["a"], lists: [[(5, 1), (2, 7)]])
        #expect(index.lists.map { $0.map(\.0) } == [[5, 2]])
        index.lists = [[(1, 2)]]
        #expect(index.postings["a"]?.map(\.1) == [2])
    }

    /// Bytes that are not terms as `SearchTerms` writes them add nothing and say so.
    @Test func termTableRefusesDamagedTerms() {
        let good = SearchTerms([("tomato", 4), ("basil", 1)]).bytes
        var table = TermTable()
        for cut in 0..<good.count {
            do { let added = table.add(SearchTerms(encoded: Array(good[..<cut])), document: 0); #expect(!added) }
        }
        do { let added = table.add(SearchTerms(encoded: good + [0]), document: 0); #expect(!added) }
        do { let added = table.add(SearchTerms(encoded: [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]), document: 0); #expect(!added) }
        #expect(table.joined().names.isEmpty)
        do { let added = table.add(SearchTerms(encoded: good), document: 7); #expect(added) }
        #expect(table.joined().names.sorted() == ["basil", "tomato"])
    }

    /// Many terms: the table grows and still finds each.
    @Test func termTableFindsTermsAfterGrowing() {
        var table = TermTable()
        let terms = (0..<20_000).map { "t\($0)" }
        do { let added = table.add(SearchTerms(terms.map { ($0, 1) }), document: 0); #expect(added) }
        do { let added = table.add(SearchTerms(terms.reversed().map { ($0, 2) }), document: 1); #expect(added) }
        let (names, lists) = table.joined()
        #expect(names.count == terms.count)
        #expect(lists.allSatisfy { $0.map(\.0) == [0, 1] && $0.map(\.1) == [1, 2] })
    }

    static func document(_ g: inout SplitMix64) -> SearchIndex.Document {
        let text = { (g: inout SplitMix64) in (0..<Int.random(in: 0...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined() }
        let list = { (g: inout SplitMix64) in (0..<Int.random(in: 0...3, using: &g)).map { _ in text(&g) } }
        return SearchIndex.Document(
            slug: text(&g), title: text(&g) + "</script>", url: "recipes/" + text(&g) + ".html",
            image: Bool.random(using: &g) ? text(&g) : nil, minutes: Bool.random(using: &g) ? Int.random(in: -5...900, using: &g) : nil,
            facets: [], ingredients: list(&g), allergens: list(&g), diets: list(&g))
    }

    /// The documents' files written as bytes are their `JSONValue` forms.
    @Test func documentFilesAreTheJSONOfTheirRows() {
        var g = SplitMix64(seed: 5)
        for n in 0..<50 {
            let chunk = (0..<Int.random(in: 0...12, using: &g)).map { _ in Self.document(&g) }[...]
            let docs = chunk.map { d -> JSONValue in [JSONValue(d.slug), JSONValue(d.title), JSONValue(d.url), JSONValue(d.image) ?? .null, JSONValue(d.minutes) ?? .null] }
            #expect(SearchIndex.docsFile(n, chunk) == "cookgenSearch.docs(\(n)," + JSONWriter.string(.array(docs)) + ");\n")
            let rows = chunk.map { JSONValue.array([JSONValue($0.ingredients), JSONValue($0.allergens), JSONValue($0.diets)]) }
            #expect(SearchIndex.ingredientsFile(n, chunk) == "cookgenSearch.ingredients(\(n)," + JSONWriter.string(.array(rows)) + ");\n")
        }
    }

    /// A term's shard is its first two scalars, or the first alone when it is an ideograph.
    @Test func shardsAreTheFirstScalars() {
        var g = SplitMix64(seed: 6)
        for _ in 0..<500 {
            let term = (0..<Int.random(in: 0...4, using: &g)).map { _ in Self.pieces.randomElement(using: &g)! }.joined()
            let scalars = Array(term.unicodeScalars)
            let n = scalars.first.map(SearchTokenizer.isIdeograph) == true ? 1 : 2
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars.prefix(n))
            #expect(SearchTokenizer.shard(of: term).unicodeScalars.elementsEqual(prefix), "\(term.debugDescription)")
        }
    }

    /// `uniqued` keeps first occurrences in order, for short lists (compared one by one) and long ones (a set).
    @Test func uniquedKeepsFirstOccurrences() {
        var g = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let list = (0..<Int.random(in: 0...40, using: &g)).map { _ in Int.random(in: 0...12, using: &g) }
            var seen = Set<Int>()
            #expect(list.uniqued() == list.filter { seen.insert($0).inserted })
        }
        #expect(["é", "e\u{301}", "x"].uniqued() == ["é", "x"])
    }
}
