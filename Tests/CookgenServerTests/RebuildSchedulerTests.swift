import Foundation
import Testing
@testable import CookgenServer

@Suite struct RebuildSchedulerTests {
    /// Records rebuilds; each takes `duration` seconds.
    final class Recorder: @unchecked Sendable {
        let lock = NSLock()
        var batches: [Set<String>] = []
        var running = 0
        var overlapped = false
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }

        func rebuild(_ paths: Set<String>) {
            lock.withLock {
                running += 1
                if running > 1 { overlapped = true }
            }
            Thread.sleep(forTimeInterval: duration)
            lock.withLock {
                running -= 1
                batches.append(paths)
            }
        }
    }

    @Test func aBurstIsOneRebuild() {
        let recorder = Recorder(duration: 0)
        let scheduler = RebuildScheduler(quiet: 0.05) { paths, _ in recorder.rebuild(paths); return true }
        // A JetBrains save: temp file, rename away, rename over, delete.
        for path in ["Content/a.md___jb_tmp___", "Content/a.md___jb_old___", "Content/a.md", "Content/a.md___jb_old___"] {
            scheduler.notify([path])
            Thread.sleep(forTimeInterval: 0.005)
        }
        Thread.sleep(forTimeInterval: 0.02)
        #expect(scheduler.waitUntilIdle())
        #expect(recorder.batches.count == 1)
        #expect(recorder.batches.first?.contains("Content/a.md") == true)
    }

    /// Changes during a rebuild make exactly one more, never two at once.
    @Test func changesDuringARebuildMakeExactlyOneMore() {
        let recorder = Recorder(duration: 0.3)
        let scheduler = RebuildScheduler(quiet: 0.02) { paths, _ in recorder.rebuild(paths); return true }
        scheduler.notify(["Content/a.md"])
        Thread.sleep(forTimeInterval: 0.1)  // the first rebuild is running
        for n in 0..<10 {
            scheduler.notify(["Content/\(n).md"])
            Thread.sleep(forTimeInterval: 0.01)
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(scheduler.waitUntilIdle())
        #expect(recorder.batches.count == 2)
        #expect(recorder.batches.last?.count == 10)
        #expect(!recorder.overlapped)
    }

    /// Events that never stop still rebuild now and then.
    @Test func aStreamOfEventsStillRebuilds() {
        let recorder = Recorder(duration: 0)
        let scheduler = RebuildScheduler(quiet: 0.05, maxDelay: 0.1) { paths, _ in recorder.rebuild(paths); return true }
        // Events every 10 ms, never quiet for 50 ms: rebuilds must still come, at most 0.1 s apart
        // on an idle machine. The stream goes on until two have come (or 10 s, on a very busy one).
        let end = Date().addingTimeInterval(10)
        var sent = 0
        while Date() < end, sent < 35 || recorder.lock.withLock({ recorder.batches.count }) < 2 {
            scheduler.notify(["Content/a.md"])
            sent += 1
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(scheduler.waitUntilIdle())
        #expect(recorder.batches.count >= 2, "no rebuild while the events kept coming")
    }

    /// A rebuild that stops early for newer changes gets its paths again with them.
    @Test func aRebuildThatStopsEarlyIsRetriedWithTheNewChanges() {
        let recorder = Recorder(duration: 0)
        let first = NSLock()
        nonisolated(unsafe) var stoppedOnce = false
        let scheduler = RebuildScheduler(quiet: 0.02) { paths, hasPending in
            recorder.rebuild(paths)
            let stop = first.withLock { () -> Bool in
                guard !stoppedOnce else { return false }
                stoppedOnce = true
                return true
            }
            if stop {
                let deadline = Date().addingTimeInterval(2)
                while !hasPending() && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
                return false
            }
            return true
        }
        scheduler.notify(["Content/a.md"])
        Thread.sleep(forTimeInterval: 0.1)
        scheduler.notify(["Content/b.md"])
        Thread.sleep(forTimeInterval: 0.05)
        #expect(scheduler.waitUntilIdle())
        #expect(recorder.batches.count == 2)
        #expect(recorder.batches.last == ["Content/a.md", "Content/b.md"])
    }
}
