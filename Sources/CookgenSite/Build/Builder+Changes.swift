import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate
import Foundation

/// A build after recipe files changed: only the pages, data files, lists and search data that
/// show the changed recipes are rendered, with the dependency graph `cookgen serve` uses
/// (`RecipeChangeEffect`), and only the files whose bytes changed are written.
extension Builder {
    /// What a build over the previous output knows: that output's manifest, and what changed since.
    struct Previous {
        var manifest: BuildManifest
        var changes: Set<String>
    }

    /// The names of the inputs of the last build (`previous`; empty when there is none) and of
    /// this one (`now`), as `SearchSnapshot.tag` makes them: what a build keeps for the next one
    /// (its search index, its index relations) is named by the inputs it was made from.
    struct Tags {
        var previous: String
        var now: String
    }

    /// Renders what `previous.changes` affect into the output in place and fills in `report`;
    /// false when they need every page rendered (anything but recipe files changed, a taxonomy
    /// term came or went, a recipe's old parse is not in the cache), and then nothing was written.
    /// `histories`: the recipe files whose history the pages show differently since (a commit).
    static func renderChanges(since previous: Previous, oldIndex making: OldIndex?, relations: Background<IndexRelations>,
                              histories: Set<String> = [], cache: RecipeCache, inputs: InputStamps, tags: Tags,
                              context: SiteContext, report: inout BuildReport) throws -> Bool {
        guard context.loaded != nil, let index = context.index, let theme = context.theme, let making else { return false }
        let old = making.recipes
        // The offline list names every file of the site: without the last build's, it cannot be written from a few.
        let offline = cache.offlineFilesSorted
        if context.app?.workerSource != nil, offline == nil { return false }
        let options = context.options
        // The search index the last build kept, read while the old relations are read or made (a change of
        // history alone, after a commit, leaves the search as it is).
        let previousSearch = previous.changes.isEmpty ? nil
            : Background(threads: options.threads) { SearchSnapshot.read(for: options.output, tag: tags.previous) }
        let newRelations = Pipeline.timed("relations") { relations.value }
        let oldRelations = Pipeline.timed("old relations") { making.relations ?? newRelations }
        defer { if options.endsProcess { Leftovers.keep((newRelations, oldRelations)) } }
        // The last build's cards script, and the cards it rendered (`KeptCardRenderings`), are
        // read while the effect is found (on one thread) and the renderer made.
        let readingCards = Background(threads: options.threads) { previousCards(in: options.output, order: oldRelations.byTitle) }
        // The renderings are decoded on that thread too, while this one finds the effect and makes the renderer.
        let renderings = Background(threads: options.threads) { () -> (bytes: [UInt8], cards: TemplateMemo.Saved?)? in
            KeptCardRenderings.read(for: options.output, fingerprint: previous.manifest.output).map { ($0, KeptCardRenderings.decode($0, library: theme.library)) }
        }
        // Nothing is left reading the output when this returns (a whole build may follow).
        defer { _ = (readingCards.value, renderings.value) }
        // A recipe whose file did not change and that has the same slug is the same model: a model
        // is its file's parse with its pictures attached, and a change to anything but recipe
        // files (pictures among them) renders every page.
        guard var found = Pipeline.timed("effect", {
            RecipeChangeEffect.of(sources: Set(old.keys), old: oldRelations, new: newRelations, index: index) { _ in true }
        }) else { return false }
        if !histories.isEmpty {
            // Their pages (the History section, JSON-LD's dateModified, the versions to cook) and the feed (each entry's updated).
            found.recipes.formUnion(index.recipes.filter { histories.contains($0.sourcePath) }.map(\.slug))
            found.lists.siteData = true
        }
        let effect = found
        var selection = effect.lists
        selection.recipes = effect.recipes
        // The kept lines of the cards script: those of recipes the change cannot have reached.
        let keeping = selection.siteData ? Background(threads: options.threads) { () -> [Slug: String]? in
            guard var kept = readingCards.value else { return nil }
            for slug in effect.recipes.union(effect.removed) { kept[slug] = nil }
            return kept
        } : nil
        // Cards are made when a page asks: most are the last build's (`KeptCardRenderings`, `keptCards`).
        var renderer = Pipeline.timed("renderer") {
            PageRenderer(index: index, theme: theme, baseURL: options.baseURL ?? index.config.baseURL, threads: options.threads, lazyCards: true)
        }
        defer { if options.endsProcess { Leftovers.keep(renderer) } }
        // Every page that lists recipes shows their cards: those of recipes that cannot have changed are the last build's.
        let listsCards = !selection.listPages.isEmpty
        if listsCards, let kept = renderings.value?.cards {
            Pipeline.timed("kept card renderings") {
                renderer.memo.install(kept, except: Set(effect.recipes.union(effect.removed).map(\.rawValue)))
            }
        }
        let searchCache = cache.searchCache(hashes: inputs)
        renderer.searchCache = searchCache
        // The search index is the last one with the documents of the recipes the change reaches made again.
        if selection.search, let base = Pipeline.timed("previous search", { previousSearch?.value }) {
            renderer.searchBase = (base, effect.recipes)
        }
        // The search index is kept for the next build once the pages are made (see below).
        let madeSearch = Handoff<SearchIndex>()
        renderer.searchMade = { madeSearch.set($0) }
        // The search files a patched index did not write are the last build's, and stay.
        let keptSearch = Handoff<[String]>()
        renderer.searchKept = { keptSearch.set($0) }
        // The profiles the kept cards carry are for the search documents: a patched index makes only the changed ones.
        if let keeping { Pipeline.timed("kept cards") { renderer.keep(cards: keeping.value, profiles: renderer.searchBase == nil) } }
        var removals = Set(effect.removed.flatMap(renderer.files(ofRecipe:)))
        // Recipes that went, or a new number of data files: every data file is written again, and those past the new number go.
        let dataFiles = RecipeDataFiles.count(recipes: index.recipes.count)
        let oldDataFiles = RecipeDataFiles.count(recipes: oldRelations.byTitle.count)
        selection.allDataFiles = !effect.removed.isEmpty || dataFiles != oldDataFiles
        removals.formUnion((dataFiles..<max(dataFiles, oldDataFiles)).map(RecipeDataFiles.path))
        let output = IncrementalOutput(destination: options.output, trash: RecipeCache.trash(for: options.output))
        let sink: OutputSink = options.compress ? CompressingOutput(output) : output
        var remembering: Background<Void>?
        var encodingCards: Background<[[UInt8]]>?
        var keepingForNext: Background<Void>?
        defer { _ = keepingForNext?.value }
        // The cache is written after this returns: the terms must be in it by then.
        defer { Pipeline.timed("remember search") { _ = remembering?.value } }
        do {
            let recorder = RecordingOutput(sink)
            if !selection.isEmpty { _ = try Pipeline.timed("render selection") { try renderer.render(selection, into: recorder, threads: options.threads) } }
            // The relations and the search index are kept for the next build while the offline list
            // is written and the output committed, which leave a core idle, not while the pages are
            // made (named by this build's inputs, they are only ever read by a build whose last build
            // had these inputs).
            let tag = tags.now
            keepingForNext = Background(threads: options.threads) {
                Pipeline.timed("relations kept") { KeptRelations.write(newRelations, tag: tag, for: options.output) }
                if let search = madeSearch.value { Pipeline.timed("search kept") { SearchSnapshot.write(search, tag: tag, for: options.output) } }
            }
            // The cards this build rendered are made into bytes for the next build while the offline list is
            // written and the output committed (kept once the output's fingerprint is known).
            let memo = renderer.memo
            encodingCards = listsCards ? Background(threads: options.threads) {
                Pipeline.timed("cards encoded") { KeptCardRenderings.encoded(memo, library: theme.library) }
            } : nil
            // The new search terms go into the cache while the offline list is written and the output committed.
            remembering = Background(threads: options.threads) { cache.remember(searchCache, hashes: inputs) }
            // The search data is written whole: shards of words no recipe has any more go.
            if selection.search {
                let kept = Set(keptSearch.value ?? [])
                removals.formUnion(FileTree.walk(output.destination + "/search").filter(\.isRegular).map { "search/" + $0.path }
                    .filter { !kept.contains($0) && !($0.hasSuffix(".gz") && kept.contains(String($0.dropLast(3)))) })
            }
            if let offline {
                var files: [String: OfflineList.File] = [:]
                files.reserveCapacity(offline.count)
                for file in offline where !removals.contains(file.path) { files[file.path] = file }
                files.merge(recorder.files) { $1 }
                // The paths in order as the last list had them: the same unless files came or went.
                let sorted = try Pipeline.timed("offline") {
                    try context.app?.writeOffline(into: sink, written: files, index: index, sortedPaths: offline.map(\.path), threads: options.threads)
                }
                cache.record(offline: files, sorted: sorted)
            }
        } catch {
            output.discard()
            throw diskFailure(.writing, error, options)
        }
        if options.compress { removals.formUnion(removals.filter(CompressingOutput.isCompressed).map { $0 + ".gz" }) }
        BuildManifest.remove(for: options.output)
        let added = output.added
        let written = output.written.count
        // The cache (with the search terms in it) is written while the files are moved into place.
        _ = remembering?.value
        let caching = Background(threads: options.threads) { Pipeline.timed("cache write") { cache.writeOnce(for: options.output, keeping: [inputs]) } }
        defer { _ = caching.value }
        let committed: IncrementalOutput.Committed
        do { committed = try Pipeline.timed("commit") { try output.commit(removing: removals) } } catch { throw diskFailure(.replacing, error, options) }
        let removed = committed.removed
        report.outputFingerprint = BuildManifest.outputFingerprint(previous.manifest.output, removing: committed.before, adding: committed.after)
        // The cards for the next build: this build's, or the last build's as they were when it listed none.
        let (fingerprint, cards) = (report.outputFingerprint, encodingCards)
        let keepingCards = Background(threads: options.threads) {
            Pipeline.timed("cards kept") {
                KeptCardRenderings.write(pieces: cards?.value ?? renderings.value.map { [$0.bytes] }, fingerprint: fingerprint, for: options.output)
            }
        }
        defer { _ = keepingCards.value }
        let isPage = { (path: String) in path.hasSuffix(".html") && !path.hasSuffix(".card.html") }
        report.files = previous.manifest.files + added.count - removed.count
        report.pages = previous.manifest.pages + added.filter(isPage).count - removed.filter(isPage).count
        report.kept = report.files - written
        report.wrote = true
        report.onlyChanges = true
        return true
    }

