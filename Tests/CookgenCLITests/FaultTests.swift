import Foundation
import Testing

/// Faults during a build — a full disk, a read-only output, a kill at any moment — leave the
/// previous site or the new one, whole, say what happened in words, and leave no staging folder
/// behind after the next build. The disk tests mount a small tmpfs, so they run where the
/// machine allows mounting (root on Linux, as in CI); elsewhere they are skipped.
@Suite(.serialized) struct FaultTests {
    static func recipes(_ n: Int, from start: Int = 0) -> [String: String] {
        var files = BuildCommandTests.goodSite
        for i in start..<(start + n) {
            files["Content/r\(i).md"] = "---\ntitle: Recipe \(i)\ncategory: C\(i % 7)\ntags: [t\(i % 13)]\n---\n## Ingredients\n- \(i % 500 + 1) g flour\n## Steps\n1. Mix.\n"
        }
        return files
    }

    /// A tmpfs of `kilobytes` mounted at a fresh folder; nil where mounting is not allowed.
    static func tmpfs(_ name: String, kilobytes: Int) -> URL? {
        let dir = CLI.temporaryDirectory(name)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        guard let r = try? CLI.runProgram(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", dir.path]),
              r.status == 0 else { return nil }
        return dir
    }

    static func unmount(_ dir: URL) { _ = try? CLI.runProgram(URL(fileURLWithPath: "/bin/umount"), [dir.path]) }

    static var canMount: Bool {
        guard let dir = tmpfs("mount-probe", kilobytes: 64) else { return false }
        unmount(dir)
        return true
    }

    func bytes(_ tree: [String: Data]) -> Int { tree.values.reduce(0) { $0 + $1.count } }

    @Test(.enabled(if: FaultTests.canMount)) func aFullDiskIsSaidInWordsAndKeepsThePreviousSite() throws {
        let site = try CLI.site(Self.recipes(20))
        let probe = CLI.temporaryDirectory("full-probe")
        #expect(try CLI.run(["build", "--source", site.path, "--output", probe.path, "--quiet"]).status == 0)
        let size = bytes(try CLI.tree(probe))
        // Room for the first site and a little more, not for 400 more recipes' pages.
        let disk = try #require(Self.tmpfs("full", kilobytes: size * 3 / 2 / 1024 + 256))
        defer { Self.unmount(disk) }
        let out = disk.appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        let before = try CLI.tree(out)
        let bigger = try CLI.site(Self.recipes(400))
        let failed = try CLI.run(["build", "--source", bigger.path, "--output", out.path, "--quiet"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("no space left on device while writing the site into \(out.path)/; the previous site is unchanged"),
                "\(failed.stderr)")
        #expect(!failed.stderr.contains("NSCocoaErrorDomain") && !failed.stderr.contains("Code="))
        #expect(try CLI.tree(out) == before)
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet", "--force"]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: disk.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test(.enabled(if: FaultTests.canMount)) func aReadOnlyOutputIsSaidInWords() throws {
        let site = try CLI.site(Self.recipes(5))
        let disk = try #require(Self.tmpfs("readonly", kilobytes: 16 * 1024))
        defer { Self.unmount(disk) }
        let out = disk.appendingPathComponent("Public")
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        let before = try CLI.tree(out)
        #expect(try CLI.runProgram(URL(fileURLWithPath: "/bin/mount"), ["-o", "remount,ro", disk.path]).status == 0)
        let failed = try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet", "--force"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("the file system is read-only while preparing to write the site into \(out.path)/; the previous site is unchanged"),
                "\(failed.stderr)")
        #expect(failed.stderr.contains("hint: write the site to a folder on a writable disk"))
        #expect(try CLI.tree(out) == before)
    }

    /// SIGKILL at 50 moments of a 1,000-recipe build: the output is always the old site or the
    /// new one, whole; the next build leaves no staging folder.
    @Test func killedAtFiftyPointsOfABigBuild() throws {
        let site = try CLI.site(Self.recipes(1_000))
        let out = CLI.temporaryDirectory("killed-1000").appendingPathComponent("Public")
        let started = Date()
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        let duration = Date().timeIntervalSince(started)
        let before = try CLI.tree(out)
        try "---\ntitle: New\n---\n## Steps\n1. Go.\n".write(to: site.appendingPathComponent("Content/new.md"), atomically: true, encoding: .utf8)
        var sawNew = false
        for point in 0..<50 {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["build", "--source", site.path, "--output", out.path, "--quiet", "--force"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: duration * Double(point) / 50)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try CLI.tree(out)
            let isNew = now.keys.contains("recipes/new.html")
            sawNew = sawNew || isNew
            #expect(now == before || isNew && now.count >= before.count + 1, "after a kill at \(point)/50 the site is a mix")
            if isNew { break }
        }
        #expect(try CLI.run(["build", "--source", site.path, "--output", out.path, "--quiet"]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
        // The build cache beside the manifest is the last build's; no staging folder or half-written file is left.
        #expect(leftovers.sorted() == [".Public.cookgen-cache", ".Public.cookgen-manifest", "Public"])
        _ = sawNew
    }

    @Test func anUnreadableRecipeSaysWhy() throws {
        // As root every file is readable; a folder where a recipe should be is not, and says so.
        let site = try CLI.site(BuildCommandTests.goodSite)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("Content/odd.md"), withIntermediateDirectories: true)
        try "x".write(to: site.appendingPathComponent("Content/odd.md/inner.txt"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["build", "--source", site.path, "--output", CLI.temporaryDirectory("unreadable").path, "--quiet"])
        #expect(!r.stderr.contains("NSCocoaErrorDomain"), "\(r.stderr)")
    }
}
