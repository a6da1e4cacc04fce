import Foundation

/// Watches what a site is built from — `Content/`, `Templates/` and `cookgen.yaml` — and reports
/// changed paths relative to the site root (a folder ends in `/`; `*` means "look at everything").
/// Uses inotify on Linux, and polling where inotify is missing, when its watches run out
/// (`fs.inotify.max_user_watches`), or when asked to.
final class SiteWatcher: @unchecked Sendable {
    /// How changes are noticed.
    enum Mode: Equatable, Sendable {
        case native
        case polling(reason: String)
    }

    let root: URL
    let pollInterval: TimeInterval
    /// Test hook: pretend the system allows only this many inotify watches.
    let watchLimit: Int?
    private let onChange: @Sendable ([String]) -> Void
    private let onModeChange: @Sendable (Mode) -> Void
    private let lock = NSLock()
    private var native: InotifyWatcher?
    private var poller: PollingWatcher?
    private var stopped = false

    init(root: URL, pollInterval: TimeInterval = 0.5, watchLimit: Int? = nil,
         onChange: @escaping @Sendable ([String]) -> Void, onModeChange: @escaping @Sendable (Mode) -> Void = { _ in }) {
        self.root = root.standardizedFileURL
        self.pollInterval = pollInterval
        self.watchLimit = watchLimit
        self.onChange = onChange
        self.onModeChange = onModeChange
    }

    /// Starts watching; returns how.
    @discardableResult
    func start(forcePolling: Bool) -> Mode {
        if forcePolling { return startPolling(reason: "--poll") }
        #if os(Linux)
        do {
            let watcher = try InotifyWatcher(root: root, watchLimit: watchLimit, onChange: onChange) { [weak self] reason in
                // Watches ran out for a new folder: changes may have been missed, so look at everything.
                guard let self else { return }
                self.onModeChange(self.startPolling(reason: reason))
                self.onChange(["*"])
            }
            lock.withLock { native = watcher }
            try watcher.start()
            return .native
        } catch {
            lock.withLock { native = nil }
            return startPolling(reason: "\(error)")
        }
        #else
        return startPolling(reason: "no native change notification on this system")
        #endif
    }

    private func startPolling(reason: String) -> Mode {
        let previous: InotifyWatcher? = lock.withLock {
            defer { native = nil }
            return native
        }
        previous?.stop()
        let poller = PollingWatcher(root: root, interval: pollInterval, onChange: onChange)
        lock.withLock {
            if !stopped { self.poller = poller }
        }
        poller.start()
        return .polling(reason: reason)
    }

    /// Stops watching.
    func stop() {
        let (n, p): (InotifyWatcher?, PollingWatcher?) = lock.withLock {
            stopped = true
            defer { native = nil; poller = nil }
            return (native, poller)
        }
        n?.stop()
        p?.stop()
    }

    /// The watched top-level names in the site root.
    static let topLevel: Set<String> = ["Content", "Templates", "cookgen.yaml"]
}
