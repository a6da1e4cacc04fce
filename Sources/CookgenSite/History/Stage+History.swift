import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

public extension Stage {
    /// Reads every recipe's versions from git (after `load`, before `index`): one `git log` and one
    /// `git cat-file` for the whole site, or nothing at all when `cache` holds the history of the
    /// same commit. A site outside a repository, or without `git`, has no history and no error.
    static func history(cache: HistoryCache? = nil) -> Stage {
        Stage("history") { context in
            guard let loaded = context.loaded else { throw PipelineError.missing("loaded site", before: "history") }
            guard loaded.config.history else { return }
            let history = SiteHistoryLoader.load(root: context.root, threads: context.options.threads, cache: cache, loaded: loaded.recipes)
            context.loaded?.history = history
            if history == nil, let refused = SiteHistoryLoader.refusal(root: context.root) { context.loaded?.diagnostics.append(refused) }
        }
    }
}

public extension Stage {
    /// The history stage of a build that started reading the history with the build (`prefetch`):
    /// it waits for what the reading thread found, which did its work while the recipes loaded and
    /// the index was made, and takes the newest versions from the loaded recipes. Only recipe pages
    /// and the feed show the history, so it may come after the index, theme and app stages: it
    /// gives the history to the index as well.
    static func history(_ prefetch: HistoryPrefetch) -> Stage {
        Stage("history") { context in
            guard let loaded = context.loaded else { throw PipelineError.missing("loaded site", before: "history") }
            guard loaded.config.history else { return }
            let history = prefetch.history(loaded: loaded.recipes)
            context.loaded?.history = history
            context.index?.history = history ?? SiteHistory()
            if history == nil, let refused = SiteHistoryLoader.refusal(root: context.root) { context.loaded?.diagnostics.append(refused) }
        }
    }
}

/// The site's history read on a thread of its own from the start of a build, so git's work and
/// the reading of old versions overlap the load, index, theme and app stages instead of
/// following them. It needs nothing the load stage makes: the newest versions that are the files
/// on disk are left for `history(loaded:)`, which takes them from the loaded recipes.
public final class HistoryPrefetch: @unchecked Sendable {
    private let root: URL
    private let threads: Int
    private let cache: HistoryCache?
    /// Let go of once taken (it holds every version's bytes until then), under `lock`.
    private var reading: Background<(started: SiteHistoryLoader.Started?, earlier: HistoryCache.Stored?)>?
    /// The history once finished (`history(loaded:)` asked again does no work again), under `lock`.
    private var finished: SiteHistory??
    /// What the cache held before this build read the history (see `earlier`), under `lock`;
    /// kept only when asked for (`keepingEarlier`), until `earlier` is asked.
    private var cached: HistoryCache.Stored?
    private let keepingEarlier: Bool
    /// The site's repository (nil: none), found when the history is read.
    private let repository: @Sendable () -> GitRepository?
    /// The history being written to the cache, on a thread of its own while the pages are made.
    private var writing: Background<Void>?
    private let lock = NSLock()

    /// Starts reading the history of the site at `root` unless its config says `history: false`
    /// or the build runs on one thread (then `history(loaded:)` reads it in turn).
    /// `keepingEarlier`: keep the history the cache held before (see `earlier`): a build after a
    /// commit, which renders only what changed since the last build, asks for it.
    public convenience init(root: URL, threads: Int, cache: HistoryCache?, keepingEarlier: Bool = false) {
        self.init(root: root, threads: threads, cache: cache, keepingEarlier: keepingEarlier, repository: { GitRepository(root: root) })
    }

    /// The same, for the repository a build already found (`repository`; nil: none): git is not asked again.
    package convenience init(root: URL, threads: Int, cache: HistoryCache?, keepingEarlier: Bool, repository: GitRepository?) {
        self.init(root: root, threads: threads, cache: cache, keepingEarlier: keepingEarlier, repository: { repository })
    }

    private init(root: URL, threads: Int, cache: HistoryCache?, keepingEarlier: Bool, repository: @escaping @Sendable () -> GitRepository?) {
        self.root = root
        self.threads = threads
        self.cache = cache
        self.keepingEarlier = keepingEarlier
        self.repository = repository
        var ignored: [Diagnostic] = []
        let configText = Loader.readSource(root: root, path: "cookgen.yaml", diagnostics: &ignored, optional: true)
        reading = threads > 1 && SiteConfigReader.read(configText).0.history
            ? Background {
                let earlier = cache?.read()
                return (SiteHistoryLoader.start(repository(), root: root, threads: threads, cached: earlier), keepingEarlier ? earlier : nil)
            } : nil
    }

