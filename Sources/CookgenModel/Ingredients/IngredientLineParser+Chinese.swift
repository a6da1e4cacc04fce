import CookgenSupport
/// Chinese ingredient lines: numerals in characters (`两个`), measure words, and the amount
/// written after the name (`鸡蛋 2个`, `面粉200克`, `盐 适量`).
package extension IngredientLineParser {
    /// Measure words the unit table leaves out because they name no fixed amount;
    /// Chinese puts one after every number, so after a number they are the unit.
    static let extraMeasureWords: Set<Unicode.Scalar> = [
        "勺", "碗", "盒", "份", "粒", "段", "朵", "张", "节", "盘", "听", "串", "条", "盆", "锅",
    ]

    private static let chineseDigits: [Unicode.Scalar: Double] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]

    /// A measure word at `index`: a unit of the table (two characters before one) or one of
    /// `extraMeasureWords`.
    static func readMeasureWord(_ scalars: [Unicode.Scalar], from index: Int) -> (end: Int, text: String)? {
        guard index < scalars.count, ScalarText.isHan(scalars[index]) else { return nil }
        for length in [2, 1] where index + length <= scalars.count {
            let text = ScalarText.string(scalars, index..<(index + length))
            if UnitTable.unit(named: text) != nil { return (index + length, text) }
        }
        guard extraMeasureWords.contains(scalars[index]) else { return nil }
        return (index + 1, String(scalars[index]))
    }

    /// A number in Chinese characters (`三`, `两`, `十二`, `二十五`, `半`), at most four characters.
    static func readChineseNumber(_ scalars: [Unicode.Scalar], from index: Int) -> (value: Double, end: Int, text: String)? {
        guard index < scalars.count else { return nil }
        if scalars[index] == "半" { return (0.5, index + 1, "半") }
        var total = 0.0
        var current: Double?
        var end = index
        while end < scalars.count, end - index < 4 {
            if scalars[end] == "十" {
                total += (current ?? 1) * 10
                current = nil
            } else if let digit = chineseDigits[scalars[end]], current == nil {
                current = digit
            } else {
                break
            }
            end += 1
        }
        total += current ?? 0
        guard end > index, total > 0 else { return nil }
        return (total, end, ScalarText.string(scalars, index..<end))
    }

    /// The amount at the end of a name without a leading one, and where the name stops.
    static func readTrailingAmount(_ scalars: [Unicode.Scalar]) -> (nameEnd: Int, parts: LineParts)? {
        if let vague = readTrailingVagueWord(scalars) { return vague }
        for position in 1..<max(1, scalars.count) {
            let previous = scalars[position - 1]
            guard ScalarText.isSpace(previous) || ScalarText.isHan(previous) || previous == ":" || previous == "：" else {
                continue
            }
            if let found = readAmountAtEnd(scalars, from: position) { return (position, found) }
        }
        return nil
    }

    /// `盐 适量`, `盐少许`: a vague Chinese amount word closing the line.
    private static func readTrailingVagueWord(_ scalars: [Unicode.Scalar]) -> (nameEnd: Int, parts: LineParts)? {
        for (words, value) in amountWords where value == nil && words.unicodeScalars.allSatisfy(ScalarText.isHan) {
            let word = Array(words.unicodeScalars)
            guard scalars.count > word.count, Array(scalars.suffix(word.count)) == word else { continue }
            var parts = LineParts()
            parts.quantityText = words
            return (scalars.count - word.count, parts)
        }
        return nil
    }

    /// A quantity (digits or characters) with an optional unit that runs to the end of the line.
    private static func readAmountAtEnd(_ scalars: [Unicode.Scalar], from position: Int) -> LineParts? {
        var parts = LineParts()
        var end: Int
        if let number = QuantityParser.read(scalars, from: position) {
            parts.quantity = number.quantity
            end = number.end
        } else if let number = readChineseNumber(scalars, from: position), readMeasureWord(scalars, from: number.end) != nil {
            parts.quantity = Quantity(number.value)
            parts.quantityText = number.text
            end = number.end
        } else {
            return nil
        }
        let unitStart = ScalarText.skipSpaces(scalars, from: end)
        if let unit = readUnit(scalars, from: unitStart) {
            parts.unit = unit.text
            end = unit.end
        }
        guard ScalarText.skipSpaces(scalars, from: end) == scalars.count else { return nil }
        // A bare number after a Latin name ("Type 405") is part of the name; after Chinese or a colon it is an amount.
        if parts.unit == nil {
            let name = scalars[..<position].filter { !ScalarText.isSpace($0) }
            guard let last = name.last, ScalarText.isHan(last) || last == ":" || last == "：" else { return nil }
        }
        return parts
    }
}
