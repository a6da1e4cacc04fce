import Foundation
import Testing
@testable import CookgenSupport
import CookgenTestSupport

/// `TextOrder` sorts as `String`'s `<` sorts, on generated text: ASCII, and text with accents,
/// combining marks (the same letter composed and decomposed), CJK and emoji, where it falls back
/// to comparing strings. The oracle is the standard library's own sort.
@Suite struct TextOrderTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func sortsAsStringsSort(seed: UInt64) {
        for ascii in [true, false] {
            // Few pieces per text, so equal texts and texts that are prefixes of others are common.
            let texts = FastTextTests.texts(seed: seed, count: 400, ascii: ascii, length: 0...4)
            let order = TextOrder(texts)
            #expect(order.sortedPlaces().map { texts[$0] } == texts.sorted())
            // A stable sort: equal texts keep their places' order, as `sorted` keeps them.
            #expect(order.sortedPlaces() == Array(texts.indices).sorted { texts[$0] < texts[$1] })
            var g = SplitMix64(seed: seed)
            for _ in 0..<2000 {
                let (a, b) = (Int.random(in: texts.indices, using: &g), Int.random(in: texts.indices, using: &g))
                let expected = texts[a] < texts[b] ? -1 : texts[a] == texts[b] ? 0 : 1
                #expect(order.compare(a, b).signum() == expected, "\(texts[a].debugDescription) vs \(texts[b].debugDescription)")
            }
        }
    }

    @Test func composedAndDecomposedAreEqual() {
        let order = TextOrder(["caf\u{E9}", "cafe\u{301}", "cafe", "caf"])
        #expect(order.compare(0, 1) == 0)
        #expect(order.compare(2, 0) < 0)
        #expect(order.compare(3, 2) < 0)
        #expect(TextOrder([]).sortedPlaces().isEmpty)
        // Equal strings are ordered by `ties` when it is given.
        #expect(TextOrder(["b", "a", "b", "cafe\u{301}", "caf\u{E9}"]).sortedPlaces(ties: { $0 > $1 }) == [1, 2, 0, 4, 3])
    }

    /// The array writers give what `JSONWriter.string` gives for the same arrays.
    @Test func arrayWritersMatchTheValueWriter() {
        let strings = FastTextTests.texts(seed: 9, count: 50)
        var out: [UInt8] = []
        JSONWriter.appendStrings(strings, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == JSONWriter.string(JSONValue(strings)))
        for numbers in [[], [0], [-3, 12, 400_000, Int.max, Int.min]] as [[Int]] {
            out = []
            JSONWriter.appendInts(numbers, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == JSONWriter.string(.array(numbers.map { .int($0) })))
        }
    }
}
