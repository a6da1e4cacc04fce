import CookgenSupport

/// The history as bytes, for the build cache: read back at every build at the same commit, where
/// decoding JSON cost as much as reading the history from git saved.
package extension SiteHistory {
    /// The history as bytes (recipes in path order, so the same history gives the same bytes).
    var bytes: [UInt8] {
        var w = ByteWriter()
        w.array(recipes.keys.sorted()) { w, path in
            w.string(path)
            recipes[path]!.write(into: &w)
        }
        return w.bytes
    }

    /// A history from `bytes`; nil when they are not a whole history `bytes` wrote.
    init?(bytes: [UInt8]) {
        var r = ByteReader(bytes)
        guard let entries = r.array({ r -> (String, RecipeHistory)? in
            guard let path = r.string(), let history = RecipeHistory(from: &r) else { return nil }
            return (path, history)
        }), r.isAtEnd else { return nil }
        self.init(recipes: Dictionary(entries) { first, _ in first })
    }
}

extension RecipeHistory {
    func write(into w: inout ByteWriter) {
        w.array(versions) { w, v in v.write(into: &w) }
        w.bool(incomplete)
        w.optional(newestFingerprint) { w, s in w.string(s) }
    }

    init?(from r: inout ByteReader) {
        guard let versions = r.array({ RecipeVersion(from: &$0) }), let incomplete = r.bool(),
              let fingerprint = r.optional({ $0.string() }) else { return nil }
        self.init(versions: versions, incomplete: incomplete, newestFingerprint: fingerprint)
    }
}

extension RecipeVersion {
    private static let kinds: [Kind] = [.first, .edit, .small, .earliest]

    func write(into w: inout ByteWriter) {
        for text in [commit, timestamp, author, message, path] { w.string(text) }
        for part in [date.year, date.month, date.day] { w.int(part) }
        w.int(Self.kinds.firstIndex(of: kind)!)
        w.array(changes) { w, c in c.write(into: &w) }
        w.optional(renamedFrom) { w, s in w.string(s) }
        w.optional(cookable) { w, d in d.write(into: &w) }
    }

    init?(from r: inout ByteReader) {
        guard let commit = r.string(), let timestamp = r.string(), let author = r.string(), let message = r.string(),
              let path = r.string(), let year = r.int(), let month = r.int(), let day = r.int(),
              let date = CalendarDate(year: year, month: month, day: day),
              let k = r.int(), Self.kinds.indices.contains(k), let changes = r.array({ RecipeChange(from: &$0) }),
              let renamedFrom = r.optional({ $0.string() }), let cookable = r.optional({ VersionDelta(from: &$0) }) else { return nil }
        self.init(commit: commit, date: date, timestamp: timestamp, author: author, message: message, path: path,
                  kind: Self.kinds[k], changes: changes, renamedFrom: renamedFrom, cookable: cookable)
    }
}

extension RecipeChange {
    func write(into w: inout ByteWriter) {
        switch self {
        case let .amount(from, to): w.byte(0); from.write(into: &w); to.write(into: &w)
        case let .added(i): w.byte(1); i.write(into: &w)
        case let .removed(i): w.byte(2); i.write(into: &w)
        case let .renamed(from, to): w.byte(3); from.write(into: &w); to.write(into: &w)
        case let .stepAdded(n, text): w.byte(4); w.int(n); w.string(text)
        case let .stepRemoved(n, text): w.byte(5); w.int(n); w.string(text)
        case let .stepChanged(n, words): w.byte(6); w.int(n); w.array(words) { w, run in run.write(into: &w) }
        case let .field(field, from, to):
            w.byte(7)
            w.string(field.rawValue)
            w.optional(from) { w, s in w.string(s) }
            w.optional(to) { w, s in w.string(s) }
        }
    }

