import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Writes only the files of a build that changed, into the existing output: each new or changed
/// file first as a temporary file beside its place (`.<name>.cookgen-new`), then, once the whole
/// build has rendered, all renamed into place and the files that went removed. A build that fails
/// while rendering (a full disk) removes its temporary files and leaves the previous output as it
/// was; the manifest is written only after `commit()`, so a build killed half-way through the
/// renames is followed by a full build, which repairs the output.
package final class IncrementalOutput: OutputSink, @unchecked Sendable {
    /// The output folder.
    package let destination: String
    private let lock = NSLock()
    private var claimed = Set<String>()
    private var temporaries: [(temporary: String, path: String, isNew: Bool)] = []
    /// Temporary files opened to be written in pieces and not closed yet (removed by `discard`).
    private var opened: Set<String> = []
    private var createdFolders: [String] = []
    private var unchangedCount = 0
    /// Where the files replaced and removed go (freed by the next build); nil: freed at once.
    private let trash: Trash?

    /// An output that updates the folder `destination` in place.
    package init(destination: URL, trash: Trash? = nil) {
        self.destination = destination.standardizedFileURL.path
        self.trash = trash
        DiskOutput.removeAbandonedStaging(beside: destination)
    }

    package func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write(raw: $0, to: path) }
    }

    package func write(bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write(raw: $0, to: path) }
    }

    private func write(raw bytes: UnsafeRawBufferPointer, to path: String) throws {
        let file = try claim(path)
        if POSIX.regularFile(file, holds: bytes) {
            lock.withLock { unchangedCount += 1 }
            return
        }
        let temporary = Self.temporaryName(file)
        try POSIX.writeFile(bytes, to: temporary, options: .truncate)
        let isNew = POSIX.status(of: file) == nil
        lock.withLock { temporaries.append((temporary, path, isNew)) }
    }

    package func open(_ path: String) throws -> OutputFile {
        let file = try claim(path)
        let temporary = Self.temporaryName(file)
        lock.withLock { _ = opened.insert(temporary) }
        return try PiecewiseDiskFile(path: temporary) { [self] written in
            lock.withLock { _ = opened.remove(temporary) }
            if POSIX.sameContents(temporary, file) {
                POSIX.removeFile(temporary)
                written.readFrom = file
                lock.withLock { unchangedCount += 1 }
                return
            }
            let isNew = POSIX.status(of: file) == nil
            lock.withLock { temporaries.append((temporary, path, isNew)) }
        }
    }

    package func copy(_ source: URL, to path: String) throws {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source.path])
        }
        try write(data, to: path)
    }

    /// Files rendered whose bytes were already in the output.
    package var unchanged: Int { lock.withLock { unchangedCount } }

    /// Files written so far (new or changed), by path.
    package var written: [String] { lock.withLock { temporaries.map(\.path) } }

    /// Of the files written, those that were not in the output before.
    package var added: [String] { lock.withLock { temporaries.filter(\.isNew).map(\.path) } }

    /// Whether this build rendered `path`.
    package func rendered(_ path: String) -> Bool { lock.withLock { claimed.contains(path) } }

    /// What `commit` changed: the paths removed that were there, and each file's part of the
    /// output's fingerprint before and after (see `BuildManifest.entryHash`).
    package struct Committed {
        package var removed: [String] = []
        package var before: [UInt64] = []
        package var after: [UInt64] = []
    }

    /// Puts every written file in place, then removes `removals` (paths relative to the output;
    /// those this build wrote are kept).
    package func commit(removing removals: Set<String>) throws -> Committed {
        let moves = lock.withLock { temporaries }
        var committed = Committed()
        for move in moves {
            if let old = BuildManifest.entryHash(move.path, in: destination) { committed.before.append(old) }
            do {
                if let trash { try trash.move(move.temporary, over: destination + "/" + move.path) } else {
                    try POSIX.move(move.temporary, over: destination + "/" + move.path)
                }
            } catch {
                discard()
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination + "/" + move.path])
            }
            if let new = BuildManifest.entryHash(move.path, in: destination) { committed.after.append(new) }
        }
        lock.withLock { temporaries = [] }
        for path in removals.sorted() where !rendered(path) {
            let file = destination + "/" + path
            guard !path.split(separator: "/").contains(".."), POSIX.status(of: file)?.kind == .regular,
                  let old = BuildManifest.entryHash(path, in: destination) else { continue }
            if let trash { trash.remove(file) } else { POSIX.removeFile(file) }
            committed.removed.append(path)
            committed.before.append(old)
        }
        return committed
    }

    /// Removes the temporary files (and folders this build made); the output stays as it was.
    package func discard() {
        let (moves, folders, open) = lock.withLock { (temporaries, createdFolders, opened) }
        for move in moves { POSIX.removeFile(move.temporary) }
        for temporary in open { POSIX.removeFile(temporary) }
        for folder in folders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
        lock.withLock {
            temporaries = []
            opened = []
        }
    }

    /// `.<name>.cookgen-new` beside `file`.
    private static func temporaryName(_ file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return ".\(file).cookgen-new" }
        return file[...slash] + "." + file[file.index(after: slash)...] + ".cookgen-new"
    }

    /// Checks the path, makes its folder, makes sure nothing else writes there; returns the file's full path.
    private func claim(_ path: String) throws -> String {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else { throw OutputError.unsafePath(path) }
        try lock.withLock {
            guard claimed.insert(path).inserted else { throw OutputError.collision(path) }
            var folder = destination
            for part in parts.dropLast() {
                folder += "/" + part
                if POSIX.status(of: folder)?.kind != .directory {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
                    createdFolders.append(folder)
                }
            }
        }
        return destination + "/" + path
    }
}
