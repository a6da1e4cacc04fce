extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    ///
    /// Written on Unicode scalars rather than with Foundation's `trimmingCharacters`,
    /// which bridges through NSString and showed up in build profiles.
    var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }

    /// Nil when the text is empty after trimming, else the trimmed text.
    var nonEmpty: String? {
        let t = trimmed
        return t.isEmpty ? nil : t
    }
}