    init?(from r: inout ByteReader) {
        switch r.byte() {
        case 0:
            guard let from = VersionIngredient(from: &r), let to = VersionIngredient(from: &r) else { return nil }
            self = .amount(from: from, to: to)
        case 3:
            guard let from = VersionIngredient(from: &r), let to = VersionIngredient(from: &r) else { return nil }
            self = .renamed(from: from, to: to)
        case 1: guard let i = VersionIngredient(from: &r) else { return nil }; self = .added(i)
        case 2: guard let i = VersionIngredient(from: &r) else { return nil }; self = .removed(i)
        case 4: guard let n = r.int(), let text = r.string() else { return nil }; self = .stepAdded(number: n, text: text)
        case 5: guard let n = r.int(), let text = r.string() else { return nil }; self = .stepRemoved(number: n, text: text)
        case 6:
            guard let n = r.int(), let words = r.array({ WordRun(from: &$0) }) else { return nil }
            self = .stepChanged(number: n, words: words)
        case 7:
            guard let name = r.string(), let field = RecipeField(rawValue: name), let from = r.optional({ $0.string() }),
                  let to = r.optional({ $0.string() }) else { return nil }
            self = .field(field, from: from, to: to)
        default: return nil
        }
    }
}

extension VersionIngredient {
    func write(into w: inout ByteWriter) {
        w.optional(group) { w, s in w.string(s) }
        w.string(name)
        w.optional(low) { w, d in w.double(d) }
        w.optional(high) { w, d in w.double(d) }
        w.bool(fixed)
        for part in [text, unit, note] { w.optional(part) { w, s in w.string(s) } }
    }

    init?(from r: inout ByteReader) {
        guard let group = r.optional({ $0.string() }), let name = r.string(), let low = r.optional({ $0.double() }),
              let high = r.optional({ $0.double() }), let fixed = r.bool(), let text = r.optional({ $0.string() }),
              let unit = r.optional({ $0.string() }), let note = r.optional({ $0.string() }) else { return nil }
        self.init(group: group, name: name, low: low, high: high, fixed: fixed, text: text, unit: unit, note: note)
    }
}

extension WordRun {
    private static let kinds: [Kind] = [.same, .added, .removed, .elided]

    func write(into w: inout ByteWriter) {
        w.int(Self.kinds.firstIndex(of: kind)!)
        w.string(text)
    }

    init?(from r: inout ByteReader) {
        guard let k = r.int(), Self.kinds.indices.contains(k), let text = r.string() else { return nil }
        self.init(Self.kinds[k], text)
    }
}

extension VersionDelta {
    init(ingredients: [Item<VersionIngredient>]?, steps: [Item<String>]?) {
        self.ingredients = ingredients
        self.steps = steps
    }

    func write(into w: inout ByteWriter) {
        w.optional(ingredients) { w, items in w.array(items) { w, item in item.write(into: &w) { w, i in i.write(into: &w) } } }
        w.optional(steps) { w, items in w.array(items) { w, item in item.write(into: &w) { w, s in w.string(s) } } }
    }

    init?(from r: inout ByteReader) {
        guard let ingredients = r.optional({ r in r.array { Item(from: &$0) { VersionIngredient(from: &$0) } } }),
              let steps = r.optional({ r in r.array { Item(from: &$0) { $0.string() } } }) else { return nil }
        self.init(ingredients: ingredients, steps: steps)
    }
}

extension VersionDelta.Item {
    func write(into w: inout ByteWriter, _ value: (inout ByteWriter, Value) -> Void) {
        switch self {
        case .same(let at): w.byte(0); w.int(at)
        case .own(let v): w.byte(1); value(&w, v)
        }
    }

    init?(from r: inout ByteReader, _ value: (inout ByteReader) -> Value?) {
        switch r.byte() {
        case 0: guard let at = r.int() else { return nil }; self = .same(at)
        case 1: guard let v = value(&r) else { return nil }; self = .own(v)
        default: return nil
        }
    }
}
