import Foundation

/// Turns a stream of changed paths into rebuilds: a burst of events (an editor's save is often
/// several) becomes one rebuild once the files have been quiet for `quiet` seconds; changes that
/// arrive while a rebuild runs are collected and make exactly one more rebuild after it. A rebuild
/// may stop early when it sees newer changes waiting (`hasPending`); its paths then join them.
final class RebuildScheduler: @unchecked Sendable {
    /// How long the files must be quiet before a rebuild starts.
    let quiet: TimeInterval
    /// The longest a rebuild waits for quiet when events keep coming.
    let maxDelay: TimeInterval
    private let rebuild: @Sendable (Set<String>, _ hasPending: () -> Bool) -> Bool
    private let state = DispatchQueue(label: "cookgen.serve.schedule")
    private let worker = DispatchQueue(label: "cookgen.serve.rebuild")
    private var pending: Set<String> = []
    private var firstPending: DispatchTime?
    private var building = false
    private var timer: DispatchWorkItem?

    /// Calls `rebuild` with the changed paths, never two at once; `rebuild` returns false when it
    /// stopped early and wants its paths again with the next batch.
    init(quiet: TimeInterval = 0.05, maxDelay: TimeInterval = 0.5, rebuild: @escaping @Sendable (Set<String>, _ hasPending: () -> Bool) -> Bool) {
        self.quiet = quiet
        self.maxDelay = maxDelay
        self.rebuild = rebuild
    }

    /// Paths changed (site-relative).
    func notify(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        state.async { [self] in
            pending.formUnion(paths)
            if firstPending == nil { firstPending = .now() }
            if !building { arm() }
        }
    }

    /// Whether changes are waiting for the next rebuild.
    var hasPending: Bool { state.sync { !pending.isEmpty } }

    /// Waits until no rebuild is running or pending (for tests and shutdown).
    func waitUntilIdle(timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if state.sync(execute: { !building && pending.isEmpty }) { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    /// (Re)starts the quiet timer; on the state queue.
    private func arm() {
        timer?.cancel()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - (firstPending ?? .now()).uptimeNanoseconds) / 1e9
        let delay = max(0, min(quiet, maxDelay - waited))
        let item = DispatchWorkItem { [self] in fire() }
        timer = item
        state.asyncAfter(deadline: .now() + delay, execute: item)
    }

    /// Starts a rebuild with everything pending; on the state queue.
    private func fire() {
        guard !building, !pending.isEmpty else { return }
        let batch = pending
        pending = []
        firstPending = nil
        building = true
        worker.async { [self] in
            let finished = rebuild(batch) { self.hasPending }
            state.async { [self] in
                building = false
                if !finished {
                    pending.formUnion(batch)
                    if firstPending == nil { firstPending = .now() }
                }
                if !pending.isEmpty { arm() }
            }
        }
    }
}
