import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen export`: one recipe in another form, to send to a friend or another app.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print or write one recipe in another format.",
        discussion: """
            html: one self-contained file (styles, picture and JSON-LD inside) that opens offline and prints \
            as a card. jsonld: schema.org Recipe. cook: Cooklang. markdown: cookgen's own format. json: the \
            parsed model; the schema is in the README. Every format reads back with 'cookgen import'.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, jsonld, cook, markdown, json

        var core: ExportFormat { ExportFormat(rawValue: rawValue)! }
    }

    @Argument(help: "The recipe file (.md or .cook).")
    var file: String

    @Option(name: .long, help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Multiply every amount by this factor.")
    var factor: Double?

    @Option(name: .long, help: "Scale to this many servings.")
    var servings: Int?

    @Option(name: .long, help: "Convert to metric or us units.")
    var units: ScaleCommand.UnitSystem?

    func validate() throws {
        if factor != nil, servings != nil { throw ValidationError("give --factor or --servings, not both") }
        if let factor, !(factor > 0 && factor.isFinite) { throw ValidationError("--factor must be a positive number") }
        if let servings, servings < 1 { throw ValidationError("--servings must be at least 1") }
    }

    func run() throws {
        let recipe = try RecipeArgument.load(file)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard format != .json else {
            try Output.write(RecipeJSON.string(try adjusted(recipe)), to: output)
            return
        }
        let url = URL(fileURLWithPath: file, relativeTo: cwd).standardizedFileURL
        guard let standalone = RecipeExporter.standalone(file: url, defaultTheme: DefaultTheme.locate()) else {
            throw CommandFailure("\(file) cannot be read as a recipe; run 'cookgen check' to see why")
        }
        if format == .html, !standalone.exporter.canExportHTML {
            DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(standalone.relocated(standalone.diagnostics, to: file))
            throw CommandFailure("no theme with export.mustache was found; set COOKGEN_THEME_DIR to cookgen's Templates folder")
        }
        let folder = output.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.deletingLastPathComponent() } ?? cwd
        let (text, problems) = standalone.exporter.export(try adjusted(standalone.recipe), as: format.core, links: .folder(folder))
        let warnings = standalone.diagnostics.filter { $0.id == "image-missing" } + problems
        DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(standalone.relocated(warnings, to: file))
        try Output.write(text, to: output)
    }

    /// The recipe scaled and converted as asked.
    private func adjusted(_ recipe: Recipe) throws -> Recipe {
        var result = recipe
        if let factor { result = result.scaled(by: factor) }
        if let servings {
            guard let scaled = result.scaled(toServings: servings) else {
                throw CommandFailure("\(file) does not say how many servings it makes; use --factor instead")
            }
            result = scaled
        }
        if let units { result = result.converted(to: units == .us ? .us : .metric) }
        return result
    }
}

/// Loading the recipe named on the command line, with its problems printed.
enum RecipeArgument {
    /// The parsed recipe; prints diagnostics and exits 1 when it cannot be read.
    static func load(_ path: String) throws -> Recipe {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        if let message = notARecipe(path, url: url) { throw CommandFailure(message) }
        let (recipe, diagnostics) = RecipeFile.load(url, displayPath: path)
        DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(diagnostics)
        guard let recipe, !diagnostics.hasErrors else { throw ExitCode.failure }
        return recipe
    }
}

extension RecipeArgument {
    /// What a guide, quiz or meal plan given to a recipe command is, and the command that fits it;
    /// nil for recipes and other files (their own errors say what is wrong).
    static func notARecipe(_ path: String, url: URL) -> String? {
        switch RecipeFile.role(of: url) {
        case .guide: "\(path) is a guide, not a recipe; 'cookgen build' makes it a page of the site ('cookgen serve' to preview it)"
        case .quiz: "\(path) is a quiz, not a recipe; 'cookgen build' makes it a page of the site ('cookgen serve' to preview it)"
        case .plan: "\(path) is a meal plan, not a recipe; 'cookgen shopping-list \(path)' lists what to buy for it, 'cookgen build' makes its page"
        case .recipe, .other: nil
        }
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
