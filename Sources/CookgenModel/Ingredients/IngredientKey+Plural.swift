import CookgenSupport
/// English plurals, undone the way a shopping list needs: the same for every spelling of a
/// word, never guessing about words of other languages beyond a final `-s`.
extension IngredientKey {
    /// The singular of one lower-case word by simple English rules; words that are not plain
    /// Latin letters, or shorter than four letters, come back as they are.
    ///
    /// ```swift
    /// IngredientKey.singular("tomatoes")   // "tomato"
    /// IngredientKey.singular("berries")    // "berry"
    /// IngredientKey.singular("leaves")     // "leaf"
    /// IngredientKey.singular("hummus")     // "hummus"
    /// ```
    public static func singular(_ word: String) -> String {
        if let irregular = irregularPlurals[word] { return irregular }
        guard word.count >= 4, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "'" }),
              !invariant.contains(word), word.hasSuffix("s") else { return word }
        // Singular nouns that end in s: glass, hummus, Reis, haggis (and Dutch kaas).
        if ["ss", "us", "is", "aas", "oos", "uus"].contains(where: word.hasSuffix) { return word }
        if word.hasSuffix("ies") {
            return ieNouns.contains(word) ? String(word.dropLast()) : String(word.dropLast(3)) + "y"
        }
        if word.hasSuffix("oes") {
            return oeNouns.contains(word) ? String(word.dropLast()) : String(word.dropLast(2))
        }
        if ["ches", "shes", "sses", "xes", "zzes"].contains(where: word.hasSuffix) {
            return cheNouns.contains(word) ? String(word.dropLast()) : String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// Plurals no rule gets right.
    private static let irregularPlurals: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "calves": "calf", "knives": "knife",
        "geese": "goose", "chillies": "chilli", "chilies": "chili", "chilis": "chili",
        // Borrowed words ending in i, which the -is rule below would keep plural.
        "kiwis": "kiwi", "rotis": "roti", "chapatis": "chapati", "salamis": "salami", "blinis": "blini",
    ]

    /// Words that end in s and are singular, or are the same in both numbers.
    private static let invariant: Set<String> = [
        "couscous", "hummus", "houmous", "asparagus", "molasses", "swiss", "species", "series", "haggis",
        "pastis", "cassis", "anis", "gras", "ananas", "citrus", "octopus", "hibiscus", "jus", "mais", "reis",
        "kurbis", "ijs", "kaas", "schnapps", "lees",
    ]

    /// Nouns ending in -ie, whose plural is -ies but whose singular is not -y.
    private static let ieNouns: Set<String> = [
        "cookies", "brownies", "veggies", "smoothies", "pies", "calories", "hoagies", "ties", "goodies",
    ]

    /// Nouns ending in -oe.
    private static let oeNouns: Set<String> = ["sloes", "shoes", "toes", "floes", "hoes"]

    /// Nouns ending in -che or -she (French borrowings), which only add an s.
    private static let cheNouns: Set<String> = [
        "brioches", "quiches", "ganaches", "niches", "cliches", "creches", "pistaches", "panaches", "douches",
    ]
}
