import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen shopping-list`: the merged ingredients of several recipes.
struct ShoppingListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "Merge the ingredients of recipes into one shopping list.",
        discussion: """
            The same ingredient from several recipes is one line, with amounts in compatible units added up; \
            recipes used inside a recipe (components) are expanded. Append *N to a file to scale it: pizza.md*2. \
            A meal plan (Content/plans/*.menu, *.yaml) adds every recipe of the plan at the plan's servings.
            """)

    @Argument(help: "Recipe files, optionally with a factor: pizza.md*2, or meal plans in Content/plans/.")
    var files: [String]

    @Option(name: .long, help: "text or json.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var requests: [(url: URL, path: String, factor: Double)] = []
        for argument in files {
            let (path, factor) = try Self.split(argument)
            requests.append((URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL, path, factor))
        }
        let root = requests.first.flatMap { SiteLocator.root(of: $0.url) }
        let index = try Self.index(root: root, files: requests.map(\.url), cwd: cwd)
        var entries: [ShoppingEntry] = []
        var extras: [Ingredient] = []
        for request in requests {
            if let plan = Self.plan(at: request.url, in: index) {
                entries += plan.shoppingEntries.map { ShoppingEntry(slug: $0.slug, factor: $0.factor * request.factor) }
                extras += plan.plan.extras
                continue
            }
            guard let recipe = index.recipes.first(where: { Loader.fileURL(of: $0.sourcePath, base: root ?? cwd) == request.url }) else {
                throw CommandFailure(Self.unusable(request.path, url: request.url, inSite: root != nil))
            }
            entries.append(ShoppingEntry(slug: recipe.slug, factor: request.factor))
        }
        var notes: [ExpansionNote] = []
        let items = ShoppingList.build(entries, extras: extras, index: index, notes: &notes)
        for note in notes { DiagnosticPrinter.standardError.write("note: \(note)\n") }
        switch format {
        case .text: try Output.write(ShoppingList.text(items) + "\n", to: nil)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try Output.write(String(decoding: try encoder.encode(items), as: UTF8.self) + "\n", to: nil)
        }
    }

    /// `pizza.md*2` → (`pizza.md`, 2).
    static func split(_ argument: String) throws -> (String, Double) {
        guard let star = argument.lastIndex(of: "*") else { return (argument, 1) }
        guard let factor = Double(argument[argument.index(after: star)...]), factor > 0, factor.isFinite else {
            throw ValidationError("'\(argument)': the factor after * must be a positive number, e.g. pizza.md*2")
        }
        return (String(argument[..<star]), factor)
    }

    /// The meal plan of the site whose source file is `url`, if it is one.
    static func plan(at url: URL, in index: SiteIndex) -> ResolvedPlan? {
        let root = index.contentRoot.deletingLastPathComponent()
        return index.plans.first { root.appendingPathComponent($0.plan.sourcePath).standardizedFileURL == url }
    }

    /// The whole site when the first file is in one (so components and plans resolve), with the
    /// files from outside it added; else just the files, wherever they are.
    static func index(root: URL?, files: [URL], cwd: URL) throws -> SiteIndex {
        let site = root ?? cwd
        var context = SiteContext(options: BuildOptions(source: site, output: site), dropInvalid: true)
        let printer = DiagnosticPrinter(root: site, color: DiagnosticPrinter.isTerminal)
        if root != nil {
            try Pipeline.run([.load], on: &context)
            printer.print((context.loaded?.diagnostics ?? []).filter { $0.severity == .error })
        }
        // Guides, quizzes and plans outside the site are not read as recipes: `unusable` says what they are.
        let outside = files.filter { RecipeFile.role(of: $0) == .recipe && (root == nil || SiteLocator.root(of: $0) != root) }
        let loose = try Loader.load(files: outside, base: site)
        printer.print(loose.diagnostics.filter { $0.severity == .error })
        if context.loaded != nil {
            context.loaded?.recipes += loose.recipes
            context.loaded?.failed += loose.failed
        } else {
            try Pipeline.run([.use(loose)], on: &context)
        }
        try Pipeline.run([.index], on: &context)
        return context.index!
    }

    /// Why a file named on the command line adds nothing to the list.
    static func unusable(_ path: String, url: URL, inSite: Bool) -> String {
        switch RecipeFile.role(of: url) {
        case .plan where SiteLocator.root(of: url) == nil:
            "\(path) is a meal plan outside a site; its recipes are found in the site it belongs to, so keep it in that site's Content/plans/"
        case .plan: "\(path) is a meal plan that could not be read; run 'cookgen build' to see why"
        case .recipe where inSite && SiteLocator.root(of: url) != nil: "\(path) is not a recipe that could be read; run 'cookgen build' to see why"
        case .recipe: "\(path) is not a recipe that could be read (see the errors above)"
        case .guide, .quiz, .other: RecipeArgument.notARecipe(path, url: url) ?? "\(path) is not a recipe file; give .md or .cook files or meal plans"
        }
    }
}
