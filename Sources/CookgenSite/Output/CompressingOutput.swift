import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// An output that also writes a `.gz` copy beside every text file (HTML, CSS, JavaScript, XML,
/// JSON, SVG), for servers that send pre-compressed files (`gzip_static` in nginx, GitLab Pages).
/// The copies are deterministic: the same site gives the same bytes.
public struct CompressingOutput: OutputSink {
    /// The output the files and their copies go to.
    public let inner: OutputSink

    /// File extensions that get a `.gz` copy.
    public static let compressedExtensions: Set<String> = ["html", "css", "js", "xml", "json", "svg"]

    /// Wraps an output.
    public init(_ inner: OutputSink) {
        self.inner = inner
    }

    public func write(_ data: Data, to path: String) throws {
        try inner.write(data, to: path)
        if Self.isCompressed(path) { try inner.write(Gzip.compress(data), to: path + ".gz") }
    }

    public func write(bytes: [UInt8], to path: String) throws {
        try inner.write(bytes: bytes, to: path)
        if Self.isCompressed(path) { try inner.write(Gzip.compress(bytes: bytes), to: path + ".gz") }
    }

    public func open(_ path: String) throws -> OutputFile {
        PassedFile(try inner.open(path)) { [inner] file in
            guard Self.isCompressed(path) else { return }
            // The compressed copy is made whole (zlib at its best compression, in one pass).
            var bytes: [UInt8] = []
            bytes.reserveCapacity(file.size)
            guard try file.readBack({ bytes.append(contentsOf: $0) }) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
            try inner.write(Gzip.compress(bytes: bytes), to: path + ".gz")
        }
    }

    public func copy(_ source: URL, to path: String) throws {
        try inner.copy(source, to: path)
        if Self.isCompressed(path) { try inner.write(Gzip.compress(try Data(contentsOf: source)), to: path + ".gz") }
    }

    package static func isCompressed(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return compressedExtensions.contains(path[path.index(after: dot)...].lowercased())
    }
}
