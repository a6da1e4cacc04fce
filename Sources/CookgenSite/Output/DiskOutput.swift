import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

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
        let prefix = Self.stagingPrefix(of: self.destination)
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
        try data.withUnsafeBytes { try write(raw: $0, to: path) }
    }

    public func write(bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write(raw: $0, to: path) }
    }

    private func write(raw bytes: UnsafeRawBufferPointer, to path: String) throws {
        let file = try claim(path)
        if let old = previousFile(path), POSIX.regularFile(old, holds: bytes), keepPrevious(old, at: file) { return }
        try POSIX.writeFile(bytes, to: file, options: .truncate)
    }

    /// Plain open/write/close. Foundation's `Data.write` syncs every file to disk, which made
    /// writing a site of a thousand pages take seconds; the staging folder is only swapped
    /// in after everything is written, so a crash still leaves the previous output whole.
    package static func writeFile(_ data: Data, to path: String) throws {
        // The system's own error goes up, errno and all, so the message can say what happened.
        try POSIX.writeFile(data, to: path, options: .truncate)
    }

    public func open(_ path: String) throws -> OutputFile {
        let file = try claim(path)
        return try PiecewiseDiskFile(path: file) { [self] written in
            // The previous output's identical file is linked in its place, as `write` does.
            guard let old = previousFile(path), POSIX.sameContents(written.path, old) else { return }
            let link = written.path + ".link"
            guard keepPrevious(old, at: link) else { return }
            do { try POSIX.move(link, over: written.path) } catch {
                POSIX.removeFile(link)
                throw error
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
        guard POSIX.hardLink(old, at: new) else { return false }
        lock.withLock { keptCount += 1 }
        return true
    }

    /// Staging folders of builds that were killed: their process is gone.
    /// `.<name>.tmp-`: how the staging folders of the output `<name>` begin.
    private static func stagingPrefix(of destination: URL) -> String {
        ".\(destination.lastPathComponent).tmp-"
    }

    /// Removes the staging folders beside `destination` that builds killed half-way left (their
    /// process is gone): a build that writes only changes in place sweeps them too.
    package static func removeAbandonedStaging(beside destination: URL) {
        let destination = destination.standardizedFileURL
        removeAbandonedStaging(in: destination.deletingLastPathComponent(), prefix: stagingPrefix(of: destination))
    }

    private static func removeAbandonedStaging(in parent: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pid = Int32(name.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
            if pid > 0, POSIX.processExists(pid), pid != ProcessInfo.processInfo.processIdentifier { continue }
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
    /// system offers it (`POSIX.exchange`), else two renames.
    public func commit() throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: destination.path) else {
            try fm.moveItem(at: staging, to: destination)
            return
        }
        if POSIX.exchange(staging.path, destination.path) {
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
}
