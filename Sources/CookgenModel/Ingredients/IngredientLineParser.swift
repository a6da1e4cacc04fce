import CookgenSupport
import Foundation

/// Splits a free-text ingredient line into quantity, unit, name and note.
///
/// ```swift
/// let flour = IngredientLineParser.parse("200-250 g flour, sifted", at: location)
/// flour.quantity   // Quantity(200, to: 250)
/// flour.unit       // "g"
/// flour.name       // "flour"
/// flour.note       // "sifted"
/// ```
///
/// The line is read in this order:
/// 1. list marker (`- `, `* `, `- [ ] `) dropped; a Markdown link becomes the name
///    and its target the `reference` — or the `link` when the target is a web address,
///    as is an autolink (`<https://…>`, a bare `https://…`); parenthesised groups become
///    notes; a label before a colon ("Optional: 1 tsp vanilla") becomes a note;
/// 2. an amount: digits (see `QuantityParser`), words (`a`, `two`, `half a` give a
///    number; `some`, `etwas`, `适量` none) or Chinese numerals before a measure word;
///    the words as written go to `quantityText`;
/// 3. a package size (`2 x 400 g tins`, `a 400 g can`, `one 14-ounce can`), kept as a
///    note: the count of packages is what scales;
/// 4. a unit from `UnitTable`, possibly after a size word (`heaped`, a note), an added
///    amount after it (`1 cup + 2 tbsp`, a note), then `of`/`de`/`d'`; only taken when a
///    name follows, so `2 cans` is two "cans";
/// 5. the name, up to the first comma (the rest is a note); a closing "to taste",
///    "nach Belieben", "optional" … is a note too;
/// 6. with no amount in front: an amount at the end (`鸡蛋 2个`, `盐 适量`, `Mehl: 200 g`);
/// 7. an amount or unit inside the name moved out (`juice of 1-2 limes`, `2 garlic cloves`;
///    `movingAmountOutOfName(_:)`).
///
/// Notes are joined with ", " in the order they were written.
///
/// `unit` is the unit as written (`EL`, `tbsp.`); `UnitTable.unit(named:)` gives its meaning.
/// The parser never fails: a line it cannot read is all name.
public enum IngredientLineParser {
    /// The ingredient a line describes; `text` is the line, trimmed.
    public static func parse(_ line: String, at location: SourceLocation) -> Ingredient {
        // The same lines come back again and again — across recipes ("2 eggs", "salt to taste") and
        // across the versions of one recipe in its history — and the reading depends on the text alone.
        guard line.utf8.count <= memoLineBytes else { return read(line, at: location) }
        if var known = memo.value(for: line) {
            known.location = location
            return known
        }
        let ingredient = read(line, at: location)
        memo.store(ingredient, for: line)
        return ingredient
    }

    /// Lines longer than this are read every time, so the memo stays small whatever the input.
    static let memoLineBytes = 200
    private static let memo = SharedMemo<String, Ingredient>(limit: 100_000)

    private static func read(_ line: String, at location: SourceLocation) -> Ingredient {
        let text = line.trimmed
        // Composed form, so "à" typed as "a" + accent matches the word lists scalar by scalar.
        let composed = text.precomposedStringWithCanonicalMapping
        let linked = extractLink(stripListMarker(Array(composed.unicodeScalars)))
        let target = linked.target.map(LinkTarget.init)
        let web = extractAutolink(linked.scalars)
        let cleaned = extractParentheses(web.scalars)
        let parts = readLine(cleaned.scalars)
        let notes = Note.inTextOrder(parts.notes + cleaned.notes)
        return movingAmountOutOfName(Ingredient(
            text: text, quantity: parts.quantity, quantityText: parts.quantityText, unit: parts.unit,
            name: parts.name, note: notes.isEmpty ? nil : notes.joined(separator: ", "),
            reference: target?.recipe, link: target?.web ?? web.url, location: location
        ))
    }

    /// What has been read of a line so far.
    package struct LineParts {
        package var quantity: Quantity?
        package var quantityText: String?
        package var unit: String?
        package var name = ""
        package var notes: [Note] = []

        package var hasAmount: Bool { quantity != nil || quantityText != nil }
    }

    /// A note and where it was written, so notes from different steps keep the line's order.
    package struct Note {
        package var position: Int
        package var text: String

        /// The texts, ordered by position (ties keep their order).
        package static func inTextOrder(_ notes: [Note]) -> [String] {
            notes.enumerated()
                .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
                .map(\.element.text)
        }
    }

    private static let noteSeparators: Set<Unicode.Scalar> = [",", ";", "，", "；"]
    private static let tokenBreaks: Set<Unicode.Scalar> = [",", ";", "(", ")", "，", "；", ":", "："]

    /// Steps 2 to 6 on a line without markup.
    package static func readLine(_ scalars: [Unicode.Scalar]) -> LineParts {
        readLabelledLine(scalars) ?? readUnlabelledLine(scalars)
    }

