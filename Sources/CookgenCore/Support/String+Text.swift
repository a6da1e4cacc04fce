import Foundation

extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Nil when the text is empty after trimming, else the trimmed text.
    var nonEmpty: String? {
        let t = trimmed
        return t.isEmpty ? nil : t
    }
}
