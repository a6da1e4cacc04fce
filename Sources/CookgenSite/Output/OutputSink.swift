import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Where the render stage puts files. Every write of the build goes through one sink.
public protocol OutputSink: Sendable {
    /// Writes bytes to a path relative to the output root. Safe to call from several threads.
    func write(_ data: Data, to path: String) throws
    /// Copies a file to a path relative to the output root.
    func copy(_ source: URL, to path: String) throws
    /// Writes bytes as `write(_:to:)` does, without making them `Data` first where the output can
    /// (a page of tens of megabytes, the all-recipes page of a large cookbook, is not copied).
    func write(bytes: [UInt8], to path: String) throws
    /// Opens `path` to be written in pieces (`OutputFile`), for a file too large to hold whole; it
    /// is in the output once closed. An output that cannot take pieces collects them.
    func open(_ path: String) throws -> OutputFile
}

public extension OutputSink {
    /// Makes the bytes `Data` and writes them.
    func write(bytes: [UInt8], to path: String) throws {
        try write(Data(bytes), to: path)
    }
}

/// An in-memory sink, for tests and for tools that want the site without a disk.
public final class MemoryOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]

    /// An empty output.
    public init() {}

    public func write(_ data: Data, to path: String) throws {
        try lock.withLock {
            if storage[path] != nil { throw OutputError.collision(path) }
            storage[path] = data
        }
    }

    public func copy(_ source: URL, to path: String) throws {
        try write(try Data(contentsOf: source), to: path)
    }

    /// Every file written, by path.
    public var files: [String: Data] { lock.withLock { storage } }

    /// A file's text.
    public func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}

/// Problems writing the output.
public enum OutputError: Error, CustomStringConvertible {
    case collision(String)
    case unsafePath(String)

    public var description: String {
        switch self {
        case .collision(let path): "two files would be written to \(path); rename one of them"
        case .unsafePath(let path): "refusing to write outside the output folder: \(path)"
        }
    }
}
