import Foundation

/// Answers of a pure function, kept for the whole run and shared by every thread: for work
/// asked again and again with the same few inputs (ingredient names). Bounded: past `limit`
/// entries nothing more is kept, so hostile input cannot make it grow without end.
package final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var entries: [Key: Value] = [:]
    private let lock = NSLock()
    private let limit: Int

    package init(limit: Int) {
        self.limit = limit
    }

    package func value(for key: Key) -> Value? {
        lock.withLock { entries[key] }
    }

    package func store(_ value: Value, for key: Key) {
        lock.withLock {
            if entries.count < limit { entries[key] = value }
        }
    }
}
