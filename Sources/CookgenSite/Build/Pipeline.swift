import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The site on its way through the pipeline: what the stages so far have made of it.
///
/// Every command that reads a site runs stages over one of these — `build`, `check`, `serve`,
/// `shopping-list` and the stand-alone exporter — so the order of the work (load, language
/// override, index, theme) is written once, in `Pipeline`.
public struct SiteContext: Sendable {
    /// What to build and how (threads, language, theme, output).
    public var options: BuildOptions
    /// Whether recipes with errors are left out of the index (keep-going) or kept (and block the build).
    public var dropInvalid: Bool
    /// The load stage's result.
    public var loaded: LoadedSite?
    /// The index stage's result.
    public var index: SiteIndex?
    /// The theme stage's result; nil when the theme has errors or there is none.
    public var theme: Theme?
    /// Problems with the templates and strings.
    public var themeDiagnostics: [Diagnostic] = []
    /// The app stage's result: manifest, icons and worker; nil before it ran or without a theme.
    public var app: WebApp?
    /// Problems with the app icon.
    public var appDiagnostics: [Diagnostic] = []

    /// A context for the site `options.source`.
    public init(options: BuildOptions, dropInvalid: Bool) {
        self.options = options
        self.dropInvalid = dropInvalid
    }

    /// The site root folder.
    public var root: URL { options.source.standardizedFileURL }

    /// Every problem found by the stages so far, sorted.
    public var diagnostics: [Diagnostic] {
        ((loaded?.diagnostics ?? []) + (index?.diagnostics ?? []) + themeDiagnostics + appDiagnostics).sorted()
    }

    /// The site after the load stage; a stage that needs it before it was run is a programming error.
    package func requireLoaded(by stage: String) throws -> LoadedSite {
        guard let loaded else { throw PipelineError.missing("loaded site", before: stage) }
        return loaded
    }

    /// The index after the index stage.
    package func requireIndex(by stage: String) throws -> SiteIndex {
        guard let index else { throw PipelineError.missing("index", before: stage) }
        return index
    }
}

/// A stage was run before the one it needs: a mistake in a command's list of stages.
public enum PipelineError: Error, CustomStringConvertible {
    case missing(String, before: String)

    public var description: String {
        switch self {
        case let .missing(what, stage): "the \(stage) stage needs the \(what), which no earlier stage made"
        }
    }
}

/// One named step of the pipeline: a function from the context to a fuller context.
public struct Stage: Sendable {
    /// The stage's name, as progress and tests see it.
    public let name: String
    /// The work.
    public let run: @Sendable (inout SiteContext) throws -> Void

    /// A stage called `name` doing `run`.
    public init(_ name: String, run: @escaping @Sendable (inout SiteContext) throws -> Void) {
        self.name = name
        self.run = run
    }
}

public extension Stage {
    /// Reads `Content/` and `cookgen.yaml` (recipes parsed on `options.threads` threads), then
    /// applies the language override. Throws only when the site itself is unusable.
    static let load = Stage("load") { context in
        context.options.progress?(BuildProgress(stage: .loading))
        context.loaded = try Loader.load(root: context.root, threads: context.options.threads)
        context.applyLanguage()
    }

    /// Uses a site read some other way (a few loose files, one file for export) as the load stage's result.
    static func use(_ site: LoadedSite) -> Stage {
        Stage("load") { context in
            context.loaded = site
            context.applyLanguage()
        }
    }

    /// Relates the loaded recipes: slugs, taxonomies, uses, images, plans, guides, nutrition.
    static let index = Stage("index") { context in
        let loaded = try context.requireLoaded(by: "index")
        context.index = Indexer.index(loaded, dropInvalid: context.dropInvalid, threads: context.options.threads)
    }

    /// Reads the templates and UI strings: the built-in theme under the site's own `Templates/`,
    /// in the site's language. Throws when there is no theme at all.
    static let theme = Stage("theme") { context in
        let language = try context.requireLoaded(by: "theme").config.language
        (context.theme, context.themeDiagnostics) = try Builder.loadTheme(context.options, language: language)
    }

    /// Renders every page, the search data, the feed and the static files into `sink`, links
    /// made for `options.baseURL` (else the config's `base_url`). Needs the index and a theme.
    static func render(into sink: OutputSink) -> Stage {
        render(into: sink, searchCache: nil, recorded: nil)
    }

