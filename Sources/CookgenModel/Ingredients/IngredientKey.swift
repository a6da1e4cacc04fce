import CookgenSupport
import Foundation

/// The name of an ingredient reduced to what decides whether two lines are the same thing
/// to buy: `Tomatoes, chopped` and `tomato (optional)` are both `tomato`.
///
/// ```swift
/// IngredientKey("Cherry Tomatoes, halved").rawValue   // "cherry tomato"
/// IngredientKey("Crème fraîche").rawValue             // "creme fraiche"
/// IngredientKey("Zwiebeln").rawValue                  // "zwiebel" (German plurals from a table)
/// ```
///
/// The key is made in this order, and depends on nothing but the text:
/// 1. a trailing note is cut off: everything from the first `,` or `;` (also `，` `；`),
///    and every part in parentheses or brackets (`(optional)`, `[see note]`);
/// 2. letter case is folded and diacritics are folded too (`crème` = `creme`, `ß` = `ss`),
///    so a recipe typed without accents merges with one typed with them; Chinese and
///    other scripts without case are kept as they are;
/// 3. hyphens, underscores and runs of white space become one space (`all-purpose` =
///    `all purpose`); punctuation at either end is dropped;
/// 4. a closing "to taste", "optional", "as needed" (and their German, Dutch, French and
///    Spanish forms) is dropped;
/// 5. the last word, when it is plain Latin letters, is made singular by English rules
///    (`IngredientKey.singular(_:)`): `tomatoes` → `tomato`, `berries` → `berry`,
///    `leaves` → `leaf`, `cloves` → `clove`; `glass`, `couscous`, `hummus` stay.
///
/// German plurals are undone from a table of kitchen words and compound endings
/// (`Eier` → `ei`, `Möhren` → `mohre`, `Kirschtomaten` → `kirschtomate`;
/// `IngredientKey.germanSingular(_:)`), never by rule: a wrong guess would merge different
/// things. Dutch plurals (`uien`) are not undone. A German or Dutch word that happens to end
/// in `-s` loses it like an English one (`appels` → `appel`); that is harmless because every
/// spelling of it loses it the same way.
public struct IngredientKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The normalised name.
    public let rawValue: String

    /// The key of an ingredient name as written.
    public init(_ name: String) {
        self.rawValue = IngredientKey.normalise(name)
    }

    /// Wraps text that already is a key.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether the name had nothing to buy in it (empty, or only a note).
    public var isEmpty: Bool { rawValue.isEmpty }

    /// The key text.
    public var description: String { rawValue }

    /// Orders keys by their text, the order of a shopping list.
    public static func < (lhs: IngredientKey, rhs: IngredientKey) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Reads a key from a plain string, so JSON shows `"tomato"`, not an object.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the key as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // MARK: Normalising

    package static func normalise(_ name: String) -> String {
        // The same few hundred names come back thousands of times (every page, card, search
        // entry, aisle and density look-up asks), so each is worked out once per run.
        if let known = memo.value(for: name) { return known }
        let key = computeKey(name)
        memo.store(key, for: name)
        return key
    }

    private static let memo = SharedMemo<String, String>(limit: 100_000)

    private static func computeKey(_ name: String) -> String {
        let composed = name.precomposedStringWithCanonicalMapping
        var words = fold(withoutNotes(composed))
        // A name that is all note ("(optional)") still needs a key, or it would vanish.
        if words.isEmpty { words = fold(composed) }
        while let last = trailingPhrases.first(where: { words.count > $0.count && words.suffix($0.count).elementsEqual($0) }) {
            words.removeLast(last.count)
        }
        guard let last = words.last else { return "" }
        words[words.count - 1] = germanSingular(last) ?? singular(last)
        return words.joined(separator: " ")
    }

    /// The text before the first comma or semicolon, without bracketed parts.
    package static func withoutNotes(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            switch character {
            case ",", ";", "，", "；": if depth == 0 { return result }
            case "(", "[", "（", "【": depth += 1
            case ")", "]", "）", "】": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    /// Case and diacritics folded, split into words at spaces, hyphens and underscores,
    /// with punctuation trimmed from the ends of the name.
    package static func fold(_ text: String) -> [String] {
        // ASCII has nothing to fold but case; Foundation's folding is slow.
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased() : foldedNonASCII(text)
        var words = folded.split { $0.isWhitespace || $0 == "-" || $0 == "_" || $0 == "‐" || $0 == "–" }.map(String.init)
        while let first = words.first, let trimmed = trimPunctuation(first), trimmed != first {
            if trimmed.isEmpty { words.removeFirst() } else { words[0] = trimmed }
        }
        while let last = words.last, let trimmed = trimPunctuation(last), trimmed != last {
            if trimmed.isEmpty { words.removeLast() } else { words[words.count - 1] = trimmed }
        }
        return words
    }

    private static func foldedNonASCII(_ text: String) -> String {
        text.replacingOccurrences(of: "ß", with: "ss").replacingOccurrences(of: "ẞ", with: "ss")
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                     locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
            .replacingOccurrences(of: "\u{2019}", with: "'")
    }

    private static func trimPunctuation(_ word: String) -> String? {
        let scalars = word.unicodeScalars
        let isEdge: (Unicode.Scalar) -> Bool = { $0.properties.generalCategory.isPunctuationOrSymbol }
        guard let first = scalars.firstIndex(where: { !isEdge($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isEdge($0) })!
        return String(scalars[first...last])
    }

    /// Closing phrases that say how much, not what (folded, as words).
    private static let trailingPhrases: [[String]] = [
        "or to taste", "to taste", "optional", "as needed", "if needed", "as required",
        "nach belieben", "nach geschmack", "naar smaak", "naar keuze", "au gout", "facultatif", "al gusto", "opcional",
    ].map { $0.split(separator: " ").map(String.init) }
}

package extension Unicode.GeneralCategory {
    /// Punctuation and symbols, which never start or end an ingredient's name.
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
