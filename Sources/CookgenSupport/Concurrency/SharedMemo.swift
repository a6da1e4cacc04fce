import Foundation

/// Answers of a pure function, kept for the whole run and shared by every thread: for work
/// asked again and again with the same few inputs (ingredient names). Bounded: past `limit`
/// entries nothing more is kept, so hostile input cannot make it grow without end.
///
/// Public and inlinable, so each user gets code for its own key and value types (a `package`
/// inlinable generic is not specialized in the modules using it, as of Swift 6.3): the generic version
/// looked up type metadata and called the dictionary through witness tables on every lookup
/// (a tenth of a microsecond each, and step hazards ask a quarter of a million times per
/// 1,000 recipes).
public final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline var entries: [Key: Value] = [:]
    @usableFromInline let lock = NSLock()
    @usableFromInline let limit: Int

    @inlinable
    public init(limit: Int) {
        self.limit = limit
    }

    @inlinable
    public func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    @inlinable
    public func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count < limit { entries[key] = value }
    }
}
