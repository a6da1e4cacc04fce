import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

/// Hostile archives: path climbing, links, bombs, floods of entries, broken and mislabelled
/// entries, invalid UTF-8 and markup. Nothing escapes, nothing hangs, the rest is imported.
@Suite struct ArchiveSafetyTests {
    static func paprika(_ name: String, extra: String = "") -> Data {
        TestZip.gzip(Data(#"{"uid": "1", "name": "\#(name)", "ingredients": "1 egg", "directions": "Boil."\#(extra)}"#.utf8))
    }

    static func run(_ zip: TestZip, limits: ImportLimits = .standard) throws(ArchiveRefusal) -> CollectionImporter.Result {
        try CollectionImporter.run(.data(zip.data, name: "export.zip"), limits: limits)
    }

    @Test func climbingAbsoluteAndLinkEntriesAreSkippedAndNeverRead() throws {
        var zip = TestZip()
        zip.add("../../evil.paprikarecipe", Self.paprika("Evil"))
        zip.add("/etc/evil.paprikarecipe", Self.paprika("Absolute"))
        zip.add("C:/evil.paprikarecipe", Self.paprika("Drive"))
        zip.add("link.paprikarecipe", Data("/etc/passwd".utf8), deflate: false, mode: 0o120777)
        zip.add("ok/../Sneaky.paprikarecipe", Self.paprika("Sneaky"))
        zip.add("ok/./Good.paprikarecipe", Self.paprika("Good"))
        let result = try Self.run(zip)
        #expect(result.plans.map(\.title) == ["Good"])
        let reasons = Dictionary(result.report.skipped.map { ($0.entry, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["../../evil.paprikarecipe"]?.contains("climbs out") == true)
        #expect(reasons["/etc/evil.paprikarecipe"]?.contains("absolute") == true)
        #expect(reasons["C:/evil.paprikarecipe"]?.contains("absolute") == true)
        #expect(reasons["link.paprikarecipe"]?.contains("symbolic link") == true)
        #expect(reasons["ok/../Sneaky.paprikarecipe"]?.contains("climbs out") == true)
        // Written names come from titles only: none can leave the folder.
        for file in result.plans.flatMap(\.files) { #expect(!file.name.contains("/") && !file.name.hasPrefix(".")) }
    }

    @Test func aZipBombIsRefusedWithinASecond() throws {
        var zip = TestZip()
        zip.add("bomb.json", Data(count: 64 * 1024 * 1024))
        let bytes = zip.data
        let start = Date()
        do {
            _ = try CollectionImporter.run(.data(bytes, name: "bomb.zip"))
            Issue.record("the bomb was not refused")
        } catch {
            #expect(error.description.contains("zip bomb"))
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func aGzipBombIsRefused() throws {
        var zip = TestZip()
        zip.add("bomb.paprikarecipe", TestZip.gzip(Data(count: 32 * 1024 * 1024)), deflate: false)
        let bytes = zip.data
        let start = Date()
        #expect(throws: ArchiveRefusal.self) { try CollectionImporter.run(.data(bytes, name: "bomb.zip")) }
        #expect(Date().timeIntervalSince(start) < 1)
        // The same as a single file, outside any zip.
        #expect(throws: ArchiveRefusal.self) {
            try CollectionImporter.run(.data(TestZip.gzip(Data(count: 32 * 1024 * 1024)), name: "bomb.paprikarecipe"))
        }
    }

    @Test func declaredSizesBeyondTheTotalAreRefusedUnread() throws {
        var zip = TestZip()
        for n in 0..<3 { zip.add("big-\(n).json", Data("{}".utf8), declaredSize: 1_000_000_000) }
        var limits = ImportLimits.standard
        limits.entryBytes = 2_000_000_000
        #expect(throws: ArchiveRefusal.self) { try Self.run(zip, limits: limits) }
    }

    @Test func anEntryLargerThanItDeclaresIsSkipped() throws {
        var zip = TestZip()
        zip.add("liar.json", Data(repeating: 0x20, count: 100_000), declaredSize: 10)
        zip.add("Good.paprikarecipe", Self.paprika("Good"))
        let result = try Self.run(zip)
        #expect(result.plans.map(\.title) == ["Good"])
        #expect(result.report.skipped.first?.reason.contains("expands to more than") == true)
    }

    @Test func tenThousandEntriesImportQuicklyAndTheReportStaysShort() throws {
        var zip = TestZip()
        for n in 0..<10_000 { zip.add("junk/\(n).paprikarecipe", Data("x".utf8), deflate: false) }
        zip.add("Good.paprikarecipe", Self.paprika("Good"))
        let start = Date()
        let result = try Self.run(zip)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.plans.count == 1)
        #expect(result.report.skipped.count == 10_000)
        #expect(result.report.summary().count < 200)
    }

    @Test func tooManyEntriesAreRefusedWhole() throws {
        var zip = TestZip()
        for n in 0..<50 { zip.add("\(n).json", "{}") }
        var limits = ImportLimits.standard
        limits.entries = 40
        #expect(throws: ArchiveRefusal.self) { try Self.run(zip, limits: limits) }
    }

    @Test func archivesNestedThreeDeepAreRefused() throws {
        var inner = TestZip()
        inner.add("Good.paprikarecipe", Self.paprika("Good"))
        var middle = TestZip()
        middle.add("inner.zip", inner.data)
        var outer = TestZip()
        outer.add("middle.zip", middle.data)
        #expect(throws: ArchiveRefusal.self) { try Self.run(outer) }
        // Two deep (Tandoor's shape) is fine.
        #expect(try Self.run(middle).plans.map(\.title) == ["Good"])
    }

    @Test func notAZipAndACutOffZipAreRefused() throws {
        #expect(throws: ArchiveRefusal.self) { try CollectionImporter.run(.data(Data("PK\u{3}\u{4}garbage".utf8), name: "x.zip")) }
        var zip = TestZip()
        zip.add("Good.paprikarecipe", Self.paprika("Good"))
        let cut = zip.data.prefix(zip.data.count - 10)
        #expect(throws: ArchiveRefusal.self) { try CollectionImporter.run(.data(Data(cut), name: "cut.zip")) }
    }

    @Test func markupInvalidUTF8AndHugeFieldsBecomePlainText() throws {
        var json = Data(#"{"uid": "1", "name": "<img src=x onerror=alert(1)>Bad &lt;b&gt;Pie"#.utf8)
        json.append(contentsOf: [0xFF, 0xFE])
        json.append(Data(#"", "ingredients": "1 egg<script>alert(2)</script>\n", "directions": "\#(String(repeating: "Stir. ", count: 30_000))", "notes": "<iframe src=//x></iframe>ok"}"#.utf8))
        var zip = TestZip()
        zip.add("bad.paprikarecipe", TestZip.gzip(json))
        let result = try Self.run(zip)
        let text = String(decoding: try #require(result.plans.first).files[0].data, as: UTF8.self)
        #expect(!text.contains("<img") && !text.contains("<script") && !text.contains("<iframe") && !text.contains("onerror"))
        #expect(text.contains("Bad Pie"))
        #expect(text.count < 120_000)
        #expect(result.diagnostics.contains { $0.id == "import-field-cut" })
    }

    @Test func picturesAreCheckedByTheirBytes() throws {
        let notAPicture = Data("<html>not a picture</html>".utf8).base64EncodedString()
        var zip = TestZip()
        zip.add("a.paprikarecipe", Self.paprika("Fake Photo", extra: #", "photo_data": "\#(notAPicture)""#))
        let result = try Self.run(zip)
        #expect(result.plans.flatMap(\.files).map(\.name) == ["fake-photo.md"])
        #expect(result.report.picturesMissing == 1)
    }

    /// Any archive that imports, builds: random mixes of real entries, junk, cut-off and
    /// mislabelled entries, in random shapes.
    @Test func anyArchiveThatImportsBuilds() throws {
        var rng = SplitMix64(seed: 19)
        let apps = AppImportTests.apps
        let sources: [(String, Data)] = try [
            ("a.paprikarecipe", Self.paprika("Soup & <b>Bread</b>")),
            ("r/recipe.json", Data(contentsOf: apps.appendingPathComponent("nextcloud/Tomato Soup/recipe.json"))),
            ("m.json", Data(contentsOf: apps.appendingPathComponent("mealie/recipes/buttermilk-pancakes/buttermilk-pancakes.json"))),
            ("t/recipe.json", Data(contentsOf: apps.appendingPathComponent("tandoor/1/recipe.json"))),
            ("x.mmf", Data(contentsOf: apps.appendingPathComponent("mealmaster/recipes.mmf"))),
            ("recipes.html", Data(contentsOf: apps.appendingPathComponent("recipekeeper/recipes.html"))),
            ("c.cook", Data(contentsOf: apps.appendingPathComponent("cookcli/Breakfast/Porridge.cook"))),
        ]
        for round in 0..<12 {
            var zip = TestZip()
            for (n, (name, data)) in sources.enumerated() where Bool.random(using: &rng) {
                var bytes = data
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes = bytes.prefix(Int.random(in: 0..<max(bytes.count, 1), using: &rng))  // cut off
                case 1: bytes[bytes.startIndex + Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                default: break
                }
                zip.add("\(round)-\(n)/\(name)", bytes, deflate: Bool.random(using: &rng))
            }
            zip.add("junk.json", "[1, 2, {\"name\": null}]")
            guard let result = try? Self.run(zip), !result.plans.isEmpty else { continue }
            let site = try SiteFixture("-- cookgen.yaml --\ntitle: Property\n")
            _ = try ImportWriter.write(result.plans, into: site.root.appendingPathComponent("Content/recipes/imported"), force: false)
            let problems = try site.diagnostics()
            #expect(!problems.hasErrors, "round \(round): \(problems.filter { $0.severity == .error }.map(\.formatted))")
        }
    }
}
