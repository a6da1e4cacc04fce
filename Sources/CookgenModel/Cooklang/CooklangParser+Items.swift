import CookgenSupport
// Inline markup inside a step: `@ingredient`, `#cookware`, `~timer`.
//
// A name is one word (`@salt`) or, when a `{` follows on the same line before any
// other `@ # ~`, everything up to the brace (`@ground black pepper{}`). A sigil
// followed by a space is text (`Message me @ example`).

package extension CooklangParser {
    /// Which component a sigil starts.
    enum Sigil {
        case ingredient, cookware, timer

        package init?(_ glyph: Glyph) {
            guard !glyph.isEscaped else { return nil }
            switch glyph.scalar {
            case "@": self = .ingredient
            case "#": self = .cookware
            case "~": self = .timer
            default: return nil
            }
        }

        package var noun: String {
            switch self {
            case .ingredient: "ingredient"
            case .cookware: "cookware"
            case .timer: "timer"
            }
        }
    }

    /// A step's glyphs with, for each position, where the next `{`, `}` and `)` on the same line are.
    ///
    /// Looked up instead of searched, so a line full of unclosed `{` stays linear.
    struct StepText {
        package let glyphs: [Glyph]
        package let nextOpenBrace: [Int?]
        package let nextBrace: [Int?]
        package let nextParen: [Int?]

        package init(_ glyphs: [Glyph]) {
            self.glyphs = glyphs
            nextOpenBrace = Self.next("{", in: glyphs)
            nextBrace = Self.next("}", in: glyphs)
            nextParen = Self.next(")", in: glyphs)
        }

        /// The closer at or after `index`, before the line ends.
        package func closer(_ table: [Int?], from index: Int) -> Int? {
            index < table.count ? table[index] : nil
        }

        private static func next(_ mark: Unicode.Scalar, in glyphs: [Glyph]) -> [Int?] {
            var table = [Int?](repeating: nil, count: glyphs.count)
            var found: Int?
            for index in glyphs.indices.reversed() {
                if glyphs[index].isLineBreak { found = nil }
                if glyphs[index].is(mark) { found = index }
                table[index] = found
            }
            return table
        }
    }

    /// The parts of a component after its sigil, as glyph index ranges.
    enum Body {
        /// `name{amount}`; `end` is the index after `}`.
        case braced(name: Range<Int>, amount: Range<Int>, end: Int)
        /// A single word without braces.
        case word(Range<Int>)
        /// A `{` that is never closed on its line.
        case unclosed(open: Int)
        /// Nothing that makes a component.
        case none
    }
}

