/// A failure found while running a command (not while parsing its arguments),
/// printed as `Error: …` without the usage text, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
