import Foundation

/// For each view type a library meets, the slot of every key its templates use.
///
/// `table[key]` is the key's position in the type's `templateKeys`, or -1 when the type
/// does not answer it. A table is built once per type for the whole library, under a
/// lock; renderers keep the tables they fetched, so the lock is taken about once per
/// type per render call, never per lookup.
final class SlotTables: @unchecked Sendable {
    /// The library's keys, by number.
    let keys: [String]
    private let lock = NSLock()
    private var tables: [ObjectIdentifier: [Int32]] = [:]

    /// Creates empty tables for `keys`.
    init(keys: [String]) {
        self.keys = keys
    }

    /// The table of `type`, built on first use.
    func table(for type: any TemplateObject.Type) -> [Int32] {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[id] { return table }
        let table = Self.build(type.templateKeys, keys: keys)
        tables[id] = table
        return table
    }

    /// Slot of each of `keys` in `answered`, -1 where missing; the first of repeated names wins.
    static func build(_ answered: [String], keys: [String]) -> [Int32] {
        var slots: [String: Int32] = [:]
        for (slot, name) in answered.enumerated() where slots[name] == nil { slots[name] = Int32(slot) }
        return keys.map { slots[$0] ?? -1 }
    }
}
