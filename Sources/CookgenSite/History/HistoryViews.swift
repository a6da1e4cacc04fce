import CookgenTemplate

/// The History section of a recipe page: versions from git and the cook's log, newest first.
package struct HistoryView: Sendable {
    package var entries: [HistoryEntryView]
    /// Older versions exist that are not listed (a shallow clone, or a very long history).
    package var incomplete: Bool
    /// Script-safe JSON of the older versions the page can cook ("Cook this version"); nil when none.
    package var data: String?
}

/// One point of the timeline.
package struct HistoryEntryView: Sendable {
    package var date: String
    package var dateISO: String
    /// A log entry (an attempt), not a version.
    package var isLog: Bool
    /// The commit message's first line.
    package var message: String?
    /// The short commit id, for versions.
    package var versionID: String?
    /// "First written", "Small edits", "Earlier history not available".
    package var label: String?
    /// What changed, as HTML, one item each.
    package var changes: [String]
    package var note: String?
    /// `★★★★☆` and "Rated 4 of 5".
    package var stars: String?
    package var ratingLabel: String?
    package var photo: ImageView?
    /// The page carries this version's ingredients and steps.
    package var cookable: Bool
}

extension HistoryView: TemplateObject {
    package static let templateKeys = ["entries", "incomplete", "data"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(entries)
        case 1: .of(incomplete)
        case 2: .of(data)
        default: .null
        }
    }
}

extension HistoryEntryView: TemplateObject {
    package static let templateKeys = ["date", "dateISO", "isLog", "message", "versionID", "label", "changes", "hasChanges", "note",
                                       "stars", "ratingLabel", "photo", "cookable"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(date)
        case 1: .of(dateISO)
        case 2: .of(isLog)
        case 3: .of(message)
        case 4: .of(versionID)
        case 5: .of(label)
        case 6: .of(changes)
        case 7: .of(!changes.isEmpty)
        case 8: .of(note)
        case 9: .of(stars)
        case 10: .of(ratingLabel)
        case 11: .of(photo)
        case 12: .of(cookable)
        default: .null
        }
    }
}
