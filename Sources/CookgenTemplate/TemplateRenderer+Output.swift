extension TemplateRenderer {
    /// Appends literal text; inside an indented partial, line by line.
    mutating func write(_ text: String) {
        if indentation.isEmpty {
            append(text)
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
            if escaped { HTMLEscape.append(text, to: &output) } else { append(text) }
        case .utf8(let bytes):
            guard !bytes.isEmpty else { return }
            payPendingIndentation()
            if escaped { HTMLEscape.append(bytes, to: &output) } else { output.append(contentsOf: bytes) }
        case .int(let number):
            payPendingIndentation()
            append(String(number))
        default:
            let text = value.text
            guard !text.isEmpty else { return }
            payPendingIndentation()
            if escaped { HTMLEscape.append(text, to: &output) } else { append(text) }
        }
    }

    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Writes the indentation owed, if any. A value is one piece: lines inside it are never indented.
    @inline(__always)
    private mutating func payPendingIndentation() {
        if let indentation = pendingIndentation {
            append(indentation)
            pendingIndentation = nil
        }
    }

    /// Whether what the current template rendered so far ends with `\n` (not `\r\n`).
    var renderedEndsWithLineBreak: Bool {
        // Positions from the start of the render; at least the last two bytes are still here.
        let count = output.count, rendered = flushed + count
        guard rendered > lineStart, output[count - 1] == 0x0A else { return false }
        if rendered - 1 == lineStart { return true }
        return output[count - 2] != 0x0D
    }

    /// Literal text: each line is a piece that is indented when the template's own output
    /// so far ends with a line break, like swift-mustache's one text token per line.
    private mutating func writeIndented(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                writePiece(UnsafeBufferPointer(rebasing: bytes[start...index]))
                start = index + 1
            }
            if start != bytes.count { writePiece(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    private mutating func writePiece(_ piece: UnsafeBufferPointer<UInt8>) {
        if pendingIndentation != nil {
            payPendingIndentation()
        } else if renderedEndsWithLineBreak {
            append(indentation)
        }
        output.append(contentsOf: piece)
    }
}
