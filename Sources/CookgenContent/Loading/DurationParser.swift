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

    private static func read(_ text: String) -> Int? {
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
        guard number.isEmpty, sawUnit else { return nil }
        return Int(total.rounded())
    }

    /// `1:30` as hours and minutes.
    package static func clock(_ t: String) -> Int? {
        let parts = t.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), m < 60, h >= 0 else { return nil }
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
        let scanner = Scanner(string: t.replacingOccurrences(of: "½", with: ".5").replacingOccurrences(of: ",", with: "."))
        scanner.charactersToBeSkipped = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".&+"))
        var total = 0.0
        var found = false
        while !scanner.isAtEnd {
            let before = scanner.currentIndex
            if scanner.scanString("and") != nil || scanner.scanString("und") != nil || scanner.scanString("en") != nil { continue }
            guard let n = scanner.scanDouble() else { return nil }
            let word = scanner.scanCharacters(from: CharacterSet.letters) ?? ""
            guard let unit = unitMinutes.first(where: { entry in entry.prefixes.contains { word.hasPrefix($0) } }),
                  !word.isEmpty else { return nil }
            total += n * unit.minutes
            found = true
            if scanner.currentIndex == before { return nil }
        }
        return found ? Int(total.rounded()) : nil
    }
}
