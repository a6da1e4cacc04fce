import Testing
import CookgenModel

@Suite struct CalendarDateTests {
    /// A date is written as it is read: four-digit year, two-digit month and day. `0007-05-10`
    /// was written `7-05-10`, which no longer reads as a date (found by the cooklang fuzz target).
    @Test(arguments: ["0007-05-10", "0999-12-31", "2024-02-29", "9999-01-01", "0001-01-01"])
    func readsBackWhatItWrites(_ text: String) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.iso == text)
        #expect(CalendarDate(parsing: date.iso) == date)
    }

    @Test(arguments: ["7-05-10", "2023-02-29", "2024-13-01", "0000-01-01", "20240-01-01", "2024-1-"])
    func refusesWhatIsNotADay(_ text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }
}
