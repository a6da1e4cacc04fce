import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen build`: the whole pipeline, with diagnostics printed for people and CI.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from Content/ into the output folder.",
        discussion: """
            The output folder is replaced only when the build succeeds; a failed build leaves \
            the previous output as it was. Problems are printed as path:line:col: error: message [id].
            """)

    @Option(name: .long, help: "The site folder, holding Content/ and optionally Templates/ and cookgen.yaml.")
    var source: String = "."

    @Option(name: .long, help: "Where to write the site (default: Public inside the site folder).")
    var output: String?

    @Option(name: .customLong("base-url"), help: "Absolute URL the site is published under, for the sitemap, feed and canonical links.")
    var baseURL: String?

    @Option(name: .long, help: "UI language (en, de, nl, fr, es, sv, zh); overrides cookgen.yaml.")
    var lang: String?

    @Flag(name: .customLong("keep-going"), help: "Skip recipes with errors and build the rest (still exits 1).")
    var keepGoing = false

    @Flag(name: .customLong("warnings-as-errors"), help: "Treat warnings as errors (for CI).")
    var warningsAsErrors = false

    @Flag(name: .long, help: "Also write a .gz copy beside every HTML, CSS, JS, XML, JSON and SVG file.")
    var compress = false

    @Flag(name: .long, help: "Print only problems.")
    var quiet = false

    @Flag(name: .long, help: "Build even when nothing changed since the last build.")
    var force = false

    @Option(name: .long, help: "Threads for per-recipe work (default: all cores).")
    var threads: Int?

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://")) {
            throw ValidationError("--base-url must be an absolute http(s) URL, e.g. https://example.org/recipes/")
        }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sourceURL = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        let outputURL = output.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
            ?? sourceURL.appendingPathComponent("Public")
        var options = BuildOptions(source: sourceURL, output: outputURL, defaultTheme: DefaultTheme.locate())
        options.baseURL = baseURL
        options.language = lang
        options.keepGoing = keepGoing
        options.warningsAsErrors = warningsAsErrors
        options.compress = compress
        options.force = force
        if let threads { options.threads = threads }
        options.endsProcess = true
        let line = ProgressLine.wanted(quiet: quiet) ? ProgressLine() : nil
        if let line { options.progress = { line.update($0) } }
        let report: BuildReport
        do {
            report = try Builder.build(options)
            line?.clear()
        } catch {
            line?.clear()
            DiagnosticPrinter.standardError.write("error: \(CommandFailure.message(for: error))\n")
            throw ExitCode(2)
        }
        DiagnosticPrinter(root: sourceURL, color: !quiet && DiagnosticPrinter.isTerminal).print(report.diagnostics.map(CommandFailure.namingOptions))
        if !quiet { DiagnosticPrinter.standardError.write(Summary.line(report, options: options) + "\n") }
        if report.failed(warningsAsErrors: warningsAsErrors) { throw ExitCode.failure }
    }
}

/// The closing line of a build.
enum Summary {
    static func line(_ report: BuildReport, options: BuildOptions) -> String {
        let d = report.diagnostics
        let time = String(format: "%.2f", report.seconds)
        let counts = "\(ProgressLine.grouped(report.recipes)) recipes, \(ProgressLine.grouped(report.pages)) pages, \(ProgressLine.grouped(report.files)) files"
        if report.upToDate {
            return "Up to date: \(counts) in \(options.output.path), unchanged since the last build (\(time) s; --force rebuilds)."
        }
        let problems = "\(d.errorCount) error\(d.errorCount == 1 ? "" : "s"), \(d.warningCount) warning\(d.warningCount == 1 ? "" : "s")"
        guard report.wrote else {
            return "Nothing written (\(problems)); \(options.output.path) is unchanged. Fix the errors above, or pass --keep-going to build the rest."
        }
        let kept = report.kept > 0 ? ", \(ProgressLine.grouped(report.kept)) unchanged" : ""
        return "Built \(counts)\(kept) into \(options.output.path) in \(time) s (\(problems))."
    }
}
