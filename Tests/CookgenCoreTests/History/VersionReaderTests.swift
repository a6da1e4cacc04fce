import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
import Foundation
import CookgenTestSupport

/// `VersionReader` makes most versions from the one read before it; what it makes is what the
/// site's loader reads from the whole file.
@Suite struct VersionReaderTests {
    /// Lines a recipe file is made of, shapes the body parser reads each in its own way among them.
    static let fronts = [
        "---\ntitle: Lemon Cake\nservings: 8\n---",
        "---\ntitle: Soup\nadult_steps: [2]\n---",
        "---\ntitle: Listed\ningredients:\n  - 2 eggs\n  - 100 g flour\n---",
        "+++\ntitle = \"Stew\"\n+++",
        "# Pancakes",
        "{\"title\": \"Jam\"}",
    ]
    static let lines = [
        "", "", "", "## Ingredients", "## Steps", "## Notes", "### For the sauce", "For the topping:", "**Dough**",
        "- 200 g sugar", "- 3 eggs", "* 250 g flour", "+ 1 lemon, zested", "- a pinch of salt", "- 1e308 kg sugar", "- 1/0 cup milk",
        "- 2 leeks", "- ", "-", "1. Beat the sugar and eggs.", "2. Fold in the flour.", "3) Bake at 180 °C.", "10. Cool.",
        "1. [adult: oven] Bake for 40 minutes.", "- [adult] Slice the bread.", "2.  Fold  gently.", "   chopped fine",
        "\tstill the same step", "Stir until thick.", "Then rest it.", "```", "~~~", "{{< note >}}", "{% raw %}",
        "# Heading", "#hashtag", "## Zutaten", "1. Crème brûlée", "- ½ tsp paprika", "    - 2 indented", "- 2 eggs  ",
    ]

    static func pick(_ list: [String], _ random: inout SplitMix64) -> String {
        list[Int(random.next() % UInt64(list.count))]
    }

    /// A recipe: a front matter, then its lists and some lines anywhere.
    static func recipe(_ random: inout SplitMix64) -> [String] {
        var body = ["## Ingredients", ""] + (0..<Int(2 + random.next() % 5)).map { _ in pick(["- 200 g sugar", "- 3 eggs", "* 250 g flour", "- 2 leeks", "- ½ tsp paprika"], &random) }
            + ["", "## Steps", ""] + (0..<Int(1 + random.next() % 5)).map { n in "\(n + 1). " + pick(["Beat the eggs.", "Fold in the flour.", "[adult: oven] Bake.", "Cool."], &random) }
        for _ in 0..<Int(random.next() % 3) { body.insert(pick(lines, &random), at: Int(random.next() % UInt64(body.count + 1))) }
        return pick(fronts, &random).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + body
    }

    /// The recipe with one or two lines of its body replaced, added or taken out.
    static func edited(_ lines: [String], _ random: inout SplitMix64) -> [String] {
        var lines = lines
        for _ in 0..<Int(1 + random.next() % 2) where !lines.isEmpty {
            let at = Int(random.next() % UInt64(lines.count))
            switch random.next() % 4 {
            case 0: lines[at] = pick(Self.lines, &random)
            case 1: lines.insert(pick(Self.lines, &random), at: at)
            case 2: lines.remove(at: at)
            default: // another amount or wording on a list line, the commonest edit
                lines[at] = lines[at].hasPrefix("- ") ? "- 150 g " + pick(["sugar", "flour", "butter"], &random)
                    : lines[at].first?.isNumber == true ? "1. " + pick(["Whisk it.", "Bake at 200 °C for a while."], &random) : lines[at]
            }
        }
        return lines
    }

