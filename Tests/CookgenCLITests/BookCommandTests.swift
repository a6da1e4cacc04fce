import Foundation
import Testing

/// `cookgen book` as a person runs it: html, epub (checked by epubcheck when it is installed) and
/// pdf (when a Chromium is installed; its text must hold every recipe title).
@Suite struct BookCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleTitles = ["Oat and Buttermilk Pancakes", "Pizza Dough", "Margherita Pizza", "Country Sourdough Loaf"]

    @Test func htmlForTheSampleAndASelectionIsTheSameBytesEveryTime() throws {
        let dir = CLI.temporaryDirectory("book-html")
        let all = try CLI.run(["book", "--source", Self.root.path, "--format", "html", "-o", dir.appendingPathComponent("all.html").path])
        #expect(all.status == 0, "\(all.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("all.html"), encoding: .utf8)
        for title in Self.sampleTitles { #expect(html.contains(title)) }
        let again = try CLI.run(["book", "--source", Self.root.path, "--format", "html"])
        #expect(again.stdout == html)
        let baking = try CLI.run(["book", "--source", Self.root.path, "--category", "baking", "--paper", "a5", "--format", "html"])
        #expect(baking.stdout.contains("<h3>Country Sourdough Loaf</h3>") && !baking.stdout.contains("<h3>Margherita Pizza</h3>"))
        #expect(baking.stdout.contains("size:A5"))
        let wrong = try CLI.run(["book", "--source", Self.root.path, "--tag", "no-such-tag", "--format", "html"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("no tag 'no-such-tag'"))
        let missing = try CLI.run(["book", "--source", Self.root.path, "--format", "epub"])
        #expect(missing.status != 0 && missing.stderr.contains("-o FILE"))
    }

    @Test(arguments: ["", "Examples/kochen-mit-kindern"])
    func epubPassesEpubcheck(site: String) throws {
        let dir = CLI.temporaryDirectory("book-epub")
        let out = dir.appendingPathComponent("book.epub")
        let run = try CLI.run(["book", "--source", Self.root.appendingPathComponent(site).path, "--format", "epub", "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try Data(contentsOf: out)
        _ = try CLI.run(["book", "--source", Self.root.appendingPathComponent(site).path, "--format", "epub", "-o", out.path])
        #expect(try Data(contentsOf: out) == first, "the same site gives the same EPUB")
        let jar = URL(fileURLWithPath: "/usr/share/java/epubcheck.jar")
        guard FileManager.default.fileExists(atPath: jar.path), let java = Self.which("java") else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("epubcheck is not installed (.ci/run installs it)") }
            return
        }
        let check = try CLI.runProgram(java, ["-jar", jar.path, out.path])
        #expect(check.status == 0, "\(check.stdout)\n\(check.stderr)")
        #expect(check.stdout.contains("0 fatals / 0 errors"), "\(check.stdout)")
    }

    @Test func pdfHoldsEveryRecipeTitle() throws {
        guard let pdftotext = Self.which("pdftotext"), Self.which("chromium") != nil else { return }
        let dir = CLI.temporaryDirectory("book-pdf")
        let out = dir.appendingPathComponent("baking.pdf")
        let run = try CLI.run(["book", "--source", Self.root.path, "--category", "baking", "--format", "pdf", "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try CLI.runProgram(pdftotext, [out.path, "-"]).stdout.replacingOccurrences(of: "\n", with: " ")
        for title in ["Country Sourdough Loaf", "Pizza Dough", "Banana Walnut Bread"] { #expect(text.contains(title), "\(title) is not in the PDF") }
        let without = try CLI.run(["book", "--source", Self.root.path, "--format", "pdf", "-o", out.path], environment: ["COOKGEN_CHROMIUM": "/nonexistent/chromium"])
        #expect(without.status == 1)
        #expect(without.stderr.contains("Save as PDF"))
    }

    /// A PDF of more than 1,000 recipes at once is refused with the chapters to print instead,
    /// unless `--all` asks for it; HTML is written whole.
    @Test func aHugeBookIsPrintedAChapterAtATime() throws {
        var files = ["cookgen.yaml": "title: Big\n"]
        for n in 1...1001 {
            let category = n % 2 == 0 ? "Baking" : "Soups"
            files["Content/recipes/r\(n).md"] = "---\ntitle: Recipe \(n)\ncategories: [\(category)]\n---\n## Ingredients\n- 1 egg\n## Steps\n1. Cook.\n"
        }
        let site = try CLI.site(files)
        let out = site.appendingPathComponent("book.pdf").path
        let refused = try CLI.run(["book", "--source", site.path, "--format", "pdf", "-o", out])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("1001 recipes") && refused.stderr.contains("--category baking  (500 recipes)")
                && refused.stderr.contains("--category soups  (501 recipes)") && refused.stderr.contains("--all"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let chapter = try CLI.run(["book", "--source", site.path, "--category", "soups", "--format", "pdf", "-o", out],
                                  environment: ["COOKGEN_CHROMIUM": "/nonexistent/chromium"])
        #expect(chapter.stderr.contains("Save as PDF"), "a chapter goes on to the printer")
        let all = try CLI.run(["book", "--source", site.path, "--all", "--format", "pdf", "-o", out], environment: ["COOKGEN_CHROMIUM": "/nonexistent/chromium"])
        #expect(all.stderr.contains("Save as PDF"), "--all goes on to the printer")
        let html = try CLI.run(["book", "--source", site.path, "--format", "html"])
        #expect(html.status == 0 && html.stdout.contains("<h3>Recipe 1001</h3>"))
    }

    /// Chromium and pdftotext are there, or this is CI, where their absence is a failure.
    static let canPrint = (which("chromium") != nil && which("pdftotext") != nil) || ProcessInfo.processInfo.environment["CI"] != nil

    /// Printed on each paper, German too: every recipe's page number in the contents is the page
    /// that starts with its title (under its chapter's running header), the index line points at
    /// the index, and every page but the cover has its own number in the footer.
    @Test(.enabled(if: canPrint, "needs Chromium and pdftotext to print and read the book (apt-get install chromium poppler-utils)"),
          arguments: [("", "a4"), ("", "letter"), ("", "a5"), ("Examples/kochen-mit-kindern", "a5"), ("Examples/kochen-mit-kindern", "a4")])
    func contentsPageNumbersAreWhereEachRecipeStarts(site: String, paper: String) throws {
        let source = Self.root.appendingPathComponent(site).path
        let html = try CLI.run(["book", "--source", source, "--paper", paper, "--format", "html"]).stdout
        let out = CLI.temporaryDirectory("book-pages").appendingPathComponent("book-\(paper).pdf")
        let run = try CLI.run(["book", "--source", source, "--paper", paper, "--format", "pdf", "-o", out.path])
        #expect(run.status == 0 && !run.stderr.contains("warning"), "\(run.stderr)")
        let pdftotext = try #require(Self.which("pdftotext"), "pdftotext is not installed (apt-get install poppler-utils)")
        let pages = try CLI.runProgram(pdftotext, ["-layout", out.path, "-"]).stdout.components(separatedBy: "\u{0C}").dropLast().map { $0 }
        let flat = pages.map { Self.normalized($0) }

        // Every page but the cover ends with its number (the footer: the book's title, the page).
        for (i, page) in pages.enumerated().dropFirst() {
            let last = page.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(last?.split(separator: " ").last.map(String.init) == String(i + 1), "page \(i + 1) ends with '\(last ?? "")'")
        }
        // The contents: from page 2 to the page before the first chapter's.
        let chapters = Self.matches(##"<li><a href="#ch-\d+">([^<]*)</a>"##, in: html)
        let entries = Self.matches(##"<li><a href="#r-\d+"><span class="book-no">(\d+)</span> ([^<]*)</a></li>"##, in: html)
        #expect(entries.count >= 14 && !chapters.isEmpty)
        let firstChapter = try #require(Self.number(after: Self.normalized(Self.decoded(chapters[0][0])), in: flat[1]))
        let contents = flat[1..<(firstChapter - 1)].joined(separator: " ")
        var previous = firstChapter
        var chapter = 0
        for entry in entries {
            let (n, title) = (entry[0], Self.normalized(Self.decoded(entry[1])))
            let page = try #require(Self.number(after: "\(n) \(title)", in: contents), "no page number for \(n) \(title)")
            #expect(page > previous, "\(title) on page \(page), after page \(previous)")
            previous = page
            guard page <= flat.count else { Issue.record("\(title): page \(page) of \(flat.count)"); continue }
            // The recipe's page: its chapter's name in the header, then its title and number.
            while chapter + 1 < chapters.count, let start = Self.number(after: Self.normalized(Self.decoded(chapters[chapter + 1][0])), in: contents), start < page {
                chapter += 1
            }
            let header = Self.normalized(Self.decoded(chapters[chapter][0]))
            let top = Self.normalized(Self.normalized(pages[page - 1], joiningHyphens: false).replacingOccurrences(of: " \(n) ", with: " "))
            #expect(top.hasPrefix("\(header) \(title)"), "page \(page) does not start with \(title): \(top.prefix(120))")
        }
        let lastTitle = Self.normalized(Self.decoded(try #require(entries.last)[1]))
        let index = try #require(Self.number(after: site.isEmpty ? "Index" : "Register", in: contents.components(separatedBy: " \(lastTitle) ").last ?? ""))
        #expect(flat[index - 1].hasPrefix(site.isEmpty ? "Index The numbers are page numbers." : "Register Die Zahlen sind Seitenzahlen."))
    }

    /// White space as single spaces; a line broken after a hyphen ("Erbsen-" and "Dip") joined again.
    static func normalized(_ text: String, joiningHyphens: Bool = true) -> String {
        let spaced = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return joiningHyphens ? spaced.replacingOccurrences(of: "- ", with: "-") : spaced
    }

    static func decoded(_ html: String) -> String {
        html.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The number right after the first `words` in `text`.
    static func number(after words: String, in text: String) -> Int? {
        guard let range = text.range(of: words + " ") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The captured groups of every match of `pattern`.
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    static func which(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return URL(fileURLWithPath: "\(folder)/\(name)")
        }
        return nil
    }
}
