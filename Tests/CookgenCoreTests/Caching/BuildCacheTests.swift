import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// Builds between edits: whatever sequence of edits a site goes through, a build over the
/// previous output — which renders only what changed — leaves exactly the bytes a clean build
/// gives; recipes are parsed once and then read from the cache.
@Suite struct BuildCacheTests {
    /// A generated cookbook in a temporary folder: recipes in categories with tags, some using others.
    final class Cookbook {
        let root: URL
        var site: URL { root.appendingPathComponent("site") }
        var output: URL { root.appendingPathComponent("out") }
        var random: SplitMix64
        var recipes: [String: String] = [:]
        var counter = 0
        static let categories = ["Breakfast", "Mains", "Soups", "Baking"]
        static let tags = ["quick", "vegan", "party", "budget"]

        init(seed: UInt64, recipes count: Int) throws {
            random = SplitMix64(seed: seed)
            root = Scratch.root.appendingPathComponent("cookgen-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
            try write("cookgen.yaml", "title: Cache Kitchen\nbase_url: https://example.org/k/\n")
            try write("Content/categories.yaml", "- name: Mains\n  description: Hearty.\n- name: Soups\n")
            for _ in 0..<count { try addRecipe() }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            if path.hasPrefix("Content/"), path.hasSuffix(".md") { recipes[path] = text }
        }

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(at: site.appendingPathComponent(path))
            recipes[path] = nil
        }

        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func anyRecipe() -> String { pick(recipes.keys.sorted()) }
        func title(of text: String) -> String {
            text.split(separator: "\n").first { $0.hasPrefix("title: ") }.map { String($0.dropFirst(7)) } ?? ""
        }

        func recipeText(title: String, category: String, tags: [String], amount: Int, uses: String?) -> String {
            """
            ---
            title: \(title)
            date: 2024-0\(1 + amount % 9)-1\(amount % 10)
            category: \(category)
            tags: [\(tags.joined(separator: ", "))]
            servings: \(2 + amount % 4)
            \(uses.map { "components:\n  - recipe: \($0)\n    amount: 200 g\n" } ?? "")---
            Something good.

            ## Ingredients

            - \(amount) g flour
            - 2 eggs
            - salt to taste

            ## Steps

            1. Mix the flour with the eggs.
            2. Bake for \(amount % 30 + 5) minutes.
            """
        }

        func addRecipe() throws {
            counter += 1
            let uses = recipes.isEmpty || Bool.random(using: &random) ? nil : title(of: recipes[anyRecipe()]!)
            let text = recipeText(title: "Dish \(counter)", category: pick(Self.categories), tags: [pick(Self.tags)],
                                  amount: Int.random(in: 1...500, using: &random), uses: uses)
            try write("Content/\(pick(["a", "b", "c/d"]))/dish-\(counter).md", text)
        }

        /// One random edit; returns what it was.
        func edit() throws -> String {
            let path = anyRecipe()
            let text = recipes[path]!
            func replace(_ line: String, with new: String) throws {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                try write(path, lines.map { $0.hasPrefix(line) ? new : $0 }.joined(separator: "\n"))
            }
            switch Int.random(in: 0..<13, using: &random) {
            case 0:
                try replace("- ", with: "- \(Int.random(in: 1...900, using: &random)) g flour")
                return "amount of \(path)"
            case 1:
                try replace("title: ", with: "title: Dish \(Int.random(in: 1...99, using: &random)) renamed")
                return "title of \(path)"
            case 2:
                try replace("category: ", with: "category: \(pick(Self.categories + ["Drinks"]))")
                return "category of \(path)"
            case 3:
                try addRecipe()
                return "a new recipe"
            case 4 where recipes.count > 3:
                try remove(path)
                return "\(path) deleted"
            case 5:
                try remove(path)
                try write(path.replacingOccurrences(of: ".md", with: "-moved.md"), text)
                return "\(path) renamed"
            case 6:
                let other = title(of: recipes[anyRecipe()]!)
                try replace("servings: ", with: "servings: 3\ncomponents:\n  - recipe: \(other)\n    amount: 1 cup")
                return "\(path) uses \(other)"
            case 7:
                let config = try String(contentsOf: site.appendingPathComponent("cookgen.yaml"), encoding: .utf8)
                try write("cookgen.yaml", config.replacingOccurrences(of: "Kitchen", with: "Kitchen!"))
                return "config"
            case 8:
                try replace("2. Bake", with: "2. Bake gently for \(Int.random(in: 1...60, using: &random)) minutes.")
                return "a step of \(path)"
            case 9:
                try replace("tags: ", with: "tags: [\(pick(Self.tags)), \(pick(Self.tags + ["new-tag"]))]")
                return "tags of \(path)"
            case 10:
                try replace("title: ", with: Bool.random(using: &random) ? "draft: true\ntitle: Hidden" : "titel: Broken")
                return "\(path) made a draft or broken"
            case 11:
                // Cards show the newest rating of the cook's log.
                let day = Int.random(in: 1...9, using: &random), rating = Int.random(in: 1...5, using: &random)
                try replace("servings: ", with: "log:\n  - date: 2024-05-0\(day)\n    rating: \(rating)\nservings: 3")
                return "the rating of \(path)"
            default:
                // Touched, not changed: not a change.
                try write(path, text)
                return "\(path) touched"
            }
        }

