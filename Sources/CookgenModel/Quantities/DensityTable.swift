import CookgenSupport
/// How much a cup of a common ingredient weighs, so volume and mass can be converted.
///
/// Only listed ingredients convert: a name the table does not know gives nil, never
/// an estimate. Names are matched in English, German, Dutch, French, Spanish and
/// Chinese, ignoring case; a longer name matches by its last words ("organic
/// all-purpose flour" is flour) or, for German and Dutch compounds and Chinese, by its
/// ending ("Weizenmehl", "低筋面粉"). Names that end like a listed ingredient but
/// weigh differently ("peanut butter", "kosher salt", "almond flour") are listed as unknown.
public enum DensityTable {
    /// Grams per millilitre of `ingredient`, or nil when the table does not know it.
    public static func density(of ingredient: String) -> Double? {
        // Asked for every ingredient of every page: each name is looked up once per run.
        if let known = memo.value(for: ingredient) { return known }
        let density = lookUp(ingredient)
        memo.store(density, for: ingredient)
        return density
    }

    private static let memo = SharedMemo<String, Double?>(limit: 100_000)

    private static func lookUp(_ ingredient: String) -> Double? {
        let key = normalise(ingredient)
        guard !key.isEmpty, !unknown.contains(key) else { return nil }
        if let grams = gramsPerCup[key] { return grams / cupInMilliliters }
        let words = key.split(separator: " ").map(String.init)
        for start in words.indices.dropFirst() {
            let tail = words[start...].joined(separator: " ")
            if unknown.contains(tail) { return nil }
            if let grams = gramsPerCup[tail] { return grams / cupInMilliliters }
        }
        guard let last = words.last else { return nil }
        for ending in compoundEndings where last.hasSuffix(ending) && last != ending {
            return gramsPerCup[ending].map { $0 / cupInMilliliters }
        }
        return nil
    }

    private static let cupInMilliliters = 236.5882365

    /// Lower case, single spaces, straight apostrophes, no trailing punctuation.
    package static func normalise(_ name: String) -> String {
        let words = name.lowercased()
            .replacingApostrophes()
            .split(whereSeparator: { $0.isWhitespace })
        var key = words.joined(separator: " ")
        while let last = key.last, last.isPunctuation { key.removeLast() }
        return key
    }

    /// Endings that name the ingredient inside a compound word, longest first so
    /// "Puderzucker" (listed whole) is found before "zucker".
    private static let compoundEndings: [String] = [
        "mehl", "zucker", "milch", "sahne", "butter", "salz", "reis", "honig", "öl",
        "bloem", "suiker", "melk", "boter", "zout", "rijst", "olie",
        "面粉", "砂糖", "白糖", "牛奶", "黄油", "蜂蜜", "大米",
    ].sorted { $0.count > $1.count }

    /// Names that would match a listed ingredient by their ending but weigh differently.
    private static let unknown: Set<String> = [
        "kosher salt", "flaky salt", "sea salt flakes", "salt flakes", "peanut butter", "almond butter",
        "nut butter", "apple butter", "cookie butter", "cocoa butter", "erdnussbutter", "almond flour",
        "coconut flour", "rice flour", "chickpea flour", "oat flour", "reismehl", "mandelmehl", "kokosmehl",
        "rijstebloem", "ice cream", "whipped cream", "powdered milk", "dry milk", "milk powder",
        "condensed milk", "sweetened condensed milk", "kondensmilch", "gecondenseerde melk", "coarse salt",
        "rock salt", "flaky sea salt", "maldon salt", "puffed rice", "crispy rice", "cauliflower rice",
    ]
}

package extension String {
    /// The string with typographic apostrophes made straight (`d’olive` → `d'olive`).
    fileprivate func replacingApostrophes() -> String {
        String(map { $0 == "\u{2019}" ? "'" : $0 })
    }
}