    /// The render stage with the search terms of recipes seen before (`searchCache`); `recorded`
    /// hears of the files the offline list names, with their digests (a build keeps them for the next),
    /// `rendered` of the renderer once it is done (a build keeps the cards it rendered), and
    /// `searchMade` of the search index once its files are written (a build keeps it, `SearchSnapshot`).
    package static func render(into sink: OutputSink, searchCache: SearchCache?,
                               recorded: (@Sendable ([String: OfflineList.File], [OfflineList.File]?) -> Void)?,
                               rendered: (@Sendable (PageRenderer) -> Void)? = nil,
                               searchMade: (@Sendable (SearchIndex) -> Void)? = nil) -> Stage {
        Stage("render") { context in
            let index = try context.requireIndex(by: "render")
            guard let theme = context.theme else { throw PipelineError.missing("theme", before: "render") }
            // The offline list names every file with its digest: noted as the files are written.
            let recorder = RecordingOutput(sink)
            try context.app?.write(into: recorder)
            do {
                var renderer = PageRenderer(index: index, theme: theme, baseURL: context.options.baseURL ?? index.config.baseURL,
                                             threads: context.options.threads)
                renderer.searchCache = searchCache
                renderer.searchMade = searchMade
                _ = try renderer.render(into: recorder, threads: context.options.threads)
                rendered?(renderer)
            }
            // The renderer is let go of before the offline list is made, not kept to the end of
            // the process: its views (every recipe's card and diet profile) are about 100 MB at
            // 100,000 recipes, and the list of every file with its digest is made now.
            let sorted = try context.app?.writeOffline(into: sink, written: recorder.files, index: index, threads: context.options.threads)
            recorded?(recorder.files, sorted)
        }
    }
}

/// The stages every command shares, in order.
///
/// ```swift
/// var context = SiteContext(options: options, dropInvalid: true)
/// try Pipeline.run(Pipeline.read, on: &context)
/// print(context.index!.recipes.count, context.diagnostics.count)
/// ```
public enum Pipeline {
    /// load → history → theme → app → index: what every command that renders pages needs first
    /// (the app's icons are drawn while the index is made).
    public static let read: [Stage] = read(historyCache: nil)

    /// The same stages, the history read through `historyCache` (what `cookgen build` keeps beside its output).
    public static func read(historyCache: HistoryCache?) -> [Stage] { [.load, .history(cache: historyCache), .theme, .app, .index] }

    /// Runs `stages` in order over `context`. After each stage (and each timed step) the memory it
    /// freed goes back to the system (`Allocator.releaseFreedMemory`): glibc keeps freed chunks
    /// inside its heaps, and the build's peak comes later, when the render stage allocates beside
    /// them. A 1,000-recipe build from scratch peaked at 36 MB instead of 38.5, 10,000 at 128 MB
    /// instead of 140, 100,000 at 990 MB instead of 1,017, in the same time.
    public static func run(_ stages: [Stage], on context: inout SiteContext) throws {
        for stage in stages {
            defer { Allocator.releaseFreedMemory() }
            guard trace else { try stage.run(&context); continue }
            let start = DispatchTime.now().uptimeNanoseconds
            try stage.run(&context)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            FileHandle.standardError.write(Data("stage \(stage.name): \(Int(ms.rounded())) ms, ends at \(sinceStart) ms, \(memory)\n".utf8))
        }
    }

    /// Runs `body`; with `COOKGEN_TRACE_STAGES` set, prints its wall time as a step of `stage`.
    package static func timed<T>(_ step: String, _ body: () throws -> T) rethrows -> T {
        defer { Allocator.releaseFreedMemory() }
        guard trace else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        FileHandle.standardError.write(Data("  step \(step): \(Int(ms.rounded())) ms, ends at \(sinceStart) ms, \(memory)\n".utf8))
        return result
    }

    /// The process's resident memory now and at its peak, from `/proc/self/status` (Linux).
    private static var memory: String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "memory unknown" }
        let lines = status.split(separator: "\n")
        let value = { (key: String) in lines.first { $0.hasPrefix(key) }.map { $0.dropFirst(key.count).trimmingCharacters(in: .whitespaces) } ?? "?" }
        return "resident \(value("VmRSS:")), peak \(value("VmHWM:"))" + (Allocator.inUseKB.map { ", \(Allocator.name) heap in use \($0) kB" } ?? "") + HeapSampler.takeMaximum()
    }

    /// Milliseconds since the process started (from `/proc/self/stat` and the system's uptime; 0
    /// when they cannot be read), so a trace shows which steps ran side by side.
    private static var sinceStart: Int {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        // Field 22 (starttime, in clock ticks since boot) is the 20th after the command's closing parenthesis.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]), let up = uptime.split(separator: " ").first.flatMap({ Double($0) }) else { return 0 }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return Int(((up - ticks / max(hz, 1)) * 1000).rounded())
    }

    /// `COOKGEN_TRACE_STAGES=1` prints each stage's wall time (and when it ended, counted from the
    /// process's start) and the memory in use after it to standard error (for profiling).
    private static let trace: Bool = {
        let on = ProcessInfo.processInfo.environment["COOKGEN_TRACE_STAGES"] != nil
        if on { HeapSampler.start() }
        return on
    }()
}

extension SiteContext {
    /// `--lang` wins over `language:` in the config.
    mutating func applyLanguage() {
        if let language = options.language { loaded?.config.language = language }
    }
}

/// While stages are traced, the most heap in use between two lines of the trace, sampled every
/// 100 ms (what a line's moment alone misses).
enum HeapSampler {
    nonisolated(unsafe) private static var maximum = 0
    private static let lock = NSLock()

    static func start() {
        let thread = Thread {
            while true {
                if let kb = Allocator.inUseKB { lock.withLock { maximum = max(maximum, kb) } }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        thread.start()
    }

    /// ", most in use N kB" since the last call.
    static func takeMaximum() -> String {
        lock.withLock {
            defer { maximum = 0 }
            return ", most in use \(maximum) kB"
        }
    }
}
