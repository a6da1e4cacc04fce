import ArgumentParser
import CookgenCore
import Foundation

/// `cookgen export`: one recipe in another form.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print or write one recipe in another format.",
        discussion: "json: the parsed model (metadata, ingredients, cookware, timers, sections of steps); the schema is in the README.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    @Argument(help: "The recipe file (.md or .cook).")
    var file: String

    @Option(name: .long, help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        let recipe = try RecipeArgument.load(file)
        let text: String
        switch format {
        case .json: text = RecipeJSON.string(recipe)
        }
        try Output.write(text, to: output)
    }
}

/// Loading the recipe named on the command line, with its problems printed.
enum RecipeArgument {
    /// The parsed recipe; prints diagnostics and exits 1 when it cannot be read.
    static func load(_ path: String) throws -> Recipe {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let (recipe, diagnostics) = RecipeFile.load(url, displayPath: path)
        DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(diagnostics)
        guard let recipe, !diagnostics.hasErrors else { throw ExitCode.failure }
        return recipe
    }
}

/// Writing a command's result to a file or standard output.
enum Output {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
