import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// A build of changes makes the search index from the last build's (`SearchIndexBuilder.patch`,
/// kept in `SearchSnapshot`): its files must be those `build` writes for the changed site.
@Suite struct SearchPatchTests {
    static let words = ["tomato", "basil", "garlic", "onion", "lemon", "rice", "beans", "red", "green", "slow",
                        "quick", "smørrebrød", "crème", "红烧", "肉", "apple", "pie", "soup", "stew", "salad",
                        // Korean composed and as jamo: equal strings with other bytes, unless the tokenizer folds them.
                        "한국", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"]
    static let termName: @Sendable (Term, TaxonomyKind) -> String = { term, _ in term.name }
    static let image: @Sendable (Recipe) -> String? = { _ in nil }

    static func recipe(_ g: inout SplitMix64) -> String {
        func some(_ n: ClosedRange<Int>) -> [String] { (0..<Int.random(in: n, using: &g)).map { _ in words.randomElement(using: &g)! } }
        return """
            ---
            title: \(some(1...3).joined(separator: " ").capitalized)
            category: Mains
            tags: [\(Set(some(0...2)).sorted().joined(separator: ", "))]
            \(Bool.random(using: &g) ? "total_time: \(Int.random(in: 5...90, using: &g)) min" : "")
            ---
            ## Ingredients
            \(some(1...4).map { "- \(Int.random(in: 1...500, using: &g)) g \($0)" }.joined(separator: "\n"))
            ## Steps
            \(some(1...3).enumerated().map { "\($0.offset + 1). Stir the \($0.element) with \(some(1...3).joined(separator: " "))." }.joined(separator: "\n"))
            """
    }

    static func index(_ recipes: [String: String]) throws -> SiteIndex {
        // One recipe always there, so the category (a facet) stays as it is, as a build of changes needs.
        let text = recipes.sorted { $0.key < $1.key }.map { "-- Content/\($0.key).md --\n\($0.value)" }.joined(separator: "\n")
        return try SiteFixture("-- Content/anchor.md --\n---\ntitle: Anchor\ncategory: Mains\n---\n## Steps\n1. Stay.\n" + text).index()
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aPatchedIndexWritesTheFilesOfAWholeOne(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        var recipes: [String: String] = [:]
        for n in 0..<10 { recipes["r\(n)"] = Self.recipe(&g) }
        var next = 10
        var before = try Self.index(recipes)
        var previous = SearchIndexBuilder.build(before, termName: Self.termName, image: Self.image)
        var patched = 0, rewrites = 0
        for _ in 0..<12 {
            // One to three recipes edited, added or removed.
            for _ in 0..<Int.random(in: 1...3, using: &g) {
                switch Int.random(in: 0..<4, using: &g) {
                case 0 where recipes.count > 2: recipes.removeValue(forKey: recipes.keys.sorted().randomElement(using: &g)!)
                case 1:
                    recipes["r\(next)"] = Self.recipe(&g)
                    next += 1
                default: recipes[recipes.keys.sorted().randomElement(using: &g)!] = Self.recipe(&g)
                }
            }
            let after = try Self.index(recipes)
            let changed = Set(after.recipes.filter { before.bySlug[$0.slug] != $0 }.map(\.slug))
            let whole = SearchIndexBuilder.build(after, termName: Self.termName, image: Self.image)
            if let made = SearchIndexBuilder.patch(previous, index: after, changed: changed, termName: Self.termName, image: Self.image) {
                patched += 1
                let (got, want) = (made.files(), whole.files())
                #expect(got.map(\.0) == want.map(\.0))
                for ((path, text), (_, expected)) in zip(got, want) { #expect(text == expected, "\(path)") }
                // The files a patch says cannot differ are the last index's, as they were.
                if let rewrite = made.rewrite {
                    rewrites += 1
                    let before = Dictionary(uniqueKeysWithValues: previous.files())
                    for (path, text) in want where !rewrite.contains(path) { #expect(before[path] == text, "\(path) kept but changed") }
                    #expect(rewrite.count < want.count)
                }
                previous = made
            } else {
                previous = whole
            }
            before = after
        }
        #expect(patched > 0)
        #expect(rewrites > 0)
    }

    /// Recipes edited, none added or removed: the documents keep their numbers, and a term's list
    /// whose postings of the edited recipes are as they were is kept, its shard not written again.
    @Test(arguments: [5, 6, 7] as [UInt64])
    func editsRewriteOnlyTheShardsThatChange(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        var recipes: [String: String] = [:]
        for n in 0..<40 { recipes["r\(n)"] = Self.recipe(&g) }
        var before = try Self.index(recipes)
        var previous = SearchIndexBuilder.build(before, termName: Self.termName, image: Self.image)
        for round in 0..<6 {
            let key = recipes.keys.sorted().randomElement(using: &g)!
            // A new word in the title, or the recipe written again.
            recipes[key] = round.isMultiple(of: 2)
                ? recipes[key]!.replacingOccurrences(of: "title: ", with: "title: Zucchini\(round) ")
                : Self.recipe(&g)
            let after = try Self.index(recipes)
            let changed = Set(after.recipes.filter { before.bySlug[$0.slug] != $0 }.map(\.slug))
            let whole = SearchIndexBuilder.build(after, termName: Self.termName, image: Self.image)
            let made = try #require(SearchIndexBuilder.patch(previous, index: after, changed: changed, termName: Self.termName,
                                                               image: Self.image))
            let (got, want) = (made.files(), whole.files())
            #expect(got.map(\.0) == want.map(\.0))
            for ((path, text), (_, expected)) in zip(got, want) { #expect(text == expected, "\(path)") }
            let rewrite = try #require(made.rewrite)
            let last = Dictionary(uniqueKeysWithValues: previous.files())
            for (path, text) in want where !rewrite.contains(path) { #expect(last[path] == text, "\(path) kept but changed") }
            // Every shard of terms written again differs from the last one.
            for path in rewrite where path.hasPrefix("search/terms/") {
                #expect(last[path] != Dictionary(uniqueKeysWithValues: want)[path], "\(path) written again unchanged")
            }
            if round.isMultiple(of: 2) { #expect(rewrite.contains { $0.hasPrefix("search/terms/") }) }
            previous = made
            before = after
        }
    }

    @Test func theSnapshotReadsBackAsWrittenAndOnlyForItsTag() throws {
        var g = SplitMix64(seed: 9)
        var recipes: [String: String] = [:]
        for n in 0..<30 { recipes["r\(n)"] = Self.recipe(&g) }
        let search = SearchIndexBuilder.build(try Self.index(recipes), termName: Self.termName, image: Self.image)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        SearchSnapshot.write(search, tag: "one", for: output)
        let read = try #require(SearchSnapshot.read(for: output, tag: "one"))
        #expect(read.files().map(\.1) == search.files().map(\.1))
        #expect(read.documents == search.documents)
        #expect(SearchSnapshot.read(for: output, tag: "two") == nil)
        // A damaged file is no snapshot.
        let location = SearchSnapshot.location(for: output)
        let bytes = try Data(contentsOf: location)
        try bytes.prefix(bytes.count - 3).write(to: location)
        #expect(SearchSnapshot.read(for: output, tag: "one") == nil)
    }

    @Test func theTagNamesTheOptionsAndEveryInput() {
        let a = InputStamps(files: ["Content/a.md": .init(size: 1, modified: 1, changed: 1, inode: 1, hash: 10),
                                    "Content/b.md": .init(size: 1, modified: 1, changed: 1, inode: 2, hash: 20)])
        var b = a
        b.files["Content/b.md"]?.hash = 21
        var c = a
        c.files["Content/c.md"] = .init(size: 1, modified: 1, changed: 1, inode: 3, hash: 30)
        var touched = a
        touched.files["Content/a.md"]?.modified = 2
        #expect(SearchSnapshot.tag(key: "k", inputs: a) == SearchSnapshot.tag(key: "k", inputs: touched))
        #expect(SearchSnapshot.tag(key: "k", inputs: a) != SearchSnapshot.tag(key: "k", inputs: b))
        #expect(SearchSnapshot.tag(key: "k", inputs: a) != SearchSnapshot.tag(key: "k", inputs: c))
        #expect(SearchSnapshot.tag(key: "k", inputs: a) != SearchSnapshot.tag(key: "other", inputs: a))
    }
}
