// TEMPORARY placeholder until the full grammar lands (helper-3 replaces this file).
public enum IngredientLineParser {
    public static func parse(_ line: String, at location: SourceLocation) -> Ingredient {
        let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
        if let first = parts.first, let n = Double(first) {
            if parts.count == 3 { return Ingredient(text: line, quantity: Quantity(n), unit: parts[1], name: parts[2], location: location) }
            return Ingredient(text: line, quantity: Quantity(n), name: parts.dropFirst().joined(separator: " "), location: location)
        }
        return Ingredient(text: line, name: line, location: location)
    }
}
