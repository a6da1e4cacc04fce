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
