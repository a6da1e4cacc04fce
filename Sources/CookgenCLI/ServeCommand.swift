import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import CookgenServer
import Foundation

/// `cookgen serve`: a preview of the site that rebuilds and reloads as files change.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it, serve it, rebuild and reload the browser on every change.",
        discussion: """
            The site is built into memory (Public/ is not touched) and served on 127.0.0.1. Changes to \
            Content/, Templates/ and cookgen.yaml rebuild what they affect and reload the open pages; \
            errors show in the page until they are fixed.
            """)

    @Option(name: .long, help: "The site folder, holding Content/ and optionally Templates/ and cookgen.yaml.")
    var source: String = "."

    @Option(name: .long, help: "Address to listen on. Anything but a loopback address shows the preview to your network.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "Port to listen on (0: any free port).")
    var port: Int = 8080

    @Flag(name: .long, help: "Open the site in the default browser.")
    var open = false

    @Flag(name: .long, help: "Poll for changes instead of using the system's change notification.")
    var poll = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        var options = PreviewServer.Options(source: root, defaultTheme: DefaultTheme.locate())
        options.host = host
        options.port = port
        options.forcePolling = poll
        if !PreviewServer.isLoopback(host) {
            DiagnosticPrinter.standardError.write(
                "warning: serving on \(host): anyone who can reach this machine can see the preview. Use --host 127.0.0.1 to keep it to yourself.\n")
        }
        let printer = DiagnosticPrinter(root: root, color: DiagnosticPrinter.isTerminal)
        let open = open
        let server = PreviewServer(options: options) { event in
            switch event {
            case .listening(let url):
                FileHandle.standardOutput.write(Data("Serving \(root.lastPathComponent) at \(url.absoluteString) — press Ctrl-C to stop.\n".utf8))
                if open { Browser.open(url) }
            case .built(let summary, let diagnostics):
                printer.print(diagnostics)
                DiagnosticPrinter.standardError.write("\(Clock.now) \(summary)\(Self.counts(diagnostics))\n")
            case .watching(let how):
                DiagnosticPrinter.standardError.write(how + "\n")
            }
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        // The commands are synchronous; the server runs on the concurrency pool meanwhile.
        Task {
            do { try await server.run() } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            DiagnosticPrinter.standardError.write("error: \(CommandFailure.message(for: error))\n")
            throw ExitCode(2)
        }
    }

    private static func counts(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.isEmpty ? "" : " (\(diagnostics.errorCount) errors, \(diagnostics.warningCount) warnings)"
    }

    /// Where the server's failure travels from its task to the command.
    private final class Outcome: @unchecked Sendable {
        var error: Error?
    }
}

/// Opens a URL in the default browser, if there is one (`open` on macOS, `xdg-open` elsewhere).
enum Browser {
    static func open(_ url: URL) {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(opener) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let process = Process()
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            guard let path else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: opener]) }
            process.executableURL = path
            try process.run()
        } catch {
            DiagnosticPrinter.standardError.write("note: no browser opened (\(opener): \(error.localizedDescription)); open \(url.absoluteString) yourself.\n")
        }
    }
}

/// `14:03:07`, for log lines.
enum Clock {
    static var now: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
