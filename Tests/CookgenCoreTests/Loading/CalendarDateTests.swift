import Testing
@testable import CookgenModel
import CookgenTestSupport

@Suite struct CalendarDateTests {
    /// A date is written as it is read: four-digit year, two-digit month and day. `0007-05-10`
    /// was written `7-05-10`, which no longer reads as a date (found by the cooklang fuzz target).
    @Test(arguments: ["0007-05-10", "0999-12-31", "2024-02-29", "9999-01-01", "0001-01-01"])
    func readsBackWhatItWrites(_ text: String) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.iso == text)
        #expect(CalendarDate(parsing: date.iso) == date)
    }

    /// The digits written straight are those the text form writes, for every year from 0 to 9999.
    @Test func writtenDigitsAreTheTextForm() {
        for year in 0...9999 {
            for (month, day) in [(1, 1), (12, 31), (year % 12 + 1, year % 28 + 1)] {
                var date = CalendarDate(year: 2024, month: 1, day: 1)!
                (date.year, date.month, date.day) = (year, month, day)
                let y = String(year)
                let text = String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + (month < 10 ? "0" : "") + "\(month)" + "-" + (day < 10 ? "0" : "") + "\(day)"
                #expect(date.iso == text)
            }
        }
    }

    @Test(arguments: ["7-05-10", "2023-02-29", "2024-13-01", "0000-01-01", "20240-01-01", "2024-1-"])
    func refusesWhatIsNotADay(_ text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    /// The byte shortcut for `2024-03-02` reads what the long way reads, on texts made of the
    /// pieces dates are made of.
    @Test func theShortcutReadsAsTheLongWay() {
        var random = SplitMix64(seed: 12)
        let pieces = ["2024", "0007", "12", "02", "31", "2", "-", "-", "T", "t", " ", "\t", "10:00", "Z", "+", "١", "x", ""]
        for _ in 0..<5000 {
            func pick() -> String { pieces[Int(random.next() % UInt64(pieces.count))] }
            let date = random.next() % 2 == 0 ? [pick(), "-", pick(), "-", pick()].joined() : ""
            let text = date + (0..<Int(random.next() % 6)).map { _ in pick() }.joined()
            #expect(CalendarDate(parsing: text) == CalendarDate.parsedInFull(text), "\(text)")
        }
        for text in ["2024-05-02T10:00:00+02:00", "2024-05-02 10:00", "2024-05-02t", "2024-02-30T1"] {
            #expect(CalendarDate(parsing: text) == CalendarDate.parsedInFull(text))
        }
    }
}
