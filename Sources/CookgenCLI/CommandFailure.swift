import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

/// A failure found while running a command (not while parsing its arguments),
/// printed as `Error: …` without the usage text, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CommandFailure {
    /// A core error in this command line's words: the core says what to change, and this adds
    /// the option that changes it.
    static func message(for error: any Error) -> String {
        switch error {
        case SetupError.noContent(let root):
            "no Content/ folder in \(root); run cookgen in a site folder or pass --source DIR"
        case SetupError.output(let message):
            message + " (--output)"
        case let refusal as ImportRefusal:
            refusal.existing.map { "\($0) already exists; pass --force to replace it" } ?? refusal.description
        default:
            "\(error)"
        }
    }

    /// A build's diagnostic with the option that fixes it added to the hint, where there is one.
    static func namingOptions(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        if d.id == BaseURLNotice.id, let hint = d.hint { d.hint = hint + ", or pass --base-url URL to cookgen build" }
        return d
    }
}
