import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate
import Foundation

/// The pipeline, start to end: load → index → render → write.
///
/// ```swift
/// let options = BuildOptions(source: site, output: site.appendingPathComponent("Public"), defaultTheme: theme)
/// let report = try Builder.build(options)
/// report.diagnostics.forEach { print($0.formatted) }
/// ```
public enum Builder {
    /// Builds a site. Throws only for problems with the setup (no `Content/`, an unsafe output folder,
    /// a disk error); problems in files come back as diagnostics, and then nothing is written
    /// unless `keepGoing` is set.
    public static func build(_ options: BuildOptions) throws -> BuildReport {
        let start = DispatchTime.now()
        let root = options.source.standardizedFileURL
        try checkOutput(options.output, source: root)
        let layers = try themeLayers(options)
        let key = BuildManifest.key(options, themeLayers: layers)
        // The repository the site is in (one `git` process), for the manifest and the history.
        let repository = GitRepository(root: root)
        let historyKey = BuildManifest.historyKey(repository)
        // A build over its last output most likely renders a few changes: it frees and allocates
        // again much of what it holds, and ends before holding on to it matters. Said before any
        // thread starts: a thread's heap made before grows a page at a time, each an `mprotect`
        // (3,800 of them in a title edit at 10,000 recipes).
        let overLastOutput = options.endsProcess && !options.force && POSIX.status(of: BuildManifest.location(for: options.output).path) != nil
        if overLastOutput { Allocator.keepFreedMemory() }
        // The recipe cache is read while the inputs and the output are looked over (a build with
        // nothing to do leaves it unread on its thread).
        let reading = Background(threads: options.threads) { RecipeCache.read(for: options.output) }
        // The files the last build replaced, set aside on its way (`Trash`), are freed meanwhile.
        let emptying = Background(threads: options.threads) { RecipeCache.trash(for: options.output).empty() }
        defer { _ = emptying.value }
        var manifest = Pipeline.timed("manifest") { BuildManifest.read(for: options.output) }
        let keepingFreedMemory = overLastOutput && manifest?.key == key
        if overLastOutput, !keepingFreedMemory { Allocator.giveBackFreedMemory() }
        // The output is looked over while the inputs are (both are mostly a stat of every file).
        let looking = manifest.flatMap { manifest in
            !options.force && manifest.key == key ? Background(threads: options.threads) { BuildManifest.outputFingerprint(options.output) } : nil
        }
        let inputs = Pipeline.timed("input stamps") { InputStamps.read(source: root, themeLayers: layers, previous: manifest?.inputs, threads: options.threads) }
        // What changed since the last build with the same options; it counts once the output is
        // found as that build left it (looked over while the site is loaded).
        let candidate = manifest.flatMap { manifest in looking.map { _ in Previous(manifest: manifest, changes: inputs.changes(since: manifest.inputs)) } }
        // A whole build needs the last build's stamps no more (at 100,000 recipes, 25 MB held to
        // its end): should it not replace the output, they are read again for the cache.
        if candidate == nil { manifest = nil }
        let outputIsAsLeft = { (previous: Previous) in previous.manifest.output == Pipeline.timed("output fingerprint") { looking?.value } }
        if let candidate, candidate.manifest.clean, candidate.changes.isEmpty, candidate.manifest.history == historyKey, outputIsAsLeft(candidate) {
            return finished(upToDate(options, manifest: candidate.manifest), since: start)
        }
        // The stamps as the manifest writes them, and the names of the last build's inputs and of
        // this one's, made while the site is loaded.
        let encodingInputs = Background(threads: options.threads) { inputs.encoded() }
        let naming = Background(threads: options.threads) {
            Tags(previous: candidate.map { SearchSnapshot.tag(key: $0.manifest.key, inputs: $0.manifest.inputs) } ?? "",
                 now: SearchSnapshot.tag(key: key, inputs: inputs))
        }
        // Git's work for the history runs beside the load, theme, app and index stages.
        // After a commit, the history the last build showed says which recipes' pages to render again.
        let history = HistoryPrefetch(root: root, threads: options.threads, cache: HistoryCache(output: options.output),
                                      keepingEarlier: candidate.map { $0.manifest.history != historyKey } ?? false, repository: repository)
        // The history it read goes into the cache while the pages are made; the build ends once it is in.
        defer { history.waitForCache() }
        let cache = Pipeline.timed("recipe cache") { reading.value }
        var context = SiteContext(options: options, dropInvalid: options.keepGoing)
        try Pipeline.run([.load(cache: cache, hashes: inputs)], on: &context)
        // The output as the last build left it, with the same options: only what changed since needs doing.
        let previous = candidate.flatMap { outputIsAsLeft($0) ? $0 : nil }
        // A build over its last output begins writing the cache while it indexes (mostly on one
        // thread): the parses are all there now, and only what it works out later is added at the end.
        if previous != nil { cache.beginWriting(for: options.output, keeping: [inputs], threads: options.threads) }
        // What the inputs of the last build and of this one are, naming what each build keeps for the next.
        let tags = naming.value
        // A build of changes compares this build's index relations with the last one's, read or made meanwhile.
        let oldIndex = previous.flatMap { previous in
            context.loaded.flatMap { OldIndex.start(previous, tag: tags.previous, cache: cache, site: $0, context: context) }
        }
        // The app stage's icons are drawn while the index is made (mostly on one thread); a build of
        // changes writes none, so they are drawn only if it turns into a whole build.
        try Pipeline.run([.theme, .app(iconsWhenAsked: oldIndex != nil), .index(cache: cache, hashes: inputs, hazardsWhenAsked: oldIndex != nil),
                          .history(history)], on: &context)
        var report = BuildReport(diagnostics: context.diagnostics)
        report.parsed = cache.parsedFiles
        var keepingCards: Background<Void>?
        var keepingRelations: Background<Void>?
        // Nothing is left writing beside the output when this returns, or throws.
        defer { _ = keepingRelations?.value }
        if let index = context.index {
            // Said on every build, but not a problem in the content: it does not make the build unclean.
            let notice = BaseURLNotice.diagnostic(options: options, config: index.config)
            report.diagnostics = (context.diagnostics + [notice].compactMap { $0 }).sorted()
            report.recipes = index.recipes.count
            let blocked = report.failed(warningsAsErrors: options.warningsAsErrors) && !options.keepGoing
            if context.theme != nil, !blocked {
                // The index's relations, for this build's effect and kept for the next build of changes.
                let relations = oldIndex.map { oldIndex in
                    Background(threads: options.threads) {
                        IndexRelations(index, threads: options.threads, earlier: oldIndex.relations, changed: previous?.changes ?? [])
                    }
                }
                let renderedChanges = try previous.map { previous -> Bool in
                    // After a commit, the recipes whose history the pages show differently (unknown: every page).
                    guard let histories = historyChanges(since: previous.manifest.history, now: historyKey, prefetch: history, context: context)
                    else { return false }
                    guard let relations else { return false }
                    return try renderChanges(since: previous, oldIndex: oldIndex, relations: relations, histories: histories, cache: cache,
                                             inputs: inputs, tags: tags, context: context, report: &report)
                }
                // A whole build keeps its peak low (at 100,000 recipes it is near a gigabyte).
                if renderedChanges != true, keepingFreedMemory { Allocator.giveBackFreedMemory() }
                // It keeps its relations for the next build of changes while it renders: made and
                // written at its start, they are gone before its peak (named by its inputs, they
                // are only ever read by a build whose last build had these inputs).
                if renderedChanges != true {
                    keepingRelations = Background(threads: options.threads) {
                        Pipeline.timed("relations kept") { KeptRelations.write(relations?.value ?? IndexRelations(index), tag: tags.now, for: options.output) }
                    }
                }
                let rendered = renderedChanges == true ? nil : try renderAll(&context, cache: cache, inputs: inputs, tag: tags.now, into: &report)
                let fingerprint = report.outputFingerprint ?? BuildManifest.outputFingerprint(options.output)
                let written = BuildManifest(key: key, history: historyKey, inputs: inputs, output: fingerprint,
                                            clean: !context.diagnostics.hasProblems, recipes: report.recipes, pages: report.pages,
                                            files: report.files)
                try? written.write(for: options.output, encodedInputs: encodingInputs.value)
                // The cards a whole build rendered are kept for the next build of changes, while the cache is written.
                if let rendered {
                    keepingCards = Background(threads: options.threads) {
                        Pipeline.timed("cards kept") {
                            KeptCardRenderings.write(memo: rendered.memo, library: rendered.library, fingerprint: fingerprint, for: options.output)
                        }
                    }
                }
            }
        }
        // The parses of this build's files, and of the files the output was built from while it stands.
        let kept = [inputs] + (report.wrote ? [] : (manifest ?? BuildManifest.read(for: options.output)).map { [$0.inputs] } ?? [])
        Pipeline.timed("cache write") { cache.writeOnce(for: options.output, keeping: kept) }
        _ = keepingCards?.value
        if options.endsProcess { Leftovers.keep((context, cache, oldIndex as Any, manifest as Any)) }
        return finished(report, since: start)
    }

