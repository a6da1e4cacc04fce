import CookgenSupport
import CookgenModel
import Foundation

/// Builds the history of every recipe of a site from its git repository: one `git log` for the
/// whole of `Content/`, one `git cat-file --batch` for the versions, each version read by the
/// site's own loader and compared with the one before it in cooking terms.
///
/// ```swift
/// if let repository = GitRepository(root: root) {
///     let history = HistoryReader.read(repository, threads: 4)
///     history.of("Content/baking/lemon-cake.md")?.versions.first?.message
/// }
/// ```
package enum HistoryReader {
    /// Versions listed per recipe at most; older ones are summed up as "earlier history".
    package static let maximumVersions = 40
    /// Older versions whose ingredients and steps a page carries for "Cook this version".
    package static let cookableVersions = 3

    /// One recipe file followed back through renames.
    struct Chain: Sendable {
        var versions: [(commit: GitCommit, blob: String, path: String, renamedFrom: String?)] = []
        var ended = false
        var cut = false
    }

    /// The history of every recipe file under `Content/` in the repository's HEAD. `loaded` are the
    /// site's recipes as the load stage read them: a version whose bytes are the file's on disk is
    /// not read again.
    /// `previous`: the history an earlier build read (at another commit); a recipe whose commits are
    /// the same keeps its versions from there, so a new commit costs only the recipes it touched.
    package static func read(_ repository: GitRepository, threads: Int, loaded: [Recipe] = [], root: URL? = nil,
                             previous: SiteHistory? = nil) -> SiteHistory {
        var chains = follow(repository.log(), in: repository)
        var kept: [String: RecipeHistory] = [:]
        if let previous {
            for (path, chain) in chains {
                guard let old = previous.of(path), old.versions.map(\.commit) == chain.versions.map(\.commit.id),
                      old.versions.map(\.path) == chain.versions.map(\.path) else { continue }
                kept[path] = old
                chains[path] = nil
            }
        }
        var wanted: [String: String] = [:] // blob → a path it was at (for the loader to pick the format)
        for chain in chains.values { for v in chain.versions where wanted[v.blob] == nil { wanted[v.blob] = v.path } }
        let contents = repository.blobs(wanted.keys.sorted())
        var known: [String: VersionSnapshot] = [:]
        if let root {
            let newest = Dictionary(chains.compactMap { path, chain in chain.versions.first.map { (path, $0.blob) } }, uniquingKeysWith: { a, _ in a })
            for recipe in loaded {
                guard let blob = newest[recipe.sourcePath], known[blob] == nil, let data = contents[blob],
                      FileManager.default.contents(atPath: root.appendingPathComponent(recipe.sourcePath).path) == data else { continue }
                known[blob] = VersionSnapshot(recipe)
            }
        }
        let ids = wanted.keys.filter { known[$0] == nil }.sorted()
        let work = ids.map { (id: $0, path: wanted[$0] ?? "", data: contents[$0]) }
        let snapshots = Parallel.map(work, threads: threads) { item -> VersionSnapshot? in
            item.data.flatMap { VersionSnapshot(file: $0, path: item.path) }
        }
        var byBlob: [String: VersionSnapshot?] = known.mapValues { $0 }
        for (id, snapshot) in zip(ids, snapshots) { byBlob[id] = snapshot }
        let paths = chains.keys.sorted()
        let shallow = repository.shallowCommits, all = byBlob
        let histories = Parallel.map(paths, threads: threads) { [chains] path in history(chains[path]!, snapshots: all, shallow: shallow) }
        return SiteHistory(recipes: kept.merging(zip(paths, histories)) { _, new in new })
    }

    /// Walks the log newest first, following each recipe file of HEAD back through renames (`--follow`).
    static func follow(_ commits: [GitCommit], in repository: GitRepository) -> [String: Chain] {
        var chains: [String: Chain] = [:]
        var following: [String: String] = [:] // path at this point of history → path in HEAD
        var done: Set<String> = []
        for commit in commits {
            for change in commit.changes {
                let path = change.path
                let current: String
                if let followed = following[path] {
                    current = followed
                } else {
                    guard !done.contains(path) else { continue }
                    done.insert(path)
                    // First seen deleted: not in HEAD. Outside the site or not a recipe: not followed.
                    guard change.status != "D", let sitePath = repository.sitePath(path), isRecipe(sitePath) else { continue }
                    current = sitePath
                    following[path] = current
                }
                following[path] = nil
                done.insert(path)
                guard change.status != "D", let sitePath = repository.sitePath(path) else { continue }
                chains[current, default: Chain()].versions.append((commit, change.newBlob, sitePath, change.oldPath.flatMap(repository.sitePath)))
                if chains[current]!.versions.count >= maximumVersions {
                    chains[current]!.cut = true
                } else if change.status == "A" {
                    chains[current]!.ended = true
                } else if let old = change.oldPath, change.status == "R" {
                    following[old] = current
                } else {
                    following[path] = current
                }
            }
        }
        return chains
    }

    private static func isRecipe(_ sitePath: String) -> Bool {
        guard sitePath.hasPrefix("Content/") else { return false }
        var inventory = ContentScanner.Inventory()
        ContentScanner.classify(String(sitePath.dropFirst("Content/".count)), into: &inventory)
        return !inventory.recipes.isEmpty
    }

    /// The versions of one chain, newest first, each compared with the one before it.
    static func history(_ chain: Chain, snapshots: [String: VersionSnapshot?], shallow: Set<String>) -> RecipeHistory {
        let list = chain.versions
        var versions: [RecipeVersion] = []
        var incomplete = chain.cut
        let newest = list.first.flatMap { snapshots[$0.blob] ?? nil }
        for (n, v) in list.enumerated() {
            let snapshot = snapshots[v.blob] ?? nil
            var kind = RecipeVersion.Kind.edit
            var changes: [RecipeChange] = []
            if n + 1 < list.count {
                if let snapshot, let before = snapshots[list[n + 1].blob] ?? nil { changes = RecipeDiff.changes(from: before, to: snapshot) }
                if changes.isEmpty { kind = .small }
            } else if shallow.contains(v.commit.id) {
                kind = .earliest
                incomplete = true
            } else if chain.ended {
                kind = .first
            }
            versions.append(RecipeVersion(
                commit: v.commit.id, date: CalendarDate(parsing: v.commit.authorDate) ?? CalendarDate(year: 1970, month: 1, day: 1)!,
                timestamp: v.commit.authorDate, author: v.commit.author, message: v.commit.subject, path: v.path,
                kind: kind, changes: changes, renamedFrom: v.renamedFrom,
                cookable: (1...cookableVersions).contains(n) ? newest.flatMap { new in snapshot.flatMap { VersionDelta($0, against: new) } } : nil))
        }
        return RecipeHistory(versions: versions, incomplete: incomplete || !(chain.ended || versions.last?.kind == .earliest),
                             newestFingerprint: newest?.fingerprint)
    }
}
