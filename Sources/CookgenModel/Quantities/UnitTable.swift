import CookgenSupport
/// Every way of writing a unit, in English, German, Dutch, French, Spanish and Chinese.
///
/// ```swift
/// UnitTable.unit(named: "EL")          // Unit.tablespoon
/// UnitTable.unit(named: "c. à café")   // Unit.teaspoon
/// UnitTable.unit(named: "Tassen")      // Unit.cup
/// ```
///
/// Lookup ignores case, except for the short aliases that would be ambiguous
/// (`EL`/`el`, `TL`/`tl`, `g`, `l`/`L`, `St.`); bare `t`, `T` and `c` are not units at
/// all, because cookbooks disagree on what they mean. A trailing dot and the
/// spaces after inner dots are ignored (`tbsp.`, `c.à.s.`, `fl. oz.`).
public enum UnitTable {
    /// One unit with all its spellings.
    public struct Entry: Sendable, Hashable {
        /// The unit.
        public let unit: Unit
        /// Spellings matched in any letter case.
        public let aliases: [String]
        /// Spellings matched only exactly as written, because another case means something else.
        public let caseSensitiveAliases: [String]

        /// Creates an entry.
        public init(_ unit: Unit, _ aliases: [String], caseSensitive: [String] = []) {
            self.unit = unit
            self.aliases = aliases
            self.caseSensitiveAliases = caseSensitive
        }

        /// All spellings, the canonical symbol first.
        public var allAliases: [String] { [unit.id] + caseSensitiveAliases + aliases }
    }

    /// The whole table, one entry per unit.
    public static let entries: [Entry] = standardEntries

    /// Every known unit.
    public static var units: [Unit] { entries.map(\.unit) }

    /// The unit written as `name`, or nil when it is not a unit.
    public static func unit(named name: String) -> Unit? {
        let key = lookupKey(name)
        guard !key.isEmpty else { return nil }
        return caseSensitiveIndex[key] ?? foldedIndex[key.lowercased()]
    }

    /// The unit with the canonical symbol `id` (`"tbsp"`).
    public static func unit(id: String) -> Unit? {
        idIndex[id]
    }

    // Built once; lookups are plain dictionary reads.
    private static let caseSensitiveIndex: [String: Unit] = {
        var index: [String: Unit] = [:]
        for entry in entries {
            for alias in entry.caseSensitiveAliases { index[lookupKey(alias)] = entry.unit }
        }
        return index
    }()

    private static let foldedIndex: [String: Unit] = {
        var index: [String: Unit] = [:]
        for entry in entries {
            // An id like `g` that is case-sensitive must not be found as `G`.
            let id = entry.caseSensitiveAliases.contains(entry.unit.id) ? [] : [entry.unit.id]
            for alias in id + entry.aliases { index[lookupKey(alias).lowercased()] = entry.unit }
        }
        return index
    }()

    private static let idIndex: [String: Unit] = Dictionary(
        entries.map { ($0.unit.id, $0.unit) }, uniquingKeysWith: { first, _ in first }
    )

    /// The form both aliases and lookups are reduced to: white space collapsed,
    /// none after a dot, no trailing dot, typographic apostrophes straightened.
    package static func lookupKey(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty && result.last != "."
                continue
            }
            if pendingSpace && scalar != "." { result.append(" ") }
            pendingSpace = false
            result.append(scalar == "\u{2019}" ? "'" : scalar)
        }
        if result.last == "." { result.removeLast() }
        return String(result)
    }
}