    /// Steps 2 to 6, without looking for a label.
    private static func readUnlabelledLine(_ scalars: [Unicode.Scalar]) -> LineParts {
        var parts = LineParts()
        var index = ScalarText.skipSpaces(scalars, from: 0)
        if let end = readLeadingAmount(scalars, from: index, into: &parts) { index = end }
        if parts.hasAmount { index = readPackageSize(scalars, from: index, into: &parts) }
        index = readUnitBeforeName(scalars, from: index, into: &parts)
        readNameAndNote(scalars, from: index, into: &parts)
        if !parts.hasAmount, let trailing = readTrailingAmount(Array(parts.name.unicodeScalars)) {
            let nameScalars = Array(parts.name.unicodeScalars)
            var name = ScalarText.string(nameScalars, 0..<trailing.nameEnd)
            while name.hasSuffix(":") || name.hasSuffix("：") { name.removeLast() }
            parts.name = collapseSpaces(name)
            parts.quantity = trailing.parts.quantity
            parts.quantityText = trailing.parts.quantityText
            parts.unit = trailing.parts.unit
        }
        return parts
    }

    /// "Optional: 1 tsp vanilla": a label without digits before a colon, then a whole
    /// ingredient; the label becomes a note. ("Mehl: 200 g" is a name and its amount, read later.)
    private static func readLabelledLine(_ scalars: [Unicode.Scalar]) -> LineParts? {
        guard let colon = scalars.firstIndex(where: { $0 == ":" || $0 == "：" }), colon > 0,
              !scalars[..<colon].contains(where: { ScalarText.digitValue($0) != nil }) else { return nil }
        let label = collapseSpaces(ScalarText.string(scalars, 0..<colon))
        // Not `readLine`: one label is enough, and no recursion means no depth to exhaust.
        var parts = readUnlabelledLine(Array(scalars[(colon + 1)...]))
        let name = Array(parts.name.unicodeScalars)
        guard !label.isEmpty, parts.hasAmount, !name.isEmpty,
              readUnit(name, from: 0)?.end != name.count else { return nil }
        parts.notes = [Note(position: 0, text: label)]
            + parts.notes.map { Note(position: $0.position + colon + 1, text: $0.text) }
        return parts
    }

    /// A number, amount word or Chinese numeral at `index`; returns the position after it.
    private static func readLeadingAmount(_ scalars: [Unicode.Scalar], from index: Int, into parts: inout LineParts) -> Int? {
        if let number = QuantityParser.read(scalars, from: index) {
            guard isAmountBoundary(scalars, at: number.end) else { return nil }
            parts.quantity = number.quantity
            return number.end
        }
        if let word = readAmountWord(scalars, from: index) {
            parts.quantity = word.value.map { Quantity($0) }
            parts.quantityText = word.text
            return word.end
        }
        if let number = readChineseNumber(scalars, from: index), readMeasureWord(scalars, from: number.end) != nil {
            parts.quantity = Quantity(number.value)
            parts.quantityText = number.text
            return number.end
        }
        return nil
    }

    /// Whether a number may end at `index`: "7up", "2%" and "3rd" are not amounts, "100g" and "2个" are.
    private static func isAmountBoundary(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count, !ScalarText.isSpace(scalars[index]) else { return true }
        let next = scalars[index]
        if ["%", "°", "/", "⁄", "'", "\"", "″", "′", "‰"].contains(next) || ScalarText.isDigit(scalars, at: index) {
            return false
        }
        guard ScalarText.isLetter(next) else { return true }
        return ["x", "X", "×"].contains(next) || readUnit(scalars, from: index) != nil
    }

    /// `x 400 g` or `×400g` after the count of packages; a lone `x` ("2x eggs") is skipped.
    private static func readPackageSize(_ scalars: [Unicode.Scalar], from index: Int, into parts: inout LineParts) -> Int {
        if let end = readInlinePackageSize(scalars, from: index, into: &parts) { return end }
        let sign = ScalarText.skipSpaces(scalars, from: index)
        guard sign < scalars.count, ["x", "X", "×", "*"].contains(scalars[sign]) else { return index }
        let afterSign = sign + 1
        guard afterSign == scalars.count || ScalarText.isSpace(scalars[afterSign])
                || ScalarText.isDigit(scalars, at: afterSign) else { return index }
        let sizeStart = ScalarText.skipSpaces(scalars, from: afterSign)
        if let size = QuantityParser.read(scalars, from: sizeStart),
           let unit = readUnit(scalars, from: ScalarText.skipSpaces(scalars, from: size.end)) {
            parts.notes.append(Note(position: sizeStart, text: collapseSpaces(ScalarText.string(scalars, sizeStart..<unit.end))))
            return unit.end
        }
        return ScalarText.isDigit(scalars, at: afterSign) ? index : afterSign
    }

