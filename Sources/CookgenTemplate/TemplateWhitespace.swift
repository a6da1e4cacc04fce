/// Collapses the whitespace of HTML templates' literal text once, when they are compiled, so
/// pages are written without the templates' indentation at no cost per page.
///
/// A run of spaces and tabs becomes one space; a run of whitespace holding a line break
/// becomes one line break. HTML renders both the same as the run (outside `<pre>` and
/// `<textarea>`, whose templates are left alone), so pages look the same and are smaller.
/// Only template text changes: values rendered into it (recipe text) are never touched.
enum TemplateWhitespace {
    /// Whether a template's text can be collapsed: not when it holds preformatted elements.
    static func canCollapse(_ source: String) -> Bool {
        // ASCII letters lowered byte by byte: every word looked for is ASCII.
        let lower = source.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
        return !["<pre", "<textarea", "<script>", "white-space"].contains { word in contains(lower, Array(word.utf8)) }
    }

    /// Whether `word` occurs in `bytes`.
    private static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start] == first {
            if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
        }
        return false
    }

    static func collapse(_ nodes: [TemplateNode]) -> [TemplateNode] {
        nodes.map { node in
            switch node {
            case .text(let text): .text(collapse(text))
            case .variable: node
            case .section(let path, let body): .section(path, collapse(body))
            case .inverted(let path, let body): .inverted(path, collapse(body))
            case .partial(let number, _): .partial(number, indentation: "")
            case .parent(let parent):
                .parent(ParentNode(partial: parent.partial, indentation: "", overrides: parent.overrides.mapValues(collapse)))
            case .block(let block):
                .block(BlockNode(block: block.block, defaultContent: collapse(block.defaultContent),
                                 whitespace: block.whitespace.isEmpty ? "" : " ", intrinsicIndentation: block.intrinsicIndentation.map { _ in "" }))
            }
        }
    }

    /// `text` with each whitespace run collapsed: to a line break when it holds one, else to a space.
    static func collapse(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var run: (newline: Bool, length: Int) = (false, 0)
        func flush() {
            if run.length > 0 { out.append(run.newline ? "\n" : " ") }
            run = (false, 0)
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t": run.length += 1
            case "\n", "\r": run = (true, run.length + 1)
            default:
                flush()
                out.append(scalar)
            }
        }
        flush()
        return String(out)
    }
}
