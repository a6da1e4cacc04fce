/// What a version of a recipe says in cooking terms: the parts a cook compares between two
/// versions, and what "Cook this version" needs. Pure values, kept in the history cache.
public struct VersionSnapshot: Sendable, Hashable, Codable {
    public var title: String
    public var servings: Int?
    public var yield: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var categories: [String]
    public var diets: [String]
    public var ingredients: [VersionIngredient]
    /// Steps as Markdown, in order, sections flattened.
    public var steps: [String]

    /// Creates a snapshot.
    public init(title: String, servings: Int? = nil, yield: String? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
                totalMinutes: Int? = nil, categories: [String] = [], diets: [String] = [],
                ingredients: [VersionIngredient] = [], steps: [String] = []) {
        self.title = title
        self.servings = servings
        self.yield = yield
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.categories = categories
        self.diets = diets
        self.ingredients = ingredients
        self.steps = steps
    }
}

/// One ingredient of a version: the parts of `Ingredient` that a cook compares and scales.
public struct VersionIngredient: Sendable, Hashable, Codable {
    public var group: String?
    public var name: String
    public var low: Double?
    public var high: Double?
    public var fixed: Bool
    /// An amount in words ("a pinch").
    public var text: String?
    public var unit: String?
    public var note: String?

    /// Creates an ingredient.
    public init(group: String? = nil, name: String, low: Double? = nil, high: Double? = nil, fixed: Bool = false,
                text: String? = nil, unit: String? = nil, note: String? = nil) {
        self.group = group
        self.name = name
        self.low = low
        self.high = high
        self.fixed = fixed
        self.text = text
        self.unit = unit
        self.note = note
    }

    /// The ingredient as taken from a recipe, in `group`.
    public init(_ i: Ingredient, group: String?) {
        self.init(group: group, name: i.name, low: i.quantity?.low, high: i.quantity?.high, fixed: i.quantity?.fixed ?? false,
                  text: i.quantityText, unit: i.unit, note: i.note)
    }

    /// The amount as a quantity.
    public var quantity: Quantity? { low.map { Quantity($0, to: high, fixed: fixed) } }

    /// How two versions' lines are matched: the name as the shopping list merges it (case, plurals
    /// and spacing aside), so `1 leek` and `2 leeks` are one ingredient.
    public var key: String { IngredientKey(name).rawValue }

    /// Whether the amount (number, words and unit) is the same as `other`'s.
    public func sameAmount(as other: VersionIngredient) -> Bool {
        low == other.low && high == other.high && text == other.text && (unit ?? "").lowercased() == (other.unit ?? "").lowercased()
    }

    /// Whether there is an amount at all.
    public var hasAmount: Bool { low != nil || text != nil }

    /// The ingredient as the model's `Ingredient` (for the page's scripts), located at `location`.
    public func ingredient(at location: SourceLocation) -> Ingredient {
        let amount = [quantity.map { $0.formatted() } ?? text, unit].compactMap { $0 }.joined(separator: " ")
        return Ingredient(text: [amount, name].filter { !$0.isEmpty }.joined(separator: " "), quantity: quantity, quantityText: text,
                          unit: unit, name: name, note: note, location: location)
    }
}

/// An older version's ingredients and steps, as far as they differ from a newer one: each item
/// is the newer version's item at an index, or a value of its own. Nil lists are unchanged.
public struct VersionDelta: Sendable, Hashable, Codable {
    /// One item of the older list.
    public enum Item<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// The same as the newer version's item at this index.
        case same(Int)
        /// Its own value.
        case own(Value)
    }

    public var ingredients: [Item<VersionIngredient>]?
    public var steps: [Item<String>]?

    /// `old` in terms of `new`; nil when their ingredients and steps are the same.
    public init?(_ old: VersionSnapshot, against new: VersionSnapshot) {
        ingredients = old.ingredients == new.ingredients ? nil : Self.items(old.ingredients, new.ingredients)
        steps = old.steps == new.steps ? nil : Self.items(old.steps, new.steps)
        if ingredients == nil, steps == nil { return nil }
    }

    /// Each old item is the first newer item equal to it that no earlier one took; long lists
    /// find it in queues of places by value (a scan for each item was quadratic).
    private static func items<T: Hashable>(_ old: [T], _ new: [T]) -> [Item<T>] {
        if old.count > 64, new.count > 64 {
            var places: [T: ArraySlice<Int>] = [:]
            for (at, value) in new.enumerated() { places[value, default: []].append(at) }
            return old.map { value in places[value]?.popFirst().map { .same($0) } ?? .own(value) }
        }
        var used = Set<Int>()
        return old.map { value in
            if let at = new.indices.first(where: { !used.contains($0) && new[$0] == value }) {
                used.insert(at)
                return .same(at)
            }
            return .own(value)
        }
    }
}

public extension VersionSnapshot {
    /// A short, stable fingerprint of the ingredients and steps (FNV-1a over their text).
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            var text = text // `withUTF8` walks the bytes in place, not through the UTF-8 view's indices
            text.withUTF8 { for byte in $0 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 } }
            hash = (hash ^ 0x1F) &* 0x100_0000_01b3
        }
        // Amounts by their bits (writing a Double out as text cost more than all the rest).
        func add(_ number: Double?) {
            guard let number else { return add("") }
            withUnsafeBytes(of: number.bitPattern.littleEndian) { for byte in $0 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 } }
            hash = (hash ^ 0x1F) &* 0x100_0000_01b3
        }
        for i in ingredients {
            add(i.group ?? "")
            add(i.name)
            add(i.low)
            add(i.high)
            add(i.fixed ? "=" : "")
            add(i.text ?? "")
            add(i.unit ?? "")
            add(i.note ?? "")
        }
        add("\u{1E}")
        for step in steps { add(step) }
        return String(hash, radix: 16)
    }
}
