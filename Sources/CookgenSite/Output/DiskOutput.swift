import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a build into a staging folder beside the output and swaps it in only when
/// the build succeeded, so a failed or killed build leaves the previous output intact.
public final class DiskOutput: OutputSink, @unchecked Sendable {
    /// The final output folder.
    public let destination: URL
    /// The staging folder being written.
    public let staging: URL
    private let stagingPath: String
    private let lock = NSLock()
    private var written = Set<String>()
    private var createdDirectories = Set<String>()
    /// The output of the previous build, whose unchanged files are linked instead of written.
    private let previous: String?
    private var keptCount = 0

    /// Prepares a fresh staging folder next to `destination`.
    public init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let prefix = ".\(self.destination.lastPathComponent).tmp-"
        Self.removeAbandonedStaging(in: parent, prefix: prefix)
        staging = parent.appendingPathComponent("\(prefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        stagingPath = staging.path
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDir) && isDir.boolValue
        previous = exists ? self.destination.path : nil
    }

    /// Files identical to the previous output's, linked rather than written (same inode and mtime).
    public var kept: Int { lock.withLock { keptCount } }

    /// Files put in the output so far (written or kept), `.gz` copies included.
    public var files: Int { lock.withLock { written.count } }

    public func write(_ data: Data, to path: String) throws {
        let file = try claim(path)
        if let old = previousFile(path), UnchangedFile.same(old, data), keepPrevious(old, at: file) { return }
        try Self.writeFile(data, to: file)
    }

    /// Plain open/write/close. Foundation's `Data.write` syncs every file to disk, which made
    /// writing a site of a thousand pages take seconds; the staging folder is only swapped
    /// in after everything is written, so a crash still leaves the previous output whole.
    package static func writeFile(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(fd) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
                offset += n
            }
        }
    }

    public func copy(_ source: URL, to path: String) throws {
        let file = try claim(path)
        if let old = previousFile(path), UnchangedFile.same(old, source.path), keepPrevious(old, at: file) { return }
        try FileManager.default.copyItem(atPath: source.path, toPath: file)
    }

    /// The previous output's file at `path`, when there was a previous output.
    private func previousFile(_ path: String) -> String? {
        previous.map { $0 + "/" + path }
    }

    /// Hard-links the previous output's identical file into the staging folder, so the file keeps
    /// its inode and modification time and a deploy (rsync, a bucket sync) sees it unchanged.
    /// The previous output is never written to, so a failed or killed build still leaves it intact.
    private func keepPrevious(_ old: String, at new: String) -> Bool {
        guard link(old, new) == 0 else { return false }
        lock.withLock { keptCount += 1 }
        return true
    }

    /// Staging folders of builds that were killed: their process is gone.
    private static func removeAbandonedStaging(in parent: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pid = Int32(name.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
            if pid > 0, kill(pid, 0) == 0, pid != ProcessInfo.processInfo.processIdentifier { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Checks the path, creates its folder, and makes sure nothing else writes there; returns the file's path
    /// in the staging folder (strings, not URLs: `URL.appendingPathComponent` showed up in profiles).
    private func claim(_ path: String) throws -> String {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else { throw OutputError.unsafePath(path) }
        let file = stagingPath + "/" + path
        let directory = parts.dropLast().joined(separator: "/")
        // Folders are made under the lock, so no thread writes into one that another is still creating.
        try lock.withLock {
            guard written.insert(path).inserted else { throw OutputError.collision(path) }
            if !directory.isEmpty, createdDirectories.insert(directory).inserted {
                try FileManager.default.createDirectory(atPath: stagingPath + "/" + directory, withIntermediateDirectories: true)
            }
        }
        return file
    }

    /// Replaces the output with the staging folder: one atomic exchange where the
    /// system offers it, else two renames.
    public func commit() throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: destination.path) else {
            try fm.moveItem(at: staging, to: destination)
            return
        }
        if Self.exchange(staging, destination) {
            try? fm.removeItem(at: staging)
            return
        }
        let old = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + "-old")
        try fm.moveItem(at: destination, to: old)
        try fm.moveItem(at: staging, to: destination)
        try? fm.removeItem(at: old)
    }

    /// Throws away the staging folder; the previous output stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// `renameat2(RENAME_EXCHANGE)`: swaps two paths atomically (glibc ≥ 2.28, Linux ≥ 3.15).
    /// Looked up at run time, so systems without it fall back to two renames.
    private static func exchange(_ a: URL, _ b: URL) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2
        return a.path.withCString { pa in
            b.path.withCString { pb in renameat2(AT_FDCWD, pa, AT_FDCWD, pb, renameExchange) }
        } == 0
        #else
        return false
        #endif
    }
}
