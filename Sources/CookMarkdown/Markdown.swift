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
        if markdown.contains("|"), segments(markdown) != [.text(markdown)] { return html(markdown, rewritingURLs: { _, _ in nil }) }
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

    /// Renders one paragraph of Markdown as inline HTML, without the enclosing `<p>`.
    ///
    /// A step or an ingredient note is a single paragraph; the caller supplies the block element.
    public static func inlineHTML(_ markdown: String) -> String {
        var html = html(markdown)
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), !html.dropFirst(3).contains("<p>") {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
