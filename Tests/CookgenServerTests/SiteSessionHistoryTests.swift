import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Testing
@testable import CookgenServer

/// The preview reads the history `cookgen build` cached instead of reading git again.
@Suite struct SiteSessionHistoryTests {
    /// Runs git in `root` with a fixed author and date; throws with what it said when it fails.
    static func git(_ arguments: String..., in root: URL) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = "2024-03-01T09:00:00+01:00"
        environment["GIT_COMMITTER_DATE"] = "2024-03-01T09:00:00+01:00"
        let git = try #require(Git(in: root))
        let result = try #require(Subprocess.run(git.executable.path, ["-C", root.path, "-c", "user.name=Ada", "-c", "user.email=ada@example.org",
                                                                      "-c", "commit.gpgsign=false"] + arguments, environment: environment))
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    @Test func thePreviewReadsTheBuildsHistoryCache() throws {
        let site = try TestSite.cookbook()
        try Self.git("init", "-q", in: site.root)
        try Self.git("add", "-A", in: site.root)
        try Self.git("commit", "-q", "-m", "First soup", in: site.root)
        // Serving alone leaves no cache behind.
        let before = try site.session()
        #expect(TestSite.text(before, "recipes/leek.html")?.contains("First soup") == true)
        let cache = HistoryCache(output: site.root.appendingPathComponent("Public"))
        #expect(!FileManager.default.fileExists(atPath: cache.file.deletingLastPathComponent().path))
        // A build caches the history; marked there, the preview shows the mark: it read no git.
        _ = try Builder.build(site.options)
        let repository = try #require(GitRepository(root: site.root))
        var history = try #require(cache.read(key: repository.key))
        history.recipes["Content/soups/leek.md"]?.versions[0].message = "From the cache of the build"
        cache.write(history, key: repository.key)
        let after = try site.session()
        #expect(TestSite.text(after, "recipes/leek.html")?.contains("From the cache of the build") == true)
    }
}
