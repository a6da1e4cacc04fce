import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// A build keeps its index relations (`KeptRelations`) for the next build of changes, which
/// finds what a change reaches from them instead of indexing the site as it was again.
@Suite struct KeptRelationsTests {
    typealias Cookbook = BuildCacheTests.Cookbook

    static func index(_ book: Cookbook) throws -> SiteIndex {
        Indexer.index(try Loader.load(root: book.site, threads: 1), dropInvalid: true, threads: 1)
    }

    static func roundTrip(_ relations: IndexRelations) throws -> IndexRelations {
        var out = ByteWriter()
        relations.encode(into: &out)
        var input = ByteReader(out.bytes)
        let read = try IndexRelations(from: &input)
        #expect(input.isAtEnd)
        return read
    }

    @Test func relationsReadBackAsWritten() throws {
        let book = try Cookbook(seed: 31, recipes: 12)
        let relations = IndexRelations(try Self.index(book))
        #expect(relations.recipes.count == 12)
        #expect(relations.recipes.values.contains { !$0.uses.isEmpty }, "some recipes use others")
        #expect(!relations.usedBy.isEmpty)
        #expect(try Self.roundTrip(relations) == relations)
        // Cut short anywhere, they are not read.
        var out = ByteWriter()
        relations.encode(into: &out)
        for cut in stride(from: 0, to: out.bytes.count, by: max(1, out.bytes.count / 40)) {
            var input = ByteReader(Array(out.bytes.prefix(cut)))
            #expect(throws: (any Error).self) { try IndexRelations(from: &input) }
        }
    }

    /// A build keeps them named by its inputs; the next build of changes reads them.
    @Test func aBuildKeepsItsRelationsForItsInputs() throws {
        let book = try Cookbook(seed: 32, recipes: 8)
        _ = try book.build()
        let manifest = try #require(BuildManifest.read(for: book.output))
        let tag = SearchSnapshot.tag(key: manifest.key, inputs: manifest.inputs)
        let kept = try #require(KeptRelations.read(for: book.output, tag: tag))
        #expect(kept == IndexRelations(try Self.index(book)))
        #expect(KeptRelations.read(for: book.output, tag: tag + "0") == nil, "named by other inputs, they are not used")
        let path = book.recipes.keys.sorted()[0]
        try book.write(path, book.recipes[path]!.replacingOccurrences(of: "title: ", with: "title: Renamed "))
        let report = try book.build()
        #expect(report.onlyChanges)
        let next = try #require(BuildManifest.read(for: book.output))
        #expect(KeptRelations.read(for: book.output, tag: SearchSnapshot.tag(key: next.key, inputs: next.inputs)) == IndexRelations(try Self.index(book)))
        #expect(try book.differencesFromClean().isEmpty)
    }

    /// Without them (gone, damaged), a build of changes makes the old relations from the cache, with the same output.
    @Test func withoutKeptRelationsABuildOfChangesMakesThem() throws {
        let book = try Cookbook(seed: 33, recipes: 8)
        _ = try book.build()
        for damage in [false, true] {
            let location = KeptRelations.location(for: book.output)
            if damage {
                let bytes = try Data(contentsOf: location)
                try bytes.prefix(bytes.count - 3).write(to: location)
            } else {
                try FileManager.default.removeItem(at: location)
            }
            let path = book.recipes.keys.sorted()[damage ? 1 : 0]
            try book.write(path, book.recipes[path]!.replacingOccurrences(of: "title: ", with: "title: Again "))
            let report = try book.build()
            #expect(report.onlyChanges)
            #expect(try book.differencesFromClean().isEmpty)
        }
    }

    /// The effect found from kept relations (read back, with each unchanged recipe's listing
    /// carried over) is the effect found from the two whole indexes, edit after edit.
    @Test(arguments: [41, 42] as [UInt64])
    func effectFromKeptRelationsIsTheEffectFromTheIndexes(seed: UInt64) throws {
        let book = try Cookbook(seed: seed, recipes: 12)
        var before = try Self.index(book)
        var stamps = InputStamps.read(source: book.site, themeLayers: [], previous: nil)
        var compared = 0
        for step in 1...24 {
            let edit = try book.edit()
            let now = InputStamps.read(source: book.site, themeLayers: [], previous: stamps)
            let sources = Set(now.changes(since: stamps).filter { $0.hasPrefix("Content/") && $0.hasSuffix(".md") })
            let after = try Self.index(book)
            defer { (before, stamps) = (after, now) }
            guard !sources.isEmpty, now.changes(since: stamps).allSatisfy({ $0.hasPrefix("Content/") && $0.hasSuffix(".md") }) else { continue }
            let old = try Self.roundTrip(IndexRelations(before))
            let new = IndexRelations(after, threads: 2, earlier: old, changed: sources)
            #expect(new == IndexRelations(after), "step \(step), \(edit): listings carried over are the listings made")
            let expected = RecipeChangeEffect.of(sources: sources, old: before, new: after)
            let found = RecipeChangeEffect.of(sources: sources, old: old, new: new, index: after) { _ in true }
            #expect(found == expected, "seed \(seed), step \(step), after \(edit)")
            compared += 1
        }
        #expect(compared >= 12)
    }
}
