import Foundation
import Testing
@testable import CookgenServer

/// The watchers against real files, with the save patterns of real editors.
@Suite(.serialized) struct SiteWatcherTests {
    /// Collects reported paths.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ new: [String]) { lock.withLock { paths += new } }
        var all: [String] { lock.withLock { paths } }

        /// Waits until `predicate` holds for what was reported.
        func wait(timeout: TimeInterval = 5, until predicate: ([String]) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if predicate(all) { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return predicate(all)
        }

        func reset() { lock.withLock { paths = [] } }
    }

    func watch(_ site: TestSite, polling: Bool = false, watchLimit: Int? = nil) -> (SiteWatcher, Collector, SiteWatcher.Mode) {
        let collector = Collector()
        let watcher = SiteWatcher(root: site.root, pollInterval: 0.05, watchLimit: watchLimit, onChange: { collector.add($0) })
        let mode = watcher.start(forcePolling: polling)
        return (watcher, collector, mode)
    }

    func rename(_ site: TestSite, _ from: String, _ to: String) throws {
        #expect(Foundation.rename(site.root.appendingPathComponent(from).path, site.root.appendingPathComponent(to).path) == 0)
    }

    #if os(Linux)
    @Test func inotifySeesEditorSaves() throws {
        let site = try TestSite.cookbook()
        let (watcher, collector, mode) = watch(site)
        defer { watcher.stop() }
        #expect(mode == .native)

        // Write in place.
        try site.write("changed", to: "Content/soups/leek.md")
        #expect(collector.wait { $0.contains("Content/soups/leek.md") })

        // vim: probe with 4913, move the original to a backup, write, drop the backup; then the swap file.
        collector.reset()
        try site.write("", to: "Content/soups/4913")
        try site.remove("Content/soups/4913")
        try rename(site, "Content/soups/leek.md", "Content/soups/leek.md~")
        try site.write("vim", to: "Content/soups/leek.md")
        try site.remove("Content/soups/leek.md~")
        try site.write("swap", to: "Content/soups/.leek.md.swp")
        #expect(collector.wait { $0.contains("Content/soups/leek.md") && $0.contains("Content/soups/.leek.md.swp") })
        #expect(ChangeSet(paths: collector.all).recipes == ["Content/soups/leek.md"])

        // JetBrains safe write: temp file, original moved aside, temp renamed over, old deleted.
        collector.reset()
        try site.write("jb", to: "Content/soups/leek.md___jb_tmp___")
        try rename(site, "Content/soups/leek.md", "Content/soups/leek.md___jb_old___")
        try rename(site, "Content/soups/leek.md___jb_tmp___", "Content/soups/leek.md")
        try site.remove("Content/soups/leek.md___jb_old___")
        #expect(collector.wait { $0.contains("Content/soups/leek.md") })
        #expect(ChangeSet(paths: collector.all).recipes == ["Content/soups/leek.md"])

        // Config and templates.
        collector.reset()
        try site.write("title: New\n", to: "cookgen.yaml.tmp")
        try rename(site, "cookgen.yaml.tmp", "cookgen.yaml")
        try site.write("{{content}}", to: "Templates/partials/footer.mustache")
        #expect(collector.wait { $0.contains("cookgen.yaml") && $0.contains("Templates/partials/footer.mustache") })
        watcher.stop()
    }

    /// A folder made after the start is watched too, and the files already in it are reported.
    @Test func newFoldersAreWatched() throws {
        let site = try TestSite.cookbook()
        let (watcher, collector, _) = watch(site)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/desserts/cakes"), withIntermediateDirectories: true)
        #expect(collector.wait { $0.contains("Content/desserts/") })
        try site.write("cake", to: "Content/desserts/cakes/sponge.md")
        #expect(collector.wait { $0.contains("Content/desserts/cakes/sponge.md") })
    }

    /// When inotify's watches run out, polling takes over by itself.
    @Test func fallsBackToPollingWhenWatchesRunOut() throws {
        let site = try TestSite.cookbook()
        let (watcher, collector, mode) = watch(site, watchLimit: 2)
        defer { watcher.stop() }
        guard case .polling(let reason) = mode else { Issue.record("expected polling, got \(mode)"); return }
        #expect(reason.contains("limit"))
        try site.write("changed", to: "Content/soups/leek.md")
        #expect(collector.wait { $0.contains("Content/soups/leek.md") })
    }
    #endif

    @Test func pollingSeesChangesAdditionsAndDeletions() throws {
        let site = try TestSite.cookbook()
        let (watcher, collector, mode) = watch(site, polling: true)
        defer { watcher.stop() }
        #expect(mode == .polling(reason: "--poll"))
        try site.write("new", to: "Content/soups/tomato.md")
        try site.remove("Content/base/dough.md")
        try site.write("title: X\n", to: "cookgen.yaml")
        #expect(collector.wait { Set($0).isSuperset(of: ["Content/soups/tomato.md", "Content/base/dough.md", "cookgen.yaml"]) })
    }
}
