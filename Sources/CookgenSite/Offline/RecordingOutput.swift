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
        note(data, path)
    }

    package func write(bytes: [UInt8], to path: String) throws {
        try inner.write(bytes: bytes, to: path)
        guard OfflineList.isListed(path) else { return }
        let digest = bytes.withUnsafeBytes { ContentDigest.hex($0) }
        lock.withLock { entries[path] = OfflineList.File(path: path, digest: digest, size: bytes.count) }
    }

    package func open(_ path: String) throws -> OutputFile {
        PassedFile(try inner.open(path)) { [self] file in
            guard OfflineList.isListed(path) else { return }
            var digest = ContentDigest.Stream(count: file.size)
            guard try file.readBack({ digest.add($0) }) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
            let entry = OfflineList.File(path: path, digest: ContentDigest.hex(of: digest.value), size: file.size)
            lock.withLock { entries[path] = entry }
        }
    }

    package func copy(_ source: URL, to path: String) throws {
        try inner.copy(source, to: path)
        if OfflineList.isListed(path) { note(try Data(contentsOf: source, options: .mappedIfSafe), path) }
    }

    /// Every listed file written so far.
    package var files: [String: OfflineList.File] { lock.withLock { entries } }

    private func note(_ data: Data, _ path: String) {
        guard OfflineList.isListed(path) else { return }
        let file = OfflineList.File(path: path, digest: ContentDigest.hex(data), size: data.count)
        lock.withLock { entries[path] = file }
    }
}
