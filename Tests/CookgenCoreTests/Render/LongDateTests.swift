import Foundation
import Testing
@testable import CookgenModel
@testable import CookgenSite

/// Dates written without ICU read exactly as ICU's long date style writes them (the oracle here
/// is `DateFormatter` itself), for every month and day of a leap year and a few years around.
@Suite struct LongDateTests {
    @Test(arguments: ["en", "de", "es", "fr", "nl", "sv", "zh"])
    func everyDayReadsAsICUWritesIt(language: String) throws {
        let long = try #require(LongDate(language: language))
        // ICU's long style, the way every date was written before.
        let icu = LazyDateFormatter(language: language)
        for year in [1999, 2024, 2025, 9999] {
            for month in 1...12 {
                for day in 1...CalendarDate.daysIn(month: month, year: year) {
                    let date = try #require(CalendarDate(year: year, month: month, day: day))
                    #expect(long.written(date) == icu.written(date), "\(language) \(date.iso)")
                }
            }
        }
    }

    /// Another language, or a region's variant, is written by ICU as before.
    @Test func otherLanguagesAreICUs() throws {
        #expect(LongDate(language: "en-GB") == nil && LongDate(language: "de-AT") == nil && LongDate(language: "it") == nil)
        let date = try #require(CalendarDate(year: 2024, month: 1, day: 5))
        let icu = ["en-GB": "5 January 2024", "de-AT": "5. Jänner 2024", "it": "5 gennaio 2024", "ja": "2024年1月5日"]
        for (language, written) in icu {
            #expect(Labels(strings: [:], language: language).date(date) == written, "\(language)")
        }
        #expect(Labels(strings: [:], language: "EN").date(date) == "January 5, 2024")
    }
}
