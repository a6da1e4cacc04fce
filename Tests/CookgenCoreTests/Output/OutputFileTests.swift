import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenSite
import CookgenTestSupport

/// A file written in pieces (`OutputSink.open`) ends up in every output as the same bytes written
/// whole would: on disk, over a previous output (kept as it was when unchanged), noted in the
/// offline list with the same digest, and compressed beside itself.
@Suite struct OutputFileTests {
    /// Bytes of every value, larger than one piece of the file writer's buffer.
    static let bytes: [UInt8] = (0..<(3 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    /// Writes `bytes` into `sink` at `path` in pieces of uneven sizes, and closes it.
    static func writeInPieces(_ bytes: [UInt8], to path: String, into sink: OutputSink) throws {
        let file = try sink.open(path)
        var at = 0, size = 1
        while at < bytes.count {
            let end = min(bytes.count, at + size)
            try bytes[at..<end].withUnsafeBytes { try file.write($0) }
            at = end
            size = size * 7 % 1_000_003 + 1
        }
        #expect(file.size == bytes.count)
        try file.close()
    }

    static func folder() throws -> URL {
        let root = Scratch.root.appendingPathComponent("cookgen-output-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func onDiskThePiecesAreTheFileAndAnUnchangedOneIsKept() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let destination = root.appendingPathComponent("out")
        let first = try DiskOutput(destination: destination)
        try Self.writeInPieces(Self.bytes, to: "recipes/index.html", into: first)
        try first.commit()
        let path = destination.appendingPathComponent("recipes/index.html").path
        #expect(FileManager.default.contents(atPath: path) == Data(Self.bytes))
        let inode = POSIX.status(of: path)?.inode
        // The same bytes again: the previous file is kept (same inode); other bytes are written.
        let second = try DiskOutput(destination: destination)
        try Self.writeInPieces(Self.bytes, to: "recipes/index.html", into: second)
        var changed = Self.bytes
        changed[changed.count / 2] ^= 0xFF
        try Self.writeInPieces(changed, to: "other.html", into: second)
        try second.commit()
        #expect(second.kept == 1)
        #expect(POSIX.status(of: path)?.inode == inode)
        #expect(FileManager.default.contents(atPath: destination.appendingPathComponent("other.html").path) == Data(changed))
    }

    @Test func inPlaceAnUnchangedFileIsLeftAndAChangedOneReplaced() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        let path = root.appendingPathComponent("recipes/index.html").path
        try Data(Self.bytes).write(to: URL(fileURLWithPath: path))
        // Noted in the offline list too: its bytes are read back from the file left in place.
        let output = IncrementalOutput(destination: root)
        let recording = RecordingOutput(output)
        try Self.writeInPieces(Self.bytes, to: "recipes/index.html", into: recording)
        #expect(output.unchanged == 1)
        #expect(output.written.isEmpty)
        #expect(recording.files["recipes/index.html"]?.digest == ContentDigest.hex(Data(Self.bytes)))
        let again = IncrementalOutput(destination: root)
        var changed = Self.bytes
        changed[0] ^= 1
        try Self.writeInPieces(changed, to: "recipes/index.html", into: again)
        #expect(again.written == ["recipes/index.html"])
        _ = try again.commit(removing: [])
        #expect(FileManager.default.contents(atPath: path) == Data(changed))
        // A file left unfinished (a build that failed half-way) leaves nothing behind.
        let failed = IncrementalOutput(destination: root)
        let unfinished = try failed.open("recipes/index.html")
        try Self.bytes.withUnsafeBytes { try unfinished.write($0) }
        failed.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("recipes").path) == ["index.html"])
        #expect(FileManager.default.contents(atPath: path) == Data(changed))
    }

    @Test func theOfflineListAndTheCompressedCopySeeTheSameBytes() throws {
        let whole = MemoryOutput(), pieces = MemoryOutput()
        let recordedWhole = RecordingOutput(CompressingOutput(whole)), recordedPieces = RecordingOutput(CompressingOutput(pieces))
        try recordedWhole.write(Data(Self.bytes), to: "recipes/index.html")
        try Self.writeInPieces(Self.bytes, to: "recipes/index.html", into: recordedPieces)
        #expect(pieces.files == whole.files)
        #expect(pieces.files["recipes/index.html.gz"] != nil)
        #expect(recordedPieces.files == recordedWhole.files)
        #expect(recordedPieces.files["recipes/index.html"]?.digest == ContentDigest.hex(Data(Self.bytes)))
    }

    @Test(arguments: [0, 1, 7, 8, 9, 4_096, 100_003])
    func theDigestOfPiecesIsTheDigestOfTheWhole(count: Int) {
        let bytes = Array(Self.bytes.prefix(count))
        for size in [1, 3, 8, 13, 1_000] {
            var stream = ContentDigest.Stream(count: bytes.count)
            var at = 0
            while at < bytes.count {
                let end = min(bytes.count, at + size)
                bytes[at..<end].withUnsafeBytes { stream.add($0) }
                at = end
            }
            #expect(stream.value == bytes.withUnsafeBytes { ContentDigest.of($0) })
        }
    }
}