    /// The history the cache held before this build read its own, when it was read at `key`: the
    /// history the last build's pages show, when that build was at `key` (a build after a commit
    /// renders again only the recipes whose history differs). Asked once, after `history(loaded:)`,
    /// of a prefetch `keepingEarlier`; let go of then (at 10,000 recipes it is tens of megabytes).
    public func earlier(key: String) -> SiteHistory? {
        lock.withLock {
            defer { cached = nil }
            return cached.flatMap { $0.key == key ? $0.history : nil }
        }
    }

    /// The history (nil outside a git repository), waiting for the reading thread when it is not
    /// done yet; read now when the thread was not started. `loaded`: the load stage's recipes (the
    /// first call's count; asked again, it answers what it found then).
    public func history(loaded: [Recipe] = []) -> SiteHistory? {
        lock.lock()
        defer { lock.unlock() }
        if let finished { return finished }
        let history: SiteHistory?
        if let reading {
            let (started, earlier) = reading.value
            // The versions' bytes and snapshots are not needed once the history is made.
            self.reading = nil
            cached = earlier
            history = started.map { SiteHistoryLoader.finish($0, loaded: loaded, threads: threads, cache: nil) }
            if case .reading(_, let key) = started, let history, let cache {
                writing = Background(threads: threads) { cache.write(history, key: key, settingAside: true) }
            }
        } else {
            let earlier = cache?.read()
            if keepingEarlier { cached = earlier }
            history = SiteHistoryLoader.start(repository(), root: root, threads: threads, cached: earlier)
                .map { SiteHistoryLoader.finish($0, loaded: loaded, threads: threads, cache: cache) }
        }
        finished = .some(history)
        return history
    }

    /// Waits until the history read is in the cache (a build ends with it, so the next build finds it).
    public func waitForCache() {
        lock.lock()
        let writing = writing
        lock.unlock()
        _ = writing?.value
    }
}

/// The history stage's work, apart from the pipeline so `cookgen history` can use it too.
public enum SiteHistoryLoader {
    /// The history of the site at `root`; nil when it is not in a git repository (or git is missing).
    public static func load(root: URL, threads: Int, cache: HistoryCache? = nil, loaded: [Recipe] = []) -> SiteHistory? {
        start(root: root, threads: threads, cache: cache).map { finish($0, loaded: loaded, threads: threads, cache: cache) }
    }

    /// The warning for a site in a repository that git will not read because another user owns
    /// it: without it the pages would lack their versions with no word why.
    public static func refusal(root: URL) -> Diagnostic? {
        guard let folder = GitRepository.refusal(root: root) else { return nil }
        return Diagnostic(.warning, id: "history-git-refused",
                          "git will not read the repository at \(folder), which another user owns, so the recipe pages show no versions",
                          at: nil, hint: "run git config --global --add safe.directory '\(folder)' (CI containers often need it), or set history: false in cookgen.yaml")
    }

    /// A history as far as git gives it: the cached one of the same commit, or one being read.
    package enum Started: Sendable {
        case cached(SiteHistory)
        case reading(HistoryReader.Reading, key: String)
    }

    /// What needs git only (see `HistoryReader.start`); nil outside a repository.
    static func start(root: URL, threads: Int, cache: HistoryCache?) -> Started? {
        start(GitRepository(root: root), root: root, threads: threads, cached: cache?.read())
    }

    /// `start` in `repository` (the one `root` is in; nil: none), with what the cache holds already read.
    static func start(_ repository: GitRepository?, root: URL, threads: Int, cached: HistoryCache.Stored?) -> Started? {
        guard let repository else { return nil }
        if let cached, cached.key == repository.key { return .cached(cached.history) }
        // Read at another commit of the same site and shallowness: git may need to give only the commits since.
        let previousHead = cached.flatMap { cached -> String? in
            let head = String(cached.key.prefix { $0 != " " })
            return cached.key.dropFirst(head.count) == repository.key.dropFirst(repository.head.count) ? head : nil
        }
        return .reading(HistoryReader.start(repository, threads: threads, root: root, previous: cached?.history, previousHead: previousHead),
                        key: repository.key)
    }

    /// The history, with the newest versions on disk from `loaded`; written to the cache.
    static func finish(_ started: Started, loaded: [Recipe], threads: Int, cache: HistoryCache?) -> SiteHistory {
        switch started {
        case .cached(let history):
            return history
        case .reading(let reading, let key):
            let history = HistoryReader.finish(reading, loaded: loaded, threads: threads)
            cache?.write(history, key: key)
            return history
        }
    }
}
