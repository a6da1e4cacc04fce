import CookgenSupport
import Foundation

/// A day in the proleptic Gregorian calendar, without time or time zone,
/// so dates read the same on every machine.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Four-digit year.
    public var year: Int
    /// 1…12.
    public var month: Int
    /// 1…31.
    public var day: Int

    /// Creates a date; nil when the day does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `2024-03-02`, also with a time after it (`2024-03-02T10:00:00Z`, `2024-03-02 10:00`).
    public init?(parsing text: String) {
        guard let date = Self.isoDigits(text).map({ CalendarDate(year: $0.0, month: $0.1, day: $0.2) }) ?? Self.parsedInFull(text) else { return nil }
        self = date
    }

    /// The common shape, `2024-03-02` alone or before a time (git's dates), read on its bytes; nil
    /// for anything else, which `parsedInFull` reads.
    static func isoDigits(_ text: String) -> (Int, Int, Int)? {
        text.utf8.withContiguousStorageIfAvailable { b -> (Int, Int, Int)? in
            func digits(_ range: Range<Int>) -> Int? {
                var n = 0
                for i in range {
                    guard (0x30...0x39).contains(b[i]) else { return nil }
                    n = n * 10 + Int(b[i] &- 0x30)
                }
                return n
            }
            guard b.count >= 10, b[4] == 0x2D, b[7] == 0x2D, b.count == 10 || [0x54, 0x74, 0x20].contains(b[10]),
                  let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10) else { return nil }
            return (y, m, d)
        } ?? nil
    }

    /// `init(parsing:)` the long way, for every shape it reads.
    static func parsedInFull(_ text: String) -> CalendarDate? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let datePart = trimmed.prefix { $0 != "T" && $0 != " " && $0 != "t" }
        let parts = datePart.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return CalendarDate(year: y, month: m, day: d)
    }

    /// `2024-03-02`; the year always in four digits (`0007-05-10`), as it is read.
    public var iso: String {
        // Nearly every date: digits written straight into a small string.
        if (0...9999).contains(year), (0..<100).contains(month), (0..<100).contains(day) {
            return String(unsafeUninitializedCapacity: 10) { out in
                func put(_ value: Int, at start: Int, width: Int) {
                    var v = value
                    for k in stride(from: start + width - 1, through: start, by: -1) {
                        out[k] = UInt8(ascii: "0") + UInt8(v % 10)
                        v /= 10
                    }
                }
                put(year, at: 0, width: 4)
                out[4] = UInt8(ascii: "-")
                put(month, at: 5, width: 2)
                out[7] = UInt8(ascii: "-")
                put(day, at: 8, width: 2)
                return 10
            }
        }
        let y = String(year)
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + "\(y)-\(m)-\(d)"
    }

    public var description: String { iso }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

