import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import Foundation
import CookgenTestSupport

/// The history cache's bytes: everything comes back as it went in, and bytes that are not a whole
/// history (cut short, from another version, random) are never believed.
@Suite struct HistoryBytesTests {
    static let sugar = VersionIngredient(group: "Cake", name: "sugar", low: 200, high: 250.5, fixed: true, text: "a bit", unit: "g", note: "caster")
    static let egg = VersionIngredient(name: "eggs", low: 3)

    /// A history with every kind of version and change.
    static let every = SiteHistory(recipes: [
        "Content/cake.md": RecipeHistory(versions: [
            RecipeVersion(commit: "c3", date: CalendarDate(year: 2024, month: 8, day: 1)!, timestamp: "2024-08-01T10:00:00+02:00",
                          author: "Ada Baker", message: "Zest — and less sugar", path: "Content/cake.md", kind: .edit,
                          changes: [.amount(from: sugar, to: egg), .added(egg), .removed(sugar), .renamed(from: egg, to: sugar),
                                    .stepAdded(number: 2, text: "Rest."), .stepRemoved(number: 1, text: "Beat."),
                                    .stepChanged(number: 3, words: [WordRun(.same, "Bake at"), WordRun(.removed, "180"), WordRun(.added, "170"),
                                                                    WordRun(.elided, "…")]),
                                    .field(.servings, from: "8", to: nil), .field(.prepTime, from: nil, to: "10")],
                          renamedFrom: "Content/old cake.md",
                          cookable: VersionDelta(ingredients: [.same(0), .own(sugar)], steps: [.own("Beat."), .same(-1)])),
            RecipeVersion(commit: "c2", date: CalendarDate(year: 2024, month: 5, day: 2)!, timestamp: "", author: "", message: "",
                          path: "Content/cake.md", kind: .small, cookable: VersionDelta(ingredients: nil, steps: [])),
            RecipeVersion(commit: "c1", date: CalendarDate(year: 1970, month: 1, day: 1)!, timestamp: "t", author: "🧁", message: "\0\n",
                          path: "Content/cake.md", kind: .earliest),
        ], incomplete: true, newestFingerprint: "84e2f3b4be3474ec"),
        "Content/bread.cook": RecipeHistory(versions: [
            RecipeVersion(commit: "b1", date: CalendarDate(year: 2023, month: 2, day: 28)!, timestamp: "x", author: "B", message: "m",
                          path: "Content/bread.cook", kind: .first),
        ]),
        "Content/empty.md": RecipeHistory(versions: []),
    ])

    @Test func everyKindOfChangeComesBack() {
        #expect(SiteHistory(bytes: Self.every.bytes) == Self.every)
        #expect(SiteHistory(bytes: SiteHistory().bytes) == SiteHistory())
        #expect(Self.every.bytes == Self.every.bytes, "the same history, the same bytes")
    }

    @Test func aHistoryReadFromGitComesBack() throws {
        let repo = try GitFixture.lemonCake()
        let history = HistoryReader.read(try #require(GitRepository(root: repo.root)), threads: 2)
        #expect(!history.recipes.isEmpty)
        #expect(SiteHistory(bytes: history.bytes) == history)
    }

    @Test func bytesCutShortOrChangedAreNeverBelieved() {
        let bytes = Self.every.bytes
        for end in 0..<bytes.count { #expect(SiteHistory(bytes: Array(bytes[..<end])) == nil) }
        #expect(SiteHistory(bytes: bytes + [0]) == nil, "trailing bytes")
        var random = SplitMix64(seed: 41)
        for _ in 0..<2_000 {
            var changed = bytes
            changed[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            // Anything but a crash or a hang, the recipes decoded too (they are decoded when asked for).
            _ = SiteHistory(bytes: changed)?.recipes
            _ = SiteHistory(bytes: (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) })?.recipes
        }
        // A count larger than the bytes left is refused before anything is allocated for it.
        var writer = ByteWriter()
        writer.write(Int.max)
        #expect(SiteHistory(bytes: writer.bytes) == nil)
    }

    @Test func recipesReadBackStayBytesUntilAskedAndAreWrittenAsTheyWere() throws {
        let read = try #require(SiteHistory(bytes: Self.every.bytes))
        #expect(Set(read.paths) == Set(Self.every.recipes.keys))
        for path in read.paths { #expect(read.newestDate(path) == Self.every.of(path)?.newest?.date) }
        for path in read.paths { #expect(read.same(path, as: Self.every) && Self.every.same(path, as: read)) }
        // One recipe's history replaced, one removed: the rest are written back byte for byte.
        let path = "Content/cake.md"
        var replaced = try #require(read.of(path))
        replaced.versions = Array(replaced.versions.prefix(1))
        let removed = "Content/empty.md"
        let next = read.removing([removed]).merging([path: replaced])
        var expected = Self.every
        expected.recipes[path] = replaced
        expected.recipes[removed] = nil
        #expect(next.bytes == expected.bytes)
        #expect(next == expected && !next.same(path, as: read) && next.of(removed) == nil)
        let again = try #require(SiteHistory(bytes: next.bytes))
        #expect(again == expected)
        #expect(read.paths.filter { !again.same($0, as: read) }.sorted() == [path, removed].sorted())
    }

    @Test func numbersAndStringsRoundTrip() {
        var writer = ByteWriter()
        let ints = [0, 1, -1, 63, -64, 64, 300, -300, Int.max, Int.min]
        let doubles = [0.0, -0.0, 1.5, .infinity, -.greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for i in ints { writer.write(i) }
        for d in doubles { writer.write(d) }
        writer.write("½ TL Salz 🧂")
        var reader = ByteReader(writer.bytes)
        #expect(ints.map { _ in try? reader.int() } == ints)
        #expect(doubles.map { _ in (try? reader.double())?.bitPattern } == doubles.map(\.bitPattern))
        #expect((try? reader.string()) == "½ TL Salz 🧂" && reader.isAtEnd && (try? reader.int()) == nil)
        var overlong = ByteReader([UInt8](repeating: 0xFF, count: 12))
        #expect((try? overlong.int()) == nil)
    }

    @Test func theCacheFileIsReadOnlyWhenItIsWhole() throws {
        let folder = Scratch.root.appendingPathComponent("cookgen-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = HistoryCache(output: folder.appendingPathComponent("Public"))
        let old = cache.file.deletingLastPathComponent().appendingPathComponent("history.json")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: old)
        cache.write(Self.every, key: "abc")
        #expect(cache.read(key: "abc") == Self.every && cache.read()?.key == "abc")
        #expect(cache.read(key: "abd") == nil)
        #expect(!FileManager.default.fileExists(atPath: old.path), "the JSON cache of earlier versions is cleared away")
        let whole = try Data(contentsOf: cache.file)
        // Recipes are decoded when asked for: a byte changed anywhere in the history is found by the file's hash.
        for at in stride(from: whole.count - Self.every.bytes.count, to: whole.count, by: 7) {
            var changed = whole
            changed[at] ^= 0x20
            try changed.write(to: cache.file)
            #expect(cache.read() == nil, "byte \(at) changed")
        }
        try whole.prefix(whole.count - 1).write(to: cache.file)
        #expect(cache.read() == nil)
        try Data("{\"version\":\"cookgen-history 1\"}".utf8).write(to: cache.file)
        #expect(cache.read() == nil)
    }
}
