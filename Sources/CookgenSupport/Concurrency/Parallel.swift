import Foundation

/// Runs independent work on several threads and returns results in input order,
/// so the output is the same whatever the thread count.
package enum Parallel {
    /// `items.map(transform)`, spread over `threads` threads.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], threads: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        let chunks = min(threads * 4, items.count)
        let queue = DispatchQueue(label: "cookgen.parallel", attributes: .concurrent)
        let group = DispatchGroup()
        let semaphore = DispatchSemaphore(value: threads)
        for chunk in 0..<chunks {
            semaphore.wait()
            queue.async(group: group) {
                var index = chunk
                while index < items.count {
                    results.set(index, transform(items[index]))
                    index += chunks
                }
                semaphore.signal()
            }
        }
        group.wait()
        return results.values()
    }

    /// A fixed-size array written from many threads, each index exactly once.
    private final class ResultBox<R: Sendable>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [R] { lock.withLock { storage.map { $0! } } }
    }
}
