import CookgenSupport
import CookgenModel
/// Reads the cook's log from front matter (Markdown or Cooklang):
///
/// ```yaml
/// log:
///   - date: 2024-05-02
///     note: Less sugar suits the sharp lemon better.
///     rating: 4
///     photo: lemon-cake-2024-05.jpg
/// ```
///
/// An entry without a usable date is left out with a warning at its line; a bad rating or an
/// unknown key is a warning and the rest of the entry is kept.
package enum CookLogReader {
    /// The entries, in the order written, and the problems found.
    package static func read(_ value: YAMLValue) -> ([CookLogEntry], [Diagnostic]) {
        var entries: [CookLogEntry] = [], problems: [Diagnostic] = []
        if case .scalar(let s, _) = value, s.trimmed.isEmpty { return ([], []) }
        guard case .sequence(let items, _) = value else {
            return ([], [.warning("log-invalid", "'log' should be a list of entries, not \(value.kindName)", at: value.location,
                                  hint: "write '- date: 2024-05-02' and 'note: …' under 'log:', one entry per attempt")])
        }
        for item in items {
            if let entry = entry(item, problems: &problems) { entries.append(entry) }
        }
        return (entries, problems)
    }

    private static func entry(_ item: YAMLValue, problems: inout [Diagnostic]) -> CookLogEntry? {
        guard let fields = item.entries else {
            problems.append(.warning("log-entry-invalid", "a log entry should have a date and a note, not be \(item.kindName)",
                                     at: item.location, hint: "write '- date: 2024-05-02' with 'note: …' below it"))
            return nil
        }
        var date: CalendarDate?, note: String?, rating: Int?, photo: Located<String>?, hasDate = false
        for field in fields {
            let text = field.value.string?.trimmed.nonEmpty
            switch FrontMatterKey.normalise(field.key) {
            case "date", "day", "when", "cooked":
                hasDate = true
                date = text.flatMap(CalendarDate.init(parsing:))
                if date == nil {
                    problems.append(.warning("log-date-invalid", "'\(text ?? "")' is not a date; the log entry is left out",
                                             at: field.value.location, hint: "write dates as YYYY-MM-DD, e.g. 2024-05-02"))
                    return nil
                }
            case "note", "notes", "text", "comment": note = text ?? field.value.list.compactMap { $0.string?.trimmed.nonEmpty }.joined(separator: " ").nonEmpty
            case "rating", "stars", "rated": rating = self.rating(field.value, problems: &problems)
            case "photo", "image", "picture": photo = text.map { Located($0, at: field.value.location) }
            default:
                problems.append(.warning("log-key-unknown", "unknown key '\(field.key)' in a log entry", at: field.keyLocation,
                                         hint: "a log entry has date, note, rating (1–5) and photo"))
            }
        }
        guard hasDate, let date else {
            problems.append(.warning("log-date-missing", "this log entry has no date; it is left out", at: item.location,
                                     hint: "add 'date: YYYY-MM-DD', the day it was cooked"))
            return nil
        }
        return CookLogEntry(date: date, note: note, rating: rating, photo: photo, location: item.location)
    }

    private static func rating(_ value: YAMLValue, problems: inout [Diagnostic]) -> Int? {
        let s = value.string?.trimmed ?? ""
        if let n = Int(s), CookLogEntry.ratings.contains(n) { return n }
        problems.append(.warning("log-rating-invalid", "'\(s)' is not a rating from 1 to 5", at: value.location,
                                 hint: "write a whole number from 1 (not again) to 5 (perfect)"))
        return nil
    }
}
