import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// MealMaster text (`.mmf`, `.mm`, `.txt`): several recipes per file, each framed by a
/// `MMMMM-----` or `-----` header naming Meal-Master and a closing `MMMMM` or `-----`;
/// `Title:`, `Categories:` and `Yield:`/`Servings:` headers; ingredients in fixed columns
/// (amount in 1–7, a two-letter unit code in 9–10, text from 12, a `-` there continues the
/// line above) in one column or two (read column by column), `-----NAME-----` group lines,
/// then the directions as paragraphs.
package enum MealMasterReader {
    /// Whether text holds MealMaster recipes.
    package static func matches(_ text: some StringProtocol) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: true).prefix(2000).contains { isStart($0) }
    }

    /// Text from bytes: UTF-8 when it is valid, else Windows-1252 (what DOS-era files mostly are).
    package static func decode(_ data: Data) -> String {
        String(validating: data, as: UTF8.self) ?? String(data: data, encoding: .windowsCP1252) ?? String(decoding: data, as: UTF8.self)
    }

    /// Every recipe in the text, with a warning for a recipe that ends without its closing line.
    package static func recipes(_ text: String, entry: String, limits: ImportLimits) -> ([ImportedRecipe], [Diagnostic]) {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacingOccurrences(of: "\t", with: "        ") }
        var recipes: [ImportedRecipe] = []
        var diagnostics: [Diagnostic] = []
        var i = 0
        while i < lines.count {
            guard isStart(lines[i]) else { i += 1; continue }
            var end = i + 1
            while end < lines.count, !isEnd(lines[end]), !isStart(lines[end]) { end += 1 }
            let number = recipes.count + 1
            let name = "\(entry) (recipe \(number))"
            var (recipe, found) = read(Array(lines[(i + 1)..<end]), entry: name, limits: limits)
            recipe.entry = name
            recipes.append(recipe)
            diagnostics += found
            i = end < lines.count && isEnd(lines[end]) ? end + 1 : end
        }
        return (recipes, diagnostics)
    }

    static func isStart(_ line: some StringProtocol) -> Bool {
        let t = line.drop { $0 == " " }
        return (t.hasPrefix("MMMMM") || t.hasPrefix("-----")) && t.range(of: "meal-master", options: .caseInsensitive) != nil
    }

    static func isEnd(_ line: some StringProtocol) -> Bool {
        let t = line.trimmed
        return t == "MMMMM" || t == "-----"
    }

    /// A `-----FILLING-----` line: its title ("" for a bare rule); nil for any other line.
    static func separator(_ line: String) -> String? {
        let t = line.trimmed
        guard t.hasPrefix("MMMMM") || t.hasPrefix("-----") else { return nil }
        return t.trimmingCharacters(in: CharacterSet(charactersIn: "M-")).trimmed
    }

    private static func read(_ lines: [String], entry: String, limits: ImportLimits) -> (ImportedRecipe, [Diagnostic]) {
        var headers: [String: String] = [:]
        var i = 0
        while i < lines.count {
            let t = lines[i].trimmed
            if t.isEmpty { i += 1; continue }
            guard let colon = t.firstIndex(of: ":"), t.distance(from: t.startIndex, to: colon) <= 12 else { break }
            let key = t[..<colon].trimmed.lowercased()
            guard ["title", "categories", "category", "yield", "servings", "serves"].contains(key) else { break }
            headers[key] = String(t[t.index(after: colon)...]).trimmed
            i += 1
        }
        var b = AppRecipeBuilder(title: headers["title"], entry: entry, limits: limits)
        let categories = (headers["categories"] ?? headers["category"] ?? "").split(separator: ",").map(String.init)
        b.recipe.metadata.categories = b.terms(categories.filter { $0.trimmed.lowercased() != "none" })
        b.yield(headers["yield"] ?? headers["servings"] ?? headers["serves"])
        var body = Array(lines[i...])
        let directions = ingredients(&body, into: &b)
        self.directions(directions, into: &b)
        return (b.finished(entry: entry), b.diagnostics)
    }

    /// Reads the ingredient part of `lines` into the builder; returns the lines of the directions.
    private static func ingredients(_ lines: inout [String], into b: inout AppRecipeBuilder) -> ArraySlice<String> {
        var left: [Item] = []
        var right: [Item] = []
        // Column by column: the right column's first line may continue the left column's last ingredient.
        func flush() {
            var items: [String] = []
            for item in left + right {
                if item.continuation, !items.isEmpty { items[items.count - 1] += " " + item.text } else { items.append(item.line) }
            }
            for item in items { b.add(ingredient: item) }
            left = []
            right = []
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.trimmed.isEmpty { i += 1; continue }
            if let title = separator(line) {
                flush()
                // A section rule after ingredients and before any further ingredient line belongs to the directions.
                let next = lines[(i + 1)...].first { !$0.trimmed.isEmpty }
                if let next, Item(next) == nil, separator(next) == nil { break }
                b.group(title.nonEmpty)
                i += 1
                continue
            }
            guard let first = Item(line) else { break }
            if let second = secondColumn(line) {
                if let leftItem = Item(String(line.prefix(second.offset))) { left.append(leftItem) }
                right.append(second.item)
            } else {
                left.append(first)
            }
            i += 1
        }
        flush()
        return lines[i...]
    }

    private static func directions(_ lines: ArraySlice<String>, into b: inout AppRecipeBuilder) {
        var paragraph: [String] = []
        func flush() {
            if let text = paragraph.joined(separator: " ").trimmed.nonEmpty { b.add(step: text) }
            paragraph = []
        }
        for line in lines {
            if let title = separator(line) {
                flush()
                if let title = title.nonEmpty { b.section(title) }
                continue
            }
            let t = line.trimmed
            if t.isEmpty { flush(); continue }
            if t.hasPrefix(":") { flush(); paragraph.append(String(t.dropFirst())); continue }
            paragraph.append(t)
        }
        flush()
    }

    /// One column's ingredient: amount, unit code and text at their columns.
    struct Item {
        var amount: String
        var unit: String
        var text: String
        /// A `-` where the text starts: the rest continues the ingredient above.
        var continuation = false
        /// The line for the ingredient parser: `1 1/2 cup Sugar, sifted`.
        var line: String { continuation ? text : [amount, unit, text].filter { !$0.isEmpty }.joined(separator: " ") }

        init?(_ raw: String) {
            let chars = Array(raw)
            guard !raw.trimmed.isEmpty else { return nil }
            let field = { (from: Int, to: Int) in String(chars[min(from, chars.count)..<min(to, chars.count)]) }
            let amount = field(0, 7)
            guard amount.allSatisfy({ $0 == " " || $0.isNumber || $0 == "." || $0 == "/" || $0 == "-" }),
                  chars.count <= 7 || chars[7] == " ", chars.count <= 10 || chars[10] == " " else { return nil }
            let code = field(8, 10).padding(toLength: 2, withPad: " ", startingAt: 0)
            guard let unit = MealMasterReader.units[code] else { return nil }
            self.amount = amount.trimmed
            self.unit = unit
            text = field(11, chars.count).trimmed.replacingOccurrences(of: ";", with: ",")
            if self.amount.isEmpty && text.isEmpty { return nil }
            if self.amount.isEmpty, unit.isEmpty, text.hasPrefix("-") {
                continuation = true
                text = String(text.dropFirst()).trimmed
            }
        }
    }

    /// The right column of a two-column line: an ingredient starting at column 41 or 42, after
    /// at least one space, when the left part ends before it.
    private static func secondColumn(_ line: String) -> (offset: Int, item: Item)? {
        let chars = Array(line)
        for offset in [40, 41, 39] where chars.count > offset + 11 {
            guard chars[offset - 1] == " " else { continue }
            let rest = String(chars[offset...])
            guard let item = Item(rest), !item.text.isEmpty, !item.amount.isEmpty || !item.unit.isEmpty || item.continuation
                    || rest.hasPrefix("           ") else { continue }
            return (offset, item)
        }
        return nil
    }

    /// MealMaster's unit codes → units the ingredient parser knows (`x` is "per serving").
    static let units: [String: String] = [
        "  ": "", "x ": "", "ea": "", "sm": "small", "md": "medium", "lg": "large", "cn": "can", "pk": "package",
        "pn": "pinch", "dr": "drop", "ds": "dash", "ct": "carton", "bn": "bunch", "sl": "slice", "t ": "tsp", "ts": "tsp",
        "T ": "tbsp", "tb": "tbsp", "fl": "fl oz", "c ": "cup", "pt": "pint", "qt": "quart", "ga": "gallon", "oz": "oz",
        "lb": "lb", "ml": "ml", "cb": "ml", "cl": "cl", "dl": "dl", "l ": "l", "mg": "mg", "cg": "cg", "dg": "dg",
        "g ": "g", "kg": "kg",
    ]
}
