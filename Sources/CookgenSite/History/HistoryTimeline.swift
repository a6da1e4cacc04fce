import CookgenSupport
import CookgenModel

/// A recipe's versions from git and its cook's log on one timeline, newest first, with every
/// change put into words: what the recipe page shows and `cookgen history` prints.
package struct HistoryTimeline {
    /// One point on the timeline.
    package struct Entry {
        package var date: CalendarDate
        /// A version (commit) or a log entry.
        package var version: RecipeVersion?
        package var log: CookLogEntry?
        /// What changed, one line each, as text and as HTML (word changes marked with `<del>`/`<ins>`).
        package var changes: [(text: String, html: String)]
        /// "First written", "Small edits", "Earlier history not available".
        package var label: String?
    }

    package var entries: [Entry]
    /// Older versions exist that are not listed.
    package var incomplete: Bool

    /// The timeline of `history` and `log`; on the same day a commit comes before a log entry.
    package init(history: RecipeHistory?, log: [CookLogEntry], labels: Labels) {
        let words = ChangeWords(labels: labels)
        var entries: [Entry] = (history?.versions ?? []).map { v in
            let label: String? = switch v.kind {
            case .first: labels["history_first", default: "First written"]
            case .small: labels["history_small", default: "Small edits"]
            case .earliest: labels["history_earlier", default: "Earlier history not available"]
            case .edit: nil
            }
            var changes = v.changes.map(words.describe)
            if let from = v.renamedFrom {
                let text = labels["history_moved", default: "Moved from {path}"].replacingOccurrences(of: "{path}", with: from)
                changes.append((text, HTML.escape(text)))
            }
            return Entry(date: v.date, version: v, log: nil, changes: changes, label: label)
        }
        entries += log.map { Entry(date: $0.date, version: nil, log: $0, changes: [], label: nil) }
        // Stable: git's order among versions, the order written among log entries.
        self.entries = entries.enumerated().sorted { a, b in
            if a.element.date != b.element.date { return a.element.date > b.element.date }
            let (x, y) = (a.element.version == nil ? 1 : 0, b.element.version == nil ? 1 : 0)
            if x != y { return x < y }
            return x == 1 ? a.offset > b.offset : a.offset < b.offset
        }.map(\.element)
        incomplete = history?.incomplete ?? false
    }

    /// Whether there is anything to show.
    package var isEmpty: Bool { entries.isEmpty }

    /// The timeline as text for a terminal, one entry per paragraph.
    package func text(labels: Labels) -> String {
        var out = ""
        for e in entries {
            if let v = e.version {
                out += "\(e.date.iso)  \(v.shortID)  \(v.message)" + (v.author.isEmpty ? "" : " (\(v.author))") + "\n"
            } else if let l = e.log {
                let stars = l.rating.map { "  " + String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0) } ?? ""
                out += "\(e.date.iso)  \(labels["history_cooked", default: "Cooked"])\(stars)\n"
                if let note = l.note { out += "    \(note)\n" }
                if let photo = l.photo { out += "    \(photo.value)\n" }
            }
            if let label = e.label { out += "    \(label)\n" }
            for change in e.changes { out += "    - \(change.text)\n" }
            out += "\n"
        }
        if incomplete { out += labels["history_earlier", default: "Earlier history not available"] + "\n" }
        return out
    }
}

/// Changes put into words in the site's language.
struct ChangeWords {
    let labels: Labels

    func describe(_ change: RecipeChange) -> (text: String, html: String) {
        switch change {
        case let .amount(from, to):
            return plain(fill("history_amount", "{name}: {from} → {to}", ["name": to.name, "from": amount(from), "to": amount(to)]))
        case .added(let i): return plain(fill("history_added", "Added {ingredient}", ["ingredient": line(i)]))
        case .removed(let i): return plain(fill("history_removed", "Removed {ingredient}", ["ingredient": line(i)]))
        case let .renamed(from, to):
            return plain(fill("history_renamed", "{from} is now {to}", ["from": from.name, "to": to.name, "amount": amount(to)]))
        case let .stepAdded(n, text): return plain(fill("history_step_added", "New step {n}: {text}", ["n": "\(n)", "text": short(text)]))
        case let .stepRemoved(n, text): return plain(fill("history_step_removed", "Step {n} taken out: {text}", ["n": "\(n)", "text": short(text)]))
        case let .stepChanged(n, runs):
            let head = fill("history_step_changed", "Step {n}:", ["n": "\(n)"])
            let text = runs.map { run in
                switch run.kind {
                case .same, .elided: run.text
                case .removed: "[-\(run.text)-]"
                case .added: "{+\(run.text)+}"
                }
            }.joined(separator: " ")
            let html = runs.map { run in
                switch run.kind {
                case .same, .elided: HTML.escape(run.text)
                case .removed: "<del>\(HTML.escape(run.text))</del>"
                case .added: "<ins>\(HTML.escape(run.text))</ins>"
                }
            }.joined(separator: " ")
            return (head + " " + text, HTML.escape(head) + " " + html)
        case let .field(field, from, to):
            let name = fieldName(field)
            return plain(fill("history_field", "{field}: {from} → {to}", ["field": name, "from": value(field, from), "to": value(field, to)]))
        }
    }

    private func plain(_ text: String) -> (text: String, html: String) { (text, HTML.escape(text)) }

    /// The label with its placeholders filled in one pass (`Placeholders`): replaced one key after
    /// another, in a dictionary's order, a name that read `{to}` came out differently from run to run.
    private func fill(_ key: String, _ fallback: String, _ values: [String: String]) -> String {
        Placeholders.filling(labels[key, default: fallback], with: values)
    }

    /// `200 g`, `a pinch`; "—" when there is none.
    func amount(_ i: VersionIngredient) -> String {
        let q = i.text ?? i.quantity.map { $0.formatted(decimalSeparator: labels.decimalSeparator) }
        return [q, i.unit].compactMap { $0?.nonEmpty }.joined(separator: " ").nonEmpty ?? "—"
    }

    func line(_ i: VersionIngredient) -> String {
        let a = amount(i)
        return (a == "—" ? "" : a + " ") + i.name + (i.note.map { ", " + $0 } ?? "")
    }

    private func short(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count > 140 ? String(flat.prefix(139)) + "…" : flat
    }

    private func fieldName(_ field: RecipeField) -> String {
        switch field {
        case .title: labels["history_title", default: "Title"]
        case .servings: labels["servings", default: "Servings"]
        case .yield: labels["yield", default: "Yield"]
        case .prepTime: labels["prep_time", default: "Prep"]
        case .cookTime: labels["cook_time", default: "Cook"]
        case .totalTime: labels["total_time", default: "Total"]
        case .categories: labels["tax_categories", default: "Categories"]
        case .diets: labels["tax_diets", default: "Diet forms"]
        }
    }

    private func value(_ field: RecipeField, _ raw: String?) -> String {
        guard let raw else { return "—" }
        switch field {
        case .prepTime, .cookTime, .totalTime: return Int(raw).map(labels.duration) ?? raw
        default: return raw
        }
    }
}
