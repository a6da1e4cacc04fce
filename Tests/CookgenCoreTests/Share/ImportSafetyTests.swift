import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// Import treats every input as hostile: names, paths, sizes, pictures, and text that ends
/// up in the built site.
@Suite struct ImportSafetyTests {
    @Test(arguments: [
        ("Crème Brûlée", "crème-brûlée"), ("../../etc/passwd", "etc-passwd"), (".hidden", "hidden"), ("CON", "con-recipe"),
        ("index", "index-recipe"), ("鸡蛋饼", "鸡蛋饼"), ("", "recipe"), ("!!!", "recipe"), ("a/b\\c:d*e?f\"g<h>i|j", "a-b-c-d-e-f-g-h-i-j"),
        ("Tab\tand\nnewline\u{202E}bidi", "tab-and-newline-bidi"), ("Mum's Pie (v2.0)", "mum-s-pie-v2-0"),
    ])
    func fileNamesAreSafe(_ title: String, _ expected: String) {
        #expect(SafeFileName.stem(from: title) == expected)
    }

    @Test func longTitlesAreCut() {
        let stem = SafeFileName.stem(from: String(repeating: "ä", count: 500))
        #expect(stem.count <= SafeFileName.maximumCharacters)
        #expect(stem.utf8.count <= 160)
    }

    static func plan(_ name: String, _ text: String = "---\ntitle: A\n---\n") -> ImportPlan {
        ImportPlan(title: "A", files: [ImportPlan.File(name: name, data: Data(text.utf8))])
    }

    static func folder() throws -> URL {
        let url = Scratch.root.appendingPathComponent("cookgen-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func neverOverwritesWithoutForceNorWritesThroughLinks() throws {
        let into = try Self.folder()
        _ = try ImportWriter.write([Self.plan("a.md")], into: into, force: false)
        #expect(throws: ImportRefusal.self) { try ImportWriter.write([Self.plan("a.md", "changed")], into: into, force: false) }
        #expect(try String(contentsOf: into.appendingPathComponent("a.md"), encoding: .utf8) == "---\ntitle: A\n---\n")
        _ = try ImportWriter.write([Self.plan("a.md", "changed")], into: into, force: true)
        #expect(try String(contentsOf: into.appendingPathComponent("a.md"), encoding: .utf8) == "changed")
        let outside = try Self.folder().appendingPathComponent("victim.md")
        try "keep".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: into.appendingPathComponent("b.md"), withDestinationURL: outside)
        #expect(throws: ImportRefusal.self) { try ImportWriter.write([Self.plan("b.md")], into: into, force: true) }
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep")
        for bad in ["../x.md", ".x.md", "a/b.md", ""] {
            #expect(throws: ImportRefusal.self) { try ImportWriter.write([Self.plan(bad)], into: into, force: true) }
        }
    }

    @Test func aRefusalWritesNothing() throws {
        let into = try Self.folder()
        try "old".write(to: into.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        #expect(throws: ImportRefusal.self) { try ImportWriter.write([Self.plan("a.md"), Self.plan("b.md")], into: into, force: false) }
        #expect(!FileManager.default.fileExists(atPath: into.appendingPathComponent("a.md").path))
    }

    @Test func aLinkedFolderIsWrittenIntoNotAround() throws {
        let real = try Self.folder()
        let link = try Self.folder().appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let written = try ImportWriter.write([Self.plan("a.md")], into: link, force: false)
        #expect(written.first?.deletingLastPathComponent().path == real.resolvingSymlinksInPath().path)
    }

    @Test func inputIsSizeLimited() {
        let big = Data(repeating: 0x20, count: RecipeImporter.maximumInputBytes + 1)
        let (plans, problems) = RecipeImporter.plans(data: big, name: "big.json", folder: nil)
        #expect(plans.isEmpty)
        #expect(problems.map(\.id) == ["import-too-large"])
    }

    @Test func dataURLsMustBePictures() {
        #expect(ImageData.decode(dataURL: "data:text/html;base64,PHNjcmlwdD4=").isFailure)
        #expect(ImageData.decode(dataURL: "data:image/png;base64," + Data("not a png".utf8).base64EncodedString()).isFailure)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>"#
        if case .failure(let problem) = ImageData.decode(dataURL: "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()) {
            #expect(problem == .unsafeSVG)
        } else {
            Issue.record("an SVG that loads another file was accepted")
        }
        let huge = "data:image/png;base64," + String(repeating: "A", count: ImageData.maximumBytes / 3 * 4 + 4096)
        #expect(ImageData.decode(dataURL: huge).isFailure)
        let inert = #"<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" fill="url(#g)"/></svg>"#
        #expect(!ImageData.decode(dataURL: "data:image/svg+xml," + (inert.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")).isFailure)
    }

    /// The fixture page full of script payloads, imported and built: its text is text on every page.
    @Test func hostilePagesComeOutAsTextInTheBuiltSite() throws {
        let fixture = try SiteFixture("-- cookgen.yaml --\ntitle: Friend\n")
        let data = try Data(contentsOf: ImportFixtureTests.folder.appendingPathComponent("xss.html"))
        let (plans, _) = RecipeImporter.plans(data: data, name: "xss.html", folder: nil)
        _ = try ImportWriter.write(plans, into: fixture.root.appendingPathComponent("Content/recipes/imported"), force: false)
        #expect(try fixture.diagnostics().filter { $0.severity == .error }.isEmpty)
        let output = try fixture.render()
        let page = try #require(output.text("recipes/pwned-pie.html"))
        #expect(page.contains("**not bold** and `code` and &lt;3 hearts"), "Markdown and < in a step are shown as written")
        #expect(page.contains("1 &lt; 2"))
        for (path, data) in output.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for tag in HTMLTags.scan(html) {
                #expect(!tag.attributes.contains { $0.name.hasPrefix("on") }, "\(path): \(tag.name) has an event handler")
                for name in ["href", "src"] {
                    let value = (tag.value(name) ?? "").lowercased()
                    #expect(!value.hasPrefix("javascript:") && !value.hasPrefix("data:text"), "\(path): \(name)=\(value)")
                }
                if tag.name == "script" { #expect(!(tag.rawText ?? "").contains("<script"), "\(path)") }
            }
        }
    }
}

extension ImportSafetyTests {
    @Test func cookgenFilesLoseTheirHTMLAndForeignPictures() throws {
        let md = "---\ntitle: \"<script>x()</script>Soup\"\nimage: /etc/passwd\n---\nIntro <iframe src=x></iframe> **kept**\n\n## Ingredients\n- 1 <b>onion</b>\n\n## Steps\n1. Chop <img src=x onerror=y()>it.\n"
        let (plans, problems) = RecipeImporter.plans(data: Data(md.utf8), name: "soup.md", folder: try Self.folder())
        let text = String(decoding: try #require(plans.first).files[0].data, as: UTF8.self)
        #expect(!text.contains("<"), "\(text)")
        #expect(text.contains("title: Soup") && text.contains("**kept**") && text.contains("- 1 onion"))
        #expect(!text.contains("passwd"))
        #expect(problems.map(\.id) == ["import-image"])
        let cook = "---\ntitle: Eggs\n---\nBoil @eggs{2} in #pot{} for ~{8%minutes}.\n"
        let (cookPlans, _) = RecipeImporter.plans(data: Data(cook.utf8), name: "eggs.cook", folder: nil)
        #expect(cookPlans.first?.files.first?.name == "eggs.cook")
        #expect(String(decoding: try #require(cookPlans.first).files[0].data, as: UTF8.self).contains("Boil @eggs{2} in #pot{} for ~{8%minutes}."))
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
