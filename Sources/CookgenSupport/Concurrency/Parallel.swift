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
    package static func map<T: Sendable, R: Sendable>(_ items: [T], threads: Int, callerWorks: Bool = false,
                                                      _ transform: @escaping @Sendable (T) -> R) -> [R] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        let queue = DispatchQueue(label: "cookgen.parallel", attributes: .concurrent)
        let group = DispatchGroup()
        let work = { @Sendable in
            while let index = results.claim() {
                results.set(index, transform(items[index]))
            }
        }
        if callerWorks {
            for _ in 1..<min(threads, items.count) {
                group.enter()
                Thread.detachNewThread {
                    work()
                    group.leave()
                }
            }
            work()
        } else {
            for _ in 0..<min(threads, items.count) { queue.async(group: group, execute: work) }
        }
        group.wait()
        return results.values()
    }

    /// A fixed-size array written from many threads, each index exactly once.
    private final class ResultBox<R: Sendable>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()

        private var next = 0

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        /// The next index no thread has taken yet; nil when all are taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < storage.count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ index: Int, _ value: R) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [R] { lock.withLock { storage.map { $0! } } }
    }
}
