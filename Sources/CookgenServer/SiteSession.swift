import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// What one build (or one phase of a rebuild) makes public.
struct Publication: Sendable {
    /// The site as it is now.
    let snapshot: SiteSnapshot
    /// Output paths of the pages that changed; `*` for every page.
    let changedPages: [String]
    /// One line for the log: what was done and how long it took.
    let summary: String
}

/// The site as `cookgen serve` keeps it between builds — the parsed recipes, the index, the
/// theme and the rendered files — so that a change re-does only what it affects. Used from one
/// thread at a time (the rebuild queue).
final class SiteSession: @unchecked Sendable {
    let options: BuildOptions
    var loaded: LoadedSite?
    var index: SiteIndex?
    var theme: Theme?
    var themeDiagnostics: [Diagnostic] = []
    var renderer: PageRenderer?
    /// The files of the last good render.
    var files = FileTable()
    /// A problem with the whole setup (no `Content/` any more), shown until it is gone.
    var setupProblem: Diagnostic?
    var version = 0
    /// Every recipe's search terms from earlier builds.
    let searchCache = SearchCache()
    /// Every recipe's step hazards from earlier builds.
    let hazards = HazardMemo()

    /// A session for the site at `options.source`; its output is memory, never a folder.
    init(options: BuildOptions) {
        var options = options
        // Served at the root of the preview: links stay relative even when the config names
        // a public URL (whose sub-path would send the 404 page's links elsewhere).
        options.baseURL = ""
        options.keepGoing = true
        self.options = options
    }

    var root: URL { options.source.standardizedFileURL }

    /// Problems of the current state, sorted.
    var diagnostics: [Diagnostic] {
        if let setupProblem { return [setupProblem] }
        return ((loaded?.diagnostics ?? []) + (index?.diagnostics ?? []) + themeDiagnostics).sorted()
    }

    /// Reads, indexes and renders everything. Throws only for a site that cannot be built at all
    /// (no `Content/`); later rebuilds show that as an error and keep serving the last build.
    @discardableResult
    func buildAll(reason: String = "") throws -> Publication {
        var clock = Stopwatch()
        var context = SiteContext(options: options, dropInvalid: true)
        do {
            try Stage.load.run(&context)
            if let last = loaded { context.loaded = context.loaded?.keepingLastGood(of: last) }
            // From the history a build cached, when there is one (serving alone writes none).
            try Stage.history(cache: HistoryCache.existing(site: root)).run(&context)
            loaded = context.loaded
            setupProblem = nil
        } catch {
            guard loaded != nil else { throw error }
            setupProblem = .error("serve-setup", "\(error)", at: nil)
            return publish(changed: ["*"], summary: "\(reason): \(error)")
        }
        hazards.keep(only: Set(context.loaded?.recipes.map(\.sourcePath) ?? []))
        try Stage.index(hazards: hazards).run(&context)
        index = context.index
        try loadTheme()
        let what = "\(index!.recipes.count) recipes in \(clock.lap) ms"
        return renderAll(summary: reason.isEmpty ? "Read and indexed \(what)" : "\(reason): read and indexed \(what)")
    }

    /// Reads the theme again (UI strings follow the site's language).
    func loadTheme() throws {
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run([.use(loaded ?? Self.placeholderSite(root: root)), .theme], on: &context)
        themeDiagnostics = context.themeDiagnostics
        // A theme with errors leaves the last good one in use; the overlay shows what is wrong.
        if let loadedTheme = context.theme { theme = loadedTheme }
    }

    /// An empty site, for reading the theme before anything could be loaded.
    private static func placeholderSite(root: URL) -> LoadedSite {
        LoadedSite(root: root, config: SiteConfig(), recipes: [], failed: [], categories: [], assets: [], diagnostics: [])
    }

    /// Renders every page with the current index and theme.
    func renderAll(summary: String) -> Publication {
        var clock = Stopwatch()
        guard let index, let theme, !themeDiagnostics.hasErrors else {
            return publish(changed: ["*"], summary: summary + " (not rendered: the theme has errors)")
        }
        let renderer = makeRenderer(index, theme)
        searchCache.keep(only: Set(index.bySlug.keys))
        let output = MemoryOutput()
        do {
            _ = try renderer.render(into: output, threads: options.threads)
        } catch {
            setupProblem = .error("serve-render", "\(error)", at: nil)
            return publish(changed: ["*"], summary: summary + " (not rendered: \(error))")
        }
        self.renderer = renderer
        files = FileTable(SiteSnapshot.files(output.files, threads: options.threads))
        return publish(changed: ["*"], summary: summary + ", rendered \(files.count) files in \(clock.lap) ms")
    }

    /// A renderer that keeps search terms between builds.
    func makeRenderer(_ index: SiteIndex, _ theme: Theme) -> PageRenderer {
        var renderer = PageRenderer(index: index, theme: theme, baseURL: options.baseURL ?? "", threads: options.threads)
        renderer.searchCache = searchCache
        return renderer
    }

    /// A snapshot of the current files and problems.
    func publish(changed: [String], summary: String) -> Publication {
        snapshot(files, diagnostics, changed: changed, summary: summary)
    }

    /// A snapshot of `files` with `diagnostics`.
    func snapshot(_ files: FileTable, _ diagnostics: [Diagnostic], changed: [String], summary: String) -> Publication {
        version += 1
        let snapshot = SiteSnapshot(files: files, diagnostics: diagnostics, version: version,
                                    overlay: ErrorOverlay.html(diagnostics.filter { $0.severity == .error }, root: root))
        return Publication(snapshot: snapshot, changedPages: changed, summary: summary)
    }
}

/// Milliseconds since it was made (or since the last lap).
struct Stopwatch {
    private var start = DispatchTime.now().uptimeNanoseconds

    /// Milliseconds since the start or the previous lap.
    var lap: Int {
        mutating get {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { start = now }
            return Int((now - start) / 1_000_000)
        }
    }
}
