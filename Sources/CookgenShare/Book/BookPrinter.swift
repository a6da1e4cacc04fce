import CookgenSupport
import CookgenSite
import Foundation

/// Prints the one-file book to PDF with a headless Chromium: Chromium's own print to PDF, with a
/// document outline made from the headings (chapters and recipes), fonts embedded, and page
/// numbers in the contents and index (see `printed(_:paper:)`).
public enum BookPrinter {
    /// A printed book, and what happened to its page numbers.
    public struct PrintedBook: Sendable {
        public var pdf: Data
        /// The page of each recipe, chapter and the index, as printed in the contents; nil when
        /// the PDF could not be read and the book was printed without them.
        public var pages: BookPages?
        /// How many times Chromium printed the book (two when all went as planned).
        public var prints: Int
        /// Something the person should know: numbers left out, or pages that kept moving.
        public var warning: String?
    }

    /// The book printed with page numbers: printed once with room kept for the numbers, the page
    /// of every recipe, chapter and the index read from that PDF's named destinations, then
    /// printed again with the numbers in, and that PDF read again to check nothing moved (up to
    /// one more print when something did).
    public static func printed(_ document: BookDocument, paper: BookPaper, browser: URL? = browser(),
                               timeout: TimeInterval = 600) throws -> PrintedBook {
        guard let browser else { throw Failure(description: installHint) }
        let book = document.book
        let anchors = Set(book.entries.map(\.anchor) + book.chapters.map { "ch-\($0.number)" } + (book.index.isEmpty ? [] : ["book-index"]))
        var prints = 0
        func print(_ pages: BookPages?) throws -> Data {
            prints += 1
            return try pdf(html: document.html(paper: paper, pages: pages), browser: browser, timeout: timeout)
        }
        func found(in pdf: Data) throws -> [String: Int] { try PDFFile(pdf).destinationPages().filter { anchors.contains($0.key) } }
        do {
            var pages = BookPages.reserved(digits: BookPages.digitsToReserve(for: book))
            pages.pages = try found(in: print(pages))
            if !pages.fits {
                pages = .reserved(digits: BookPages.digits(of: pages.pages.values.max() ?? 0))
                pages.pages = try found(in: print(pages))
            }
            for _ in 0..<2 {
                let pdf = try print(pages)
                let now = try found(in: pdf)
                if now == pages.pages {
                    let missing = anchors.subtracting(now.keys).count
                    return PrintedBook(pdf: pdf, pages: pages, prints: prints,
                                       warning: missing == 0 ? nil : "\(missing) of the book's contents lines have no page number (Chromium named no destination for them)")
                }
                pages = BookPages(digits: max(pages.digits, BookPages.digits(of: now.values.max() ?? 0)), pages: now)
            }
            return PrintedBook(pdf: try print(pages), pages: pages, prints: prints,
                               warning: "the pages kept moving between prints; some page numbers in the contents may be off by one")
        } catch let error as PDFFile.Failure {
            return PrintedBook(pdf: try print(nil), pages: nil, prints: prints,
                               warning: "the book is printed without page numbers: its PDF could not be read (\(error.description))")
        }
    }

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
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
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
