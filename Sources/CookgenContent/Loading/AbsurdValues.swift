import CookgenSupport
import CookgenModel

/// Amounts no cook means — `1/0 cup`, `1e308 kg`, an amount of a hundred thousand digits, an
/// infinity or a NaN — are warned about at their line and taken out of the numbers, so nothing
/// downstream (scaling, shopping lists, nutrition) ever multiplies by one. The line's text is
/// kept as written.
package enum AbsurdValues {
    /// The largest amount of anything a recipe can ask for; above it is a typo or an attack.
    package static let largestAmount = 1_000_000.0

    /// Removes absurd quantities from `recipe`, with a warning for each.
    package static func check(_ recipe: inout Recipe) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for g in recipe.ingredientGroups.indices {
            for i in recipe.ingredientGroups[g].items.indices {
                // Checked on a copy and written back only when changed: a write to the recipe's
                // list copied it whole first (the loader still holds it), for nearly every recipe.
                let item = recipe.ingredientGroups[g].items[i]
                var checked = item
                if let problem = check(&checked) {
                    if checked != item { recipe.ingredientGroups[g].items[i] = checked }
                    diagnostics.append(warning(problem, item.text, at: item.location))
                }
            }
        }
        for c in recipe.components.indices {
            if let quantity = recipe.components[c].quantity, let problem = problem(with: quantity) {
                recipe.components[c].quantity = nil
                diagnostics.append(warning(problem, recipe.components[c].target, at: recipe.components[c].location))
            }
        }
        return diagnostics
    }

    /// Why the ingredient's amount cannot be cooked with, or nil; an absurd number is taken out
    /// of the ingredient (its text stays).
    package static func check(_ item: inout Ingredient) -> String? {
        if let quantity = item.quantity, let problem = problem(with: quantity) {
            item.quantity = nil
            return problem
        }
        return item.quantity == nil ? problem(inText: item.quantityText ?? item.text) : nil
    }

    /// Why a parsed quantity cannot be cooked with, or nil.
    package static func problem(with quantity: Quantity) -> String? {
        for value in [quantity.low] + (quantity.high.map { [$0] } ?? []) {
            if !value.isFinite { return "is not a finite number" }
            if value < 0 { return "is negative" }
            if value > largestAmount { return "is larger than any recipe needs" }
        }
        return nil
    }

    /// Why the number that starts `text` was not read as an amount, when it looks like one was
    /// meant: a zero denominator, an exponent, or more digits than any amount has.
    package static func problem(inText text: String) -> String? {
        let scalars = Array(text.unicodeScalars.prefix(64))
        var i = 0
        while i < scalars.count, scalars[i] == " " || scalars[i] == "-" && i == 0 { i += 1 }
        let negative = scalars.first == "-"
        let digitsStart = i
        while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
        let digits = i - digitsStart
        guard digits > 0 else { return nil }
        if digits > 9 { return "has an amount of more digits than any recipe needs" }
        if negative { return "has a negative amount" }
        if i + 1 < scalars.count, scalars[i] == "/" || scalars[i] == "\u{2044}" {
            var j = i + 1
            while j < scalars.count, scalars[j] == "0" { j += 1 }
            if j > i + 1, j == scalars.count || !("0"..."9").contains(scalars[j]) { return "divides by zero" }
        }
        if i + 1 < scalars.count, scalars[i] == "e" || scalars[i] == "E", scalars[i + 1] == "+" || scalars[i + 1] == "-" || ("0"..."9").contains(scalars[i + 1]) {
            return "writes its amount with an exponent"
        }
        return nil
    }

    private static func warning(_ problem: String, _ text: String, at location: SourceLocation) -> Diagnostic {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return .warning("amount-absurd", "'\(shown)' \(problem), so it is kept as text without an amount", at: location,
                        hint: "write the amount as a plain number, fraction or range, e.g. 1 1/2 or 200-250")
    }
}

extension MetadataReader {
    /// More servings than this is a typo (or an attack on scaling), not a recipe.
    package static let mostServings = 10_000

    /// Why `servings:` cannot be a number of servings: `-3`, `0`, `99999999999`; nil when it is
    /// fine or is words (`a crowd`), which stay a yield.
    package static func servingsProblem(_ text: String) -> String? {
        let s = text.trimmed
        if s.hasPrefix("-") || s.hasPrefix("−"), s.dropFirst().first?.isNumber == true { return "is negative" }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        if digits.allSatisfy({ $0 == "0" }) { return "is zero" }
        if digits.count > 5 || (Int(digits) ?? .max) > mostServings { return "is more servings than any recipe makes" }
        return nil
    }
}
