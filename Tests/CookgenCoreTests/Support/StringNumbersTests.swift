import Foundation
import Testing
@testable import CookgenSupport
import CookgenTestSupport

/// `StringNumbers` numbers strings as a `[String: Int]` filled in the same order would, for
/// strings that are the same exactly when their bytes are (slugs, values written back as read).
@Suite struct StringNumbersTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func numbersLikeADictionary(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        // Short and long, ASCII and not, many repeats: more than enough to make the table grow.
        let pool = (0..<900).map { n -> String in
            let length = Int.random(in: 0...40, using: &g)
            let letters = (0..<length).map { _ in ["a", "b", "é", "全", "-", "7", " "].randomElement(using: &g)! }
            return letters.joined() + (n % 3 == 0 ? "" : "\(n % 97)")
        }
        var table = StringNumbers()
        var expected: [String: Int] = [:]
        for _ in 0..<5000 {
            let string = pool.randomElement(using: &g)!
            let known = expected[string]
            #expect(table.number(of: string) == known)
            let n = table.insert(string)
            if known == nil { expected[string] = expected.count }
            #expect(n == expected[string])
        }
        #expect(table.count == expected.count)
        for (string, n) in expected {
            #expect(table.number(of: string) == n)
            #expect(table.strings[n] == string)
        }
        #expect(table.number(of: "not in the pool at all, surely") == nil)
    }

    @Test func aListIsNumberedInOrderFirstPlaceWinning() {
        let table = StringNumbers(["b", "a", "b", "", "c"])
        #expect(table.strings == ["b", "a", "", "c"])
        #expect(table.number(of: "b") == 0)
        #expect(table.number(of: "") == 2)
        #expect(table.number(of: "d") == nil)
    }

    @Test func theHashLooksAtEveryByte() {
        // Strings that differ in one byte anywhere, the last word's tail among them.
        let base = Array("abcdefghijklmnopq".utf8)
        var hashes = Set<UInt64>()
        for n in base.indices {
            var changed = base
            changed[n] ^= 1
            hashes.insert(changed.withUnsafeBytes { StringNumbers.hash($0) })
        }
        hashes.insert(base.withUnsafeBytes { StringNumbers.hash($0) })
        #expect(hashes.count == base.count + 1)
    }
}
