import CookgenSupport
import Foundation

/// A file an output takes in pieces (`OutputSink.open`), for a page too large to hold whole: the
/// all-recipes page of 100,000 recipes is 64 MB, rendered while the other list pages and the
/// search index are. Written in order, then closed once; a file not closed is not in the output.
public protocol OutputFile: AnyObject {
    /// Appends a piece.
    func write(_ piece: UnsafeRawBufferPointer) throws
    /// Ends the file: from now on it is in the output as `write(_:to:)` would have put it.
    func close() throws
    /// The bytes written, in order, read back in pieces after `close` (the file's digest and
    /// compressed copy are made from them); false when they cannot be read.
    func readBack(_ each: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool
    /// How many bytes were written.
    var size: Int { get }
}

public extension OutputSink {
    /// An output that cannot take a file in pieces collects them and writes the file whole.
    func open(_ path: String) throws -> OutputFile {
        CollectedFile(sink: self, path: path)
    }
}

/// The pieces collected, written whole when closed.
final class CollectedFile: OutputFile {
    private let sink: OutputSink
    private let path: String
    private var bytes: [UInt8] = []

    init(sink: OutputSink, path: String) {
        self.sink = sink
        self.path = path
    }

    func write(_ piece: UnsafeRawBufferPointer) throws { bytes.append(contentsOf: piece) }
    func close() throws { try sink.write(bytes: bytes, to: path) }
    func readBack(_ each: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool {
        try bytes.withUnsafeBytes { try each($0) }
        return true
    }
    var size: Int { bytes.count }
}

/// A file written in pieces to `path` on disk; `closed` is told once it is complete, and may say
/// where its bytes are read back from when it is not left there (`readFrom`: an unchanged file in
/// place is the one already there).
final class PiecewiseDiskFile: OutputFile {
    let path: String
    var readFrom: String
    private let writer: POSIX.FileWriter
    private let closed: (PiecewiseDiskFile) throws -> Void

    init(path: String, closed: @escaping (PiecewiseDiskFile) throws -> Void) throws {
        self.path = path
        readFrom = path
        writer = try POSIX.FileWriter(path: path, options: .truncate)
        self.closed = closed
    }

    func write(_ piece: UnsafeRawBufferPointer) throws { try writer.write(piece) }
    func close() throws {
        try writer.close()
        try closed(self)
    }
    func readBack(_ each: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool {
        try POSIX.readInPieces(readFrom, each)
    }
    var size: Int { writer.count }
}

/// A file passed on to another output's file, `closed` told once it is complete (an output that
/// wraps another: counting pages, noting digests, adding compressed copies).
final class PassedFile: OutputFile {
    let inner: OutputFile
    private let closed: (OutputFile) throws -> Void

    init(_ inner: OutputFile, closed: @escaping (OutputFile) throws -> Void) {
        self.inner = inner
        self.closed = closed
    }

    func write(_ piece: UnsafeRawBufferPointer) throws { try inner.write(piece) }
    func close() throws {
        try inner.close()
        try closed(inner)
    }
    func readBack(_ each: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool { try inner.readBack(each) }
    var size: Int { inner.size }
}

/// A file of `sink` opened only once a first piece is handed on (`add`, from a producer that
/// cannot throw: the first error is kept and later pieces dropped); `finish` writes the last
/// bytes, into the opened file or, when nothing was handed on, as the whole file.
final class PiecesOnDemand {
    private let sink: OutputSink
    private let path: String
    private var file: OutputFile?
    private var failure: (any Error)?

    init(_ sink: OutputSink, path: String) {
        self.sink = sink
        self.path = path
    }

    /// Whether the file was opened (some bytes were handed on).
    var opened: Bool { file != nil }

    func add(_ piece: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        do {
            if file == nil { file = try sink.open(path) }
            try file!.write(piece)
        } catch {
            failure = error
        }
    }

    func finish(_ rest: [UInt8]) throws {
        if let failure { throw failure }
        guard let file else { return try sink.write(bytes: rest, to: path) }
        try rest.withUnsafeBytes { try file.write($0) }
        try file.close()
    }
}
