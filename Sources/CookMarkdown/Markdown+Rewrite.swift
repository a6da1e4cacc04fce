import CCmark

extension Markdown {
    /// Renders Markdown to HTML, passing every link and image URL through `rewrite`
    /// first (so paths written relative to a source file work from the page).
    /// `rewrite` gets the URL and whether it is an image, and returns the new URL or nil to keep it.
    public static func html(_ markdown: String, rewritingURLs rewrite: (String, Bool) -> String?) -> String {
        // A plain line has no links to rewrite.
        if let plain = plainParagraph(markdown) { return plain }
        return cmarkHTML(markdown, rewritingURLs: rewrite)
    }

    /// `html(_:rewritingURLs:)` always through cmark.
    static func cmarkHTML(_ markdown: String, rewritingURLs rewrite: (String, Bool) -> String?) -> String {
        let parts = segments(markdown)
        if parts.count == 1, case .text(let text) = parts[0] { return document(text, rewritingURLs: rewrite) }
        return parts.map { part in
            switch part {
            case .text(let text): return document(text, rewritingURLs: rewrite)
            case .table(let header, let alignments, let rows):
                return tableHTML(header: header, alignments: alignments, rows: rows) { cell in
                    var html = document(cell, rewritingURLs: rewrite)
                    while html.hasSuffix("\n") { html.removeLast() }
                    if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
                    return html
                }
            }
        }.joined()
    }

    private static func document(_ markdown: String, rewritingURLs rewrite: (String, Bool) -> String?) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        guard let document = markdown.withCString({ cmark_parse_document($0, strlen($0), options) }) else { return "" }
        defer { cmark_node_free(document) }
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let raw = cmark_node_get_url(node) else { continue }
            if let replaced = rewrite(String(cString: raw), type == CMARK_NODE_IMAGE) {
                _ = replaced.withCString { cmark_node_set_url(node, $0) }
            }
        }
        guard let rendered = cmark_render_html(document, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
