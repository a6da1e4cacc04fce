import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Turns text into search terms: lower case, accents folded (`Äpfel` → `apfel`,
/// `crème` → `creme`, `ß` → `ss`), split at anything that is not a letter or digit;
/// Chinese and Japanese text, written without spaces, becomes overlapping pairs of
/// characters (`红烧肉` → `红烧`, `烧肉`), so a two-character query finds its recipe.
///
/// The page's search script folds a query the same way (see `search.js`), so both sides
/// must change together.
public enum SearchTokenizer {
    /// The terms of `text`, in order, with repeats.
    public static func terms(_ text: String) -> [String] {
        if let words = text.asciiLowercasedWords { return words }
        var terms: [String] = []
        var word = String.UnicodeScalarView()
        var ideographs: [Unicode.Scalar] = []
        func flushWord() {
            if !word.isEmpty { terms.append(String(word)) }
            word.removeAll()
        }
        func flushIdeographs() {
            if ideographs.count == 1 { terms.append(String(ideographs[0])) }
            for i in ideographs.indices.dropLast() {
                var pair = String.UnicodeScalarView()
                pair.append(ideographs[i])
                pair.append(ideographs[i + 1])
                terms.append(String(pair))
            }
            ideographs.removeAll()
        }
        for scalar in fold(text).unicodeScalars {
            if isIdeograph(scalar) {
                flushWord()
                ideographs.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                flushIdeographs()
                word.append(scalar)
            } else {
                flushWord()
                flushIdeographs()
            }
        }
        flushWord()
        flushIdeographs()
        return terms
    }

    /// Lower case without diacritics; `ß` → `ss`, `æ` → `ae`, `ø` → `o`, `œ` → `oe`.
    public static func fold(_ text: String) -> String {
        // ASCII has nothing to fold but case; Foundation's folding is slow (most of a large build).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let expanded = text.replacingOccurrences(of: "ß", with: "ss").replacingOccurrences(of: "ẞ", with: "ss")
            .replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "Æ", with: "ae")
            .replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "Œ", with: "oe")
            .replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "Ø", with: "o")
        return expanded.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
                                locale: Locale(identifier: "en_US_POSIX")).lowercased()
    }

    /// Han, Hiragana, Katakana: scripts written without spaces between words.
    package static func isIdeograph(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// The shard a term belongs to: its first two scalars (one for an ideograph pair's first).
    public static func shard(of term: String) -> String {
        let scalars = term.unicodeScalars
        guard let first = scalars.first else { return "" }
        let end = scalars.index(scalars.startIndex, offsetBy: isIdeograph(first) ? 1 : 2, limitedBy: scalars.endIndex) ?? scalars.endIndex
        return String(scalars[..<end])
    }

    /// A file name for a shard: the hex of its UTF-8 bytes, safe on every file system.
    public static func fileName(ofShard shard: String) -> String {
        shard.utf8.map { String(format: "%02x", $0) }.joined()
    }
}