package extension CooklangParser.Session {
    /// Splits a step into text and components, adding each component to the document.
    mutating func stepItems(_ glyphs: [Glyph]) -> [StepItem] {
        let step = CooklangParser.StepText(glyphs)
        var items: [StepItem] = []
        var text = String.UnicodeScalarView()
        var index = 0
        while index < glyphs.count {
            if let sigil = CooklangParser.Sigil(glyphs[index]),
               let (item, next) = component(sigil, in: step, at: index) {
                if !text.isEmpty { items.append(.text(String(text))) }
                text = String.UnicodeScalarView()
                items.append(item)
                index = next
            } else {
                text.append(glyphs[index].scalar)
                index += 1
            }
        }
        if !text.isEmpty { items.append(.text(String(text))) }
        return items
    }

    /// Reads the component whose sigil is at `start`; nil leaves the sigil as text.
    private mutating func component(
        _ sigil: CooklangParser.Sigil, in step: CooklangParser.StepText, at start: Int
    ) -> (StepItem, Int)? {
        let glyphs = step.glyphs
        let nameStart = start + 1
        guard nameStart < glyphs.count, !glyphs[nameStart].isSpace else { return nil }
        switch Self.body(of: step, from: nameStart) {
        case .braced(let name, let amount, let end):
            return braced(sigil, step, start: start, name: name, amount: amount, end: end)
        case .word(let name):
            let text = Glyph.string(glyphs[start..<name.upperBound])
            let item = add(sigil, name: Glyph.string(glyphs[name]), amount: nil, text: text, at: glyphs[start])
            return (item, name.upperBound)
        case .unclosed(let open):
            warn(
                "cooklang-unclosed-brace", "The `{` of this \(sigil.noun) is never closed, so it is kept as text.",
                at: location(of: glyphs[open]),
                hint: "Close the amount with `}` on the same line, or write `\\{` for a literal brace.")
            return nil
        case .none:
            let lead = Glyph.string(glyphs[nameStart...].prefix(3))
            if sigil == .ingredient, lead.hasPrefix("./") || lead == "../" {
                warn(
                    "cooklang-reference-without-braces", "A recipe reference needs braces.",
                    at: location(of: glyphs[start]), hint: "Write `@./Folder/Recipe Name{}`.")
            }
            return nil
        }
    }

    /// The name and amount of a braced component; the `(note)` right after an ingredient's `}`.
    private mutating func braced(
        _ sigil: CooklangParser.Sigil, _ step: CooklangParser.StepText,
        start: Int, name: Range<Int>, amount: Range<Int>, end: Int
    ) -> (StepItem, Int)? {
        let glyphs = step.glyphs
        let nameText = Glyph.string(glyphs[name]).trimmed
        if sigil != .timer && Self.displayName(nameText).isEmpty {
            warn(
                "cooklang-empty-name", "This \(sigil.noun) has no name, so it is kept as text.",
                at: location(of: glyphs[start]),
                hint: "Write the name between the `\(glyphs[start].scalar)` and the `{`.")
            return nil
        }
        let parsed = self.amount(glyphs[amount], of: sigil)
        if sigil == .timer && nameText.isEmpty && parsed.isEmpty {
            warn(
                "cooklang-empty-timer", "This timer has neither a name nor a duration, so it is kept as text.",
                at: location(of: glyphs[start]), hint: "Write a duration like `~{10%minutes}`.")
            return nil
        }
        var end = end
        var note: String?
        if sigil == .ingredient, let (text, after) = self.note(in: step, at: end) {
            note = text
            end = after
        }
        let text = Glyph.string(glyphs[start..<end])
        let item = add(sigil, name: nameText, amount: parsed, note: note, text: text, at: glyphs[start])
        return (item, end)
    }

    /// `(chopped)` directly after `}`; nil (with a warning when `)` is missing) otherwise.
    private mutating func note(in step: CooklangParser.StepText, at open: Int) -> (String, Int)? {
        let glyphs = step.glyphs
        guard open < glyphs.count, glyphs[open].is("(") else { return nil }
        guard let close = step.closer(step.nextParen, from: open + 1) else {
            warn(
                "cooklang-unclosed-note", "The `(` after this ingredient is never closed, so it is kept as text.",
                at: location(of: glyphs[open]), hint: "Close the note with `)` on the same line.")
            return nil
        }
        let text = Glyph.string(glyphs[(open + 1)..<close]).trimmed
        return text.isEmpty ? nil : (text, close + 1)
    }

    /// Finds the name and braces after a sigil, preferring the braced form as Cooklang does.
    static func body(of step: CooklangParser.StepText, from start: Int) -> CooklangParser.Body {
        let glyphs = step.glyphs
        var scan = start
        while scan < glyphs.count, !glyphs[scan].isLineBreak,
              CooklangParser.Sigil(glyphs[scan]) == nil, !glyphs[scan].is("{") {
            scan += 1
        }
        if scan < glyphs.count, glyphs[scan].is("{") {
            // `@salt{ and @pepper{1}`: the first brace is the unclosed one, not the owner of `and @pepper{1`.
            guard let close = step.closer(step.nextBrace, from: scan + 1),
                  step.closer(step.nextOpenBrace, from: scan + 1).map({ $0 > close }) ?? true
            else { return .unclosed(open: scan) }
            return .braced(name: start..<scan, amount: (scan + 1)..<close, end: close + 1)
        }
        let word = glyphs[start...].prefix { $0.isWordPart }.count
        return word > 0 ? .word(start..<(start + word)) : .none
    }

    /// `@./Sauces/Hollandaise{}` names another recipe.
    static func isReference(_ name: String) -> Bool {
        name.hasPrefix("./") || name.hasPrefix("../")
    }

    /// The name to show: for a reference the last path component (empty when there is none).
    static func displayName(_ name: String) -> String {
        guard isReference(name) else { return name }
        let parts = name.split(separator: "/").map { String($0).trimmed }
        return parts.last { !$0.isEmpty && $0 != "." && $0 != ".." } ?? ""
    }

    /// Adds the component to the document and returns the step item pointing at it.
    private mutating func add(
        _ sigil: CooklangParser.Sigil, name: String, amount: Amount?, note: String? = nil,
        text: String, at glyph: Glyph
    ) -> StepItem {
        let amount = amount ?? Amount()
        switch sigil {
        case .ingredient:
            let isReference = Self.isReference(name)
            document.ingredients.append(Ingredient(
                text: text, quantity: amount.quantity, quantityText: amount.text, unit: amount.unit,
                name: Self.displayName(name), note: note, reference: isReference ? name : nil,
                location: location(of: glyph)))
            return .ingredient(document.ingredients.count - 1)
        case .cookware:
            if let unit = amount.unit {
                warn(
                    "cooklang-cookware-unit", "Cookware has a count, not a unit; `\(unit)` is ignored.",
                    at: location(of: glyph), hint: "Remove `%\(unit)` from the braces.")
            }
            document.cookware.append(Cookware(name: name, quantity: amount.quantity, quantityText: amount.text))
            return .cookware(document.cookware.count - 1)
        case .timer:
            document.timers.append(CookTimer(
                name: name.isEmpty ? nil : name, quantity: amount.quantity, quantityText: amount.text,
                unit: amount.unit))
            return .timer(document.timers.count - 1)
        }
    }
}
