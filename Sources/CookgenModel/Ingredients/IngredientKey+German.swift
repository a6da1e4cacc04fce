import CookgenSupport
/// German plurals of things bought for a kitchen, undone from a table rather than by rules:
/// German plural endings depend on the word (`Eier`, `Möhren`, `Äpfel`, `Nüsse`), and a rule
/// would turn singular words that happen to end in `-en` or `-e` into nonsense.
package extension IngredientKey {
    /// The singular of a folded German word (lower case, no diacritics) when the table knows its
    /// plural, including compounds ending in a known plural (`kirschtomaten` → `kirschtomate`).
    ///
    /// ```swift
    /// IngredientKey.germanSingular("eier")              // "ei"
    /// IngredientKey.germanSingular("fruhlingszwiebeln") // "fruhlingszwiebel"
    /// IngredientKey.germanSingular("radieschen")        // nil: the same in both numbers
    /// ```
    static func germanSingular(_ word: String) -> String? {
        if let whole = germanPlurals[word] { return whole }
        // Compounds: the last part decides the number (`Sonnenblumenkerne`, `Basilikumblätter`).
        for (plural, singular) in germanCompoundEnds where word.hasSuffix(plural) {
            return String(word.dropLast(plural.count)) + singular
        }
        return nil
    }

    /// Whole words: plural → singular, folded as keys are (`ä` → `a`, `ß` → `ss`).
    private static let germanPlurals: [String: String] = [
        "eier": "ei", "nusse": "nuss", "mohren": "mohre", "karotten": "karotte",
        "bananen": "banane", "zitronen": "zitrone", "limetten": "limette", "orangen": "orange", "birnen": "birne",
        "pflaumen": "pflaume", "kirschen": "kirsche", "aprikosen": "aprikose", "pfirsiche": "pfirsich",
        "feigen": "feige", "datteln": "dattel", "oliven": "olive", "kapern": "kaper", "gurken": "gurke",
        "auberginen": "aubergine", "kartoffeln": "kartoffel", "nudeln": "nudel", "linsen": "linse",
        "bohnen": "bohne", "pilze": "pilz", "mandeln": "mandel", "scheiben": "scheibe", "zehen": "zehe",
        "stangen": "stange", "dosen": "dose", "schalotten": "schalotte", "brezeln": "brezel",
    ]

    /// Endings of compounds: plural → singular (`…tomaten` → `…tomate`).
    private static let germanCompoundEnds: [(String, String)] = [
        ("tomaten", "tomate"), ("zwiebeln", "zwiebel"), ("beeren", "beere"), ("trauben", "traube"),
        ("erbsen", "erbse"), ("blatter", "blatt"), ("kerne", "kern"), ("nusse", "nuss"), ("schoten", "schote"),
        ("zehen", "zehe"), ("kartoffeln", "kartoffel"), ("bohnen", "bohne"), ("mohren", "mohre"),
    ]
}
