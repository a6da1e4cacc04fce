import CookgenSupport
/// Words with a role in ingredient lines: amounts written as words, size words before a
/// unit, the "of" after it, and phrases like "to taste" that are notes, not names.
package extension IngredientLineParser {
    /// Amounts in words. A nil value is a vague amount ("some"): it has no number to scale.
    /// An article or number word before a unit or name is one ("a pinch" scales to "2 pinches").
    /// Longer phrases come first so "a few" wins over "a".
    static let amountWords: [(words: String, value: Double?)] = [
        // Vague, English.
        ("a few", nil), ("a little", nil), ("a bit of", nil), ("a couple of", nil), ("plenty of", nil),
        ("lots of", nil), ("some", nil), ("several", nil), ("few", nil),
        // German, Dutch, French, Spanish.
        ("ein paar", nil), ("ein bisschen", nil), ("ein wenig", nil), ("etwas", nil), ("einige", nil),
        ("wenig", nil), ("reichlich", nil), ("een beetje", nil), ("een paar", nil), ("enkele", nil), ("wat", nil),
        ("un peu de", nil), ("un peu d'", nil), ("un peu", nil), ("quelques", nil), ("un poco de", nil),
        ("un poco", nil), ("unos", nil), ("unas", nil), ("algunos", nil), ("algunas", nil), ("algo de", nil),
        // Chinese.
        ("适量", nil), ("少许", nil), ("少量", nil), ("若干", nil), ("一些", nil), ("些许", nil), ("一点儿", nil), ("一点", nil),
        // Numbers in words.
        ("half a", 0.5), ("half an", 0.5), ("a half", 0.5), ("a dozen", 12), ("dozen", 12), ("half", 0.5),
        ("a", 1), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
        ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12),
        ("ein", 1), ("eine", 1), ("einen", 1), ("zwei", 2), ("drei", 3), ("vier", 4), ("fünf", 5), ("sechs", 6),
        ("een", 1), ("twee", 2), ("drie", 3), ("vijf", 5), ("zes", 6),
        ("un", 1), ("une", 1), ("deux", 2), ("trois", 3), ("quatre", 4), ("cinq", 5), ("six", 6),
        ("uno", 1), ("una", 1), ("dos", 2), ("tres", 3), ("cuatro", 4), ("cinco", 5), ("seis", 6),
    ]

    /// Size words that may stand between an amount and its unit ("1 heaped tbsp"); they become a note.
    static let unitModifiers: [String] = [
        "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "large", "small", "medium", "big",
        "gehäufter", "gehäufte", "gehäuft", "gestrichener", "gestrichene", "gestrichen", "knapp", "gut", "guter",
        "gute", "großer", "große", "kleiner", "kleine", "volle", "ruime", "afgestreken", "grote",
        "bonne", "grosse", "petite", "petit", "colmada", "colmadas", "rasa", "rasas", "grande", "pequeña",
    ]

    /// Words between a unit and the name ("a cup of flour", "une pincée de sel").
    static let connectors: [String] = ["of", "de", "van", "di"]

    /// Phrases at the end of a name that are notes ("salt to taste").
    static let notePhrases: [String] = [
        "to taste", "as needed", "as required", "for garnish", "to garnish", "for serving", "to serve",
        "for frying", "for deep-frying", "for greasing", "for dusting", "for sprinkling", "for brushing",
        "for drizzling", "for decorating", "to decorate", "to finish", "optional",
        "nach Geschmack", "nach Belieben", "zum Abschmecken", "zum Bestreuen", "zum Bestäuben", "zum Einfetten",
        "zum Braten", "zum Servieren", "zum Garnieren", "naar smaak", "naar keuze", "naar behoefte",
        "om in te vetten", "ter garnering", "au goût", "à volonté", "selon le goût", "pour servir", "pour décorer",
        "pour le moule", "facultatif", "al gusto", "a gusto", "para servir", "para decorar", "para freír",
        "para engrasar", "opcional", "optioneel",
    ]

    /// An amount word at `index`: its position after, the words as written, and the value.
    /// Latin words must be followed by white space, so "half-and-half" stays a name.
    static func readAmountWord(
        _ scalars: [Unicode.Scalar], from index: Int
    ) -> (end: Int, text: String, value: Double?)? {
        for (words, value) in amountWords {
            guard let end = ScalarText.match(words, in: scalars, at: index) else { continue }
            let isHan = words.unicodeScalars.last.map(ScalarText.isHan) ?? false
            let apostrophe = words.hasSuffix("'")
            if !isHan && !apostrophe && (end >= scalars.count || !ScalarText.isSpace(scalars[end])) { continue }
            return (end, ScalarText.string(scalars, index..<end), value)
        }
        return nil
    }

    /// A size word followed by a unit: the position of the unit and the word as written.
    static func readUnitModifier(_ scalars: [Unicode.Scalar], from index: Int) -> (end: Int, text: String)? {
        for word in unitModifiers {
            let lowered = word.lowercased()
            guard let end = ScalarText.match(lowered, in: scalars, at: index),
                  end < scalars.count, ScalarText.isSpace(scalars[end]) else { continue }
            return (ScalarText.skipSpaces(scalars, from: end), ScalarText.string(scalars, index..<end))
        }
        return nil
    }

    /// The position after "of"/"de"/"d'" that follows a unit, or `index` when there is none.
    static func skipConnector(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        let start = ScalarText.skipSpaces(scalars, from: index)
        for word in connectors {
            if let end = ScalarText.match(word, in: scalars, at: start), end < scalars.count,
               ScalarText.isSpace(scalars[end]) {
                return end
            }
        }
        // French elision: "d'huile", "d’eau".
        if start + 2 < scalars.count, scalars[start] == "d" || scalars[start] == "D",
           scalars[start + 1] == "'" || scalars[start + 1] == "\u{2019}" {
            return start + 2
        }
        return index
    }

    /// Splits "salt to taste" into "salt" and "to taste"; nil when no note phrase ends the name.
    static func splitNotePhrase(_ name: String) -> (name: String, note: String)? {
        for phrase in notePhrases {
            let key = phrase.lowercased()
            // Compared Character by Character, so the indices stay those of `name`.
            let count = key.count
            guard name.count > count, name.suffix(count).lowercased() == key else { continue }
            let head = name.dropLast(count)
            // Only a whole phrase counts: "to taste" after a space or comma, not letters that merely match.
            guard let last = head.last, last == " " || last == "," else { continue }
            return (String(head).trimmingTrailing(" ,"), String(name.suffix(count)))
        }
        return nil
    }
}

package extension String {
    /// The string without any of `characters` at its end.
    fileprivate func trimmingTrailing(_ characters: String) -> String {
        var result = self
        while let last = result.last, characters.contains(last) { result.removeLast() }
        return result
    }
}