    @Test func versionsMadeFromTheOneBeforeReadAsTheWholeFile() {
        var random = SplitMix64(seed: 41)
        var patched = 0, versions = 0
        for round in 0..<400 {
            let path = round % 7 == 0 ? "Content/cakes/index.md" : "Content/cake.md"
            var reader = VersionReader()
            var lines = Self.recipe(&random)
            for _ in 0..<6 {
                let data = Data(lines.joined(separator: round % 5 == 0 ? "\r\n" : "\n").utf8)
                let whole = VersionSnapshot(file: data, path: path)
                #expect(reader.read(data, path: path) == whole, "\(lines)")
                versions += 1
                lines = Self.edited(lines, &random)
            }
            patched += reader.patched
        }
        // Most random edits here break a shape the reader leaves to the loader (half the front
        // matters alone do); the rest are made, not read: without this the test would pass with
        // no patching at all. (191 of 2,400 when written.)
        #expect(patched > versions / 20, "\(patched) of \(versions)")
    }

    @Test func aChangedAmountAnAddedIngredientAndAChangedStepAreMadeNotRead() throws {
        let june = RecipeDiffTests.june
        let versions = [
            june,
            june.replacingOccurrences(of: "200 g sugar", with: "150 g sugar"),
            june.replacingOccurrences(of: "- 3 eggs", with: "- 3 eggs\n- 1 lemon, zested"),
            june.replacingOccurrences(of: "2. Fold in the flour.", with: "2. [adult: knife] Fold in the flour gently."),
            june.replacingOccurrences(of: "- 250 g flour\n", with: ""),
        ]
        for older in versions.dropFirst() {
            var reader = VersionReader()
            #expect(reader.read(Data(june.utf8), path: "Content/cake.md") == VersionSnapshot(file: Data(june.utf8), path: "Content/cake.md"))
            let made = reader.read(Data(older.utf8), path: "Content/cake.md")
            #expect(made == VersionSnapshot(file: Data(older.utf8), path: "Content/cake.md"))
            #expect(reader.patched == 1, "\(older)")
        }
    }

    @Test func fencesAreFoundOnTheBytes() {
        func fence(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { VersionReader.Lines.mayHaveFence($0) }
        }
        #expect(fence("a\n```swift\nb"))
        #expect(fence("~~~"))
        #expect(fence("x``` "))
        #expect(!fence("``~ ~~` `` ~~"))
        #expect(!fence("Crème brûlée ~ 2 `cups`"))
        #expect(!fence("``"))
        #expect(!fence(""))
    }

    /// UTF-8 checked run by run is UTF-8 checked whole (SourceText's check), for text of every kind of sequence and of broken ones.
    @Test func utf8CheckedRunByRunAsWhole() {
        var random = SplitMix64(seed: 53)
        let pieces: [[UInt8]] = [Array("Bake ".utf8), Array("½".utf8), Array("°C".utf8), Array("鸡蛋".utf8), Array("🍳".utf8),
                                 Array("e\u{301}".utf8), [0xC0, 0xAE], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xF0, 0x9F], [0xFF], Array("12345678".utf8)]
        for _ in 0..<3000 {
            let bytes = (0..<Int(random.next() % 10)).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            let run = bytes.withUnsafeBufferPointer { VersionReader.Lines.isUTF8($0) }
            #expect(run == (SourceText.firstInvalidUTF8(in: bytes) == nil), "\(bytes)")
        }
    }

    @Test func filesThatAreNotReadLineForLineHaveNoLines() {
        #expect(VersionReader.Lines(Data("- 2 eggs\n- salt".utf8))?.count == 2)
        #expect(VersionReader.Lines(Data("- 2 eggs\n".utf8))?.count == 2)
        #expect(VersionReader.Lines(Data("- 2 eggs\r\n- salt".utf8)) == nil)
        #expect(VersionReader.Lines(Data([0xEF, 0xBB, 0xBF] + Array("- 2 eggs".utf8))) == nil)
        #expect(VersionReader.Lines(Data([0x2D, 0x20, 0xC0, 0xAE])) == nil)
        #expect(VersionReader.Lines(Data("- Crème {{< note >}}".utf8)) == nil)
        #expect(VersionReader.Lines(Data("- Crème brûlée".utf8))?.text(0) == "- Crème brûlée")
    }
}