    /// Renders every page into a staging folder and swaps it in for the output (see `DiskOutput`);
    /// returns the cards it rendered and the templates they were rendered with (kept for the next
    /// build), not the renderer: its views (every recipe's card, at 100,000 recipes 30 MB) are let
    /// go of before the cards and the cache are written, the build's last and highest moment.
    private static func renderAll(_ context: inout SiteContext, cache: RecipeCache, inputs: InputStamps, tag searchTag: String,
                                  into report: inout BuildReport) throws -> (memo: TemplateMemo, library: TemplateLibrary)? {
        let options = context.options
        let index = try context.requireIndex(by: "render")
        let output: DiskOutput
        do { output = try DiskOutput(destination: options.output) } catch { throw diskFailure(.preparing, error, options) }
        let used = Handoff<(memo: TemplateMemo, library: TemplateLibrary)>()
        do {
            let inner: OutputSink = options.compress ? CompressingOutput(output) : output
            let counting = CountingOutput(inner, recipes: index.recipes.count, report: options.progress)
            let searchCache = cache.searchCache(hashes: inputs)
            // The search index is kept for the next build of changes, named by what it was made from.
            let destination = options.output
            try Pipeline.run([.render(into: counting, searchCache: searchCache, recorded: { cache.record(offline: $0, sorted: $1) },
                                      rendered: { used.set(($0.memo, $0.theme.library)) },
                                      searchMade: { SearchSnapshot.write($0, tag: searchTag, for: destination) })], on: &context)
            cache.remember(searchCache, hashes: inputs)
            report.files = output.files
            report.pages = counting.pages
            report.kept = output.kept
        } catch {
            output.discard()
            throw diskFailure(.writing, error, options)
        }
        do {
            BuildManifest.remove(for: options.output)
            try output.commit()
            report.wrote = true
        } catch {
            output.discard()
            throw diskFailure(.replacing, error, options)
        }
        return used.value
    }

