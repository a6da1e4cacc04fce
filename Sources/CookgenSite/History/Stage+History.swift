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
        }
    }
}

/// The history stage's work, apart from the pipeline so `cookgen history` can use it too.
public enum SiteHistoryLoader {
    /// The history of the site at `root`; nil when it is not in a git repository (or git is missing).
    public static func load(root: URL, threads: Int, cache: HistoryCache? = nil, loaded: [Recipe] = []) -> SiteHistory? {
        guard let repository = GitRepository(root: root) else { return nil }
        let cached = cache?.read()
        if let cached, cached.key == repository.key { return cached.history }
        let history = HistoryReader.read(repository, threads: threads, loaded: loaded, root: root, previous: cached?.history)
        cache?.write(history, key: repository.key)
        return history
    }
}
