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
        // Most stylesheets (the default theme's) have none of it: left as they are, without
        // Foundation's case-insensitive searches (a sixtieth of a 1,000-recipe build, before any page).
        mayNeedChanges(css) ? inlineSafeInFull(css) : css
    }

    /// `inlineSafe`, whatever the text.
    static func inlineSafeInFull(_ css: String) -> String {
        var text = removingImports(css)
        for range in urlRanges(in: text).reversed() where !isDataURL(text[range.value]) {
            text.replaceSubrange(range.whole, with: "none")
        }
        return text.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// Whether `inlineSafe` could change `css`: it holds `</`, `@import` or `url(` in any ASCII
    /// letter case, or a dotted or dotless i (U+0130, U+0131), which a case-insensitive search may
    /// take for an `i`.
    static func mayNeedChanges(_ css: String) -> Bool {
        var css = css
        return css.withUTF8 { bytes in
            func lowered(_ i: Int) -> UInt8 { bytes[i] &- 0x41 < 26 ? bytes[i] | 0x20 : bytes[i] }
            func follows(_ word: StaticString, at start: Int) -> Bool {
                word.withUTF8Buffer { word in
                    start + word.count <= bytes.count && (0..<word.count).allSatisfy { lowered(start + $0) == word[$0] }
                }
            }
            for i in 0..<bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "<"): if follows("</", at: i) { return true }
                case UInt8(ascii: "@"): if follows("@import", at: i) { return true }
                case UInt8(ascii: "u"), UInt8(ascii: "U"): if follows("url(", at: i) { return true }
                case 0xC4: if i + 1 < bytes.count, bytes[i + 1] == 0xB0 || bytes[i + 1] == 0xB1 { return true }
                default: break
                }
            }
            return false
        }
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
