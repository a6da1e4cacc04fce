import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen import`: a recipe someone sent, or a saved recipe page, into the cookbook.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add recipes from a file or a saved web page to the cookbook.",
        discussion: """
            Reads schema.org Recipe JSON-LD (a .json file, or a saved page with application/ld+json blocks), \
            a card from 'cookgen export --format html', a .cook file or a cookgen .md file (at most 10 MB), and \
            the exports of other apps: Paprika (.paprikarecipes, .paprikarecipe), Nextcloud Cookbook (a folder \
            or zip of <name>/recipe.json), Mealie (recipe JSON or export zip), Tandoor (export zip), MealMaster \
            (.mmf, .mm, .txt) and Recipe Keeper (its zip). Given a folder, it imports every supported file in it. \
            Each recipe becomes a file (.cook for Cooklang recipes, else .md) named after the title, its \
            pictures beside it. Existing files are never replaced without --force.
            """)

    @Argument(help: "The file or folder to import, or - for standard input.")
    var file: String

    @Option(name: .long, help: "Read the input as this format instead of detecting it: \(ImportFormat.allCases.map(\.rawValue).joined(separator: "|")).")
    var from: ImportFormat?

    @Option(name: .long, help: "Where to write (default: Content/recipes/imported in the current site, else the current folder).")
    var into: String?

    @Flag(name: .customLong("dry-run"), help: "Print what would be written, and the recipe, without writing.")
    var dryRun = false

    @Flag(name: .long, help: "Replace files that already exist.")
    var force = false

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let destination = into.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? Self.defaultFolder(cwd)
        let (data, folder): (Data, URL?)
        switch try source(cwd: cwd) {
        case .collection(let input): return try importCollection(input, into: destination, cwd: cwd)
        case .single(let bytes, let place): (data, folder) = (bytes, place)
        }
        let cookbook = Self.cookbook(of: destination)
        let (plans, diagnostics) = RecipeImporter.plans(data: data, name: file == "-" ? "<stdin>" : file, folder: folder, cookbook: cookbook)
        DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(diagnostics)
        guard !plans.isEmpty, !diagnostics.hasErrors else { throw ExitCode.failure }
        if dryRun {
            for plan in plans {
                for file in plan.files { print("would write \(destination.appendingPathComponent(file.name).path) (\(file.data.count) bytes)") }
                print(String(decoding: plan.files[0].data, as: UTF8.self))
            }
            return
        }
        do {
            let written = try ImportWriter.write(plans, into: destination, force: force)
            for url in written { print("wrote \(Self.display(url, cwd: cwd))") }
        } catch {
            throw CommandFailure(CommandFailure.message(for: error))
        }
    }

    /// The recipes of the cookbook it goes into, so uses of recipes it lacks can be unlinked.
    static func cookbook(of destination: URL) -> [Recipe]? {
        SiteLocator.root(of: destination.appendingPathComponent("x")).flatMap { root -> [Recipe]? in
            var context = SiteContext(options: BuildOptions(source: root, output: root), dropInvalid: true)
            return (try? Pipeline.run([.load], on: &context)).flatMap { context.loaded?.recipes }
        }
    }

    /// `Content/recipes/imported` of the site the current folder is in, else the current folder.
    static func defaultFolder(_ cwd: URL) -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: cwd.appendingPathComponent("Content").path, isDirectory: &isDirectory), isDirectory.boolValue {
            return cwd.appendingPathComponent("Content/recipes/imported")
        }
        if let site = SiteLocator.root(of: cwd.appendingPathComponent("x")) { return site.appendingPathComponent("Content/recipes/imported") }
        return cwd
    }

    static func display(_ url: URL, cwd: URL) -> String {
        let base = cwd.resolvingSymlinksInPath().path + "/"
        let path = url.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
