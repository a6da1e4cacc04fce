import Foundation

/// An output that notes the digest and size of every file the offline list names, as the
/// files pass through to the real output: the list costs no second read of the site.
package final class RecordingOutput: OutputSink, @unchecked Sendable {
    /// Where the files go.
    package let inner: OutputSink
    private let lock = NSLock()
    private var entries: [String: OfflineList.File] = [:]

    package init(_ inner: OutputSink) {
        self.inner = inner
    }

    package func write(_ data: Data, to path: String) throws {
        try inner.write(data, to: path)
        data.withUnsafeBytes { note($0, path) }
    }

    package func write(bytes: [UInt8], to path: String) throws {
        try inner.write(bytes: bytes, to: path)
        bytes.withUnsafeBytes { note($0, path) }
    }

    package func open(_ path: String) throws -> OutputFile {
        PassedFile(try inner.open(path)) { [self] file in
            guard OfflineList.isListed(path) else { return }
            var digest = ContentDigest.Stream(count: file.size)
            guard try file.readBack({ digest.add($0) }) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
            record(OfflineList.File(path: path, digest: ContentDigest.hex(of: digest.value), size: file.size))
        }
    }

    package func copy(_ source: URL, to path: String) throws {
        try inner.copy(source, to: path)
        if OfflineList.isListed(path) { try Data(contentsOf: source, options: .mappedIfSafe).withUnsafeBytes { note($0, path) } }
    }

    /// Every listed file written so far.
    package var files: [String: OfflineList.File] { lock.withLock { entries } }

    private func note(_ bytes: UnsafeRawBufferPointer, _ path: String) {
        guard OfflineList.isListed(path) else { return }
        record(OfflineList.File(path: path, digest: ContentDigest.hex(bytes), size: bytes.count))
    }

    private func record(_ file: OfflineList.File) {
        lock.withLock { entries[file.path] = file }
    }
}
