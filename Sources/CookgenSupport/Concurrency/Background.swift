import Foundation

/// A value worked out on a thread of its own while the caller goes on with other work; `value`
/// waits for it. For work that needs nothing the caller is still making (git's history while the
/// recipes load, the search index while the recipe pages are written), so the cores are kept busy
/// instead of waiting at the end of a stage for its longest part.
///
/// ```swift
/// let search = Background { buildSearchIndex() }
/// renderPages()
/// write(search.value)
/// ```
package final class Background<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written by the thread before it signals `done`; read only after waiting for it.
    private var result: T?

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> T) {
        Thread.detachNewThread { [self] in
            result = work()
            done.signal()
        }
    }

    /// Starts `work` on a new thread when `threads` is more than one; else does it now, on this
    /// thread (a build asked to use one thread starts none).
    package convenience init(threads: Int, _ work: @escaping @Sendable () -> T) {
        if threads > 1 {
            self.init(work)
        } else {
            self.init(done: work())
        }
    }

    private init(done value: T) {
        result = value
        done.signal()
    }

    /// Work not started: done on the thread that first asks for `value`, if any does.
    private var deferred: (@Sendable () -> T)?
    private let starting = NSLock()

    /// Does `work` only when `value` is first asked for, on the thread that asks (work a build
    /// may not need, such as the app's icons when only changed pages are written).
    package static func deferred(_ work: @escaping @Sendable () -> T) -> Background {
        Background(waiting: work)
    }

    private init(waiting work: @escaping @Sendable () -> T) {
        deferred = work
    }

    /// The result, once the work is done (asked again, it does not wait).
    package var value: T {
        starting.withLock {
            guard let work = deferred else { return }
            deferred = nil
            result = work()
            done.signal()
        }
        done.wait()
        done.signal()
        return result!
    }
}

/// A value handed out of a `@Sendable` closure that runs before the caller reads it (a stage's
/// renderer, for the build that ran the stage); nil until set.
package final class Handoff<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?

    package init() {}

    package func set(_ value: T) { lock.withLock { stored = value } }

    package var value: T? { lock.withLock { stored } }
}
