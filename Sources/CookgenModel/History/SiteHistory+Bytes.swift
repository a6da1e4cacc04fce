import CookgenSupport
import Foundation

/// The history as bytes, for the build cache: read back at every build at the same commit, where
/// decoding JSON cost as much as reading the history from git saved. Written with `ByteWriter`
/// and read with `ByteReader`, like the build cache's recipes.
package extension SiteHistory {
    /// The history as bytes (recipes in path order, so the same history gives the same bytes):
    /// each recipe's history length-prefixed, so a reader can leave it in bytes until asked. A
    /// history still in bytes is written as it was read.
    var bytes: [UInt8] {
        var w = ByteWriter()
        // Room for the histories kept as bytes and the rest: no copy as the buffer grows.
        w.reserveCapacity(stored.values.reduce(0) { $0 + $1.range.count + 64 } + made.count * 2_048)
        w.write(paths.sorted()) { w, path in
            w.write(path)
            // The newest version's day, outside the history's bytes: the feed asks it of every recipe.
            let newest = newestDate(path)
            w.write(newest != nil)
            if let newest { for part in [newest.year, newest.month, newest.day] { w.write(part) } }
            if let kept = stored[path] {
                w.write(UInt64(kept.range.count))
                w.write(raw: kept.bytes[kept.range])
            } else {
                var entry = ByteWriter()
                made[path]!.write(into: &entry)
                w.write(bytes: entry.bytes)
            }
        }
        return w.bytes
    }

    /// A history from `bytes`; nil when they are not a whole history `bytes` wrote.
    init?(bytes: [UInt8]) {
        var r = ByteReader(bytes)
        self.init(reading: &r)
        guard r.isAtEnd else { return nil }
    }

    /// A history read from where `r` is, to the end of what `bytes` wrote; nil when the bytes are
    /// cut short. Each recipe's history stays in bytes until asked for (`of`); one whose bytes are
    /// damaged then reads as none, so a reader that cannot tell damage from a cut (the build
    /// cache) checks a hash of the bytes first.
    init?(reading r: inout ByteReader) {
        let buffer = r.buffer
        let entries = try? r.array { r -> (String, CalendarDate?, Range<Int>) in
            let path = try r.string()
            var newest: CalendarDate?
            if try r.bool() {
                guard let day = CalendarDate(year: try r.int(), month: try r.int(), day: try r.int()) else { throw ByteReader.Truncated() }
                newest = day
            }
            return (path, newest, try r.byteRange())
        }
        guard let entries else { return nil }
        var stored: [String: StoredHistory] = [:]
        stored.reserveCapacity(entries.count)
        for (path, newest, range) in entries where stored[path] == nil { stored[path] = StoredHistory(buffer, range: range, newestDate: newest) }
        self.init(made: [:], stored: stored)
    }
}

/// One recipe's history as the build cache's bytes, decoded once, when first asked for.
final class StoredHistory: @unchecked Sendable {
    let bytes: [UInt8]
    let range: Range<Int>
    /// The newest version's day, known without decoding.
    let newestDate: CalendarDate?
    private let lock = NSLock()
    private var decoded: RecipeHistory??

    init(_ bytes: [UInt8], range: Range<Int>, newestDate: CalendarDate?) {
        self.bytes = bytes
        self.range = range
        self.newestDate = newestDate
    }

    /// The history; nil when its bytes are damaged.
    var history: RecipeHistory? {
        lock.withLock {
            if let decoded { return decoded }
            var r = ByteReader(bytes, range: range)
            let history = (try? RecipeHistory(from: &r)).flatMap { r.isAtEnd ? $0 : nil }
            decoded = .some(history)
            return history
        }
    }

    /// Whether the two hold the same bytes: the same history.
    func sameBytes(as other: StoredHistory) -> Bool {
        if self === other { return true }
        guard range.count == other.range.count else { return false }
        return bytes[range].elementsEqual(other.bytes[other.range])
    }
}

extension RecipeHistory {
    func write(into w: inout ByteWriter) {
        w.write(versions) { w, v in v.write(into: &w) }
        w.write(incomplete)
        w.write(newestFingerprint)
    }

    init(from r: inout ByteReader) throws {
        let versions = try r.array { try RecipeVersion(from: &$0) }
        let incomplete = try r.bool()
        self.init(versions: versions, incomplete: incomplete, newestFingerprint: try r.optionalString())
    }
}

extension RecipeVersion {
    private static let kinds: [Kind] = [.first, .edit, .small, .earliest]

    func write(into w: inout ByteWriter) {
        for text in [commit, timestamp, author, message, path] { w.write(text) }
        for part in [date.year, date.month, date.day] { w.write(part) }
        w.write(Self.kinds.firstIndex(of: kind)!)
        w.write(changes) { w, c in c.write(into: &w) }
        w.write(renamedFrom)
        w.write(cookable) { w, d in d.write(into: &w) }
    }

