import CookgenSupport
/// The parts of an ingredient line that are markup rather than words: list markers,
/// a Markdown link to another recipe, and parenthesised notes.
package extension IngredientLineParser {
    /// Drops a leading `- `, `* `, `+ `, `• ` and a task box `[ ] `/`[x] ` after it.
    static func stripListMarker(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let markers: Set<Unicode.Scalar> = ["-", "*", "+", "•", "·", "‣"]
        var start = ScalarText.skipSpaces(scalars, from: 0)
        if start + 1 < scalars.count, markers.contains(scalars[start]), ScalarText.isSpace(scalars[start + 1]) {
            start = ScalarText.skipSpaces(scalars, from: start + 1)
        }
        if start + 3 < scalars.count, scalars[start] == "[", scalars[start + 2] == "]",
           [" ", "x", "X"].contains(scalars[start + 1]), ScalarText.isSpace(scalars[start + 3]) {
            start = ScalarText.skipSpaces(scalars, from: start + 3)
        }
        return Array(scalars[start...])
    }

    /// Replaces the first Markdown link `[text](target)` by its text and returns the target.
    static func extractLink(_ scalars: [Unicode.Scalar]) -> (scalars: [Unicode.Scalar], target: String?) {
        guard let open = scalars.firstIndex(of: "["),
              let close = scalars[open...].firstIndex(of: "]"),
              close + 1 < scalars.count, scalars[close + 1] == "(",
              let end = scalars[(close + 1)...].firstIndex(of: ")") else { return (scalars, nil) }
        var target = ScalarText.string(scalars, (close + 2)..<end)
        // `[x](<a b.md> "Title")`: the destination is the first part, without its angle brackets.
        if target.hasPrefix("<"), let closing = target.firstIndex(of: ">") {
            target = String(target[target.index(after: target.startIndex)..<closing])
        } else if let space = target.firstIndex(where: { $0.isWhitespace }) {
            target = String(target[..<space])
        }
        let linkText = Array(scalars[(open + 1)..<close])
        // An image (`![alt](src)`) keeps its alt text but is no recipe reference.
        let isImage = open > 0 && scalars[open - 1] == "!"
        let prefix = scalars[..<(isImage ? open - 1 : open)]
        let rebuilt = Array(prefix) + linkText + Array(scalars[(end + 1)...])
        return (rebuilt, isImage || target.isEmpty ? nil : target)
    }

    /// Removes top-level parenthesised groups (ASCII or full-width), returning their contents
    /// as notes placed where they stood. An unclosed group runs to the end of the line.
    static func extractParentheses(_ scalars: [Unicode.Scalar]) -> (scalars: [Unicode.Scalar], notes: [Note]) {
        var kept: [Unicode.Scalar] = []
        var notes: [Note] = []
        var depth = 0
        var current: [Unicode.Scalar] = []
        for scalar in scalars {
            let opens = scalar == "(" || scalar == "（"
            let closes = scalar == ")" || scalar == "）"
            if opens {
                if depth > 0 { current.append(scalar) }
                depth += 1
            } else if closes && depth > 0 {
                depth -= 1
                if depth == 0 {
                    appendNote(current, at: kept.count, to: &notes)
                    current = []
                    kept.append(" ")
                } else {
                    current.append(scalar)
                }
            } else if depth > 0 {
                current.append(scalar)
            } else {
                kept.append(scalar)
            }
        }
        if depth > 0 { appendNote(current, at: kept.count, to: &notes) }
        return (kept, notes)
    }

    private static func appendNote(_ scalars: [Unicode.Scalar], at position: Int, to notes: inout [Note]) {
        let note = collapseSpaces(ScalarText.string(scalars, 0..<scalars.count))
        if !note.isEmpty { notes.append(Note(position: position, text: note)) }
    }

    /// Runs of white space as one space, ends trimmed: removed notes leave gaps behind.
    static func collapseSpaces(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if ScalarText.isSpace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
