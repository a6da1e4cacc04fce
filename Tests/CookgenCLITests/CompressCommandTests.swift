import Foundation
import Testing

/// `cookgen build --compress` with the real binary: a `.gz` beside every text file, the same
/// bytes on every run, and files `gzip` itself accepts.
@Suite struct CompressCommandTests {
    @Test func compressedBuildsAreDeterministicAndValid() throws {
        let first = CLI.temporaryDirectory("gz-a"), second = CLI.temporaryDirectory("gz-b")
        let source = CLI.repositoryRoot.appendingPathComponent("Examples/kochen-mit-kindern").path
        let a = try CLI.run(["build", "--source", source, "--output", first.appendingPathComponent("out").path, "--compress", "--threads", "1"])
        let b = try CLI.run(["build", "--source", source, "--output", second.appendingPathComponent("out").path, "--compress", "--threads", "4"],
                            environment: ["TZ": "Pacific/Kiritimati", "LC_ALL": "de_DE.UTF-8"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        let treeA = try CLI.tree(first.appendingPathComponent("out")), treeB = try CLI.tree(second.appendingPathComponent("out"))
        #expect(treeA == treeB)
        for (path, _) in treeA where ["html", "css", "js", "xml", "json", "svg"].contains((path as NSString).pathExtension) {
            #expect(treeA[path + ".gz"] != nil, "\(path) has no .gz copy")
        }
        #expect(!treeA.keys.contains { $0.hasSuffix(".png.gz") || $0.hasSuffix(".md.gz") || $0.hasSuffix(".gz.gz") })
        let gzip = URL(fileURLWithPath: "/usr/bin/gzip")
        if FileManager.default.isExecutableFile(atPath: gzip.path) {
            let process = try Process.run(gzip, arguments: ["-t", first.appendingPathComponent("out/index.html.gz").path])
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "gzip -t accepts the copy")
        }
    }
}
