import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// The single updating line a long build shows on a terminal ("Rendering 4,210/10,000 recipes"):
/// drawn only after the build has run a second, at most ten times a second, and never in CI
/// logs, with `--quiet`, or when standard error is not a terminal. A timer draws the last
/// report too, so a long stage without reports (loading) still shows after a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = DispatchTime.now()
    private var lastDraw: UInt64 = 0
    private var drawn = false
    private var last = BuildProgress(stage: .loading)
    private var finished = false
    private let timer = DispatchSource.makeTimerSource(queue: .global())

    init() {
        timer.schedule(deadline: .now() + 1, repeating: 0.25)
        timer.setEventHandler { [weak self] in self?.redraw() }
        timer.resume()
    }

    deinit { timer.cancel() }

    private func redraw() {
        update(lock.withLock { last })
    }

    /// Whether progress should be drawn at all.
    static func wanted(quiet: Bool) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return !quiet && isatty(STDERR_FILENO) == 1 && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    /// Redraws the line for `progress`, unless the build is younger than a second or the last draw is recent.
    func update(_ progress: BuildProgress) {
        lock.withLock {
            last = progress
            guard !finished else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - start.uptimeNanoseconds >= 1_000_000_000,
                  now - lastDraw >= 100_000_000 else { return }
            lastDraw = now
            drawn = true
            DiagnosticPrinter.standardError.write("\r\u{1B}[K" + Self.text(progress))
        }
    }

    /// Clears the line, so what follows starts on a clean line.
    func clear() {
        timer.cancel()
        lock.withLock {
            finished = true
            if drawn { DiagnosticPrinter.standardError.write("\r\u{1B}[K") }
            drawn = false
        }
    }

    static func text(_ progress: BuildProgress) -> String {
        switch progress.stage {
        case .loading: "Loading recipes…"
        case .rendering: "Rendering \(grouped(progress.done))/\(grouped(progress.total)) recipes"
        case .finishing: "Writing lists, search data and assets…"
        }
    }

    /// `10,000`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
