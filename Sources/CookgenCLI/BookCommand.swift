import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen book`: the cookbook, or a chapter, tag or plan of it, as one printable HTML file, a PDF or an EPUB.
struct BookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Write the cookbook as a book: HTML to print, PDF, or EPUB.",
        discussion: """
            html: one self-contained file (styles and pictures inside) that prints as a book: a cover, contents, \
            every recipe on its own pages, an index. pdf: that file printed by a headless Chromium. epub: an \
            EPUB 3 for e-readers and phones. Recipes with errors are left out (run 'cookgen check' to see them).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case html, pdf, epub }
    enum Paper: String, ExpressibleByArgument, CaseIterable { case a4, letter, a5 }

    @Option(name: .long, help: "The site folder.")
    var source = "."

    @Option(name: .long, help: "Only this category (its name or URL name).")
    var category: String?

    @Option(name: .long, help: "Only recipes with this tag.")
    var tag: String?

    @Option(name: .long, help: "Only the recipes of this meal plan (its title or file name).")
    var plan: String?

    @Option(name: .long, help: "Scale every recipe that says how many it serves to this many servings.")
    var servings: Int?

    @Option(name: .long, help: "Convert to metric or us units.")
    var units: ScaleCommand.UnitSystem?

    @Option(name: .long, help: "Paper for html and pdf: \(Paper.allCases.map(\.rawValue).joined(separator: ", ")).")
    var paper: Paper = .a4

    @Option(name: .long, help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format

    @Option(name: [.customShort("o"), .long], help: "The file to write (html may go to standard output).")
    var output: String?

    func validate() throws {
        if let servings, servings < 1 { throw ValidationError("--servings must be at least 1") }
        if output == nil, format != .html { throw ValidationError("--format \(format.rawValue) needs -o FILE") }
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let site = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        var context = SiteContext(options: BuildOptions(source: site, output: site.appendingPathComponent("Public"), defaultTheme: DefaultTheme.locate()),
                                  dropInvalid: true)
        do { try Pipeline.run(Pipeline.read, on: &context) } catch {
            throw CommandFailure(CommandFailure.message(for: error))
        }
        DiagnosticPrinter(root: site, color: DiagnosticPrinter.isTerminal).print(context.diagnostics.filter { $0.severity == .error })
        guard let index = context.index, let theme = context.theme else {
            throw CommandFailure("the theme could not be read (see the errors above)")
        }
        let request = BookRequest(selection: BookSelection(category: category, tag: tag, plan: plan), servings: servings,
                                  units: units.map { $0 == .us ? .us : .metric }, paper: BookPaper(rawValue: paper.rawValue) ?? .a4)
        let data: Data
        do {
            switch format {
            case .html: data = Data(try BookDocument(index: index, theme: theme, request: request).html(paper: request.paper).utf8)
            case .pdf: data = try BookPrinter.pdf(html: try BookDocument(index: index, theme: theme, request: request).html(paper: request.paper))
            case .epub: data = try EPUBWriter.data(index: index, theme: theme, request: request)
            }
        } catch let error as BookSelectionError {
            throw CommandFailure(error.description)
        } catch let error as BookPrinter.Failure {
            throw CommandFailure(error.description)
        }
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output, relativeTo: cwd), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(output): \(error.localizedDescription)")
        }
    }
}
