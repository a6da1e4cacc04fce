import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

/// The installable app as the build writes it: the manifest from the config and the theme, the
/// icons (drawn, or from the site's PNG, with warnings for a bad one), the offline list with a
/// digest of every file, and the worker carrying the shell and the version.
@Suite struct OfflineAppTests {
    static func site(with line: String) -> String {
        site.replacingOccurrences(of: "language: de\n", with: "language: de\n" + line + "\n")
    }

    static let site = """
    -- cookgen.yaml --
    title: Soup & Bread
    short_name: Soups
    description: Two recipes.
    language: de
    -- Content/soups/leek.md --
    ---
    title: Leek Soup
    category: Soups
    image: leek.svg
    ---
    ## Ingredients
    - 2 leeks
    ## Steps
    1. Simmer.
    -- Content/soups/leek.svg --
    <svg xmlns="http://www.w3.org/2000/svg"/>
    -- Content/bread.cook --
    Knead @flour{500%g} for ~{10%minutes}.
    """

    /// Runs the pipeline as `cookgen build` does, into memory.
    static func build(_ fixture: SiteFixture) throws -> (MemoryOutput, [Diagnostic]) {
        let options = BuildOptions(source: fixture.root, output: fixture.root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        let output = MemoryOutput()
        try Pipeline.run([.render(into: output)], on: &context)
        return (output, context.diagnostics)
    }

    static func json(_ output: MemoryOutput, _ path: String) throws -> [String: Any] {
        let data = try #require(output.files[path])
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func manifestFromConfigAndTheme() throws {
        let (output, _) = try Self.build(try SiteFixture(Self.site))
        let manifest = try Self.json(output, "manifest.webmanifest")
        #expect(manifest["name"] as? String == "Soup & Bread")
        #expect(manifest["short_name"] as? String == "Soups")
        #expect(manifest["lang"] as? String == "de")
        #expect(manifest["display"] as? String == "standalone")
        #expect(manifest["start_url"] as? String == "./" && manifest["scope"] as? String == "./")
        #expect(manifest["theme_color"] as? String == "#faf6f0" && manifest["background_color"] as? String == "#faf6f0")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons.map { $0["sizes"]! + " " + $0["purpose"]! } == ["192x192 any", "512x512 any", "512x512 maskable"])
        for icon in icons {
            let image = try PNGReader.decode(try #require(output.files[icon["src"]!]))
            #expect("\(image.width)x\(image.height)" == icon["sizes"])
        }
        let shortcuts = try #require(manifest["shortcuts"] as? [[String: String]])
        #expect(shortcuts.map { $0["url"]! } == ["search.html", "shopping-list.html", "favourites.html"])
        #expect(shortcuts.first?["name"] == "Suche", "names in the site's language")
    }

    @Test func theDrawnIconIsTheThemesBowl() throws {
        let colours = AppColours()
        let icon = AppIcon.drawn(size: 192, colours: colours, maskable: false)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(icon.pixels[((y * 192 + x) * 4)..<((y * 192 + x) * 4 + 4)]) }
        #expect(pixel(0, 0)[3] == 0, "rounded corners are transparent")
        #expect(pixel(96, 20) == [0xA3, 0x40, 0x1D, 255], "the accent square")
        #expect(pixel(96, 120) == [255, 255, 255, 255], "the bowl in the colour on the accent")
        let maskable = AppIcon.drawn(size: 192, colours: colours, maskable: true)
        #expect(maskable.pixels[3] == 255, "a maskable icon fills the square")
        #expect(PNGWriter.indexed(icon) != nil, "few enough colours for a palette")
        // Compressed as runs, as the build writes it: the same pixels, not much bigger.
        for picture in [icon, maskable, AppIcon.drawn(size: 512, colours: colours, maskable: false)] {
            let runs = PNGWriter.indexed(picture, runs: true), searched = PNGWriter.indexed(picture)
            #expect(try runs.map(PNGReader.decode) == picture)
            #expect(Double(runs?.count ?? .max) < Double(searched?.count ?? 0) * 1.2, "\(runs?.count ?? 0) against \(searched?.count ?? 0) bytes")
        }
    }

    @Test func coloursComeFromTheStylesheet() {
        let css = """
        :root { color-scheme: light dark;
          --bg: #fff; --accent: #123456; --on-accent: #FEDCBA; --text: red; }
        @media (prefers-color-scheme: dark) { :root { --bg: #000000; --accent: rgb(1 2 3); } }
        """
        let colours = AppColours(stylesheet: css)
        #expect(colours.background.hex == "#ffffff" && colours.accent.hex == "#123456" && colours.onAccent.hex == "#fedcba")
        #expect(colours.darkBackground.hex == "#000000")
        #expect(AppColours(stylesheet: "body { color: red }") == AppColours(), "the default theme's colours when none are given")
    }

    @Test func offlineListNamesEveryFileWithItsDigest() throws {
        let (output, _) = try Self.build(try SiteFixture(Self.site))
        let list = try Self.json(output, "offline.json")
        let files = try #require(list["files"] as? [[Any]])
        let paths = files.map { $0[0] as! String }
        #expect(paths == paths.sorted())
        for file in files {
            let data = try #require(output.files[file[0] as! String])
            #expect(file[1] as? String == ContentDigest.hex(data) && file[2] as? Int == data.count, "\(file[0])")
        }
        #expect(paths.contains("recipes/leek.html") && paths.contains("soups/leek.svg"))
        #expect(!paths.contains { $0.hasSuffix(".cook") || $0.hasSuffix(".card.html") || $0 == "feed.xml" || $0 == "sw.js" || $0 == "offline.json" })
        let recipes = try #require(list["recipes"] as? [[Any]])
        let leek = try #require(recipes.first { $0[0] as? String == "leek" })
        #expect((leek[1] as! [Int]).map { paths[$0] }.contains("soups/leek.svg"), "a recipe's picture goes with it")
        let shell = (list["shell"] as! [Int]).map { paths[$0] }
        #expect(shell.contains("index.html") && shell.contains("offline.html") && shell.contains("assets/js/offline.js"))
        #expect(!shell.contains { $0.hasPrefix("recipes/") || $0.hasPrefix("search/") || $0.hasPrefix("assets/data/") })
        let sets = try #require(list["sets"] as? [[String: Any]])
        #expect(sets.map { $0["name"] as? String } == ["Soups"])

        let worker = try #require(output.text("sw.js"))
        #expect(worker.hasPrefix("const COOKGEN = {\"shell\":[["))
        #expect(worker.contains("\"version\":\"\(list["version"] as! String)\""))
        #expect(worker.contains("self.addEventListener(\"fetch\""))
    }

    @Test func aChangedFileMakesANewVersionAndTheSameSiteTheSameBytes() throws {
        let fixture = try SiteFixture(Self.site)
        let (first, _) = try Self.build(fixture)
        let (again, _) = try Self.build(fixture)
        #expect(first.files["sw.js"] == again.files["sw.js"] && first.files["offline.json"] == again.files["offline.json"])
        try fixture.write("Knead @flour{600%g} for ~{10%minutes}.", to: "Content/bread.cook")
        let (changed, _) = try Self.build(fixture)
        #expect(first.files["sw.js"] != changed.files["sw.js"], "a new worker, so readers hear of the new version")
    }

    @Test func noFilePerRecipe() throws {
        let (output, _) = try Self.build(try SiteFixture(Self.site))
        let added = ["sw.js", "offline.json", "offline.html", "manifest.webmanifest", "assets/icons/icon-192.png",
                     "assets/icons/icon-512.png", "assets/icons/icon-maskable-512.png", "assets/js/offline.js", "assets/js/offline-keep.js"]
        for path in added { #expect(output.files[path] != nil, "\(path)") }
        #expect(!output.files.keys.contains { $0.hasPrefix("recipes/") && $0.contains("offline") })
    }

    @Test func theSitesOwnPicture() throws {
        let fixture = try SiteFixture(Self.site(with: "icon: images/icon.png"))
        var pixels: [UInt8] = []
        for y in 0..<600 { for x in 0..<600 { pixels += [UInt8(x % 256), UInt8(y % 256), 200, 255] } }
        try fixture.write(PNGWriter.rgba(RasterImage(width: 600, height: 600, pixels: pixels)), to: "Content/images/icon.png")
        let (output, diagnostics) = try Self.build(fixture)
        #expect(!diagnostics.contains { $0.id.hasPrefix("icon-") }, "\(diagnostics.map(\.formatted))")
        let icon = try PNGReader.decode(try #require(output.files["assets/icons/icon-512.png"]))
        #expect(icon.width == 512 && icon.pixels[2] == 200, "made from the picture, not drawn")
        let maskable = try PNGReader.decode(try #require(output.files["assets/icons/icon-maskable-512.png"]))
        #expect(Array(maskable.pixels[0..<4]) == [0xFA, 0xF6, 0xF0, 255], "the picture inside the theme's background")
    }

    @Test(arguments: [
        ("icon: images/missing.png", nil as String?, "icon-missing"),
        ("icon: ../secret.png", nil, "icon-outside"),
        ("icon: images/icon.png", "not a png at all", "icon-unreadable"),
        ("icon: images/icon.png", "small", "icon-small"),
    ])
    func aBadIconIsAWarningAndTheThemesIconStandsIn(line: String, file: String?, id: String) throws {
        let fixture = try SiteFixture(Self.site(with: line))
        if file == "small" {
            try fixture.write(PNGWriter.rgba(RasterImage(width: 64, height: 64, fill: RGBColour(red: 1, green: 2, blue: 3), alpha: 255)), to: "Content/images/icon.png")
        } else if let file {
            try fixture.write(file, to: "Content/images/icon.png")
        }
        let (output, diagnostics) = try Self.build(fixture)
        let found = try #require(diagnostics.first { $0.id == id }, "\(diagnostics.map(\.formatted))")
        #expect(found.severity == .warning && found.location?.file == "cookgen.yaml" && found.location?.line == 5)
        #expect(output.files["assets/icons/icon-512.png"] != nil)
    }
}

/// The worker readers download leaves out the theme file's comment lines, and only those.
@Suite struct WorkerTextTests {
    @Test func commentLinesGoCodeStays() {
        let source = """
        /* A header
           over two lines. */
        "use strict";
          // an indented note
        const a = "http://x/"; // kept: a code line
        /* one line */
        const b = 1;
        """
        #expect(OfflineList.withoutCommentLines(source) == "\"use strict\";\nconst a = \"http://x/\"; // kept: a code line\nconst b = 1;\n")
    }
}