    /// The previous build's index relations (`IndexRelations`): as that build kept them
    /// (`KeptRelations`), or else made on a thread of its own beside this build's index stage
    /// from the loaded site and the old parses of the files that changed.
    final class OldIndex: Sendable {
        /// The changed recipe files as the last build read them (nil: new since).
        let recipes: [String: RecipeCache.Parsed?]
        /// Nil when no file changed (only the history, after a commit): the old relations are this build's.
        private let making: Background<IndexRelations>?

        private init(recipes: [String: RecipeCache.Parsed?], making: Background<IndexRelations>?) {
            self.recipes = recipes
            self.making = making
        }

        /// Starts reading (or making) the old relations of `site`; nil when the changes need every page rendered anyway.
        static func start(_ previous: Previous, tag: String, cache: RecipeCache, site: LoadedSite, context: SiteContext) -> OldIndex? {
            if previous.changes.isEmpty { return OldIndex(recipes: [:], making: nil) }
            guard let old = oldRecipes(previous, cache: cache) else { return nil }
            let (dropInvalid, threads, output) = (context.dropInvalid, context.options.threads, context.options.output)
            let hazards = cache.hazardReader(hashes: previous.manifest.inputs)
            return OldIndex(recipes: old, making: Background(threads: threads) {
                if let kept = Pipeline.timed("kept relations", { KeptRelations.read(for: output, tag: tag) }) { return kept }
                return Pipeline.timed("old index made") {
                    IndexRelations(Indexer.index(site.replacing(recipes: old), dropInvalid: dropInvalid, threads: threads,
                                                 hazards: hazards, relationsOnly: true))
                }
            })
        }

