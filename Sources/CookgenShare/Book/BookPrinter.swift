import CookgenSupport
import Foundation

/// Prints the one-file book to PDF with a headless Chromium: Chromium's own print to PDF, with a
/// document outline made from the headings (chapters and recipes), fonts embedded.
public enum BookPrinter {
    /// Why no PDF was made.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Chromium or Chrome: `$COOKGEN_CHROMIUM`, else the first of the usual names on `PATH`.
    public static func browser(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let chosen = environment["COOKGEN_CHROMIUM"]?.nonEmpty { return URL(fileURLWithPath: chosen) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return URL(fileURLWithPath: folder + "/" + name)
            }
        }
        return nil
    }

    /// What to do without a browser.
    public static let installHint = """
        no Chromium was found to print the PDF; install one (Debian and Ubuntu: 'apt-get install chromium', \
        and 'fonts-noto-cjk' for Chinese, Japanese or Korean recipes) or set COOKGEN_CHROMIUM to its path — \
        or write the book with '--format html', open it in a browser and choose Print → Save as PDF
        """

    /// The PDF of `html`; throws `Failure` when there is no browser or it does not make one in `timeout` seconds.
    public static func pdf(html: String, browser: URL? = browser(), timeout: TimeInterval = 600) throws -> Data {
        guard let browser else { throw Failure(description: installHint) }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("cookgen-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("book.html"), output = work.appendingPathComponent("book.pdf")
        try Data(html.utf8).write(to: page)
        let process = Process()
        process.executableURL = browser
        var arguments = ["--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                         "--user-data-dir=" + work.appendingPathComponent("profile").path,
                         "--no-pdf-header-footer", "--generate-pdf-document-outline", "--run-all-compositor-stages-before-draw",
                         "--print-to-pdf=" + output.path]
        // Chromium refuses to run as root inside its sandbox (containers, CI).
        if geteuid() == 0 { arguments.insert("--no-sandbox", at: 0) }
        process.arguments = arguments + [page.absoluteString]
        let log = work.appendingPathComponent("chromium.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(description: "\(browser.path) could not be started (\(error.localizedDescription)); " + installHint)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Failure(description: "\(browser.path) did not print the book within \(Int(timeout)) seconds")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let pdf = try? Data(contentsOf: output), pdf.starts(with: Data("%PDF".utf8)) else {
            let said = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").suffix(3).joined(separator: "\n") ?? ""
            throw Failure(description: "\(browser.path) made no PDF (exit status \(process.terminationStatus))" + (said.isEmpty ? "" : ":\n" + said))
        }
        return pdf
    }
}
