import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import CookgenTestSupport

@Suite struct GitHistoryTests {
    static let path = "Content/baking/lemon-drizzle-cake.md"

    /// Builds the site at `root` into a fresh folder beside it; the recipe page's HTML.
    static func build(_ root: URL) throws -> (page: String, output: URL, report: BuildReport) {
        let output = Scratch.root.appendingPathComponent("cookgen-history-out-\(UUID().uuidString)")
        var options = BuildOptions(source: root, output: output, defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        let report = try Builder.build(options)
        let page = try String(contentsOf: output.appendingPathComponent("recipes/lemon-drizzle-cake.html"), encoding: .utf8)
        return (page, output, report)
    }

    @Test func versionsFollowTheRenameAndSayWhatChanged() throws {
        let repo = try GitFixture.lemonCake()
        let repository = try #require(GitRepository(root: repo.root))
        let history = try #require(HistoryReader.read(repository, threads: 2).of(Self.path))
        #expect(history.versions.map(\.kind) == [.small, .edit, .edit, .edit, .first])
        #expect(history.versions.map(\.message) == ["Into the baking folder", "Tried 180 °C, too dark", "Added lemon zest",
                                                    "Less sugar suits the sharp lemon", "First lemon cake"])
        #expect(history.versions.map(\.date.iso) == ["2024-08-01", "2024-07-01", "2024-06-10", "2024-05-02", "2024-03-01"])
        #expect(history.versions[0].renamedFrom == "Content/lemon-cake.md")
        #expect(history.versions[4].path == "Content/lemon-cake.md")
        let words = history.versions.map { ChangeWordsProbe.texts($0.changes) }
        #expect(words[1] == ["Step 3: Bake at [-180-] {+170+} °C for 40 minutes."])
        #expect(words[2] == ["Added 1 lemon, zested"])
        #expect(words[3] == ["sugar: 200 g → 150 g"])
        #expect(!history.incomplete)
        // The page can cook the three versions before the newest, each carrying only what differs from
        // it; the one before the rename reads the same as the newest, so there is nothing to carry.
        #expect(history.versions.map { $0.cookable != nil } == [false, false, true, true, false])
        #expect(history.versions[2].cookable?.ingredients == nil)
        #expect(history.versions[2].cookable?.steps == [.same(0), .same(1), .own("Bake at 180 °C for 40 minutes.")])
        #expect(history.versions[3].cookable?.ingredients?.count == 4)
    }

    /// Two branches that changed the same recipe, merged: git lists their commits by date, mixed,
    /// and each says what it changed against the file it was made on, not the commit listed next.
    @Test func commitsOfMergedBranchesAreComparedWithTheirOwnParents() throws {
        let repo = try GitFixture()
        try repo.write("title: Test Kitchen\n", to: "cookgen.yaml")
        try repo.write(GitFixture.lemonCake, to: "Content/lemon-cake.md")
        try repo.commit("First lemon cake", date: "2024-03-01T09:00:00+01:00")
        try repo.git("checkout", "-q", "-b", "zest")
        try repo.write(GitFixture.lemonCake.replacingOccurrences(of: "- 3 eggs\n", with: "- 3 eggs\n- 1 lemon, zested\n"), to: "Content/lemon-cake.md")
        try repo.commit("Added lemon zest", date: "2024-05-02T10:00:00+02:00")
        try repo.git("checkout", "-q", "main")
        try repo.write(GitFixture.lemonCake.replacingOccurrences(of: "200 g sugar", with: "150 g sugar"), to: "Content/lemon-cake.md")
        try repo.commit("Less sugar suits the sharp lemon", date: "2024-06-10T18:30:00+02:00")
        try repo.git("merge", "-q", "--no-ff", "--no-edit", "zest", date: "2024-07-01T12:00:00+02:00")
        let merged = try String(contentsOf: repo.root.appendingPathComponent("Content/lemon-cake.md"), encoding: .utf8)
        #expect(merged.contains("150 g sugar") && merged.contains("1 lemon, zested"))
        let repository = try #require(GitRepository(root: repo.root))
        // Read both ways: everything at once (a first build) and from a history read before the merge.
        let history = try #require(HistoryReader.read(repository, threads: 2).of("Content/lemon-cake.md"))
        #expect(history.versions.map(\.message) == ["Less sugar suits the sharp lemon", "Added lemon zest", "First lemon cake"])
        #expect(history.versions.map { ChangeWordsProbe.texts($0.changes) } == [["sugar: 200 g → 150 g"], ["Added 1 lemon, zested"], []])
        #expect(history.versions.map(\.kind) == [.edit, .edit, .first])
    }

    @Test func thePageShowsTheTimelineAndJSONLDTheNewestCommit() throws {
        let repo = try GitFixture.lemonCake()
        let (page, output, report) = try Self.build(repo.root)
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics.map(\.formatted))")
        #expect(page.contains("<h2 id=\"history-heading\">History</h2>"))
        for text in ["sugar: 200 g → 150 g", "Added 1 lemon, zested", "<del>180</del> <ins>170</ins>", "First written", "Small edits",
                     "Moved from Content/lemon-cake.md", "Less sugar suits the sharp lemon better.", "Rated 5 of 5", "Cook this version",
                     "id=\"cookgen-history\""] {
            #expect(page.contains(text), "the page lacks \(text)")
        }
        // Newest first, the log between the versions by date: the 12 June attempt after the 10 June zest.
        let order = ["Into the baking folder", "Zest makes it.", "Added lemon zest", "Less sugar suits the sharp lemon", "First lemon cake"]
        let positions = order.compactMap { page.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted())
        #expect(page.contains("\"dateModified\":\"2024-08-01T10:00:00+02:00\""))
        let feed = try String(contentsOf: output.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("<updated>2024-08-01T00:00:00Z</updated>"))
        let home = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("card-rating") && home.contains("★★★★★"), "the newest rating is on the card")
    }

    @Test func theSameCommitBuildsTheSameBytesAndReadsTheCache() throws {
        let repo = try GitFixture.lemonCake()
        let first = try Self.build(repo.root)
        let cache = HistoryCache(output: first.output)
        let repository = try #require(GitRepository(root: repo.root))
        #expect(cache.read(key: repository.key) != nil)
        #expect(cache.read(key: "another commit") == nil)
        let second = try Self.build(repo.root)
        #expect(first.page == second.page)
        // A commit that changes no file still changes the history: the build is not "up to date".
        var options = BuildOptions(source: repo.root, output: first.output, defaultTheme: SiteFixture.defaultTheme)
        options.threads = 2
        #expect(try Builder.build(options).upToDate)
        try repo.git("commit", "-q", "--amend", "-m", "Into the baking folder, at last", date: "2024-08-02T10:00:00+02:00")
        let rebuilt = try Builder.build(options)
        #expect(!rebuilt.upToDate)
        let page = try String(contentsOf: first.output.appendingPathComponent("recipes/lemon-drizzle-cake.html"), encoding: .utf8)
        #expect(page.contains("Into the baking folder, at last"))
    }

    @Test func aNewCommitRereadsOnlyTheRecipesItTouched() throws {
        let repo = try GitFixture.lemonCake()
        try repo.write("---\ntitle: Soup\n---\n## Ingredients\n\n- 1 leek\n", to: "Content/soup.md")
        try repo.commit("Soup", date: "2024-09-01T10:00:00+02:00")
        let repository = try #require(GitRepository(root: repo.root))
        var earlier = HistoryReader.read(repository, threads: 2)
        // Marked, so it shows whether the cake's versions were taken from here or read again.
        earlier.recipes[Self.path]?.versions[0].message = "from the earlier build"
        try repo.write("---\ntitle: Soup\n---\n## Ingredients\n\n- 2 leeks\n", to: "Content/soup.md")
        try repo.commit("More leek", date: "2024-09-02T10:00:00+02:00")
        let now = HistoryReader.read(try #require(GitRepository(root: repo.root)), threads: 2, previous: earlier)
        #expect(now.of(Self.path)?.versions[0].message == "from the earlier build")
        #expect(now.of("Content/soup.md")?.versions.map(\.message) == ["More leek", "Soup"])
        #expect(ChangeWordsProbe.texts(now.of("Content/soup.md")?.versions[0].changes ?? []) == ["leeks: 1 → 2"])
    }

    @Test func aGermanPageSaysItInGerman() throws {
        let repo = try GitFixture.lemonCake(config: "title: Testküche\nlanguage: de\n")
        let page = try Self.build(repo.root).page
        for text in ["Verlauf", "Erste Fassung", "Kleine Änderungen", "Neu: 1 lemon, zested", "Verschoben aus", "Diese Version kochen",
                     "2. Mai 2024", "Schritt 3:"] {
            #expect(page.contains(text), "the German page lacks \(text)")
        }
    }

    @Test func aShallowCloneShowsWhatItHas() throws {
        let repo = try GitFixture.lemonCake()
        let clone = Scratch.root.appendingPathComponent("cookgen-shallow-\(UUID().uuidString)")
        try repo.git("clone", "-q", "--depth", "1", "file://" + repo.root.path, clone.path)
        let repository = try #require(GitRepository(root: clone))
        #expect(!repository.shallowCommits.isEmpty)
        let history = try #require(HistoryReader.read(repository, threads: 2).of(Self.path))
        #expect(history.versions.map(\.kind) == [.earliest])
        #expect(history.incomplete)
        let page = try Self.build(clone).page
        #expect(page.contains("Earlier history not available"))
        #expect(!page.contains("First written"))
    }

    @Test func withoutGitThereIsNoHistoryAndNoError() throws {
        let site = try SiteFixture("""
            -- Content/soup.md --
            ---
            title: Soup
            ---
            ## Ingredients

            - 1 leek
            """)
        #expect(GitRepository(root: site.root) == nil)
        let options = BuildOptions(source: site.root, output: site.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        #expect(context.loaded?.history == nil)
        #expect(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.formatted))")
        let page = try #require(try site.render().text("recipes/soup.html"))
        #expect(!page.contains("id=\"history\""))
        // A log alone is a timeline too.
        try site.write("---\ntitle: Soup\nlog:\n  - date: 2024-01-02\n    note: Good.\n---\n", to: "Content/soup.md")
        #expect(try #require(try site.render().text("recipes/soup.html")).contains("Good."))
    }

    /// A build takes the newest version of each recipe that is the file on disk from the load
    /// stage's recipes instead of reading git's copy again: the history is the same.
    @Test(arguments: [false, true])
    func newestVersionsTakenFromTheLoadedRecipesAreTheOnesGitHas(_ repositoryItself: Bool) throws {
        let root: URL
        if repositoryItself {
            root = SiteFixture.repositoryRoot
        } else {
            let repo = try GitFixture.lemonCake()
            try repo.write(">> servings: 2\nMix @flour{200%g} and @water{1%cup}.\n", to: "Content/bread.cook")
            try repo.commit("Bread", date: "2024-05-01T09:00:00+01:00")
            try repo.write(">> servings: 3\nMix @flour{300%g} and @water{1%cup}.\n", to: "Content/bread.cook")
            try repo.commit("More bread", date: "2024-05-02T09:00:00+01:00")
            root = repo.root
        }
        let repository = try #require(GitRepository(root: root))
        let loaded = try Loader.load(root: root, threads: 2).recipes
        let fromGit = HistoryReader.read(repository, threads: 2)
        let fromLoaded = HistoryReader.read(repository, threads: 2, loaded: loaded, root: root)
        #expect(!fromGit.recipes.isEmpty)
        #expect(fromLoaded == fromGit)
    }

    @Test func theHistoryReadBesideTheOtherStagesIsTheHistoryReadInTurn() throws {
        let repo = try GitFixture.lemonCake()
        let prefetch = HistoryPrefetch(root: repo.root, threads: 2, cache: nil)
        let inTurn = try #require(SiteHistoryLoader.load(root: repo.root, threads: 1))
        #expect(prefetch.history() == inTurn)
        #expect(prefetch.history() == inTurn, "asked again, it does not wait for ever")
        #expect(inTurn.of(Self.path)?.versions.count == 5)
        // A site that turns history off starts no reading thread.
        let off = try GitFixture.lemonCake(config: "title: Private\nhistory: false\n")
        let cache = HistoryCache(output: off.root.appendingPathComponent("Public"))
        _ = HistoryPrefetch(root: off.root, threads: 2, cache: cache)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!FileManager.default.fileExists(atPath: cache.file.path), "nothing read from git, nothing cached")
    }

    @Test func historyFalseKeepsCommitsOffThePages() throws {
        let repo = try GitFixture.lemonCake(config: "title: Private\nhistory: false\n")
        let page = try Self.build(repo.root).page
        #expect(!page.contains("First lemon cake"))
        #expect(page.contains("Zest makes it."), "the cook's log is still shown")
    }
}
