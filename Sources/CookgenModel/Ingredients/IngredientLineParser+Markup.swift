import CookgenSupport
/// The parts of an ingredient line that are markup rather than words: list markers,
/// a Markdown link (to another recipe, or to the web), autolinks and parenthesised notes.
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
              let end = closingParenthesis(scalars, after: close + 1) else { return (scalars, nil) }
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

    /// The `)` that closes the `(` at `open`: a destination may hold balanced parentheses
    /// (`https://en.wikipedia.org/wiki/Chile_(pepper)`); unbalanced, the first `)` closes.
    private static func closingParenthesis(_ scalars: [Unicode.Scalar], after open: Int) -> Int? {
        var depth = 0
        for i in (open + 1)..<scalars.count {
            if scalars[i] == "(" { depth += 1 } else if scalars[i] == ")" {
                if depth == 0 { return i }
                depth -= 1
            }
        }
        return scalars[(open + 1)...].firstIndex(of: ")")
    }

    /// What a Markdown link's target means: a recipe (a title, slug or relative path) or a web
    /// address. Any other URL (`mailto:`, `javascript:`) is neither: the link text stays, plain.
    struct LinkTarget {
        var recipe: String?
        var web: String?

        init(_ target: String) {
            if target.hasPrefix("//") {
                web = "https:" + target
            } else if let scheme = Self.scheme(of: target) {
                web = scheme == "http" || scheme == "https" ? target : nil
            } else {
                recipe = target
            }
        }

        /// `https` for `https://…`; nil for a path or title (`dough.md`, `Pizza: the dough`).
        static func scheme(of target: String) -> String? {
            guard let colon = target.firstIndex(of: ":"), colon != target.startIndex else { return nil }
            let name = target[..<colon]
            guard name.first!.isASCII, name.first!.isLetter,
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
            // `Pizza: the dough` is a title; a scheme is followed by a character of the address.
            let rest = target[target.index(after: colon)...]
            return rest.first.map { !$0.isWhitespace } == true ? name.lowercased() : nil
        }
    }

    /// Takes the first autolink (`<https://…>`) or bare web address (`https://…`) out of the
    /// words; when it is all the words, it stays the name as well.
    static func extractAutolink(_ scalars: [Unicode.Scalar]) -> (scalars: [Unicode.Scalar], url: String?) {
        guard let start = scalars.indices.first(where: { startsWebAddress(scalars, at: $0) }) else { return (scalars, nil) }
        let bracketed = start > 0 && scalars[start - 1] == "<"
        var end = start
        while end < scalars.count, !ScalarText.isSpace(scalars[end]), scalars[end] != ">" { end += 1 }
        // A bare address does not take the sentence's punctuation or a closing bracket with it.
        if !bracketed { while end > start, ",.;:)".unicodeScalars.contains(scalars[end - 1]) { end -= 1 } }
        let url = ScalarText.string(scalars, start..<end)
        let lower = bracketed ? start - 1 : start
        let upper = bracketed && end < scalars.count && scalars[end] == ">" ? end + 1 : end
        let rest = Array(scalars[..<lower]) + Array(scalars[upper...])
        return (rest.allSatisfy(ScalarText.isSpace) ? Array(url.unicodeScalars) : rest, url)
    }

    private static func startsWebAddress(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        guard i == 0 || ScalarText.isSpace(s[i - 1]) || s[i - 1] == "<" || s[i - 1] == "(" else { return false }
        return ["https://", "http://"].contains { prefix in
            let p = Array(prefix.unicodeScalars)
            return i + p.count < s.count && zip(s[i..<(i + p.count)], p).allSatisfy { $0.properties.lowercaseMapping == String($1) }
        }
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
