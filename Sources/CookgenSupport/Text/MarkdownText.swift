/// Plain text made safe to place in Markdown, so it renders as exactly that text:
/// no emphasis, links, HTML, headings or list markers that the text did not mean.
package enum MarkdownText {
    /// Characters CommonMark may read as markup anywhere in a line.
    private static let inlineActive: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&"]
    /// Characters that start a block (heading, quote, list, rule) at the beginning of a line.
    private static let blockStart: Set<Unicode.Scalar> = ["#", ">", "+", "-", "=", "|", "~", ":"]

    /// Backslash-escapes what Markdown would read as markup; line breaks are kept, leading
    /// spaces dropped (four of them would start a code block).
    package static func escape(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escapeLine(String($0.drop { $0 == " " || $0 == "\t" })) }
            .joined(separator: "\n")
    }

    /// One line of text as one line of Markdown.
    package static func escapeLine(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if inlineActive.contains(scalar) { out.append("\\") }
            out.append(scalar)
        }
        var result = String(out)
        if let first = result.unicodeScalars.first, blockStart.contains(first) { result = "\\" + result }
        // `1. ` and `1) ` start an ordered list.
        let digits = result.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let mark = result.dropFirst(digits.count).first, mark == "." || mark == ")" {
            result = digits + "\\" + result.dropFirst(digits.count)
        }
        return result
    }
}
