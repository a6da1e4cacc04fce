extension TemplateRenderer {
    /// Appends literal text, indenting each line that starts inside an indented partial.
    mutating func write(_ text: String) {
        if indentation.isEmpty {
            output += text
        } else {
            writeIndented(text)
        }
    }

    /// Appends a value: escaped for HTML unless `escaped` is false.
    mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { return }
            indentIfAtLineStart()
            if escaped { HTMLEscape.append(text, to: &output) } else { output += text }
        case .int(let number):
            indentIfAtLineStart()
            output += String(number)
        default:
            let text = value.text
            guard !text.isEmpty else { return }
            indentIfAtLineStart()
            if escaped { HTMLEscape.append(text, to: &output) } else { output += text }
        }
    }

    /// Like swift-mustache: inside an indented partial, anything non-empty written just
    /// after a `\n` (not a `\r\n`) is preceded by the indentation. Text inside a value is
    /// never indented.
    private mutating func indentIfAtLineStart() {
        if !indentation.isEmpty, atLineStart { output += indentation }
    }

    /// Whether the output ends with `\n` but not `\r\n`.
    private var atLineStart: Bool {
        let utf8 = output.utf8
        guard let last = utf8.last, last == 0x0A else { return false }
        let before = utf8.index(before: utf8.endIndex)
        return before == utf8.startIndex || utf8[utf8.index(before: before)] != 0x0D
    }

    private mutating func writeIndented(_ text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            if byte == 0x0A {
                indentIfAtLineStart()
                output += text[start..<index]
                start = index
            }
        }
        if start != utf8.endIndex {
            indentIfAtLineStart()
            output += text[start...]
        }
    }
}
