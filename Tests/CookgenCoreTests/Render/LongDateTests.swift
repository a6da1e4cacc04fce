import Foundation
import Testing
@testable import CookgenModel
@testable import CookgenSite

/// Dates written without ICU read exactly as ICU's long date style writes them (the oracle here
/// is `DateFormatter` itself), for every month and day of a leap year and a few years around.
@Suite struct LongDateTests {
    static func icu(_ date: CalendarDate, language: String) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let value = try #require(calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)))
        return formatter.string(from: value)
    }

    @Test(arguments: ["en", "de", "es", "fr", "nl", "sv", "zh"])
    func everyDayReadsAsICUWritesIt(language: String) throws {
        let long = try #require(LongDate(language: language))
        for year in [1999, 2024, 2025, 9999] {
            for month in 1...12 {
                for day in 1...CalendarDate.daysIn(month: month, year: year) {
                    let date = try #require(CalendarDate(year: year, month: month, day: day))
                    #expect(long.written(date) == (try Self.icu(date, language: language)), "\(language) \(date.iso)")
                }
            }
        }
    }

    /// Another language, or a region's variant, is written by ICU as before.
    @Test func otherLanguagesAreICUs() throws {
        #expect(LongDate(language: "en-GB") == nil && LongDate(language: "de-AT") == nil && LongDate(language: "it") == nil)
        let date = try #require(CalendarDate(year: 2024, month: 1, day: 5))
        for language in ["en-GB", "de-AT", "it", "ja"] {
            #expect(Labels(strings: [:], language: language).date(date) == (try Self.icu(date, language: language)))
        }
        #expect(Labels(strings: [:], language: "EN").date(date) == "January 5, 2024")
    }
}
