import CookgenSupport
import Foundation

/// Runs the `git` program the user already has. Every call is one process; nothing here
/// throws: when git is missing or fails, the answer is nil and the site simply has no history.
package struct Git: Sendable {
    /// The git executable.
    package let executable: URL
    /// The folder git runs in.
    package let directory: URL

    /// Git in `directory`, when a `git` executable is on the `PATH`.
    package init?(in directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let path = folders.lazy.map({ $0 + "/git" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        self.executable = URL(fileURLWithPath: path)
        self.directory = directory
    }

    /// Runs `git arguments…`, feeding it `input`; its standard output when it exits with 0.
    package func run(_ arguments: [String], input: Data? = nil) -> Data? {
        run(arguments, feeding: input.map { Subprocess.feeding([UInt8]($0)) })
    }

    /// `run`, with standard input written by `feeding` while git runs, and each piece of standard
    /// output handed to `reading` as it comes (see `Subprocess.run`).
    package func run(_ arguments: [String], feeding: (@Sendable (Int32) -> Void)?,
                     reading: ((ArraySlice<UInt8>) -> Void)? = nil) -> Data? {
        guard let result = result(arguments, feeding: feeding, reading: reading), result.status == 0 else { return nil }
        return Data(result.output)
    }

    /// `run`'s process, whatever its exit status; `withErrors`: what git says on standard error
    /// is collected with its output (in English, `LC_ALL=C`).
    package func result(_ arguments: [String], feeding: (@Sendable (Int32) -> Void)? = nil,
                        reading: ((ArraySlice<UInt8>) -> Void)? = nil, withErrors: Bool = false) -> Subprocess.Result? {
        // No pager, no prompts, no colours, no config that reshapes output, paths as bytes.
        let arguments = ["-C", directory.path, "-c", "core.quotepath=off", "-c", "log.showSignature=false", "-c", "diff.renames=true",
                         "--no-pager"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        environment.removeValue(forKey: "GIT_DIR")
        environment.removeValue(forKey: "GIT_WORK_TREE")
        return Subprocess.run(executable.path, arguments, environment: environment, feeding: feeding, reading: reading, withErrors: withErrors)
    }

    /// `run` as text.
    package func text(_ arguments: [String]) -> String? {
        run(arguments).flatMap { String(data: $0, encoding: .utf8) }
    }
}