    /// A disk error said in words: what failed, where, and that the previous site is unchanged.
    static func diskFailure(_ stage: OutputFailure.Stage, _ error: any Error, _ options: BuildOptions) -> any Error {
        OutputFailure.wrapping(error, output: options.output, source: options.source.standardizedFileURL, stage: stage)
    }

    /// The report of a build that has nothing to do: same inputs as the last clean build, and its
    /// output untouched since.
    package static func upToDate(_ options: BuildOptions, manifest: BuildManifest) -> BuildReport {
        var report = BuildReport(diagnostics: [BaseURLNotice.diagnostic(options: options)].compactMap { $0 })
        report.recipes = manifest.recipes
        report.pages = manifest.pages
        report.files = manifest.files
        report.upToDate = true
        return report
    }

    private static func finished(_ report: BuildReport, since start: DispatchTime) -> BuildReport {
        var report = report
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// The default theme under the site's own `Templates/`.
    package static func loadTheme(_ options: BuildOptions, language: String) throws -> (Theme?, [Diagnostic]) {
        Theme.load(layers: try themeLayers(options), language: language, rootForPaths: options.source)
    }

    /// The theme's folders, in order: the built-in theme, then the site's own `Templates/`.
    package static func themeLayers(_ options: BuildOptions) throws -> [URL] {
        let siteTemplates = options.source.appendingPathComponent("Templates")
        var layers: [URL] = []
        if let builtIn = options.defaultTheme, builtIn.standardizedFileURL != siteTemplates.standardizedFileURL { layers.append(builtIn) }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: siteTemplates.path, isDirectory: &isDir), isDir.boolValue { layers.append(siteTemplates) }
        guard !layers.isEmpty else { throw SetupError.noTemplates(siteTemplates.path) }
        return layers
    }

    /// Refuses an output folder that would replace the site itself or anything in it that is not output.
    package static func checkOutput(_ output: URL, source: URL) throws {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let src = source.standardizedFileURL.resolvingSymlinksInPath().path
        let protected = [src] + ["Content", "Templates", "Sources", "Tests", ".git"].map { src + "/" + $0 }
        for p in protected where out == p || p.hasPrefix(out + "/") || out.hasPrefix(p + "/") && p != src {
            throw SetupError.output("the output folder \(output.path) would replace \(p); choose another output folder")
        }
        if out == "/" || src.hasPrefix(out + "/") {
            throw SetupError.output("the output folder \(output.path) contains the site; choose another output folder")
        }
        // A file there is not a last build's output: the build would put a folder in its place.
        if let status = POSIX.status(of: out, followingLinks: true), status.kind != .directory {
            throw SetupError.output("\(output.path) is a file, not a folder, and the build would replace it; choose another output folder")
        }
    }
}
