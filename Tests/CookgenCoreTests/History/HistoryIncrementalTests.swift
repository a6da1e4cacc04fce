import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
import CookgenTestSupport

/// A build at a commit made on top of the one the cache was read at reads only the new commits
/// from git; the history it puts together is the one read from the whole log.
@Suite struct HistoryIncrementalTests {
    static func recipe(_ title: String, sugar: Int, eggs: Int, extra: [String], step: String) -> String {
        """
        ---
        title: \(title)
        servings: \(4 + eggs)
        ---
        ## Ingredients

        - \(sugar) g sugar
        - \(eggs) eggs
        \(extra.map { "- \($0)\n" }.joined())
        ## Steps

        1. Beat the butter and sugar.
        2. \(step)
        3. Bake until golden.

        """
    }

    /// The history read from the whole log, and the one read from the commits since `earlierHead`
    /// on top of the history read there; `earlier`: that history.
    static func bothWays(_ repo: GitFixture, earlier: SiteHistory, earlierHead: String) throws -> (whole: SiteHistory, since: SiteHistory) {
        let repository = try #require(GitRepository(root: repo.root))
        let whole = HistoryReader.read(repository, threads: 2)
        let since = HistoryReader.finish(HistoryReader.start(repository, threads: 2, root: nil, previous: earlier, previousHead: earlierHead),
                                         loaded: [], threads: 2)
        return (whole, since)
    }

