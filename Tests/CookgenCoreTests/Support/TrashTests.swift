import Foundation
import Testing
@testable import CookgenSupport
import CookgenTestSupport

/// The files a build replaces or removes are set aside in the trash (their blocks not freed on the
/// build's way) and freed when the trash is emptied; the files in place are exactly as a plain
/// rename or removal leaves them.
@Suite struct TrashTests {
    private static func folder() throws -> String { try Scratch.folder("trash") }

    private static func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap {
            FileManager.default.contents(atPath: folder + "/" + $0).map { String(decoding: $0, as: UTF8.self) }
        }.sorted()
    }

    @Test func replacedAndRemovedFilesWaitInTheTrashUntilItIsEmptied() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let trash = Trash(folder: dir + "/cache/trash")
        try Data("old page".utf8).write(to: URL(fileURLWithPath: dir + "/page.html"))
        try Data("new page".utf8).write(to: URL(fileURLWithPath: dir + "/.page.html.new"))
        try trash.move(dir + "/.page.html.new", over: dir + "/page.html")
        #expect(FileManager.default.contents(atPath: dir + "/page.html") == Data("new page".utf8))
        #expect(!FileManager.default.fileExists(atPath: dir + "/.page.html.new"))
        // A new file replaces nothing: nothing is set aside for it.
        try Data("first".utf8).write(to: URL(fileURLWithPath: dir + "/.added.new"))
        try trash.move(dir + "/.added.new", over: dir + "/added.html")
        #expect(FileManager.default.contents(atPath: dir + "/added.html") == Data("first".utf8))
        try Data("gone".utf8).write(to: URL(fileURLWithPath: dir + "/gone.html"))
        trash.remove(dir + "/gone.html")
        trash.remove(dir + "/never-there.html")
        #expect(!FileManager.default.fileExists(atPath: dir + "/gone.html"))
        #expect(Self.contents(trash.folder) == ["gone", "old page"])
        trash.empty()
        #expect(Self.contents(trash.folder) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["added.html", "cache", "page.html"])
    }

    @Test func withoutAFolderForTheTrashFilesAreFreedAsBefore() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The trash's folder cannot be made: a file is in its way.
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: dir + "/cache"))
        let trash = Trash(folder: dir + "/cache/trash")
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.txt"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: dir + "/a.new"))
        try trash.move(dir + "/a.new", over: dir + "/a.txt")
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("new".utf8))
        try Data("gone".utf8).write(to: URL(fileURLWithPath: dir + "/b.txt"))
        trash.remove(dir + "/b.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "cache"])
        trash.empty()
    }

    @Test func aFailedRenameSetsAsideNothingThatIsStillInPlace() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let trash = Trash(folder: dir + "/trash")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: dir + "/a.txt"))
        #expect(throws: POSIX.FileError.self) { try trash.move(dir + "/missing.new", over: dir + "/a.txt") }
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("kept".utf8))
        // The link made before the rename failed is only a second name: emptying frees nothing in place.
        trash.empty()
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("kept".utf8))
    }
}
