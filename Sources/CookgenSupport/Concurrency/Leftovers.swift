import Foundation

/// Values a command leaves for the end of the process to reclaim, not freed one by one.
///
/// A build of 10,000 recipes ends holding about a million objects (parsed recipes, the index, the
/// renderer's views); releasing them takes tens of milliseconds on the main thread, just before
/// the process exits and the kernel takes the memory back at once. A command that exits right
/// after (`cookgen build`) keeps them here; tests and the preview server, which go on, never do.
package enum Leftovers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` alive until the process exits.
    package static func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept (for tests).
    package static var count: Int { lock.withLock { values.count } }
}
