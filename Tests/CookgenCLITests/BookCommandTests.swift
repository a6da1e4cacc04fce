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

    static func which(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return URL(fileURLWithPath: "\(folder)/\(name)")
        }
        return nil
    }
}
