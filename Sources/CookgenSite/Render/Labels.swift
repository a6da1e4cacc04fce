import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// UI strings and the formatting of dates, times and vocabulary for one language.
package struct Labels: Sendable {
    package let strings: [String: String]
    package let language: String
    /// `,` for languages that write decimals with a comma.
    package let decimalSeparator: Character
    /// How the language writes a date out, when `LongDate` knows it; else ICU's long style (`DateFormatter`).
    private let longDate: LongDate?
    private let dateFormatter: LazyDateFormatter
    /// Dates already written out: a cookbook's recipes share a few hundred dates, and each is
    /// shown on its recipe's page and cards.
    private let dates = SharedMemo<CalendarDate, String>(limit: 100_000)

    package init(strings: [String: String], language: String) {
        self.strings = strings
        self.language = language
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? language
        decimalSeparator = ["de", "nl", "fr", "es", "sv", "it", "pt", "da", "nb", "fi", "pl", "cs"].contains(base) ? "," : "."
        longDate = LongDate(language: language)
        dateFormatter = LazyDateFormatter(language: language)
    }

    /// A UI string, or the fallback when the theme lacks the key.
    package subscript(_ key: String, default fallback: String) -> String {
        strings[key] ?? fallback
    }

    /// A counted UI string with `{n}` filled in: `key_one` when the language says `n` is one
    /// (`1 serving`), else `key` (`1⅓ servings`, `2½ servings`). `n` is written as a cook reads
    /// it, with kitchen fractions and the language's decimal separator.
    package func counted(_ key: String, _ n: Double, default fallback: String, placeholder: String = "{n}") -> String {
        let form = PluralRule(language: language).isOne(n) ? strings[key + "_one"] : nil
        let text = Quantity.formatCount(n, decimalSeparator: decimalSeparator)
        return (form ?? self[key, default: fallback]).replacingOccurrences(of: placeholder, with: text)
    }

    /// `15 min`, `1 h 30 min`.
    package func duration(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        let hours = self["duration_hours", default: "{n} h"].replacingText("{n}", with: String(h))
        let mins = self["duration_minutes", default: "{n} min"].replacingText("{n}", with: String(m))
        if h == 0 { return mins }
        return m == 0 ? hours : "\(hours) \(mins)"
    }

    /// `PT1H30M`.
    package static func isoDuration(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return "PT" + (h > 0 ? "\(h)H" : "") + (m > 0 || h == 0 ? "\(m)M" : "")
    }

    /// A date written out for the language: `2 March 2024`.
    package func date(_ date: CalendarDate) -> String {
        if let known = dates.value(for: date) { return known }
        let text = written(date)
        dates.store(text, for: date)
        return text
    }

    private func written(_ date: CalendarDate) -> String {
        if let longDate { return longDate.written(date) }
        return dateFormatter.written(date)
    }

    /// The display name of a term: translated for closed vocabularies, as written otherwise.
    package func termName(_ term: Term, kind: TaxonomyKind) -> String {
        guard let key = term.vocabularyKey else { return term.name }
        let prefix = String(kind.rawValue.dropLast())
        return strings["\(prefix)_\(key.replacingText("-", with: "_"))"] ?? term.name.capitalized
    }

    /// The heading of a taxonomy: "Diet forms".
    package func taxonomyName(_ kind: TaxonomyKind) -> String {
        self["tax_\(kind.rawValue)", default: kind.rawValue.capitalized]
    }
}
