import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen check`: the build's validation and the built pages' links, for people and CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the site without writing it: content, links, anchors, pictures, JSON-LD.",
        discussion: """
            Reports everything the build validates, plus internal links and #anchors that lead nowhere, \
            missing pictures and recipes without the JSON-LD fields search engines need. Exit status 1 on \
            errors (and on warnings with --strict), 2 when the site cannot be checked at all. \
            --format github prints workflow annotations (::error file=…,line=…,col=…::…).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @Option(name: .long, help: "The site folder (default: .).")
    var source: String = "."

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Option(name: .long, help: "text (for people, on standard error), json (an array on standard output) or github (workflow annotations).")
    var format: Format = .text

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let site = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        let report: SiteChecker.Report
        do {
            report = try SiteChecker.check(BuildOptions(source: site, output: site.appendingPathComponent("Public"),
                                                        defaultTheme: DefaultTheme.locate()))
        } catch {
            DiagnosticPrinter.standardError.write("error: \(CommandFailure.message(for: error))\n")
            throw ExitCode(2)
        }
        let diagnostics = report.diagnostics
        switch format {
        case .text:
            DiagnosticPrinter(root: site, color: DiagnosticPrinter.isTerminal).print(diagnostics)
            let (e, w) = (diagnostics.errorCount, diagnostics.warningCount)
            let summary = "Checked \(report.recipes) recipes and \(report.pages) pages: \(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s")."
            DiagnosticPrinter.standardError.write(summary + "\n")
        case .json:
            try Output.write(CheckOutput.json(diagnostics.collapsed()) + "\n", to: nil)
        case .github:
            let prefix = CheckOutput.pathPrefix(of: site, from: cwd)
            try Output.write(diagnostics.collapsed().map { CheckOutput.annotation($0, pathPrefix: prefix) + "\n" }.joined(), to: nil)
        }
        if diagnostics.hasErrors || strict && diagnostics.hasProblems { throw ExitCode.failure }
    }
}

/// The machine-readable forms of a check's diagnostics.
enum CheckOutput {
    /// `[{severity, id, message, file, line, column, hint}]`, keys sorted, absent values `null`.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let objects: [JSONValue] = diagnostics.map { d in
            ["severity": JSONValue(d.severity.rawValue), "id": JSONValue(d.id), "message": JSONValue(d.message),
             "file": JSONValue(d.location?.file) ?? .null, "line": JSONValue(d.location?.line) ?? .null,
             "column": JSONValue(d.location?.column) ?? .null, "hint": JSONValue(d.hint) ?? .null]
        }
        // Laid out as JSONSerialization's pretty printing, which wrote this output before.
        return JSONWriter.foundationStyle(.array(objects))
    }

    /// `::error file=Content/a.md,line=3,col=5,title=link-broken::message%0Ahint: …`
    static func annotation(_ d: Diagnostic, pathPrefix: String) -> String {
        var properties: [String] = []
        if let location = d.location {
            properties += ["file=" + property(pathPrefix + location.file), "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=" + property(d.id))
        let message = d.message + (d.hint.map { "\nhint: \($0)" } ?? "")
        // GitHub's workflow commands are `error`, `warning` and `notice`.
        return "::\(d.severity == .note ? "notice" : d.severity.rawValue) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// The site folder relative to the working folder (where CI resolves annotation paths), with a `/`.
    static func pathPrefix(of site: URL, from cwd: URL) -> String {
        let base = cwd.standardizedFileURL.resolvingSymlinksInPath().path
        let path = site.standardizedFileURL.resolvingSymlinksInPath().path
        guard path != base else { return "" }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) + "/" : path + "/"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
