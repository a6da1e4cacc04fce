/// Text from outside — recipe files, commit messages, archive entries — made safe to print to a
/// terminal: each control character but tab and line feed is shown as `�`, so what a file or a
/// commit says cannot move the cursor, rewrite a line, change colours or set the window's title.
///
/// ```swift
/// TerminalText.safe("Lemon cake\u{1B}]0;pwned\u{07}")  // "Lemon cake�]0;pwned�"
/// ```
package enum TerminalText {
    package static func safe(_ text: String) -> String {
        replacing(text, where: isControl)
    }

    /// `safe`, for text that is one line of the output (a path, a message): a line feed in it is
    /// shown as `�` too, so a file named with one cannot start a line that looks like another message.
    package static func line(_ text: String) -> String {
        replacing(text) { $0 == "\n" || isControl($0) }
    }

    private static func replacing(_ text: String, where replaced: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: replaced) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(replaced(scalar) ? "\u{FFFD}" : scalar) }
        return String(out)
    }

    /// C0 controls but tab and line feed, DEL, and the C1 controls (U+0080…U+009F), which some
    /// terminals take as escape sequences too.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
