import ArgumentParser

/// The `cookgen` command and its subcommands.
public struct CookgenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cookgen",
        abstract: "Turn a folder of recipes into a fast, searchable, printable website.",
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, CheckCommand.self, ExportCommand.self, ImportCommand.self, ScaleCommand.self, ShoppingListCommand.self, HistoryCommand.self, BookCommand.self, NewCommand.self, InitCommand.self],
        defaultSubcommand: nil)

    public init() {}
}
