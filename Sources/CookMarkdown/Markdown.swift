import CCmark

/// CommonMark to HTML through cmark, with cmark's safe defaults:
/// raw HTML is dropped and `javascript:`-style URLs are emptied.
public enum Markdown {
    /// Renders a Markdown document to HTML.
    ///
    /// ```swift
    /// Markdown.html("Hello *world*")   // "<p>Hello <em>world</em></p>\n"
    /// ```
    public static func html(_ markdown: String) -> String {
        if let plain = plainParagraph(markdown) { return plain }
        return cmarkHTML(markdown)
    }

    /// `html(_:)` always through cmark.
    static func cmarkHTML(_ markdown: String) -> String {
        if markdown.utf8.contains(UInt8(ascii: "|")), segments(markdown) != [.text(markdown)] {
            return cmarkHTML(markdown, rewritingURLs: { _, _ in nil })
        }
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        let bytes = Array(markdown.utf8)
        guard let rendered = bytes.withUnsafeBufferPointer({ buffer -> UnsafeMutablePointer<CChar>? in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_markdown_to_html($0, buffer.count, options)
                }
            } ?? cmark_markdown_to_html("", 0, options)
        }) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// What cmark makes of one line of plain words, without asking it: `<p>line</p>` and a line
    /// break. Nil for anything cmark could read as markup or change: a line that starts like a
    /// list item or heading, spaces or tabs at either end, control characters, any of
    /// `` ` * _ [ ] < > & \ | ~ # { } $ ^ @ = `` and the quotes, `--` and `..` that smart
    /// punctuation turns into typographic ones. Most steps, notes and descriptions are such a
    /// line, and cmark's parser, renderer and allocations were a tenth of the page work. A byte
    /// order mark at the start is left to cmark, which drops it.
    /// `PlainParagraphTests` compares this with cmark over generated lines.
    static func plainParagraph(_ markdown: String) -> String? {
        var text = markdown
        let plain = text.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, last != 0x20 else { return false }
            // cmark drops a byte order mark at the start of a document.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return false }
            switch first {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // `1.` and `1)` open an ordered list; `200 g` does not.
                guard let end = bytes.firstIndex(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }),
                      bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: ")") else { return false }
            default:
                return false
            }
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                    break
                case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "("),
                     UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "/"),
                     UInt8(ascii: "+"):
                    break
                case UInt8(ascii: "."), UInt8(ascii: "-"):
                    if byte == previous { return false }
                default:
                    return false
                }
                previous = byte
            }
            return true
        }
        return plain ? "<p>" + markdown + "</p>\n" : nil
    }

    /// Renders one paragraph of Markdown as inline HTML, without the enclosing `<p>`.
    ///
    /// A step or an ingredient note is a single paragraph; the caller supplies the block element.
    public static func inlineHTML(_ markdown: String) -> String {
        withoutParagraph(html(markdown))
    }

    /// Rendered HTML without its trailing line breaks and, when it is one paragraph, without the
    /// enclosing `<p>`.
    public static func withoutParagraph(_ rendered: String) -> String {
        var html = rendered
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), !opensParagraph(html, after: 3) {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }

    /// Whether `<p>` occurs in `html` past its first `offset` bytes: a byte search, where
    /// Foundation's `contains` on a substring goes through `NSString`.
    static func opensParagraph(_ html: String, after offset: Int) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            var at = offset
            while at + 3 <= bytes.count {
                if bytes[at] == UInt8(ascii: "<"), bytes[at + 1] == UInt8(ascii: "p"), bytes[at + 2] == UInt8(ascii: ">") { return true }
                at += 1
            }
            return false
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
