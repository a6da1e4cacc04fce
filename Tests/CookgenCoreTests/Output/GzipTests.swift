import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// `build --compress`: deterministic gzip copies beside text files.
@Suite struct GzipTests {
    @Test func compressesDeterministicallyAndDecompressesBack() throws {
        let text = Data(String(repeating: "<p>Whisk the flour with the milk.</p>\n", count: 200).utf8)
        let gz = Gzip.compress(text)
        #expect(gz == Gzip.compress(text))
        #expect(Array(gz.prefix(10)) == [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xFF], "no time, no name, system unknown")
        #expect(gz.count < text.count / 10)
        #expect(Gzip.decompress(gz) == text)
        #expect(Gzip.decompress(Gzip.compress(Data())) == Data())
    }

    @Test func onlyTextFilesGetACopy() throws {
        let memory = MemoryOutput()
        let output = CompressingOutput(memory)
        for path in ["index.html", "assets/css/style.css", "assets/js/site.js", "feed.xml", "recipes/a.json", "images/a.svg",
                     "images/a.png", "recipes/a.md", "recipes/a.cook"] {
            try output.write(Data("x".utf8), to: path)
        }
        let copies = memory.files.keys.filter { $0.hasSuffix(".gz") }.sorted()
        #expect(copies == ["assets/css/style.css.gz", "assets/js/site.js.gz", "feed.xml.gz", "images/a.svg.gz", "index.html.gz", "recipes/a.json.gz"])
    }

    @Test func aCompressedBuildHasACopyOfEveryPage() throws {
        let fixture = try SiteFixture("-- Content/a.md --\n---\ntitle: A\n---\n## Ingredients\n- 1 egg\n")
        var options = BuildOptions(source: fixture.root, output: fixture.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        options.compress = true
        options.threads = 2
        _ = try Builder.build(options)
        let page = fixture.root.appendingPathComponent("Public/recipes/a.html")
        let copy = try Data(contentsOf: page.appendingPathExtension("gz"))
        #expect(Gzip.decompress(copy) == (try Data(contentsOf: page)))
    }
}
