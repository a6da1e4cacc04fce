import CookgenModel
import Foundation

/// A date written out the way ICU's long date style writes it for the languages of the default
/// theme (`2 March 2024` is `March 2, 2024` in English, `2. März 2024` in German), without
/// setting up ICU's date formatter (which by itself takes a small program from 11 to 20 MB of
/// resident memory). The patterns and month names are CLDR's; `LongDateTests` holds them against
/// `DateFormatter` for every day of four years.
struct LongDate: Sendable {
    /// The order of a long date's parts.
    private enum Order: Sendable {
        /// `March 2, 2024`
        case monthDayYear
        /// `2. März 2024`
        case dayDotMonthYear
        /// `2 de marzo de 2024`
        case dayDeMonthDeYear
        /// `2 mars 2024`
        case dayMonthYear
        /// `2024年3月2日`
        case yearMonthDayCJK
    }

    private let order: Order
    private let months: [String]

    /// Each language's order and month names (CLDR's long date, format-wide months).
    private static let languages: [String: (order: Order, months: [String])] = [
        "en": (.monthDayYear, ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]),
        "de": (.dayDotMonthYear, ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]),
        "es": (.dayDeMonthDeYear, ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]),
        "fr": (.dayMonthYear, ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]),
        "nl": (.dayMonthYear, ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"]),
        "sv": (.dayMonthYear, ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]),
        "zh": (.yearMonthDayCJK, []),
    ]

    /// The writer for `language` (a tag as the site's config gives it); nil for a language it
    /// does not know, which `DateFormatter` writes.
    init?(language: String) {
        guard let known = Self.languages[language.lowercased()] else { return nil }
        (order, months) = known
    }

    func written(_ date: CalendarDate) -> String {
        let (day, year) = (String(date.day), String(date.year))
        switch order {
        case .monthDayYear: return months[date.month - 1] + " " + day + ", " + year
        case .dayDotMonthYear: return day + ". " + months[date.month - 1] + " " + year
        case .dayDeMonthDeYear: return day + " de " + months[date.month - 1] + " de " + year
        case .dayMonthYear: return day + " " + months[date.month - 1] + " " + year
        case .yearMonthDayCJK: return year + "年" + String(date.month) + "月" + day + "日"
        }
    }
}

/// ICU's long date style for any language, set up the first time a date is written.
// DateFormatter is safe to use from several threads for formatting, which is all this does.
final class LazyDateFormatter: @unchecked Sendable {
    private let language: String
    private var formatter: DateFormatter?
    private let lock = NSLock()

    init(language: String) {
        self.language = language
    }

    func written(_ date: CalendarDate) -> String {
        var components = DateComponents()
        components.year = date.year
        components.month = date.month
        components.day = date.day
        components.hour = 12
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let value = calendar.date(from: components) else { return date.iso }
        return made().string(from: value)
    }

    private func made() -> DateFormatter {
        lock.lock()
        defer { lock.unlock() }
        if let formatter { return formatter }
        let made = DateFormatter()
        made.locale = Locale(identifier: language)
        made.timeZone = TimeZone(identifier: "UTC")
        made.calendar = Calendar(identifier: .gregorian)
        made.dateStyle = .long
        made.timeStyle = .none
        formatter = made
        return made
    }
}
