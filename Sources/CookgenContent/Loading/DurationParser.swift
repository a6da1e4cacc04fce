import CookgenSupport
import CookgenModel
import Foundation

/// Reads cooking times as people write them into minutes:
/// `10 min`, `1 h 30 min`, `1:30`, `PT1H30M`, `90`, `1½ hours`, `20 Min.`, `1 Std.`, `2 uur`.
public enum DurationParser {
    /// Minutes, or nil when the text is not a duration.
    public static func minutes(_ text: String) -> Int? {
        // Times repeat across recipes and versions ("10 min"), and Foundation's Scanner is slow.
        guard text.utf8.count <= 64 else { return read(text) }
        if let known = memo.value(for: text) { return known }
        let minutes = read(text)
        memo.store(minutes, for: text)
        return minutes
    }

    private static let memo = SharedMemo<String, Int?>(limit: 10_000)

    /// Longer than any cook means (19 years): such a time is no duration, and two of them summed
    /// into a total time stay far from the end of `Int`.
    static let maximumMinutes = 10_000_000

    private static func read(_ text: String) -> Int? {
        readUnbounded(text).flatMap { $0 <= maximumMinutes ? $0 : nil }
    }

    private static func readUnbounded(_ text: String) -> Int? {
        let t = text.trimmed.lowercased()
        guard !t.isEmpty else { return nil }
        if let m = Int(t), m >= 0 { return m }
        if t.hasPrefix("pt") || t.hasPrefix("p") { return iso8601(t) }
        if let m = clock(t) { return m }
        return words(t)
    }

    /// `PT1H30M`, `P1DT2H`.
    package static func iso8601(_ t: String) -> Int? {
        var total = 0.0
        var number = ""
        var inTime = false
        var sawUnit = false
        for ch in t.dropFirst() {
            if ch == "t" { inTime = true; continue }
            if ch.isNumber || ch == "." || ch == "," { number.append(ch == "," ? "." : ch); continue }
            guard let n = Double(number) else { return nil }
            switch (ch, inTime) {
            case ("d", false): total += n * 1440
            case ("w", false): total += n * 10080
            case ("h", true): total += n * 60
            case ("m", true): total += n
            case ("s", true): total += n / 60
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit, total.isFinite, total < 1e12 else { return nil }
        return Int(total.rounded())
    }

    /// `1:30` as hours and minutes.
    package static func clock(_ t: String) -> Int? {
        let parts = t.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), m < 60, h >= 0, h <= maximumMinutes / 60 else { return nil }
        return h * 60 + m
    }

    private static let unitMinutes: [(prefixes: [String], minutes: Double)] = [
        (["day", "tag", "dag", "jour", "día", "dia", "天"], 1440),
        (["hour", "hr", "h", "std", "stunde", "uur", "heure", "hora", "小时", "时"], 60),
        (["min", "minute", "minuut", "minuto", "分钟", "分"], 1),
        (["sec", "s", "sekunde", "seconde", "segundo", "秒"], 1.0 / 60),
    ]

    /// `1 h 30 min`, `1½ hours`, `45 minutes`, `1 Std. 20 Min.`
    package static func words(_ t: String) -> Int? {
        words(t, number: scanNumber)
    }

    /// `words` with `Scanner.scanDouble` for the numbers: the long way, which sets up ICU's number
    /// formatter for the locale's decimal separator (by itself, 5 MB of a small program's memory).
    static func wordsScanningDoubles(_ t: String) -> Int? {
        words(t, number: { $0.scanDouble() })
    }

    private static let skipped = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".&+"))

    private static func words(_ t: String, number: (Scanner) -> Double?) -> Int? {
        let scanner = Scanner(string: t.replacingOccurrences(of: "½", with: ".5").replacingOccurrences(of: ",", with: "."))
        scanner.charactersToBeSkipped = skipped
        var total = 0.0
        var found = false
        while !scanner.isAtEnd {
            let before = scanner.currentIndex
            if scanner.scanString("and") != nil || scanner.scanString("und") != nil || scanner.scanString("en") != nil { continue }
            guard let n = number(scanner) else { return nil }
            let word = scanner.scanCharacters(from: CharacterSet.letters) ?? ""
            guard let unit = unitMinutes.first(where: { entry in entry.prefixes.contains { word.hasPrefix($0) } }),
                  !word.isEmpty else { return nil }
            total += n * unit.minutes
            found = true
            if scanner.currentIndex == before { return nil }
        }
        // A number no cook means (`1e400 min`) is no duration rather than the end of the program.
        guard found, total.isFinite, abs(total) < 1e12 else { return nil }
        return Int(total.rounded())
    }

    /// A number as `Scanner.scanDouble` reads one after the characters the scanner skips: an
    /// optional sign, digits `0`–`9`, a `.` and more digits, an exponent; the
    /// scanner is left after it. Nil, the scanner where it was, when no number starts there.
    private static func scanNumber(_ scanner: Scanner) -> Double? {
        let scalars = scanner.string.unicodeScalars
        var at = scanner.currentIndex
        func skip() { while at < scalars.endIndex, skipped.contains(scalars[at]) { at = scalars.index(after: at) } }
        func current() -> Unicode.Scalar? { at < scalars.endIndex ? scalars[at] : nil }
        func digit() -> Int? {
            guard let c = current(), ("0"..."9").contains(c) else { return nil }
            return Int(c.value - 0x30)
        }
        skip()
        var negative = false
        if let c = current(), c == "-" || c == "+" {
            negative = c == "-"
            at = scalars.index(after: at)
            skip()
        }
        guard digit() != nil || current() == "." else { return nil }
        var value = 0.0
        while let d = digit() {
            value = value * 10 + Double(d)
            at = scalars.index(after: at)
        }
        if current() == "." {
            at = scalars.index(after: at)
            var factor = 0.1
            while let d = digit() {
                value += Double(d) * factor
                factor *= 0.1
                at = scalars.index(after: at)
            }
        }
        // An exponent only with digits: a lone `e` is left for the word after the number.
        let beforeExponent = at
        if let c = current(), c == "e" || c == "E" {
            at = scalars.index(after: at)
            var negativeExponent = false
            if let c = current(), c == "-" || c == "+" {
                negativeExponent = c == "-"
                at = scalars.index(after: at)
            }
            guard digit() != nil else {
                at = beforeExponent
                scanner.currentIndex = at
                return negative ? -value : value
            }
            var exponent = 0.0
            while let d = digit() {
                exponent = exponent * 10 + Double(d)
                at = scalars.index(after: at)
            }
            value *= pow(10, negativeExponent ? -exponent : exponent)
        }
        scanner.currentIndex = at
        return negative ? -value : value
    }
}
