import CookgenSupport
/// An amount or a unit written inside the name, where recipes often put them:
/// `juice of 1-2 limes`, `zest of 1 lemon`, `2 garlic cloves`. Taken out, the ingredient is
/// what is bought — `limes`, `lemon`, `garlic` — so it scales and merges on a shopping list.
package extension IngredientLineParser {
    /// `juice of 1-2 limes` → 1–2 `limes`, note `juice`; `2 garlic cloves` → 2 `cloves` `garlic`.
    /// Anything else is returned as it is.
    static func movingAmountOutOfName(_ ingredient: Ingredient) -> Ingredient {
        var result = ingredient
        let hasAmount = ingredient.quantity != nil || ingredient.quantityText != nil
        if !hasAmount, ingredient.unit == nil, let (part, parts) = amountAfterOf(in: ingredient.name) {
            result.quantity = parts.quantity
            result.quantityText = parts.quantityText
            result.unit = parts.unit
            result.name = parts.name
            let notes = [part] + Note.inTextOrder(parts.notes) + [ingredient.note].compactMap { $0?.nonEmpty }
            result.note = notes.joined(separator: ", ")
        }
        if result.quantity != nil || result.quantityText != nil, result.unit == nil,
           let (name, unit) = unitAtEnd(of: result.name) {
            result.name = name
            result.unit = unit
        }
        return result
    }

    /// Words that join a part to what it is taken from: `juice of`, `Saft von`, `sap van`, `jus de`.
    private static let partOf: Set<String> = ["of", "von", "van", "de", "di"]

    /// Counted units that follow the name as naturally as they precede it (`garlic cloves`,
    /// `thyme sprigs`, `celery stalks`). Not `leaf` (`bay leaves` is a name) nor containers.
    private static let unitsAfterName: Set<String> = ["clove", "sprig", "stalk", "stick", "head", "slice", "bunch"]

    /// `juice of 1-2 limes`: the part (`juice`) and the line read from the amount on; nil unless
    /// an amount and a name follow the joining word.
    private static func amountAfterOf(in name: String) -> (String, LineParts)? {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard let join = words.indices.dropFirst().first(where: { partOf.contains(words[$0].lowercased()) }),
              join + 1 < words.count else { return nil }
        let rest = words[(join + 1)...].joined(separator: " ")
        let parts = readLine(Array(rest.unicodeScalars))
        guard parts.hasAmount, !parts.name.isEmpty, parts.name != rest else { return nil }
        return (words[..<join].joined(separator: " "), parts)
    }

    /// Words that describe rather than name: `4 whole cloves` are cloves, the spice.
    private static let describing: Set<String> = [
        "whole", "ground", "fresh", "dried", "large", "small", "medium", "big", "extra", "thin", "thick",
    ]

    /// `garlic cloves` → (`garlic`, `cloves`); nil when the last word is no such unit, or when
    /// only describing words are left before it (`whole cloves`).
    private static func unitAtEnd(of name: String) -> (String, String)? {
        var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2, let last = words.last, let unit = UnitTable.unit(named: last),
              unit.dimension == .count, unitsAfterName.contains(unit.id) else { return nil }
        words.removeLast()
        guard !partOf.contains(words.last!.lowercased()),
              !words.allSatisfy({ describing.contains($0.lowercased()) }) else { return nil }
        return (words.joined(separator: " "), last)
    }
}
