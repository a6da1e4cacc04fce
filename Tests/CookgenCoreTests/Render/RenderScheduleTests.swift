import Foundation
import Synchronization
import Testing
@testable import CookgenSupport
@testable import CookgenSite

/// The order in which the render stage hands out its jobs, and the threads that take them: a big
/// list page must not be left for one thread to render alone at the end of a build.
@Suite struct RenderScheduleTests {
    @Test func longJobsGoLongestFirstAmongTheShortOnesAndTheSmallLast() throws {
        let short: [PageRenderer.Job] = (0..<10).map { n in { 100 + n } }
        let long: [(cost: Int, job: PageRenderer.Job)] = [(5, { 1 }), (1, { 2 }), (50, { 3 }), (5, { 4 })]
        let order = try PageRenderer.schedule(long: long, among: short).map { try $0() }
        // Every job once; the long ones longest first (ties as given), each before a short one.
        #expect(order == [3, 100, 1, 101, 4, 102, 103, 104, 105, 106, 107, 108, 109, 2])
    }

    @Test func moreLongJobsThanShortOnesKeepsThemAll() throws {
        let short: [PageRenderer.Job] = [{ 100 }]
        let long: [(cost: Int, job: PageRenderer.Job)] = (1...5).map { n in (n + 1, { n }) }
        let order = try PageRenderer.schedule(long: long, among: short).map { try $0() }
        #expect(order == [5, 100, 4, 3, 2, 1])
        #expect(try PageRenderer.schedule(long: long, among: []).map { try $0() } == [5, 4, 3, 2, 1])
        #expect(try PageRenderer.schedule(long: [], among: short).map { try $0() } == [100])
    }

    @Test func parallelMapKeepsTheOrderAndTakesEachItemOnce() {
        let calls = Mutex(0)
        // Uneven work: a thread that takes a long item leaves the others to the other thread.
        let items = Array(0..<200)
        let results = Parallel.map(items, threads: 3) { n -> Int in
            calls.withLock { $0 += 1 }
            if n % 50 == 0 { Thread.sleep(forTimeInterval: 0.01) }
            return n * n
        }
        #expect(results == items.map { $0 * $0 })
        #expect(calls.withLock { $0 } == items.count)
    }

    /// With `freshThreads`, the items are taken by threads started for the call (never the
    /// caller's), as many as asked, and the caller gets every result in order once they are done.
    @Test func parallelMapOnFreshThreadsLeavesTheCallerWaiting() {
        let caller = pthread_self()
        let threads = Mutex<[pthread_t]>([])
        let items = Array(0..<64)
        let results = Parallel.map(items, threads: 2, freshThreads: true) { n -> Int in
            let me = pthread_self()
            threads.withLock { if !$0.contains(where: { pthread_equal($0, me) != 0 }) { $0.append(me) } }
            Thread.sleep(forTimeInterval: 0.001)
            return n + 1
        }
        #expect(results == items.map { $0 + 1 })
        let used = threads.withLock { $0 }
        #expect(!used.isEmpty && used.count <= 2)
        #expect(used.allSatisfy { pthread_equal($0, caller) == 0 })
    }

    /// Many items are taken a run at a time, and still each once and in order, on threads of
    /// their own or with the caller working; few items (long ones first), one at a time, and the
    /// last of many too, so the threads end together.
    @Test func parallelMapTakesManyItemsInRunsAndFewOneByOne() {
        for (callerWorks, freshThreads) in [(false, false), (true, false), (false, true)] {
            let calls = Mutex(0)
            let items = Array(0..<10_000)
            let results = Parallel.map(items, threads: 2, callerWorks: callerWorks, freshThreads: freshThreads) { n -> String in
                calls.withLock { $0 += 1 }
                return String(n)
            }
            #expect(results == items.map(String.init))
            #expect(calls.withLock { $0 } == items.count)
        }
        for count in [1, 2, 12, 16, 17, 21, 40] { #expect(Parallel.run(left: count, threads: 2) == max(1, count / 16)) }
        #expect(Parallel.run(left: 21, threads: 2) == 1)
        #expect(Parallel.run(left: 10_000, threads: 2) == 625)
        // Runs taken one after another until none is left: they shrink to one item each.
        var left = 10_000, runs: [Int] = []
        while left > 0 { runs.append(Parallel.run(left: left, threads: 2)); left -= runs.last! }
        #expect(runs.reduce(0, +) == 10_000)
        #expect(runs.suffix(16).allSatisfy { $0 == 1 })
        #expect(runs.count < 200)
    }

    /// Asked for one thread, `Background` does its work at once on the caller's thread; for more,
    /// on a thread of its own. The value is the same.
    @Test func backgroundWorkRunsInPlaceOnOneThread() {
        let ran = Mutex(false)
        let inline = Background(threads: 1) { () -> Int in
            ran.withLock { $0 = true }
            return 42
        }
        #expect(ran.withLock { $0 })
        #expect(inline.value == 42 && inline.value == 42)
        #expect(Background(threads: 2) { 6 * 7 }.value == 42)
    }
}
