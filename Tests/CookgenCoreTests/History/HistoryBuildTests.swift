import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

/// A build after a commit renders again only the recipes whose history the pages show
/// differently (and the feed, whose entries say when each recipe last changed); what it leaves
/// is the output a clean build makes at that commit.
@Suite struct HistoryBuildTests {
    struct Site {
        let repo: GitFixture
        let output = Scratch.root.appendingPathComponent("cookgen-history-build-\(UUID().uuidString)")

        func build(into folder: URL? = nil, force: Bool = false) throws -> BuildReport {
            var options = BuildOptions(source: repo.root, output: folder ?? output, defaultTheme: SiteFixture.defaultTheme)
            options.threads = 2
            options.force = force
            return try Builder.build(options)
        }

        /// The differences between the output and a clean build's of the same commit and files.
        func differencesFromClean() throws -> [String] {
            let clean = Scratch.root.appendingPathComponent("cookgen-history-clean-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: clean) }
            _ = try build(into: clean, force: true)
            let built = try FixtureSiteTests.tree(output), expected = try FixtureSiteTests.tree(clean)
            var differences = Set(built.keys).symmetricDifference(expected.keys).sorted().map { "only in one: \($0)" }
            differences += expected.keys.sorted().filter { built[$0] != nil && built[$0] != expected[$0] }.map { "differs: \($0)" }
            return differences
        }

        /// A file's inode and modification time: the same when the build left the file alone.
        func stamp(_ path: String) throws -> String {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            return "\(attributes[.systemFileNumber] ?? "") \(attributes[.modificationDate] ?? "")"
        }
    }

    static func soup(leeks: Int) -> String {
        "---\ntitle: Leek Soup\ndate: 2024-09-01\n---\n## Ingredients\n\n- \(leeks) leeks\n- 1 l stock\n\n## Steps\n\n1. Simmer the leeks in the stock.\n"
    }

    static let bread = "---\ntitle: Soda Bread\ndate: 2024-09-01\n---\n## Ingredients\n\n- 500 g flour\n- 400 ml buttermilk\n\n## Steps\n\n1. Mix and bake.\n"

    @Test func aCommitRendersOnlyTheRecipesWhoseHistoryChanged() throws {
        let repo = try GitFixture.lemonCake()
        try repo.write(Self.soup(leeks: 1), to: "Content/soup.md")
        try repo.write(Self.bread, to: "Content/bread.md")
        try repo.commit("Soup and bread", date: "2024-09-01T10:00:00+02:00")
        let site = Site(repo: repo)
        let first = try site.build()
        #expect(first.wrote && !first.onlyChanges)
        let bread = try site.stamp("recipes/bread.html")
        try repo.write(Self.soup(leeks: 2), to: "Content/soup.md")
        #expect(try site.build().onlyChanges)
        try repo.commit("More leek", date: "2024-09-02T10:00:00+02:00")
        let committed = try site.build()
        #expect(committed.onlyChanges && !committed.upToDate, "a commit renders only what it changed")
        #expect(committed.files - committed.kept < 8, "the soup's page, its data file and the feed: \(committed.files - committed.kept) files")
        let page = try String(contentsOf: site.output.appendingPathComponent("recipes/soup.html"), encoding: .utf8)
        #expect(page.contains("More leek"))
        #expect(try site.stamp("recipes/bread.html") == bread, "a recipe the commit did not touch keeps its page")
        #expect(try site.differencesFromClean() == [])
        // A commit that changes no recipe: nothing to render, and still the clean build's output.
        try repo.git("commit", "-q", "--allow-empty", "-m", "Nothing", date: "2024-09-03T10:00:00+02:00")
        let empty = try site.build()
        #expect(empty.onlyChanges && !empty.upToDate && empty.files == empty.kept)
        #expect(try site.differencesFromClean() == [])
        #expect(try site.build().upToDate)
    }

    /// Without the history the last build showed (its cache gone), a commit renders every page.
    @Test func aCommitWithoutTheEarlierHistoryRendersEveryPage() throws {
        let repo = try GitFixture.lemonCake()
        let site = Site(repo: repo)
        _ = try site.build()
        try FileManager.default.removeItem(at: HistoryCache(output: site.output).file)
        try repo.git("commit", "-q", "--allow-empty", "-m", "Nothing", date: "2024-09-03T10:00:00+02:00")
        let report = try site.build()
        #expect(report.wrote && !report.onlyChanges)
        #expect(try site.differencesFromClean() == [])
    }

    /// Edits left uncommitted, commits, amended commits, renames and new recipes, in random
    /// order: after each build the output is the clean build's.
    @Test(arguments: [1, 2] as [UInt64])
    func randomEditsAndCommitsGiveTheCleanBuild(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let repo = try GitFixture.lemonCake()
        var files = ["Content/soup.md": Self.soup(leeks: 1), "Content/bread.md": Self.bread]
        for (path, text) in files { try repo.write(text, to: path) }
        try repo.commit("Soup and bread", date: "2024-09-01T10:00:00+02:00")
        let site = Site(repo: repo)
        _ = try site.build()
        var partial = 0
        for step in 1...10 {
            let date = "2024-10-\(String(format: "%02d", step))T10:00:00+02:00"
            let what: String
            switch random.next() % 5 {
            case 0:
                try repo.write(Self.soup(leeks: step + 2), to: "Content/soup.md")
                what = "soup edited, not committed"
            case 1:
                try repo.write(Self.soup(leeks: step + 2), to: "Content/soup.md")
                try repo.commit("Leeks \(step)", date: date)
                what = "soup edited and committed"
            case 2:
                try repo.git("commit", "-q", "--allow-empty", "--amend", "-m", "Amended \(step)", date: date)
                what = "last commit amended"
            case 3:
                let from = files.keys.sorted()[Int(random.next() % UInt64(files.count))]
                let to = "Content/moved-\(step).md"
                try repo.git("mv", from, to)
                try repo.commit("Moved \(from)", date: date)
                files[to] = files.removeValue(forKey: from)
                what = "\(from) renamed"
            default:
                let path = "Content/new-\(step).md"
                try repo.write("---\ntitle: New \(step)\n---\n## Ingredients\n\n- \(step) eggs\n", to: path)
                try repo.commit("New \(step)", date: date)
                files[path] = ""
                what = "new recipe"
            }
            let report = try site.build()
            if report.onlyChanges { partial += 1 }
            let differences = try site.differencesFromClean()
            #expect(differences.isEmpty, "seed \(seed), step \(step), after \(what): \(differences.prefix(5))")
            if !differences.isEmpty { break }
        }
        #expect(partial >= 3, "most builds render only what changed (\(partial) of 10)")
    }
}