        /// The relations, once read or made; nil when they are this build's.
        var relations: IndexRelations? { making?.value }
    }

    /// The recipe files whose history the pages show differently from the last build's, which
    /// showed the history named `previousKey` (`BuildManifest.historyKey`): none at the same commit
    /// or when the site shows no history; nil when that history is no longer known (every page is
    /// rendered again).
    static func historyChanges(since previousKey: String, now key: String, prefetch: HistoryPrefetch, context: SiteContext) -> Set<String>? {
        guard previousKey != key, context.loaded?.config.history == true else { return [] }
        let now = context.index?.history ?? SiteHistory()
        let before: SiteHistory
        if previousKey == "none" {
            before = SiteHistory()
        } else {
            guard let earlier = prefetch.earlier(key: previousKey) else { return nil }
            before = earlier
        }
        return Set(now.paths).union(before.paths).filter { !now.same($0, as: before) }
    }

    /// The cards of the previous build's cards script by recipe (see `PageRenderer.keptCards`);
    /// nil when the file is not there or not as this cookgen writes it.
    private static func previousCards(in output: URL, order: [Slug]) -> [Slug: String]? {
        guard let bytes = POSIX.readFile(output.path + "/assets/data/cards.js") else { return nil }
        return PageRenderer.keptCards(from: bytes, order: order, except: [])
    }

    /// What the last build made of the recipe files that changed since (nil for a file that is
    /// new); nil when anything but recipe files changed, or a file's old parse is not in the cache.
    private static func oldRecipes(_ previous: Previous, cache: RecipeCache) -> [String: RecipeCache.Parsed?]? {
        var old: [String: RecipeCache.Parsed?] = [:]
        for path in previous.changes {
            guard path.hasPrefix("Content/") else { return nil }
            switch SiteFile.kind(of: path) {
            case .ignored: continue
            case .recipe: break
            default: return nil
            }
            guard let stamp = previous.manifest.inputs.hash(of: path) else {
                old.updateValue(nil, forKey: path)
                continue
            }
            guard let parsed = cache.parsed(path, hash: stamp) else { return nil }
            old.updateValue(parsed, forKey: path)
        }
        return old
    }
}
