import ArgumentParser
import CookgenSupport
import CookgenSite
import Foundation

/// `cookgen history`: the versions of a recipe from git and its cook's log, newest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Print how a recipe changed (from git) and how it went (its cook's log).",
        discussion: """
            The same timeline as the History section of the recipe's page: each commit's date, message and \
            what changed in cooking terms, and the entries of the recipe's 'log:'.
            """)

    @Argument(help: "The recipe file (.md or .cook).")
    var file: String

    @Option(name: .long, help: "Language of the words around the changes (default: the site's).")
    var lang: String?

    func run() throws {
        let recipe = try RecipeArgument.load(file)
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        // Commit messages and log notes are anyone's text: printed without control characters.
        try Output.write(TerminalText.safe(HistoryText.text(for: recipe, file: url, defaultTheme: DefaultTheme.locate(), language: lang)), to: nil)
    }
}
