import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// After a few recipe files changed, a build writes only the changes beside the cache
/// (`recipes.delta`), not the whole file again; read over the whole file they give the cache the
/// whole file would have been.
@Suite struct CacheDeltaTests {
    typealias Cookbook = BuildCacheTests.Cookbook

    static func retitle(_ book: Cookbook, _ path: String, _ title: String) throws {
        let text = book.recipes[path]!
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try book.write(path, lines.map { $0.hasPrefix("title: ") ? "title: \(title)" : $0 }.joined(separator: "\n"))
    }

    @Test func aFewChangesAreWrittenBesideTheCache() throws {
        let book = try Cookbook(seed: 51, recipes: 100)
        _ = try book.build()
        let whole = RecipeCache.location(for: book.output), delta = RecipeCache.deltaLocation(whole)
        let before = try Data(contentsOf: whole)
        #expect(!FileManager.default.fileExists(atPath: delta.path))
        let paths = book.recipes.keys.sorted()
        for (n, path) in paths.prefix(3).enumerated() {
            try Self.retitle(book, path, "Changed \(n)")
            let report = try book.build()
            #expect(report.onlyChanges && report.parsed == 1)
            #expect(try Data(contentsOf: whole) == before, "the whole file stays as it was")
            #expect(FileManager.default.fileExists(atPath: delta.path))
            // Read back: every recipe from the cache (the changed ones from the changes), and the offline list.
            let stamps = try #require(BuildManifest.read(for: book.output)).inputs
            let cache = RecipeCache.read(for: book.output)
            for path in paths { #expect(cache.parsed(path, hash: try #require(stamps.hash(of: path)))?.0 != nil, "\(path)") }
            #expect(cache.offlineFilesSorted?.isEmpty == false)
            #expect(try book.differencesFromClean().isEmpty)
        }
        // Changed again: the changes file holds the new parse, not the one it replaced.
        try Self.retitle(book, paths[0], "Changed 0 again")
        #expect(try book.build().parsed == 1)
        #expect(try book.build().upToDate)
        #expect(try book.differencesFromClean().isEmpty)
    }

    @Test func manyChangesWriteTheWholeFileAgain() throws {
        let book = try Cookbook(seed: 52, recipes: 100)
        _ = try book.build()
        let whole = RecipeCache.location(for: book.output), delta = RecipeCache.deltaLocation(whole)
        var first = try Data(contentsOf: whole)
        var rewritten = 0, beside = 0
        for (n, path) in book.recipes.keys.sorted().prefix(30).enumerated() {
            try Self.retitle(book, path, "Renamed \(n)")
            #expect(try book.build().onlyChanges)
            let now = try Data(contentsOf: whole)
            if now != first {
                rewritten += 1
                #expect(!FileManager.default.fileExists(atPath: delta.path), "a whole file written removes the changes beside it")
                first = now
            } else {
                beside += 1
            }
        }
        #expect(rewritten >= 1 && beside >= 10, "\(rewritten) whole, \(beside) changes")
        #expect(try book.differencesFromClean().isEmpty)
    }

    /// A damaged changes file: the parses of the whole file stand, the offline list is not trusted
    /// (the next build renders every page), and the output is right.
    @Test func aDamagedChangesFileIsLeftOut() throws {
        let book = try Cookbook(seed: 53, recipes: 100)
        _ = try book.build()
        let paths = book.recipes.keys.sorted()
        try Self.retitle(book, paths[0], "Changed")
        _ = try book.build()
        let delta = RecipeCache.deltaLocation(RecipeCache.location(for: book.output))
        let bytes = try Data(contentsOf: delta)
        try bytes.prefix(bytes.count - 5).write(to: delta)
        let cache = RecipeCache.read(for: book.output)
        #expect(cache.offlineFilesSorted == nil)
        let stamps = try #require(BuildManifest.read(for: book.output)).inputs
        #expect(cache.parsed(paths[1], hash: try #require(stamps.hash(of: paths[1])))?.0 != nil, "the whole file's parses stand")
        try Self.retitle(book, paths[1], "Also changed")
        let report = try book.build()
        #expect(!report.onlyChanges)
        #expect(try book.differencesFromClean().isEmpty)
        #expect(RecipeCache.read(for: book.output).offlineFilesSorted != nil, "the changes file is written again, whole")
    }
}
