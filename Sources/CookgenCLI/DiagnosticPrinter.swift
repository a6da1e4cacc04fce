import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// Prints diagnostics as `path:line:col: error: message [id]`, followed, for people,
/// by the source line with a caret and the hint.
struct DiagnosticPrinter {
    let root: URL
    let color: Bool

    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    func print(_ diagnostics: [Diagnostic]) {
        var cache: [String: [Substring]] = [:]
        for d in diagnostics.collapsed() {
            // What comes from the files (paths, quoted values, source lines) goes out without its
            // control characters: a recipe cannot send escape sequences to the terminal.
            let place = d.location.map { TerminalText.line("\($0): ") } ?? ""
            let severity = color ? Self.colored(d.severity) : d.severity.rawValue
            var text = "\(place)\(severity): \(TerminalText.line(d.message)) [\(d.id)]\n"
            // A note is one line: it points at a file, not at something to fix in it.
            if d.severity != .note, let location = d.location,
               let line = (d.sourceLine ?? sourceLine(location, cache: &cache)).map(TerminalText.line) {
                let gutter = String(location.line)
                text += " \(gutter) | \(line)\n"
                let pad = String(repeating: " ", count: gutter.count)
                let caretPad = String(line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
                text += " \(pad) | \(caretPad)^\n"
            }
            if let hint = d.hint { text += "  hint: \(TerminalText.line(hint))\n" }
            Self.standardError.write(text)
        }
    }

    private static func colored(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }

    private func sourceLine(_ location: SourceLocation, cache: inout [String: [Substring]]) -> String? {
        if cache[location.file] == nil {
            let url = root.appendingPathComponent(location.file)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            cache[location.file] = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = cache[location.file], location.line >= 1, location.line <= lines.count else { return nil }
        let line = String(lines[location.line - 1])
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// Standard error, unbuffered.
    static let standardError = StandardError()

    struct StandardError: Sendable {
        func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
