import Foundation

/// List items rendered once and reused on other pages of the same render pass: a recipe's card
/// appears on the all-recipes page, on each of its terms' pages and on the home page, and is
/// the same bytes on each wherever the page around it answers the same.
///
/// An item is reused only when it is a view in a list section that answers a
/// ``TemplateObject/templateMemoKey`` and every
/// name its section's content looked up past the item (`{{root}}`, `{{t.total_time}}`, a
/// `{{#description}}` the item leaves empty) gives the same text again, or nothing again, on the
/// page being rendered. An item that took a list, a table or a view from below itself is never
/// reused. Only items rendered without indentation and block overrides are kept, so the bytes
/// do not depend on what came before them. Use one memo per render pass over one library and
/// one set of views; it is safe from any number of threads.
public final class TemplateMemo: @unchecked Sendable {
    struct Key: Hashable {
        /// The section's content, by the address of its compiled nodes (fixed while the library lives).
        let content: UInt
        let type: ObjectIdentifier
        let item: String
        /// How many partials deep the item was rendered (recursion stops at the same place).
        let depth: Int
    }

    /// A name looked up past the item, and what it gave.
    struct Check {
        let path: TemplatePath
        let value: TemplateValue?
    }

    struct Entry {
        let bytes: [UInt8]
        let checks: [Check]
    }

    /// Renderings kept per item: a card on the home page and on a term page can differ (`root`).
    static let variants = 4

    let lock = NSLock()
    var entries: [Key: [Entry]] = [:]
    private var refused: Set<Key> = []
    var bytes = 0
    let budget: Int
    /// The checks of the entry stored last: the items of one page mostly look up the same names
    /// past themselves with the same answers, and share one list of them rather than each its own.
    private var lastChecks: [Check] = []

    /// A memo keeping at most `budget` bytes of rendered items.
    public init(budget: Int = 32 << 20) {
        self.budget = budget
    }

    func entries(for key: Key) -> [Entry]? {
        lock.withLock { entries[key] }
    }

    /// Whether the item should be recorded when rendered: not refused before, and room left.
    func wants(_ key: Key) -> Bool {
        lock.withLock { bytes < budget && !refused.contains(key) && (entries[key]?.count ?? 0) < Self.variants }
    }

    func store(_ entry: Entry, for key: Key) {
        lock.withLock {
            guard bytes < budget, (entries[key]?.count ?? 0) < Self.variants else { return }
            var entry = entry
            if entry.checks.count == lastChecks.count,
               zip(entry.checks, lastChecks).allSatisfy({ $0.path.isSame(as: $1.path) && Self.same($0.value, $1.value) }) {
                entry = Entry(bytes: entry.bytes, checks: lastChecks)
            } else {
                lastChecks = entry.checks
                bytes += 32 * entry.checks.count
            }
            entries[key, default: []].append(entry)
            bytes += entry.bytes.count
        }
    }

    func refuse(_ key: Key) {
        _ = lock.withLock { refused.insert(key) }
    }

    /// Whether a value found past an item can be compared: text, numbers, flags, or nothing.
    static func isComparable(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .null?, .bool?, .int?, .double?, .string?, .utf8?: true
        case .list?, .dictionary?, .object?: false
        }
    }

    /// Whether two comparable values render and test the same.
    static func same(_ a: TemplateValue?, _ b: TemplateValue?) -> Bool {
        switch (a, b) {
        case (nil, nil), (.null?, .null?), (nil, .null?), (.null?, nil): true
        case (.bool(let x)?, .bool(let y)?): x == y
        case (.int(let x)?, .int(let y)?): x == y
        case (.double(let x)?, .double(let y)?): x.bitPattern == y.bitPattern
        case (.string(let x)?, .string(let y)?): x == y
        case (.utf8(let x)?, .utf8(let y)?): x == y
        default: false
        }
    }
}

extension TemplatePath {
    /// Whether two paths name the same thing.
    func isSame(as other: TemplatePath) -> Bool {
        guard keys.count == other.keys.count else { return false }
        switch (scope, other.scope) {
        case (.stack, .stack), (.top, .top), (.implicit, .implicit): break
        default: return false
        }
        for (a, b) in zip(keys, other.keys) where a.id != b.id { return false }
        return true
    }
}