    init(from r: inout ByteReader) throws {
        let commit = try r.string(), timestamp = try r.string(), author = try r.string(), message = try r.string()
        let path = try r.string()
        let year = try r.int(), month = try r.int(), day = try r.int()
        guard let date = CalendarDate(year: year, month: month, day: day) else { throw ByteReader.Truncated() }
        let k = try r.int()
        guard Self.kinds.indices.contains(k) else { throw ByteReader.Truncated() }
        let changes = try r.array { try RecipeChange(from: &$0) }
        let renamedFrom = try r.optionalString()
        let cookable = try r.optional { try VersionDelta(from: &$0) }
        self.init(commit: commit, date: date, timestamp: timestamp, author: author, message: message, path: path,
                  kind: Self.kinds[k], changes: changes, renamedFrom: renamedFrom, cookable: cookable)
    }
}

extension RecipeChange {
    func write(into w: inout ByteWriter) {
        switch self {
        case let .amount(from, to): w.write(byte: 0); from.write(into: &w); to.write(into: &w)
        case let .added(i): w.write(byte: 1); i.write(into: &w)
        case let .removed(i): w.write(byte: 2); i.write(into: &w)
        case let .renamed(from, to): w.write(byte: 3); from.write(into: &w); to.write(into: &w)
        case let .stepAdded(n, text): w.write(byte: 4); w.write(n); w.write(text)
        case let .stepRemoved(n, text): w.write(byte: 5); w.write(n); w.write(text)
        case let .stepChanged(n, words): w.write(byte: 6); w.write(n); w.write(words) { w, run in run.write(into: &w) }
        case let .field(field, from, to):
            w.write(byte: 7)
            w.write(field.rawValue)
            w.write(from)
            w.write(to)
        }
    }

    init(from r: inout ByteReader) throws {
        switch try r.byte() {
        case 0: self = .amount(from: try VersionIngredient(from: &r), to: try VersionIngredient(from: &r))
        case 1: self = .added(try VersionIngredient(from: &r))
        case 2: self = .removed(try VersionIngredient(from: &r))
        case 3: self = .renamed(from: try VersionIngredient(from: &r), to: try VersionIngredient(from: &r))
        case 4: self = .stepAdded(number: try r.int(), text: try r.string())
        case 5: self = .stepRemoved(number: try r.int(), text: try r.string())
        case 6: self = .stepChanged(number: try r.int(), words: try r.array { try WordRun(from: &$0) })
        case 7:
            guard let field = RecipeField(rawValue: try r.string()) else { throw ByteReader.Truncated() }
            self = .field(field, from: try r.optionalString(), to: try r.optionalString())
        default: throw ByteReader.Truncated()
        }
    }
}

extension VersionIngredient {
    func write(into w: inout ByteWriter) {
        w.write(group)
        w.write(name)
        w.write(low) { w, d in w.write(d) }
        w.write(high) { w, d in w.write(d) }
        w.write(fixed)
        for part in [text, unit, note] { w.write(part) }
    }

    init(from r: inout ByteReader) throws {
        let group = try r.optionalString(), name = try r.string()
        let low = try r.optional { try $0.double() }, high = try r.optional { try $0.double() }
        let fixed = try r.bool()
        let text = try r.optionalString(), unit = try r.optionalString(), note = try r.optionalString()
        self.init(group: group, name: name, low: low, high: high, fixed: fixed, text: text, unit: unit, note: note)
    }
}

extension WordRun {
    private static let kinds: [Kind] = [.same, .added, .removed, .elided]

    func write(into w: inout ByteWriter) {
        w.write(Self.kinds.firstIndex(of: kind)!)
        w.write(text)
    }

    init(from r: inout ByteReader) throws {
        let k = try r.int()
        guard Self.kinds.indices.contains(k) else { throw ByteReader.Truncated() }
        self.init(Self.kinds[k], try r.string())
    }
}

extension VersionDelta {
    init(ingredients: [Item<VersionIngredient>]?, steps: [Item<String>]?) {
        self.ingredients = ingredients
        self.steps = steps
    }

    func write(into w: inout ByteWriter) {
        w.write(ingredients) { w, items in w.write(items) { w, item in item.write(into: &w) { w, i in i.write(into: &w) } } }
        w.write(steps) { w, items in w.write(items) { w, item in item.write(into: &w) { w, s in w.write(s) } } }
    }

    init(from r: inout ByteReader) throws {
        let ingredients = try r.optional { r in try r.array { try Item(from: &$0) { try VersionIngredient(from: &$0) } } }
        let steps = try r.optional { r in try r.array { try Item(from: &$0) { try $0.string() } } }
        self.init(ingredients: ingredients, steps: steps)
    }
}

extension VersionDelta.Item {
    func write(into w: inout ByteWriter, _ value: (inout ByteWriter, Value) -> Void) {
        switch self {
        case .same(let at): w.write(byte: 0); w.write(at)
        case .own(let v): w.write(byte: 1); value(&w, v)
        }
    }

    init(from r: inout ByteReader, _ value: (inout ByteReader) throws -> Value) throws {
        switch try r.byte() {
        case 0: self = .same(try r.int())
        case 1: self = .own(try value(&r))
        default: throw ByteReader.Truncated()
        }
    }
}
