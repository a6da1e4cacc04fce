import Foundation
import Testing

@Suite struct BuildCommandTests {
    static let goodSite: [String: String] = [
        "cookgen.yaml": "title: Test\nbase_url: https://example.org/test/\n",
        "Content/a.md": "---\ntitle: A\ncategory: Soups\ndate: 2024-01-01\n---\n## Ingredients\n- 1 l water\n## Steps\n1. Boil.\n",
        "Content/b.md": "---\ntitle: B\ncategory: Soups\ndiet: vegan\n---\n",
    ]

    @Test func identicalBytesWhateverTheThreadsTimeZoneAndLocale() throws {
        let site = try CLI.site(Self.goodSite.merging(["Content/c.cook": "Boil @eggs{2} for ~{8%minutes}.\n"]) { a, _ in a })
        let one = CLI.temporaryDirectory("det1"), two = CLI.temporaryDirectory("det2")
        let r1 = try CLI.run(["build", "--source", site.path, "--output", one.path, "--threads", "1", "--quiet"],
                             environment: ["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        let r2 = try CLI.run(["build", "--source", site.path, "--output", two.path, "--threads", "4", "--quiet"],
                             environment: ["TZ": "America/Adak", "LANG": "C", "LC_ALL": "C"])
        #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr)\(r2.stderr)")
        let a = try CLI.tree(one), b = try CLI.tree(two)
        #expect(a.count > 10)
        #expect(a == b)
    }

    /// `COOKGEN_TRACE_STAGES` names the allocator that serves the build with its figures: glibc's,
    /// or jemalloc's when it is preloaded (README, Speed), read through its `mallctl`.
    @Test func theStageTraceNamesTheAllocator() throws {
        #if os(Linux)
        let site = try CLI.site(Self.goodSite)
        var runs: [(String, [String: String])] = [("glibc", ["COOKGEN_TRACE_STAGES": "1"])]
        let jemalloc = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"
        if FileManager.default.fileExists(atPath: jemalloc) {
            runs.append(("jemalloc", ["COOKGEN_TRACE_STAGES": "1", "LD_PRELOAD": jemalloc]))
        }
        for (name, environment) in runs {
            let result = try CLI.run(["build", "--source", site.path, "--output", CLI.temporaryDirectory("allocator-\(name)").path, "--quiet"],
                                     environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let traced = result.stderr.split(separator: "\n").filter { $0.hasPrefix("stage ") }
            #expect(traced.count >= 4, "\(result.stderr)")
            #expect(traced.allSatisfy { $0.contains(", \(name) heap in use ") && !$0.contains("heap in use 0 kB") }, "\(result.stderr)")
        }
        #endif
    }

    @Test func aFailedBuildLeavesThePreviousOutputIntact() throws {
        let site = try CLI.site(Self.goodSite)
        let out = CLI.temporaryDirectory("atomic").appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path]).status == 0)
        let before = try CLI.tree(out)
        try "---\ntitle: [broken\n---\n".write(to: site.appendingPathComponent("Content/c.md"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: site.appendingPathComponent("Content/b.md"))
        let failed = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Content/c.md:2:15: error: invalid YAML"))
        #expect(failed.stderr.contains("unchanged"))
        #expect(try CLI.tree(out) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
        // No staging folder; the manifest and cache of the build that made the output stay beside it.
        #expect(leftovers.sorted() == [".Public.cookgen-cache", ".Public.cookgen-manifest", "Public"])
    }