    /// Random edits, renames, deletions and new recipes, one commit each: after every few commits,
    /// the history read since the last reading is the history read whole.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theCommitsSinceOnTopOfTheEarlierHistoryAreTheWholeHistory(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let repo = try GitFixture()
        try repo.write("title: Test Kitchen\n", to: "cookgen.yaml")
        var files = ["Content/cake.md", "Content/bread.md", "Content/pie.md"]
        for (n, file) in files.enumerated() {
            try repo.write(Self.recipe("R\(n)", sugar: 100, eggs: 2, extra: [], step: "Fold in the flour."), to: file)
        }
        try repo.commit("First recipes", date: "2024-01-01T10:00:00+01:00")
        var repository = try #require(GitRepository(root: repo.root))
        var earlier = HistoryReader.read(repository, threads: 2)
        var earlierHead = repository.head
        let steps = ["Fold in the flour.", "Fold in the flour gently.", "Stir in the lemon zest.", "Whisk in the milk slowly."]
        var fresh = 0
        for day in 1...24 {
            let pick = Int(random.next() % UInt64(files.count))
            switch random.next() % 7 {
            case 0:
                fresh += 1
                let path = "Content/\(["baking/", ""][Int(random.next() % 2)])new-\(fresh).md"
                files.append(path)
                try repo.write(Self.recipe("New \(fresh)", sugar: 50, eggs: 1, extra: [], step: steps[0]), to: path)
            case 1 where files.count > 1:
                try repo.git("rm", "-q", files.remove(at: pick))
            case 2:
                let to = "Content/moved/\(fresh)-\(day).md"
                try FileManager.default.createDirectory(at: repo.root.appendingPathComponent("Content/moved"), withIntermediateDirectories: true)
                try repo.git("mv", files[pick], to)
                files[pick] = to
            default:
                let extra = (0..<Int(random.next() % 3)).map { ["1 lemon, zested", "50 ml milk", "1 pinch salt"][$0] }
                try repo.write(Self.recipe("R\(pick)", sugar: 100 + Int(random.next() % 5) * 25, eggs: 1 + Int(random.next() % 3),
                                           extra: extra, step: steps[Int(random.next() % 4)]), to: files[pick])
            }
            try repo.commit("Day \(day)", date: String(format: "2024-02-%02dT10:00:00+01:00", day))
            guard random.next() % 3 == 0 || day == 24 else { continue }
            let (whole, since) = try Self.bothWays(repo, earlier: earlier, earlierHead: earlierHead)
            #expect(since == whole, "seed \(seed), day \(day)")
            // Only the recipes at HEAD have a history: not one renamed and then deleted, under its old name.
            #expect(Set(whole.recipes.keys) == Set(files), "seed \(seed), day \(day)")
            repository = try #require(GitRepository(root: repo.root))
            earlier = whole
            earlierHead = repository.head
        }
    }

    /// The log and blobs read side by side are the log and its blobs read one after the other.
    @Test func theLogAndItsBlobsSideBySideAreTheLogThenItsBlobs() throws {
        let repo = try GitFixture.lemonCake()
        let repository = try #require(GitRepository(root: repo.root))
        let (commits, contents) = repository.logAndBlobs()
        #expect(commits == repository.log() && !commits.isEmpty)
        let ids = Set(commits.flatMap(\.changes).map(\.newBlob).filter { $0.contains { $0 != "0" } })
        #expect(contents == repository.blobs(ids.sorted()) && contents.count == ids.count)
    }

    /// A recipe with more versions than are listed is cut at the same version either way.
    @Test func aLongHistoryIsCutAtTheSameVersion() throws {
        let repo = try GitFixture()
        let path = "Content/cake.md"
        var earlier: (SiteHistory, String)?
        for n in 0..<(HistoryReader.maximumVersions + 3) {
            try repo.write(Self.recipe("Cake", sugar: 100 + n, eggs: 2, extra: [], step: "Fold \(n) times."), to: path)
            try repo.commit("Version \(n)", date: String(format: "2024-03-01T%02d:%02d:00+01:00", n / 60, n % 60))
            if n == HistoryReader.maximumVersions - 3 {
                let repository = try #require(GitRepository(root: repo.root))
                earlier = (HistoryReader.read(repository, threads: 2), repository.head)
            }
        }
        let (before, head) = try #require(earlier)
        let (whole, since) = try Self.bothWays(repo, earlier: before, earlierHead: head)
        #expect(whole.of(path)?.versions.count == HistoryReader.maximumVersions)
        #expect(whole.of(path)?.incomplete == true)
        #expect(since == whole)
    }

    /// History that is not a line of commits on top of the earlier head (a merge, a rewritten
    /// branch) is read whole.
    @Test func aMergeOrARewriteIsReadWhole() throws {
        let repo = try GitFixture.lemonCake()
        var repository = try #require(GitRepository(root: repo.root))
        let earlier = HistoryReader.read(repository, threads: 2)
        let earlierHead = repository.head
        try repo.git("checkout", "-q", "-b", "side")
        try repo.write(Self.recipe("Side", sugar: 10, eggs: 1, extra: [], step: "Side step."), to: "Content/side.md")
        try repo.commit("On the side", date: "2024-09-01T10:00:00+02:00")
        try repo.git("checkout", "-q", "main")
        try repo.write(Self.recipe("Main", sugar: 20, eggs: 1, extra: [], step: "Main step."), to: "Content/main.md")
        try repo.commit("On main", date: "2024-09-02T10:00:00+02:00")
        try repo.git("merge", "-q", "--no-edit", "side", date: "2024-09-03T10:00:00+02:00")
        repository = try #require(GitRepository(root: repo.root))
        #expect(!repository.isLinear(since: earlierHead))
        var (whole, since) = try Self.bothWays(repo, earlier: earlier, earlierHead: earlierHead)
        #expect(since == whole && whole.of("Content/side.md") != nil)
        // Rewritten: the earlier head is no ancestor of HEAD.
        try repo.git("reset", "-q", "--hard", "HEAD~2")
        try repo.write(Self.recipe("Other", sugar: 30, eggs: 1, extra: [], step: "Other step."), to: "Content/other.md")
        try repo.commit("Another way", date: "2024-09-04T10:00:00+02:00")
        let mergeHead = repository.head
        repository = try #require(GitRepository(root: repo.root))
        #expect(!repository.isLinear(since: mergeHead))
        (whole, since) = try Self.bothWays(repo, earlier: whole, earlierHead: mergeHead)
        #expect(since == whole && whole.of("Content/side.md") == nil)
    }
}

