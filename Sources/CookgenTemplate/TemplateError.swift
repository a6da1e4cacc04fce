/// A syntax error in a template: where it is, and what to do about it.
///
/// `description` reads `file:line:column: message`, the form editors jump to.
package struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Sendable, Equatable {
        /// `{{#name}}` (or `{{^name}}`, `{{$name}}`, `{{<name}}`) without its `{{/name}}`.
        case unclosedSection(String)
        /// `{{/found}}` where `{{/expected}}` was due.
        case mismatchedClose(expected: String, found: String)
        /// `{{/name}}` with no section open.
        case unexpectedClose(String)
        /// An opening delimiter without its closing one.
        case unclosedTag
        /// A set-delimiter tag that is not `{{=<open> <close>=}}`.
        case badDelimiter
        /// A tag whose name is empty or has spaces inside.
        case invalidName(String)
        /// A tag this engine does not support (pragmas, dynamic partials, transforms).
        case unsupportedTag(String)
        /// A tag where it may not stand, such as a variable directly inside `{{<parent}}`.
        case misplacedTag(String)
    }

    /// What went wrong.
    package var kind: Kind
    /// The template's file (or its name when no file was given).
    package var file: String
    /// 1-based line of the offending tag.
    package var line: Int
    /// 1-based column, in characters, of the offending tag.
    package var column: Int
    /// What is wrong and how to fix it.
    package var message: String

    /// Creates an error.
    package init(_ kind: Kind, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`.
    package var description: String { "\(file):\(line):\(column): \(message)" }
}