        func build(into output: URL? = nil, force: Bool = false, endsProcess: Bool = false) throws -> BuildReport {
            var options = BuildOptions(source: site, output: output ?? self.output, defaultTheme: SiteFixture.defaultTheme)
            options.force = force
            options.endsProcess = endsProcess
            options.keepGoing = true
            options.threads = 2
            return try Builder.build(options)
        }

        /// The differences between the output and a clean build's.
        func differencesFromClean() throws -> [String] {
            let clean = root.appendingPathComponent("clean")
            try? FileManager.default.removeItem(at: clean)
            _ = try build(into: clean, force: true)
            let built = try FixtureSiteTests.tree(output), expected = try FixtureSiteTests.tree(clean)
            var differences = Set(built.keys).symmetricDifference(expected.keys).sorted().map { "only in one: \($0)" }
            differences += expected.keys.sorted().filter { built[$0] != nil && built[$0] != expected[$0] }.map { "differs: \($0)" }
            try FileManager.default.removeItem(at: clean)
            return differences
        }
    }

    /// Only `cookgen build`, which exits right after, leaves the site and renderer unfreed; a
    /// build in a process that goes on (tests, the preview server) frees them as it returns.
    @Test func onlyABuildThatEndsTheProcessLeavesItsValues() throws {
        let book = try Cookbook(seed: 9, recipes: 4)
        let before = Leftovers.count
        _ = try book.build()
        #expect(Leftovers.count == before)
        _ = try book.build(force: true, endsProcess: true)
        #expect(Leftovers.count > before)
        let afterFull = Leftovers.count
        _ = try book.edit()
        let report = try book.build(endsProcess: true)
        #expect(report.upToDate || Leftovers.count > afterFull)
        #expect(try book.differencesFromClean() == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomEditsGiveTheCleanBuild(seed: UInt64) throws {
        let book = try Cookbook(seed: seed, recipes: 10)
        let first = try book.build()
        #expect(first.wrote && !first.onlyChanges && first.parsed == 10)
        var partial = 0
        for step in 1...14 {
            let edit = try book.edit()
            let report = try book.build()
            if report.onlyChanges { partial += 1 }
            #expect(BuildManifest.read(for: book.output)?.output == BuildManifest.outputFingerprint(book.output),
                    "step \(step), \(edit): the manifest's output fingerprint is the output's")
            #expect(report.parsed <= 2, "step \(step), \(edit): \(report.parsed) recipe files parsed")
            let differences = try book.differencesFromClean()
            #expect(differences.isEmpty, "seed \(seed), step \(step), after \(edit): \(differences.prefix(5))")
            if !differences.isEmpty { break }
        }
        #expect(partial >= 5, "most edits render only what they change (\(partial) of 14)")
    }

    @Test func oneEditRendersOnlyWhatShowsIt() throws {
        let book = try Cookbook(seed: 7, recipes: 12)
        let first = try book.build()
        let path = book.recipes.keys.sorted()[0]
        try book.write(path, book.recipes[path]!.replacingOccurrences(of: "1. Mix", with: "1. Stir"))
        let report = try book.build()
        #expect(report.onlyChanges && report.parsed == 1)
        // The same pages; the search data may gain or lose a shard with the words.
        #expect(report.pages == first.pages)
        #expect(report.files - report.kept < 10, "a step edit writes the recipe's page, its data file and the search data: \(report.files - report.kept) files")
        #expect(BuildFileCountTests.filesOnDisk(book.output).count == report.files)
        #expect(try book.differencesFromClean().isEmpty)
    }

    /// The cards a build rendered are kept for the output it wrote (`KeptCardRenderings`): the
    /// next build of changes reuses them; kept for another output (a build died before writing
    /// them, or they were copied from elsewhere), they are not used.
    @Test func keptCardRenderingsAreUsedOnlyForTheOutputTheyWereKeptWith() throws {
        let book = try Cookbook(seed: 21, recipes: 8)
        _ = try book.build()
        let location = KeptCardRenderings.location(for: book.output)
        let first = try Data(contentsOf: location)
        #expect(KeptCardRenderings.read(for: book.output, fingerprint: try #require(BuildManifest.read(for: book.output)).output) != nil)
        let paths = book.recipes.keys.sorted()
        try book.write(paths[0], book.recipes[paths[0]]!.replacingOccurrences(of: "title: ", with: "title: Renamed "))
        #expect(try book.build().onlyChanges)
        let manifest = try #require(BuildManifest.read(for: book.output))
        #expect(KeptCardRenderings.read(for: book.output, fingerprint: manifest.output) != nil, "kept again for the new output")
        #expect(try book.differencesFromClean().isEmpty)
        // The first build's cards, which show the old title, put back: stale, so not used.
        try first.write(to: location)
        #expect(KeptCardRenderings.read(for: book.output, fingerprint: manifest.output) == nil)
        try book.write(paths[1], book.recipes[paths[1]]!.replacingOccurrences(of: "title: ", with: "title: Also "))
        #expect(try book.build().onlyChanges)
        #expect(try book.differencesFromClean().isEmpty)
    }

    @Test func aBuildKilledWhileWritingIsRepairedByTheNext() throws {
        let book = try Cookbook(seed: 9, recipes: 6)
        _ = try book.build()
        let path = book.recipes.keys.sorted()[0]
        try book.write(path, book.recipes[path]!.replacingOccurrences(of: "title: ", with: "title: Half "))
        // What a build killed between its renames leaves: no manifest, a leftover, a page of the new state.
        BuildManifest.remove(for: book.output)
        try Data("half".utf8).write(to: book.output.appendingPathComponent("recipes/.x.html.cookgen-new"))
        let report = try book.build()
        #expect(report.wrote && !report.onlyChanges, "without a manifest the build renders everything")
        #expect(try book.differencesFromClean().isEmpty)
    }

    @Test func aBuildOfOnlyChangesSweepsTheStagingOfAKilledFullBuild() throws {
        let book = try Cookbook(seed: 11, recipes: 6)
        _ = try book.build()
        // A full build killed before its swap leaves its staging folder, named by a process now gone;
        // the output and its manifest are the last good build's, so the next build writes only changes.
        let parent = book.output.deletingLastPathComponent()
        let abandoned = parent.appendingPathComponent(".\(book.output.lastPathComponent).tmp-2147483646-DEADBEEF")
        try FileManager.default.createDirectory(at: abandoned.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        let path = book.recipes.keys.sorted()[0]
        try book.write(path, book.recipes[path]!.replacingOccurrences(of: "1. Mix", with: "1. Stir"))
        let report = try book.build()
        #expect(report.onlyChanges)
        #expect(!FileManager.default.fileExists(atPath: abandoned.path), "the killed build's staging folder is gone")
        #expect(try book.differencesFromClean().isEmpty)
    }

    @Test func aFailedWriteLeavesTheOutputAsItWas() throws {
        let book = try Cookbook(seed: 11, recipes: 3)
        _ = try book.build()
        let before = try FixtureSiteTests.tree(book.output)
        let output = IncrementalOutput(destination: book.output)
        try output.write(Data("new".utf8), to: "index.html")
        try output.write(Data("new".utf8), to: "fresh/page.html")
        #expect(throws: OutputError.self) { try output.write(Data("again".utf8), to: "index.html") }
        output.discard()
        #expect(try FixtureSiteTests.tree(book.output) == before, "no temporary file, no new folder, no changed page")
    }

    /// The stamps are written in their paths' order whether a build sorted them or took the last
    /// build's order (the same paths again): the same bytes either way, and sorted anew once a file came.
    @Test func stampsAreWrittenInOneOrderWhicheverWayItWasFound() throws {
        let book = try Cookbook(seed: 17, recipes: 30)
        let first = InputStamps.read(source: book.site, themeLayers: [], previous: nil)
        var reader = ByteReader(first.encoded())
        let readBack = try InputStamps(from: &reader)
        let again = InputStamps.read(source: book.site, themeLayers: [], previous: readBack)
        #expect(again == first)
        #expect(again.encoded() == first.encoded())
        try book.addRecipe()
        let grown = InputStamps.read(source: book.site, themeLayers: [], previous: readBack)
        #expect(grown.files.count == first.files.count + 1)
        #expect(grown.encoded() == InputStamps.read(source: book.site, themeLayers: [], previous: nil).encoded())
        var grownReader = ByteReader(grown.encoded())
        let keys = try InputStamps(from: &grownReader).files.keys.sorted()
        #expect(keys == grown.files.keys.sorted())
    }

    /// A large build sets the recipes it parsed aside on disk until the cache is written: they
    /// read back the same then, and from the cache the next build.
    @Test func recipesSetAsideOnDiskAreWrittenToTheCache() throws {
        let book = try Cookbook(seed: 13, recipes: 8)
        let stamps = InputStamps.read(source: book.site, themeLayers: [], previous: nil)
        let cache = RecipeCache.read(for: book.output)
        cache.spillAfter = 0
        let parse = cache.parser(hashes: stamps)
        let paths = book.recipes.keys.sorted()
        let parsed = paths.map { parse(book.site, $0) }
        #expect(cache.spilled.count == paths.count)
        for (path, first) in zip(paths, parsed) {
            let hash = try #require(stamps.hash(of: path))
            #expect(first.0 != nil)
            #expect(cache.parsed(path, hash: hash)?.0 == first.0)
        }
        try cache.write(for: book.output, keeping: [stamps])
        let next = RecipeCache.read(for: book.output)
        for (path, first) in zip(paths, parsed) {
            #expect(next.parsed(path, hash: try #require(stamps.hash(of: path)))?.0 == first.0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: book.root.path).sorted() == [".out.cookgen-cache", "site"])
    }

    /// Search terms a large build makes wait on disk too, and come back the same.
    @Test func searchTermsSetAsideOnDiskComeBack() throws {
        let book = try Cookbook(seed: 17, recipes: 6)
        let recipes = try Loader.load(root: book.site, threads: 1).recipes
        let cache = SearchCache(stored: { _ in nil }, scratchFolder: book.root.path)
        cache.spillAfter = 0
        var made: [Slug: [UInt8]] = [:]
        for (n, recipe) in recipes.enumerated() {
            made[recipe.slug] = cache.made(for: recipe, ["term\(n)": n + 1, "shared": 2]).bytes
        }
        for recipe in recipes { #expect(cache.remembered(recipe)?.bytes == made[recipe.slug]) }
        let kept = cache.madeTerms()
        #expect(kept.count == recipes.count)
        for (recipe, terms) in kept { #expect(terms.bytes == made[recipe.slug]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: book.root.path).sorted() == ["site"], "the scratch file has no name")
    }

    @Test func aDamagedCacheIsAnEmptyOne() throws {
        let book = try Cookbook(seed: 5, recipes: 4)
        _ = try book.build()
        let location = RecipeCache.location(for: book.output)
        #expect(location.path.hasSuffix("/.out.cookgen-cache/recipes.bin"))
        #expect(RecipeCache.read(for: book.output).parsed(book.recipes.keys.sorted()[0], hash: 0) == nil)
        // A damaged cache is an empty one: the next build parses everything and is still right.
        let bytes = try Data(contentsOf: location)
        try bytes.prefix(bytes.count / 2).write(to: location)
        try book.write("cookgen.yaml", "title: Changed\n")
        let report = try book.build()
        #expect(report.parsed == 4)
        #expect(try book.differencesFromClean().isEmpty)
    }
}