    /// "a 400 g can", "one 14-ounce can": a measured size between the count and a unit.
    private static func readInlinePackageSize(
        _ scalars: [Unicode.Scalar], from index: Int, into parts: inout LineParts
    ) -> Int? {
        let sizeStart = ScalarText.skipSpaces(scalars, from: index)
        guard sizeStart > index, let size = QuantityParser.read(scalars, from: sizeStart) else { return nil }
        var unitStart = ScalarText.skipSpaces(scalars, from: size.end)
        if size.end < scalars.count, scalars[size.end] == "-" { unitStart = size.end + 1 }
        guard let unit = readUnit(scalars, from: unitStart), UnitTable.unit(named: unit.text)?.factor != nil,
              readUnit(scalars, from: ScalarText.skipSpaces(scalars, from: unit.end)) != nil else { return nil }
        parts.notes.append(Note(position: sizeStart, text: collapseSpaces(ScalarText.string(scalars, sizeStart..<unit.end))))
        return unit.end
    }

    /// "+ 2 tbsp" or "plus 2 tbsp" after a unit ("1 cup + 2 tbsp flour"), kept as a note.
    private static func readAddedAmount(_ scalars: [Unicode.Scalar], from index: Int) -> (end: Int, note: Note)? {
        let sign = ScalarText.skipSpaces(scalars, from: index)
        guard sign < scalars.count else { return nil }
        var afterSign = sign + 1
        if scalars[sign] != "+" {
            guard let end = ScalarText.match("plus", in: scalars, at: sign) else { return nil }
            afterSign = end
        }
        guard let amount = QuantityParser.read(scalars, from: ScalarText.skipSpaces(scalars, from: afterSign)),
              let unit = readUnit(scalars, from: ScalarText.skipSpaces(scalars, from: amount.end)) else { return nil }
        return (unit.end, Note(position: sign, text: collapseSpaces(ScalarText.string(scalars, sign..<unit.end))))
    }

    /// The unit (with a size word before it and "of" after it), when a name follows it.
    private static func readUnitBeforeName(_ scalars: [Unicode.Scalar], from index: Int, into parts: inout LineParts) -> Int {
        var start = ScalarText.skipSpaces(scalars, from: index)
        var modifier: Note?
        if parts.hasAmount, let size = readUnitModifier(scalars, from: start), readUnit(scalars, from: size.end) != nil {
            modifier = Note(position: start, text: size.text)
            start = size.end
        }
        guard let unit = readUnit(scalars, from: start) else { return index }
        let added = readAddedAmount(scalars, from: unit.end)
        let nameStart = skipConnector(scalars, from: added?.end ?? unit.end)
        // Without an amount only "pinch of salt" reads as a unit; "Bund Petersilie" is a name.
        guard parts.hasAmount || nameStart != (added?.end ?? unit.end) else { return index }
        let first = ScalarText.skipSpaces(scalars, from: nameStart)
        guard first < scalars.count, !noteSeparators.contains(scalars[first]) else { return index }
        parts.unit = unit.text
        parts.notes += [modifier, added?.note].compactMap { $0 }
        return nameStart
    }

    /// A unit at `index`: a Chinese measure word, or up to three words that `UnitTable` knows
    /// (longest first, for `fl oz` and `c. à soupe`).
    package static func readUnit(_ scalars: [Unicode.Scalar], from index: Int) -> (end: Int, text: String)? {
        guard index < scalars.count else { return nil }
        if ScalarText.isHan(scalars[index]) { return readMeasureWord(scalars, from: index) }
        var tokens: [Range<Int>] = []
        var position = index
        while tokens.count < 3, position < scalars.count {
            let start = position
            while position < scalars.count, !ScalarText.isSpace(scalars[position]),
                  !tokenBreaks.contains(scalars[position]), !ScalarText.isHan(scalars[position]) {
                position += 1
            }
            guard position > start else { break }
            tokens.append(start..<position)
            guard position < scalars.count, ScalarText.isSpace(scalars[position]) else { break }
            position = ScalarText.skipSpaces(scalars, from: position)
        }
        for count in stride(from: tokens.count, through: 1, by: -1) {
            let range = index..<tokens[count - 1].upperBound
            let text = collapseSpaces(ScalarText.string(scalars, range))
            if UnitTable.unit(named: text) != nil { return (range.upperBound, text) }
        }
        return nil
    }

    /// The name up to the first comma, the rest a note; a closing "to taste" is a note too.
    private static func readNameAndNote(_ scalars: [Unicode.Scalar], from index: Int, into parts: inout LineParts) {
        let start = min(index, scalars.count)
        let separator = scalars[start...].firstIndex(where: noteSeparators.contains) ?? scalars.count
        var name = collapseSpaces(ScalarText.string(scalars, start..<separator))
        let note = collapseSpaces(ScalarText.string(scalars, min(separator + 1, scalars.count)..<scalars.count))
        if name.isEmpty && !note.isEmpty {
            // ", sifted" alone: better a name than an ingredient without one.
            name = note
        } else if !note.isEmpty {
            parts.notes.append(Note(position: separator + 1, text: note))
        }
        if let split = splitNotePhrase(name), !split.name.isEmpty {
            // The phrase closes the name: a note in parentheses after it comes after it.
            var nameEnd = separator
            while nameEnd > start, ScalarText.isSpace(scalars[nameEnd - 1]) { nameEnd -= 1 }
            name = split.name
            parts.notes.append(Note(position: nameEnd - 1, text: split.note))
        }
        parts.name = name
    }
}
