import CookgenSupport
/// Small helpers for scanners that walk a line as an array of Unicode scalars.
///
/// The parsers index scalars rather than `Character`s so a combining mark after a
/// digit (`1\u{301}`) cannot glue the digit into a grapheme they fail to recognise,
/// and so every position is a plain `Int` that is cheap to bounds-check.
package enum ScalarText {
    /// Whether the scalar is white space, including no-break spaces (`1 kg` in French).
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// The first position at or after `index` that is not white space.
    package static func skipSpaces(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var position = index
        while position < scalars.count, isSpace(scalars[position]) { position += 1 }
        return position
    }

    /// The value of a decimal digit in any script (`7`, `７`, `٧`), else nil.
    package static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// Whether `index` is inside the array and holds a decimal digit.
    package static func isDigit(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index >= 0 && index < scalars.count && digitValue(scalars[index]) != nil
    }

    /// Whether the scalar is a Han ideograph, the script of Chinese names and measure words.
    package static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// Whether the scalar is a letter of any script, or a mark that belongs to one.
    package static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
    }

    /// The scalars in `range` as a string, trimmed of white space.
    package static func string(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, scalars.count))
        let upper = max(lower, min(range.upperBound, scalars.count))
        var start = lower
        var end = upper
        while start < end, isSpace(scalars[start]) { start += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    /// Whether the scalars from `index` spell `word` (compared in lower case) and end there
    /// at a word boundary; returns the position after the word.
    package static func match(_ word: String, in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var position = index
        for expected in word.unicodeScalars {
            guard position < scalars.count,
                  String(scalars[position]).lowercased() == String(expected) else { return nil }
            position += 1
        }
        if position < scalars.count, isLetter(scalars[position]) || isDigit(scalars, at: position) {
            // A Han word needs no boundary: Chinese is written without spaces.
            guard word.unicodeScalars.last.map(isHan) == true else { return nil }
        }
        return position
    }
}
