extension TemplateRenderer {
    /// Appends literal text; inside an indented partial, line by line.
    mutating func write(_ text: String) {
        if indentation.isEmpty {
            output += text
        } else if !text.isEmpty {
            writeIndented(text)
        }
    }

    /// Appends a value: escaped for HTML unless `escaped` is false.
    mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { return }
            payPendingIndentation()
            if escaped { HTMLEscape.append(text, to: &output) } else { output += text }
        case .int(let number):
            payPendingIndentation()
            output += String(number)
        default:
            let text = value.text
            guard !text.isEmpty else { return }
            payPendingIndentation()
            if escaped { HTMLEscape.append(text, to: &output) } else { output += text }
        }
    }

    /// Writes the indentation owed, if any. A value is one piece: lines inside it are never indented.
    @inline(__always)
    private mutating func payPendingIndentation() {
        if let indentation = pendingIndentation {
            output += indentation
            pendingIndentation = nil
        }
    }

    /// Whether what the current template rendered so far ends with `\n` (not `\r\n`).
    var renderedEndsWithLineBreak: Bool {
        let utf8 = output.utf8
        let count = utf8.count
        guard count > lineStart, utf8.last == 0x0A else { return false }
        if count - 1 == lineStart { return true }
        return utf8[utf8.index(utf8.endIndex, offsetBy: -2)] != 0x0D
    }

    /// Literal text: each line is a piece that is indented when the template's own output
    /// so far ends with a line break, like swift-mustache's one text token per line.
    private mutating func writeIndented(_ text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            if byte == 0x0A {
                writePiece(text[start..<index])
                start = index
            }
        }
        if start != utf8.endIndex { writePiece(text[start...]) }
    }

    private mutating func writePiece(_ piece: Substring) {
        if pendingIndentation != nil {
            payPendingIndentation()
        } else if renderedEndsWithLineBreak {
            output += indentation
        }
        output += piece
    }
}
