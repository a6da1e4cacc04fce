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
        (text.utf8.withContiguousStorageIfAvailable(escapeASCII) ?? nil) ?? escapeInFull(text)
    }

    /// `escape` of ASCII text without carriage returns, where a byte is a `Character`, on its
    /// bytes; nil for other text. Every character it escapes is ASCII.
    private static func escapeASCII(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 8)
        var at = 0
        while at <= text.count {
            while at < text.count, text[at] == 0x20 || text[at] == 0x09 { at += 1 }
            let lineStart = out.count
            while at < text.count, text[at] != 0x0A {
                let byte = text[at]
                guard byte < 0x80, byte != 0x0D else { return nil }
                if inlineActiveBytes.contains(byte) { out.append(0x5C) }
                out.append(byte)
                at += 1
            }
            if lineStart < out.count, blockStartBytes.contains(out[lineStart]) { out.insert(0x5C, at: lineStart) }
            var digitsEnd = lineStart
            while digitsEnd < out.count, (0x30...0x39).contains(out[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > lineStart, digitsEnd < out.count, out[digitsEnd] == 0x2E || out[digitsEnd] == 0x29 { out.insert(0x5C, at: digitsEnd) }
            if at < text.count { out.append(0x0A) }
            at += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let inlineActiveBytes = Array("\\`*_[]<>&".utf8)
    private static let blockStartBytes = Array("#>+-=|~:".utf8)

    /// `escape` the long way, for any text.
    static func escapeInFull(_ text: String) -> String {
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
