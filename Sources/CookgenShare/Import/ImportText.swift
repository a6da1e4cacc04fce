import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Text from an imported page, made plain: character references decoded (also when a page
/// escaped them twice), tags and the contents of `script` and `style` removed, white space
/// collapsed. Nothing that reads as markup survives.
package enum ImportText {
    /// One line of plain text.
    package static func plain(_ text: String) -> String {
        collapse(stripTags(HTMLEntities.decodeRepeatedly(text)), keepLines: false)
    }

    /// Plain text that keeps its line breaks (block tags and `<br>` become line breaks).
    package static func plainLines(_ text: String) -> String {
        collapse(stripTags(HTMLEntities.decodeRepeatedly(text)), keepLines: true)
    }

    /// `[text](target)` as just `text`: an imported line must not become a link.
    package static func withoutLinks(_ line: String) -> String {
        var out = line
        while let open = out.range(of: "["), let middle = out.range(of: "](", range: open.upperBound..<out.endIndex) {
            var depth = 1
            var close = middle.upperBound
            while close < out.endIndex {
                if out[close] == "(" { depth += 1 } else if out[close] == ")" { depth -= 1; if depth == 0 { break } }
                close = out.index(after: close)
            }
            let end = close < out.endIndex ? out.index(after: close) : out.endIndex
            out.replaceSubrange(open.lowerBound..<end, with: out[open.upperBound..<middle.lowerBound])
        }
        return out
    }

    /// Text from a cookgen file (where `&amp;` may be meant literally): tags removed, one line.
    package static func untagged(_ text: String) -> String {
        collapse(stripTags(text), keepLines: false)
    }

    /// Plain text as Markdown that renders as exactly that text.
    package static func markdown(_ text: String) -> String {
        MarkdownText.escape(plainLines(text))
    }

    /// Markdown from a cookgen file with any HTML in it removed (the Markdown itself is kept).
    package static func markdownWithoutHTML(_ text: String) -> String {
        stripTags(text).split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces }
            .joined(separator: "\n").trimmed
    }

    private static let blockTags: Set<String> = ["br", "p", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article"]
    /// Formatting inside a word or before punctuation (`<b>10 min</b>.`): removed without a space.
    private static let inlineTags: Set<String> = ["b", "i", "em", "strong", "u", "s", "small", "sub", "sup", "mark", "span", "font", "a", "abbr", "code"]
    private static let droppedElements: Set<String> = ["script", "style", "template", "noscript", "iframe", "object", "svg", "math"]

    /// Removes `<tags>`, comments and the contents of scripts and styles; a `<` that does not
    /// start a tag (`1 < 2`) stays.
    package static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "<", i + 1 < scalars.count, startsTag(scalars[i + 1]) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            guard let close = scalars[(i + 1)...].firstIndex(of: ">") else {
                // An unclosed tag swallows the rest, as a browser would: never let it through.
                break
            }
            let name = tagName(scalars[(i + 1)..<close])
            i = close + 1
            if droppedElements.contains(name), let end = endOfElement(name, in: scalars, from: i) { i = end }
            if blockTags.contains(name) { out.append("\n") } else if !name.isEmpty, !inlineTags.contains(name) { out.append(" ") }
        }
        return String(out)
    }

    private static func startsTag(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic && s.isASCII || s == "/" || s == "!" || s == "?"
    }

    private static func tagName(_ inner: ArraySlice<Unicode.Scalar>) -> String {
        let body = inner.drop { $0 == "/" }
        return String(String.UnicodeScalarView(body.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) })).lowercased()
    }

    /// The index after `</name>`, or nil when the element is never closed.
    private static func endOfElement(_ name: String, in s: [Unicode.Scalar], from start: Int) -> Int? {
        let needle = Array(("</" + name).unicodeScalars)
        var i = start
        while i + needle.count <= s.count {
            if (0..<needle.count).allSatisfy({ String(s[i + $0]).lowercased() == String(needle[$0]) }) {
                return (s[(i + needle.count)...].firstIndex(of: ">") ?? s.count - 1) + 1
            }
            i += 1
        }
        return s.count
    }

    private static func collapse(_ text: String, keepLines: Bool) -> String {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" })
            .map { line in
                line.split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.allSatisfy(isInvisible) }).joined(separator: " ")
            }
            .filter { !$0.isEmpty }
        return lines.joined(separator: keepLines ? "\n" : " ")
    }

    /// Control and format characters (bidi overrides, zero-width) that only confuse a reader.
    private static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .control || s.properties.generalCategory == .format
    }
}

package extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
