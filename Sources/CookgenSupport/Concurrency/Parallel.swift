import Foundation

/// Runs independent work on several threads and returns results in input order,
/// so the output is the same whatever the thread count.
package enum Parallel {
    /// `items.map(transform)`, spread over `threads` threads. Each thread takes the next item not
    /// yet taken, so a few long items among many short ones do not leave a thread working alone
    /// at the end: order long items first.
    ///
    /// With `callerWorks`, the calling thread is one of the `threads` and the others are threads of
    /// their own, not dispatch threads: for a caller on a thread of its own beside other parallel
    /// work (the search index beside the pages), whose items would otherwise wait until the pages
    /// let a dispatch thread go. Without it, the caller only waits, so the pages never run on more
    /// threads than asked (a third thread rendering pages was 54 MB more at the peak of a
    /// 100,000-recipe build).
    ///
    /// With `freshThreads` (and not `callerWorks`), every item is taken by threads started for this
    /// call, and the caller waits. glibc ties a thread to an arena at its first allocation; the
    /// dispatch threads that parsed the recipes allocate from arenas whose free lists hold the
    /// holes the parse left between the recipes it kept (150,000 chunks at 100,000 recipes), and
    /// each small allocation there walked and split chunks strewn over a gigabyte. A thread started
    /// after the parse takes an arena not used yet while there is one (eight at most, see
    /// `allocator.c`): a whole build of 100,000 recipes took 6% less time (three runs each way,
    /// 35.6 s against 37.9 s on average), one of 10,000 the same; its peak of memory was
    /// 986-1,009 MB in ten runs, against 973-997 MB in eight before (the render's temporaries no
    /// longer fill the parse's holes).
    package static func map<T: Sendable, R: Sendable>(_ items: [T], threads: Int, callerWorks: Bool = false, freshThreads: Bool = false,
                                                      _ transform: @escaping @Sendable (T) -> R) -> [R] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultBox<R>(count: items.count, threads: threads)
        let queue = DispatchQueue(label: "cookgen.parallel", attributes: .concurrent)
        let group = DispatchGroup()
        let work = { @Sendable in
            while let claimed = results.claim() {
                for index in claimed { results.set(index, transform(items[index])) }
            }
        }
        let workers = min(threads, items.count)
        if callerWorks || freshThreads {
            // Threads of their own: all the workers, or all but the caller when it works too.
            for _ in (callerWorks ? 1 : 0)..<workers {
                group.enter()
                Thread.detachNewThread {
                    work()
                    group.leave()
                }
            }
            if callerWorks { work() }
        } else {
            for _ in 0..<workers { queue.async(group: group, execute: work) }
        }
        group.wait()
        return results.values()
    }

    /// How many items a thread takes at once when `left` are left for `threads` threads: many
    /// short items a run at a time, a share of what is left that shrinks as it runs out (a lock for
    /// each of 10,000 recipes kept the loader's threads waiting on each other); few items, ordered
    /// long first, one at a time, so no thread is left with two long ones.
    package static func run(left: Int, threads: Int) -> Int {
        max(1, left / (max(threads, 1) * 8))
    }

    /// A fixed-size array written from many threads, each index exactly once, by the thread
    /// that claimed it: results go to their own slots without a lock, read once every thread is done.
    /// The slots start uninitialized and are moved out whole (`values`): generic code here is not
    /// specialized for each caller's result type, and unwrapping 10,000 optional slots one by one
    /// through its value witnesses took as long as decoding a tenth of the recipes.
    private final class ResultBox<R: Sendable>: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<R>
        private let count: Int
        private let threads: Int
        private let lock = NSLock()

        private var next = 0
        /// Whether `values` has moved the results out.
        private var taken = false

        init(count: Int, threads: Int) {
            self.count = count
            self.threads = max(threads, 1)
            slots = .allocate(capacity: count)
        }

        deinit {
            // `map` always moves the results out; were it not to, they would be left, not freed twice.
            slots.deallocate()
        }

        /// The next indices no thread has taken yet (`Parallel.run` of them); nil when all are taken.
        func claim() -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            let run = Parallel.run(left: count - next, threads: threads)
            next += run
            return (next - run)..<next
        }

        func set(_ index: Int, _ value: R) {
            (slots + index).initialize(to: value)
        }

        /// The results, moved out in one go (asked once, once every item's thread is done and so
        /// every slot is set).
        func values() -> [R] {
            precondition(!taken && next >= count, "each result once, after every item was claimed")
            taken = true
            return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                buffer.baseAddress?.moveInitialize(from: slots, count: count)
                initialized = count
            }
        }
    }
}
