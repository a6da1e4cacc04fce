import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Hummingbird
import Logging
import NIOCore

/// `cookgen serve`: builds the site into memory, serves it, watches the files it is built from,
/// rebuilds what a change affects, and tells the open pages to reload.
///
/// ```swift
/// var options = PreviewServer.Options(source: site, defaultTheme: theme)
/// options.port = 0   // any free port
/// try await PreviewServer(options: options) { event in print(event) }.run()
/// ```
public struct PreviewServer: Sendable {
    /// What to serve and how.
    public struct Options: Sendable {
        /// The site root.
        public var source: URL
        /// The built-in theme, under the site's own `Templates/`.
        public var defaultTheme: URL?
        /// The address to listen on; loopback unless asked otherwise.
        public var host = "127.0.0.1"
        /// The port; 0 picks a free one.
        public var port = 8080
        /// Poll for changes even where native notification works.
        public var forcePolling = false
        /// Seconds between looks when polling.
        public var pollInterval: TimeInterval = 0.5
        /// Seconds the files must be quiet before a rebuild.
        public var debounce: TimeInterval = 0.05
        /// Threads for per-recipe work.
        public var threads = ProcessInfo.processInfo.activeProcessorCount
        /// Test hook: pretend inotify allows only this many watches.
        public var watchLimit: Int?

        /// Options for the site at `source`.
        public init(source: URL, defaultTheme: URL?) {
            self.source = source
            self.defaultTheme = defaultTheme
        }
    }

    /// What the server tells the person running it.
    public enum Event: Sendable {
        /// Listening at this URL.
        case listening(URL)
        /// A build finished: one line saying what was done, and every problem of the site now.
        case built(summary: String, diagnostics: [Diagnostic])
        /// How changes are noticed (native, or polling and why).
        case watching(String)
    }

    public let options: Options
    private let report: @Sendable (Event) -> Void

    /// A server for `options`; `report` hears what happens.
    public init(options: Options, report: @escaping @Sendable (Event) -> Void) {
        self.options = options
        self.report = report
    }

    /// Whether `host` is a loopback address or name (anything else serves the network).
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return h == "localhost" || h == "::1" || h.hasPrefix("127.")
    }

    /// The host names a loopback server answers to: the usual ones and the one it was given.
    static func loopbackNames(_ host: String) -> Set<String> {
        ["localhost", "127.0.0.1", "::1", host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))]
    }

    /// Builds, serves and watches until interrupted (SIGINT, SIGTERM). Throws when the site cannot
    /// be built at all or the address cannot be bound.
    public func run() async throws {
        let session = SiteSession(options: buildOptions)
        let first = try await Self.offThread { try session.buildAll() }
        report(.built(summary: first.summary, diagnostics: first.snapshot.diagnostics))
        let store = SnapshotStore(first.snapshot, serverID: UUID().uuidString.lowercased())
        let broadcaster = ReloadBroadcaster()
        let report = report
        let scheduler = RebuildScheduler(quiet: options.debounce) { paths, hasPending in
            let changes = ChangeSet(paths: paths)
            guard !changes.isEmpty else { return true }
            var previous = store.current.snapshot.diagnostics
            return session.apply(changes, shouldStop: hasPending) { publication in
                store.install(publication.snapshot)
                broadcaster.send(.reload(paths: publication.changedPages, version: publication.snapshot.version))
                let diagnostics = publication.snapshot.diagnostics
                report(.built(summary: publication.summary, diagnostics: diagnostics == previous ? [] : diagnostics))
                previous = diagnostics
            }
        }
        let watcher = SiteWatcher(root: options.source, pollInterval: options.pollInterval, watchLimit: options.watchLimit,
                                  onChange: { scheduler.notify($0) },
                                  onModeChange: { report(.watching(Self.describe($0))) })
        report(.watching(Self.describe(watcher.start(forcePolling: options.forcePolling))))
        defer { watcher.stop() }
        let app = makeApplication(store: store, broadcaster: broadcaster)
        try await app.runService()
        broadcaster.close()
    }

    /// The Hummingbird application serving `store`.
    func makeApplication(store: SnapshotStore, broadcaster: ReloadBroadcaster) -> some ApplicationProtocol {
        let host = options.host
        let report = report
        var logger = Logger(label: "cookgen.serve")
        logger.logLevel = .error
        return Application(
            responder: PreviewResponder(store: store, broadcaster: broadcaster,
                                        allowedHosts: Self.isLoopback(host) ? Self.loopbackNames(host) : nil),
            configuration: .init(address: .hostname(host, port: options.port), serverName: nil),
            services: [LiveReloadService(broadcaster: broadcaster)],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                report(.listening(URL(string: "http://\(shown):\(port)/")!))
            },
            logger: logger)
    }

    private var buildOptions: BuildOptions {
        var options = BuildOptions(source: self.options.source, output: self.options.source, defaultTheme: self.options.defaultTheme)
        options.threads = self.options.threads
        return options
    }

    private static func describe(_ mode: SiteWatcher.Mode) -> String {
        switch mode {
        case .native: "Watching Content/, Templates/ and cookgen.yaml for changes (inotify)."
        case .polling(let reason): "Watching Content/, Templates/ and cookgen.yaml by polling (\(reason))."
        }
    }

    /// Runs blocking work (the build) on a thread of its own, not on the concurrency pool.
    static func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}
