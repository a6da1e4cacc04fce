import Foundation

/// Stylesheets placed inside a page that must make no requests of its own.
package enum CSSText {
    /// Whether the CSS loads nothing: no `@import`, no `url()` other than a `data:` URL, no `expression()`.
    package static func isInert(_ css: String) -> Bool {
        let lower = css.lowercased()
        if lower.contains("@import") || lower.contains("expression(") || lower.contains("javascript:") { return false }
        return urlRanges(in: css).allSatisfy { isDataURL(css[$0.value]) }
    }

    /// The stylesheet made inert for a `<style>` element: `@import` rules removed, `url()`s of
    /// other files replaced by `none`, and `</style` broken up so the element cannot be closed early.
    package static func inlineSafe(_ css: String) -> String {
        var text = removingImports(css)
        for range in urlRanges(in: text).reversed() where !isDataURL(text[range.value]) {
            text.replaceSubrange(range.whole, with: "none")
        }
        return text.replacingOccurrences(of: "</", with: "<\\/")
    }

    private static func isDataURL(_ value: Substring) -> Bool {
        value.trimmed.trimmingCharacters(in: ["\"", "'"]).lowercased().hasPrefix("data:")
    }

    /// Each `url(…)`: the whole call and the argument inside the parentheses.
    private static func urlRanges(in css: String) -> [(whole: Range<String.Index>, value: Range<String.Index>)] {
        var found: [(Range<String.Index>, Range<String.Index>)] = []
        var search = css.startIndex
        while let open = css.range(of: "url(", options: .caseInsensitive, range: search..<css.endIndex) {
            let close = css[open.upperBound...].firstIndex(of: ")") ?? css.endIndex
            let end = close == css.endIndex ? close : css.index(after: close)
            found.append((open.lowerBound..<end, open.upperBound..<close))
            search = end
        }
        return found
    }

    private static func removingImports(_ css: String) -> String {
        var text = css
        while let start = text.range(of: "@import", options: .caseInsensitive) {
            let end = text[start.upperBound...].firstIndex(of: ";").map { text.index(after: $0) } ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        return text
    }
}