    @Test func aKilledBuildLeavesThePreviousOutputIntact() throws {
        var files = Self.goodSite
        for i in 0..<400 { files["Content/r\(i).md"] = "---\ntitle: Recipe \(i)\ncategory: C\(i % 7)\ntags: [t\(i % 13)]\n---\n## Ingredients\n- \(i) g flour\n## Steps\n1. Mix.\n" }
        let site = try CLI.site(files)
        let out = CLI.temporaryDirectory("killed").appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        let before = try CLI.tree(out)
        try "---\ntitle: New\n---\n".write(to: site.appendingPathComponent("Content/new.md"), atomically: true, encoding: .utf8)
        // The whole new site, as a clean build makes it (a build of the change can finish within the delays below).
        let clean = CLI.temporaryDirectory("killed-clean").appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", clean.path, "--quiet"]).status == 0)
        let after = try CLI.tree(clean)
        for delay in [0.02, 0.05, 0.1] {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["build", "--source", site.path, "--output", out.path, "--quiet"]
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // A build of changes writes each file beside its old one first (`.<name>.cookgen-new`, hidden)
            // and renames it over it at the end: killed while writing, it leaves those beside an
            // untouched site, and the next build leaves none (checked below against a clean build).
            let now = try CLI.tree(out).filter { !$0.key.hasSuffix(".cookgen-new") }
            // The old site or, if the build won the race, the complete new one. A build that writes only
            // what changed and is killed among its last renames may leave a mix: then it has removed the
            // manifest, and the next build renders everything.
            if now != before && now != after {
                #expect(!FileManager.default.fileExists(atPath: out.deletingLastPathComponent().appendingPathComponent(".Public.cookgen-manifest").path))
            }
        }
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        #expect(try CLI.tree(out) == after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
        // No staging folder or temporary file is left; the build's manifest and cache sit beside the output, not in it.
        #expect(leftovers.sorted() == [".Public.cookgen-cache", ".Public.cookgen-manifest", "Public"])
    }

