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
        /// Newest first; `parent`: the file as the commit's parent had it (its blob and site path),
        /// nil for a file the commit added.
        var versions: [(commit: GitCommit, blob: String, path: String, renamedFrom: String?, parent: VersionKey?)] = []
        var ended = false
        var cut = false
        /// The site path it goes on at in the commits before the ones read (neither ended nor cut).
        var continuesAt: String?
    }

    /// The history of every recipe file under `Content/` in the repository's HEAD. `loaded` are the
    /// site's recipes as the load stage read them: a newest version whose bytes are the file's on
    /// disk (under `root`) is not read again.
    /// `previous`: the history an earlier build read (at another commit); a recipe whose commits are
    /// the same keeps its versions from there, so a new commit costs only the recipes it touched.
    package static func read(_ repository: GitRepository, threads: Int, loaded: [Recipe] = [], root: URL? = nil,
                             previous: SiteHistory? = nil) -> SiteHistory {
        finish(start(repository, threads: threads, root: root, previous: previous), loaded: loaded, threads: threads)
    }

    /// What reading the history needs git for, done before the recipes are loaded (a build does it
    /// beside its load stage): the log, the versions' bytes, and every version read but the newest
    /// ones that are the files on disk, which `finish` takes from the loaded recipes.
    package struct Reading: Sendable {
        fileprivate var chains: [String: Chain]
        fileprivate var kept: SiteHistory
        fileprivate var contents: [String: Data]
        fileprivate var snapshots: [VersionKey: VersionSnapshot?]
        /// Site path → its newest version, whose bytes are the file's on disk.
        fileprivate var onDisk: [String: VersionKey]
        /// Site path → the versions of a chain whose newest is on disk, read in `finish` from the
        /// loaded recipe on (each older version is mostly made from the one after it).
        fileprivate var deferred: [String: [VersionKey]] = [:]
        fileprivate var shallow: Set<String>
        /// For a reading of the new commits only: site path → the earlier build's history it goes
        /// on with, and the keys of that history's newest versions (those read again).
        fileprivate var continuing: [String: (old: RecipeHistory, keys: [VersionKey?])] = [:]
    }

    /// The part of `read` that needs only git and the files under `root` (see `Reading`).
    /// `previousHead`: the commit `previous` was read at; when HEAD is that commit with commits on
    /// top, only those are read from git (see `startAfter`).
    package static func start(_ repository: GitRepository, threads: Int, root: URL?, previous: SiteHistory?,
                              previousHead: String? = nil) -> Reading {
        if let previous, let previousHead,
           let reading = startAfter(previousHead, repository, threads: threads, root: root, previous: previous) { return reading }
        // With nothing read before, every version is needed: the blobs are asked for while the log comes.
        if previous == nil {
            let (commits, contents) = repository.logAndBlobs()
            return reading(follow(commits, in: repository), kept: SiteHistory(), contents: contents, repository: repository, threads: threads, root: root)
        }
        var chains = follow(repository.log(), in: repository)
        var kept = SiteHistory()
        if let previous {
            var same: Set<String> = []
            for (path, chain) in chains {
                guard let old = previous.of(path), old.versions.map(\.commit) == chain.versions.map(\.commit.id),
                      old.versions.map(\.path) == chain.versions.map(\.path) else { continue }
                same.insert(path)
                chains[path] = nil
            }
            kept = previous.removing(Set(previous.paths).subtracting(same))
        }
        return reading(chains, kept: kept, contents: repository.blobs(blobs(of: chains)), repository: repository, threads: threads, root: root)
    }

    /// The blobs of the versions of `chains` and of their parents, each once, sorted.
    private static func blobs(of chains: [String: Chain]) -> [String] {
        Array(Set(chains.values.flatMap { $0.versions.flatMap { [$0.blob] + ($0.parent.map { [$0.blob] } ?? []) } })).sorted()
    }

    /// The versions of `chains` read, and their parents that git gave, but the newest ones that
    /// are the files under `root`.
    private static func reading(_ chains: [String: Chain], kept: SiteHistory, contents: [String: Data],
                                repository: GitRepository, threads: Int, root: URL?,
                                extra: [String: [VersionKey]] = [:]) -> Reading {
        var onDisk: [String: VersionKey] = [:]
        if let root {
            for (path, chain) in chains {
                guard let newest = chain.versions.first, newest.path == path, let data = contents[newest.blob],
                      FileManager.default.contents(atPath: root.appendingPathComponent(path).path) == data else { continue }
                onDisk[path] = VersionKey(blob: newest.blob, path: newest.path)
            }
        }
        var work: [[VersionKey]] = [], deferred: [String: [VersionKey]] = [:]
        for path in chains.keys.sorted() {
            let keys = chains[path]!.versions.flatMap { v in
                [VersionKey(blob: v.blob, path: v.path)] + (v.parent.flatMap { contents[$0.blob] == nil ? nil : [$0] } ?? [])
            } + (extra[path] ?? [])
            if onDisk[path] != nil { deferred[path] = keys } else { work.append(keys) }
        }
        let snapshots = read(work, contents: contents, threads: threads, skipping: Set(onDisk.values))
        return Reading(chains: chains, kept: kept, contents: contents, snapshots: snapshots, onDisk: onDisk,
                       deferred: deferred, shallow: repository.shallowCommits)
    }

    /// Reads only the commits made since `previousHead`, when HEAD is that commit with commits on
    /// top of it and nothing else (`GitRepository.isLinear`): git walks that history first and
    /// then the earlier one, so each recipe's versions are the new ones followed by those the
    /// earlier build read (`previous`), whose newest few are read again to compare and to cook.
    /// Nil when that does not hold or `previous` lacks a history a chain goes on with.
    private static func startAfter(_ previousHead: String, _ repository: GitRepository, threads: Int, root: URL?,
                                   previous: SiteHistory) -> Reading? {
        guard previousHead != repository.head else { return nil }
        // Git's two processes side by side: the log since is thrown away when HEAD is not on top of it.
        let linear = Background(threads: threads) { repository.isLinear(since: previousHead) }
        let commits = repository.log(since: previousHead)
        guard linear.value else { return nil }
        let chains = follow(commits, in: repository)
        // Recipes the new commits did not touch keep their history; ones they moved or deleted lose it.
        var touched: Set<String> = []
        for commit in commits {
            for change in commit.changes {
                for path in [change.path, change.oldPath].compactMap({ $0 }) { if let site = repository.sitePath(path) { touched.insert(site) } }
            }
        }
        let kept = previous.removing(touched)
        // Chains that go on into the earlier history, and the names of its newest versions' blobs.
        var goingOn: [(path: String, old: RecipeHistory)] = []
        for path in chains.keys.sorted() {
            guard let at = chains[path]!.continuesAt else { continue }
            guard let old = previous.of(at), !old.versions.isEmpty else { return nil }
            goingOn.append((path, old))
        }
        let names = goingOn.flatMap { $0.old.versions.prefix(cookableVersions).map { "\($0.commit):\(repository.prefix)\($0.path)" } }
        let blobs = blobs(of: chains)
        let found = repository.objects(blobs + names)
        var contents: [String: Data] = [:]
        for object in found { if let object { contents[object.id] = object.data } }
        var continuing: [String: (old: RecipeHistory, keys: [VersionKey?])] = [:]
        var at = blobs.count
        for (path, old) in goingOn {
            let keys = old.versions.prefix(cookableVersions).map { version -> VersionKey? in
                defer { at += 1 }
                return found[at].map { VersionKey(blob: $0.id, path: version.path) }
            }
            continuing[path] = (old, keys)
        }
        let extra = continuing.mapValues { $0.keys.compactMap { $0 } }
        var result = reading(chains, kept: kept, contents: contents, repository: repository, threads: threads, root: root, extra: extra)
        result.continuing = continuing
        return result
    }

    /// The histories, the newest versions on disk read from `loaded` (the load stage's recipes; a
    /// file it has no recipe for is read from git's copy), and the versions before them from there on.
    package static func finish(_ reading: Reading, loaded: [Recipe], threads: Int) -> SiteHistory {
        var snapshots = reading.snapshots
        if !reading.deferred.isEmpty {
            let recipes = Dictionary(loaded.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
            let read = Parallel.map(reading.deferred.keys.sorted(), threads: threads) { [snapshots] path -> [(VersionKey, VersionSnapshot?)] in
                let newest = reading.onDisk[path]!, data = reading.contents[newest.blob]
                var reader = VersionReader()
                let first = if let recipe = recipes[path], let data { reader.start(from: recipe, data: data) }
                            else { data.flatMap { reader.read($0, path: newest.path) } }
                var seen: Set<VersionKey> = [newest]
                return [(newest, first)] + reading.deferred[path]!.compactMap { key in
                    guard seen.insert(key).inserted, snapshots[key] == nil else { return nil }
                    return (key, reading.contents[key.blob].flatMap { reader.read($0, path: key.path) })
                }
            }
            for (key, snapshot) in read.joined() where snapshots[key] == nil { snapshots[key] = snapshot }
        }
        let chains = reading.chains, shallow = reading.shallow, continuing = reading.continuing
        let paths = chains.keys.sorted()
        let histories = Parallel.map(paths, threads: threads) { [snapshots] path in
            history(chains[path]!, snapshots: snapshots, shallow: shallow, continuing: continuing[path])
        }
        return reading.kept.merging(Dictionary(zip(paths, histories)) { first, _ in first })
    }

    /// A version's snapshot is known by its blob and its path: the path says how the file is read
    /// (Markdown or Cooklang) and can give the title (a Cooklang file's name).
    struct VersionKey: Hashable, Sendable {
        var blob: String
        var path: String
    }

    /// Every version of `chains` read by the site's loader but those `skipping`, the chains spread
    /// over `threads`. A chain's versions are read on one thread by one `VersionReader`, since
    /// they mostly share their front matter and most of their lines; each blob and path is read once.
    private static func read(_ chains: [[VersionKey]], contents: [String: Data], threads: Int,
                             skipping: Set<VersionKey>) -> [VersionKey: VersionSnapshot?] {
        var seen = skipping
        let work = chains.map { keys in keys.filter { seen.insert($0).inserted } }
        let read = Parallel.map(work, threads: threads) { keys -> [(VersionKey, VersionSnapshot?)] in
            var reader = VersionReader()
            return keys.map { key in (key, contents[key.blob].flatMap { reader.read($0, path: key.path) }) }
        }
        var snapshots: [VersionKey: VersionSnapshot?] = [:]
        for (key, snapshot) in read.joined() { snapshots[key] = snapshot }
        return snapshots
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
                    // A file not followed was not followed under its name before a rename either.
                    let notFollowed = { if change.status == "R", let old = change.oldPath { done.insert(old) } }
                    guard !done.contains(path) else { notFollowed(); continue }
                    done.insert(path)
                    // First seen deleted: not in HEAD. Outside the site or not a recipe: not followed.
                    guard change.status != "D", let sitePath = repository.sitePath(path), isRecipe(sitePath) else { notFollowed(); continue }
                    current = sitePath
                    following[path] = current
                }
                following[path] = nil
                done.insert(path)
                guard change.status != "D", let sitePath = repository.sitePath(path) else { continue }
                let renamedFrom = change.oldPath.flatMap(repository.sitePath)
                let parent = change.oldBlob.contains(where: { $0 != "0" }) && change.status != "A"
                    ? (renamedFrom ?? (change.oldPath == nil ? sitePath : nil)).map { VersionKey(blob: change.oldBlob, path: $0) } : nil
                chains[current, default: Chain()].versions.append((commit, change.newBlob, sitePath, renamedFrom, parent))
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
        for (path, current) in following { chains[current]?.continuesAt = repository.sitePath(path) }
        return chains
    }

    private static func isRecipe(_ sitePath: String) -> Bool {
        guard sitePath.hasPrefix("Content/") else { return false }
        var inventory = ContentScanner.Inventory()
        ContentScanner.classify(String(sitePath.dropFirst("Content/".count)), into: &inventory)
        return !inventory.recipes.isEmpty
    }

    /// The versions of one chain, newest first, each compared with the one before it; `continuing`:
    /// the earlier history the chain goes on with, and the keys of its newest versions.
    static func history(_ chain: Chain, snapshots: [VersionKey: VersionSnapshot?], shallow: Set<String>,
                        continuing: (old: RecipeHistory, keys: [VersionKey?])? = nil) -> RecipeHistory {
        let list = chain.versions
        var versions: [RecipeVersion] = []
        var incomplete = chain.cut
        func lookUp(_ key: VersionKey?) -> VersionSnapshot? { key.flatMap { snapshots[$0] ?? nil } }
        let newest = lookUp(list.first.map { VersionKey(blob: $0.blob, path: $0.path) })
        // The version before each: the next in the list, or the earlier history's newest.
        let before = list.dropFirst().map { Optional(VersionKey(blob: $0.blob, path: $0.path)) }
            + (continuing.map { [$0.keys.first ?? nil] } ?? [])
        for (n, v) in list.enumerated() {
            let snapshot = lookUp(VersionKey(blob: v.blob, path: v.path))
            var kind = RecipeVersion.Kind.edit
            var changes: [RecipeChange] = []
            if n < before.count {
                // Compared with the file as the commit's parent had it: on a line of commits that is
                // the version listed after it; where branches were merged it can be another.
                let parent = v.parent.flatMap { key in snapshots[key].map { _ in key } } ?? before[n]
                if let snapshot, let before = lookUp(parent) { changes = RecipeDiff.changes(from: before, to: snapshot) }
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
        guard let (old, keys) = continuing else {
            return RecipeHistory(versions: versions, incomplete: incomplete || !(chain.ended || versions.last?.kind == .earliest),
                                 newestFingerprint: newest?.fingerprint)
        }
        // The earlier versions follow as read before; the newest few can be cooked against the new newest.
        for (m, var version) in old.versions.enumerated() {
            let n = versions.count
            version.cookable = (1...cookableVersions).contains(n) && m < keys.count
                ? newest.flatMap { new in lookUp(keys[m]).flatMap { VersionDelta($0, against: new) } } : nil
            versions.append(version)
        }
        incomplete = old.incomplete
        if versions.count >= maximumVersions {
            // Cut as `follow` cuts a chain: the last version listed is compared with nothing.
            versions.removeLast(versions.count - maximumVersions)
            versions[versions.count - 1].kind = shallow.contains(versions[versions.count - 1].commit) ? .earliest : .edit
            versions[versions.count - 1].changes = []
            incomplete = true
        }
        return RecipeHistory(versions: versions, incomplete: incomplete, newestFingerprint: newest?.fingerprint)
    }
}
