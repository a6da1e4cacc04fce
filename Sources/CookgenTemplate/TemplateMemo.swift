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

    /// One rendering: its bytes in one of the memo's blocks, and the names it looked up past itself.
    struct Entry {
        let block: Block
        let offset: Int
        let count: Int
        let checks: [Check]

        /// The rendered bytes (valid while the entry, and so its block, lives).
        var bytes: UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: block.base + offset, count: count)
        }
    }

    /// Rendered bytes of many items side by side: an array per item was a header and an
    /// allocation per card besides its 600-odd bytes, half as much again as the budget counted
    /// (49 MB held for a budget of 32 at 100,000 recipes). Written only under the memo's lock,
    /// each item's bytes before the entry naming them is stored; never moved or changed after.
    final class Block: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var used = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: max(capacity, 1))
        }

        /// A block holding `bytes`, full.
        convenience init(copying bytes: some Collection<UInt8>) {
            self.init(capacity: bytes.count)
            _ = UnsafeMutableBufferPointer(start: base, count: capacity).initialize(from: bytes)
            used = bytes.count
        }

        /// Whether `count` more bytes fit.
        func fits(_ count: Int) -> Bool { capacity - used >= count }

        /// Copies `bytes` in after the bytes there; where they start.
        func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let offset = used
            if let source = bytes.baseAddress { (base + offset).initialize(from: source, count: bytes.count) }
            used += bytes.count
            return offset
        }

        deinit { base.deallocate() }
    }

    /// The size of the blocks items are copied into.
    static let blockSize = 256 << 10
    /// What an item costs beside its bytes, counted against the budget: its key's slot in
    /// `entries` and its list of variants (a rough figure, measured at 100,000 recipes).
    static let itemCost = 128

    /// Renderings kept per item: a card on the home page and on a term page can differ (`root`).
    static let variants = 4

    let lock = NSLock()
    var entries: [Key: [Entry]] = [:]
    private var refused: Set<Key> = []
    var bytes = 0
    let budget: Int
    /// The block items are being copied into.
    private var block: Block?
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

    /// Keeps a copy of `rendered`, the item of `key` that looked up `checks` past itself.
    func store(_ rendered: UnsafeBufferPointer<UInt8>, checks: [Check], for key: Key) {
        lock.withLock {
            let variants = entries[key]?.count ?? 0
            guard bytes < budget, variants < Self.variants else { return }
            var checks = checks
            if checks.count == lastChecks.count,
               zip(checks, lastChecks).allSatisfy({ $0.path.isSame(as: $1.path) && Self.same($0.value, $1.value) }) {
                checks = lastChecks
            } else {
                lastChecks = checks
                bytes += 32 * checks.count
            }
            let into: Block
            if let block, block.fits(rendered.count) {
                into = block
            } else {
                into = Block(capacity: max(min(Self.blockSize, budget), rendered.count))
                // A block is counted whole when begun: its unused end is memory held too.
                bytes += into.capacity
                if rendered.count < into.capacity { block = into }
            }
            let offset = into.append(rendered)
            entries[key, default: []].append(Entry(block: into, offset: offset, count: rendered.count, checks: checks))
            bytes += variants == 0 ? Self.itemCost : MemoryLayout<Entry>.stride
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