    @Test func aSecondBuildWithNothingChangedIsUpToDate() throws {
        let site = try CLI.site(Self.goodSite)
        let out = CLI.temporaryDirectory("again").appendingPathComponent("Public")
        let first = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(first.status == 0)
        #expect(first.stderr.contains("Built 2 recipes, "), "\(first.stderr)")
        #expect(first.stderr.contains(" pages, ") && !first.stderr.contains("\r"), "no progress line without a terminal")
        let before = try CLI.tree(out)
        let second = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(second.status == 0)
        #expect(second.stderr.hasPrefix("Up to date: 2 recipes, "), "\(second.stderr)")
        #expect(try CLI.tree(out) == before)
        let forced = try CLI.run(["build", "--source", site.path, "--output", out.path, "--force"])
        #expect(forced.stderr.contains(" unchanged into "), "\(forced.stderr)")
        #expect(try CLI.tree(out) == before)
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).stderr.isEmpty)
    }

    @Test func keepGoingBuildsTheRestAndStillFails() throws {
        let site = try CLI.site(Self.goodSite.merging(["Content/bad.md": "---\ntitle: Bad\ncomponents: [Nope]\n---\n"]) { a, _ in a })
        let out = CLI.temporaryDirectory("keep").appendingPathComponent("Public")
        let result = try CLI.run(["build", "--source", site.path, "--output", out.path, "--keep-going"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/bad.md:3:14: error: no recipe named 'Nope' [component-missing]"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("recipes/a.html").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("recipes/bad.html").path))
    }

    @Test func warningsAsErrorsFailsOnAWarning() throws {
        let site = try CLI.site(Self.goodSite.merging(["Content/w.md": "---\ntitle: W\nlevel: hardd\n---\n"]) { a, _ in a })
        let out = CLI.temporaryDirectory("werror").appendingPathComponent("Public")
        let lenient = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("Content/w.md:3:8: warning: unknown level 'hardd' [unknown-level]"))
        #expect(lenient.stderr.contains("did you mean 'hard'?"))
        let strict = try CLI.run(["build", "--source", site.path, "--output", out.path, "--warnings-as-errors"])
        #expect(strict.status == 1)
    }

    @Test func setupProblemsAreClearMessages() throws {
        let empty = CLI.temporaryDirectory("empty")
        let noContent = try CLI.run(["build", "--source", empty.path])
        #expect(noContent.status == 2)
        #expect(noContent.stderr.contains("no Content/ folder") && !noContent.stderr.contains("looks like"))
        // A Hugo or Jekyll site is named as one, with the link that builds its recipes where they are.
        let hugo = CLI.temporaryDirectory("hugo")
        try FileManager.default.createDirectory(at: hugo.appendingPathComponent("content/recipes"), withIntermediateDirectories: true)
        try Data("baseURL = \"https://example.org/\"\n".utf8).write(to: hugo.appendingPathComponent("hugo.toml"))
        #expect(try CLI.run(["build", "--source", hugo.path]).stderr.contains("This looks like a Hugo site: 'ln -s content Content'"))
        let jekyll = CLI.temporaryDirectory("jekyll")
        try FileManager.default.createDirectory(at: jekyll.appendingPathComponent("_recipes"), withIntermediateDirectories: true)
        try Data("title: Recipes\n".utf8).write(to: jekyll.appendingPathComponent("_config.yml"))
        #expect(try CLI.run(["build", "--source", jekyll.path]).stderr.contains("This looks like a Jekyll site: 'ln -s _recipes Content'"))
        // Linked so, the Hugo site builds.
        try Data("+++\ntitle = \"Soup\"\n+++\n## Ingredients\n- 1 l water\n## Steps\n1. Boil.\n".utf8)
            .write(to: hugo.appendingPathComponent("content/recipes/soup.md"))
        try FileManager.default.createSymbolicLink(atPath: hugo.appendingPathComponent("Content").path, withDestinationPath: "content")
        let linked = try CLI.run(["build", "--source", hugo.path, "--quiet"])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(FileManager.default.fileExists(atPath: hugo.appendingPathComponent("Public/recipes/soup.html").path))
        let site = try CLI.site(Self.goodSite)
        let intoContent = try CLI.run(["build", "--source", site.path, "--output", site.appendingPathComponent("Content").path])
        #expect(intoContent.status == 2)
        #expect(intoContent.stderr.contains("choose another output folder (--output)"))
        // A file where the output would go stays as it was.
        let file = CLI.temporaryDirectory("file").appendingPathComponent("notes.txt")
        try Data("keep me\n".utf8).write(to: file)
        let overFile = try CLI.run(["build", "--source", site.path, "--output", file.path])
        #expect(overFile.status == 2)
        #expect(overFile.stderr.contains("is a file, not a folder") && overFile.stderr.contains("choose another output folder"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me\n")
        let badURL = try CLI.run(["build", "--source", site.path, "--base-url", "example.org"])
        #expect(badURL.status != 0)
        #expect(badURL.stderr.contains("--base-url must be an absolute"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/a.md").path))
    }

    @Test func withoutABaseURLTheBuildSaysSoOnceAndWritesNoSitemap() throws {
        let site = try CLI.site(Self.goodSite.merging(["cookgen.yaml": "title: Test\n"]) { _, b in b })
        let out = CLI.temporaryDirectory("nobase").appendingPathComponent("Public")
        let result = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: "[base-url-missing]").count == 2, "once: \(result.stderr)")
        #expect(result.stderr.contains("set base_url in cookgen.yaml") && result.stderr.contains("or pass --base-url URL"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sitemap.xml").path))
        let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("<id>urn:uuid:") && !feed.contains("<id>recipes/"))
        let again = try CLI.run(["build", "--source", site.path, "--output", out.path])
        #expect(again.stderr.contains("Up to date") && again.stderr.contains("[base-url-missing]"), "an up-to-date build says it again")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--warnings-as-errors"]).status == 1)
    }

    @Test func baseURLMakesSitemapAndFeedAbsolute() throws {
        let site = try CLI.site(Self.goodSite)
        let out = CLI.temporaryDirectory("base").appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--base-url", "https://example.org/cook"]).status == 0)
        let sitemap = try String(contentsOf: out.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/cook/recipes/a.html</loc>"))
        let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("href=\"https://example.org/cook/recipes/a.html\""))
        let page = try String(contentsOf: out.appendingPathComponent("recipes/a.html"), encoding: .utf8)
        #expect(page.contains("href=\"../categories/soups.html\""))
    }
}
