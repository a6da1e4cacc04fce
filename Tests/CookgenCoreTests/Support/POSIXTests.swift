import Foundation
import Testing
@testable import CookgenSupport
import CookgenTestSupport

/// The platform layer: the one write loop and its options, status, folder listing, path stems.
@Suite struct POSIXTests {
    private static func folder() throws -> String { try Scratch.folder("posix") }

    @Test func writesTruncatesAndRefusesWhatItIsToldTo() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/a.txt"
        try POSIX.writeFile(Data("a longer first text".utf8), to: file, options: .truncate)
        try POSIX.writeFile(Data("short".utf8), to: file, options: .truncate)
        #expect(FileManager.default.contents(atPath: file) == Data("short".utf8))

        var refusal: POSIX.FileError?
        do { try POSIX.writeFile(Data("x".utf8), to: file, options: [.createExclusive, .noFollow]) } catch { refusal = error }
        #expect(refusal?.exists == true)
        #expect(refusal?.step == .open)
        #expect(refusal?.path == file)
        #expect(refusal.map { "\($0)" }?.hasPrefix("cannot open \(file): ") == true)

        // A dangling link is "something there" for create-exclusive, and never written through.
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/missing")
        #expect(throws: POSIX.FileError.self) { try POSIX.writeFile(Data("x".utf8), to: dir + "/link", options: [.createExclusive, .noFollow]) }
        #expect(throws: POSIX.FileError.self) { try POSIX.writeFile(Data("x".utf8), to: dir + "/link", options: [.noFollow]) }
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
        #expect(throws: POSIX.FileError.self) { try POSIX.writeFile(Data("x".utf8), to: dir + "/no/such/folder", options: .truncate) }
    }

    /// Pieces of any size, smaller and larger than the buffer, make the file they add up to.
    @Test func aFileWrittenPieceByPieceIsThePiecesInTurn() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var random = SplitMix64(seed: 5)
        for limit in [1, 7, 64, 1 << 20] {
            let path = dir + "/pieces-\(limit)"
            try POSIX.writeFile(Data("an older, longer file to be replaced".utf8), to: path, options: .truncate)
            let file = try POSIX.FileWriter(path: path, options: .truncate, buffer: limit)
            var expected: [UInt8] = []
            for _ in 0..<200 {
                let piece = (0..<Int(random.next() % 150)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                let slice = piece[(piece.isEmpty ? 0 : Int(random.next() % UInt64(piece.count)))...]
                try file.write(slice)
                expected += slice
                #expect(file.count == expected.count)
            }
            try file.close()
            #expect(FileManager.default.contents(atPath: path) == Data(expected))
        }
        #expect(throws: POSIX.FileError.self) { try POSIX.FileWriter(path: dir + "/no/such/folder", options: .truncate) }
    }

    /// What is appended reads back by any range, whether it is still in the buffer, on disk or
    /// both; the file has no name in its folder from the start.
    @Test func aScratchFileGivesBackWhatWasAppended() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var random = SplitMix64(seed: 9)
        for limit in [1, 10, 100, 1 << 20] {
            let scratch = try #require(POSIX.ScratchFile(folder: dir, buffer: limit))
            #expect(POSIX.entryNames(in: dir) == [])
            var expected: [UInt8] = []
            var pieces: [Range<Int>] = []
            for _ in 0..<100 {
                let piece = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                #expect(scratch.append(piece) == expected.count)
                pieces.append(expected.count..<(expected.count + piece.count))
                expected += piece
                #expect(scratch.count == expected.count)
            }
            for range in pieces { #expect(scratch.read(range) == Array(expected[range]), "limit \(limit), \(range)") }
            #expect(scratch.read(0..<expected.count) == expected)
            #expect(scratch.read(0..<(expected.count + 1)) == nil)
        }
        #expect(POSIX.ScratchFile(folder: dir + "/no/such/folder") == nil)
    }

    @Test func statusAndListingAgreeWithFoundation() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try POSIX.writeFile(Data("12345".utf8), to: dir + "/five", options: .truncate)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/five")
        #expect(POSIX.entryNames(in: dir)?.sorted() == ["five", "link", "sub"])
        #expect(POSIX.entryNames(in: dir + "/missing") == nil)
        let five = try #require(POSIX.status(of: dir + "/five"))
        #expect(five.kind == .regular && five.size == 5)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: dir + "/five")[.modificationDate] as? Date)
        #expect(abs(Double(five.modified) / 1e9 - modified.timeIntervalSince1970) < 0.001)
        #expect(POSIX.status(of: dir + "/link")?.kind == .symbolicLink)
        #expect(POSIX.status(of: dir + "/link", followingLinks: true)?.inode == five.inode)
        #expect(POSIX.status(of: dir + "/sub")?.kind == .directory)
        #expect(POSIX.status(of: dir + "/missing") == nil)
        #expect(Data("12345".utf8).withUnsafeBytes { POSIX.regularFile(dir + "/five", holds: $0) })
        #expect(!Data("12345".utf8).withUnsafeBytes { POSIX.regularFile(dir + "/link", holds: $0) })
        #expect(POSIX.processExists(ProcessInfo.processInfo.processIdentifier))
    }

    @Test func aWalkOnTwoThreadsFindsWhatOneFinds() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Files beside folders at the top, names that sort differently as paths ("a-b" < "a.md" < "a/"), hidden ones, a link.
        for path in ["a.md", "a-b.md", "a/x.md", "a/deep/y.md", "b/z.cook", "c/.hidden/h.md", ".top/t.md", "d/e/f/g.md", "z.md"] {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try POSIX.writeFile(Data(path.utf8), to: full, options: .truncate)
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/b/link", withDestinationPath: dir + "/a")
        for hidden in [false, true] {
            let one = FileTree.walk(dir, skippingHidden: hidden), two = FileTree.walk(dir, skippingHidden: hidden, threads: 2)
            #expect(two.map(\.path) == one.map(\.path))
            #expect(two.map(\.inode) == one.map(\.inode) && two.map(\.isRegular) == one.map(\.isRegular))
            #expect(one.map(\.path).contains("a/deep/y.md") && one.map(\.path).contains(".top/t.md") == !hidden)
        }
        #expect(FileTree.walk(dir + "/missing", threads: 2).isEmpty)
    }

    @Test func readFileReadsWholeRegularFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big = (0..<1_000_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try POSIX.writeFile(Data(big), to: dir + "/big", options: .truncate)
        try POSIX.writeFile(Data(), to: dir + "/empty", options: .truncate)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/big")
        #expect(POSIX.readFile(dir + "/big") == big)
        #expect(POSIX.readFile(dir + "/empty") == [])
        // As `FileManager.contents(atPath:)` did: a link is followed, a folder or nothing is no bytes.
        #expect(POSIX.readFile(dir + "/link") == big)
        #expect(POSIX.readFile(dir + "/sub") == nil)
        #expect(POSIX.readFile(dir + "/missing") == nil)
    }

    @Test func pathStems() {
        #expect(PathText.stem(of: "Content/recipes/Pizza Dough.md") == "Pizza Dough")
        #expect(PathText.stem(of: "a.tar.gz") == "a.tar")
        #expect(PathText.stem(of: "Content/plans/week") == "week")
        #expect(PathText.stem(of: "a//b.md/") == "b")
        // As the split-based reading gave it, for every path of slashes, dots and letters up to four long.
        let split = { (path: String) -> String in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: ".") else { return name }
            return String(name[..<dot])
        }
        var paths = [""]
        for _ in 0..<4 { paths += paths.flatMap { p in ["/", ".", "a", "é"].map { p + $0 } } }
        for path in Set(paths) { #expect(PathText.stem(of: path) == split(path), "\(path)") }
    }
}
