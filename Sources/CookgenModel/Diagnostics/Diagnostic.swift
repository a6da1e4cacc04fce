import CookgenSupport
/// One problem found in the input: where, how bad, what, and what to do about it.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How bad a problem is. A note is no problem at all — something left out on purpose, said
    /// once (a README among the recipes) — so `--warnings-as-errors` and `check --strict` pass it.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// A stable identifier, e.g. `yaml-invalid`, printed as `[yaml-invalid]`.
    public var id: String
    /// One sentence: what is wrong.
    public var message: String
    /// Where; nil for problems with the whole setup.
    public var location: SourceLocation?
    /// What to do about it, when there is something useful to say.
    public var hint: String?
    /// The line of the file it points at, as it was read when the problem was found (at most 200
    /// characters); shown under the message. Kept with the diagnostic because the file may have been
    /// saved again by the time it is shown (`cookgen serve`).
    public var sourceLine: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, id: String, _ message: String, at location: SourceLocation?, hint: String? = nil) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// An error at a location.
    public static func error(_ id: String, _ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location, hint: hint)
    }

    /// A warning at a location.
    public static func warning(_ id: String, _ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location, hint: hint)
    }

    /// A note at a location: said once, never a failure.
    public static func note(_ id: String, _ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.note, id: id, message, at: location, hint: hint)
    }

    /// The diagnostics with the line each one in `file` points at, taken from `text` (the file as read).
    public static func quoting(_ diagnostics: [Diagnostic], file: String, text: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.location?.file == file && $0.location!.line >= 1 && $0.sourceLine == nil })
        else { return diagnostics }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return diagnostics.map { d in
            guard d.sourceLine == nil, let location = d.location, location.file == file,
                  location.line >= 1, location.line <= lines.count else { return d }
            var quoted = d
            var line = lines[location.line - 1]
            if line.last == "\r" { line = line.dropLast() }
            quoted.sourceLine = line.count > 200 ? String(line.prefix(200)) + "…" : String(line)
            return quoted
        }
    }

    /// `path:line:col: error: message [id]`, the form editors and CI annotate.
    public var formatted: String {
        let place = location.map { "\($0): " } ?? ""
        var text = "\(place)\(severity.rawValue): \(message) [\(id)]"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}

extension Diagnostic: Comparable {
    /// Ordered by file, line, column, then id, so output is the same on every run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if l != r { return l < r }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
    /// The number of errors.
    public var errorCount: Int { filter { $0.severity == .error }.count }
    /// The number of warnings.
    public var warningCount: Int { filter { $0.severity == .warning }.count }
    /// Whether any diagnostic is a warning or an error: what `--warnings-as-errors` fails on.
    public var hasProblems: Bool { contains { $0.severity != .note } }
}

/// A diagnostic can travel as the failure of a `Result`.
extension Diagnostic: Error {}
