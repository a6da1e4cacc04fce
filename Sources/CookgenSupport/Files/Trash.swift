import Foundation

/// A folder where a build sets aside the files it replaces or removes, instead of freeing them on
/// its way: on a file system mounted with `discard` (as the ext4 of our CI machines is), freeing a
/// file's blocks waits for the disk, 0.5–5 ms a file, and a build of one edited recipe replaces
/// some 30 files at its end. Each old file is kept by a hard link in the folder, so the rename
/// that replaces it frees nothing; the next build empties the folder while it works (`empty`).
///
/// ```swift
/// let trash = Trash(folder: cacheFolder + "/trash")
/// try trash.move(temporary, over: page)   // the old page waits in the folder
/// Trash(folder: cacheFolder + "/trash").empty()   // the next build, on a thread of its own
/// ```
package struct Trash: Sendable {
    /// The folder; made on first use. Inside a build's cache folder, never inside its output.
    package let folder: String

    package init(folder: String) {
        self.folder = folder
    }

    /// Renames `source` over `destination` (atomically, as `POSIX.move`), the file that was at
    /// `destination` set aside. Where it cannot be set aside (another file system, no folder), it
    /// is freed by the rename as before.
    package func move(_ source: String, over destination: String) throws(POSIX.FileError) {
        _ = link(destination)
        try POSIX.move(source, over: destination)
    }

    /// Removes the file at `path` by moving it into the folder; removes it at once when it cannot.
    package func remove(_ path: String) {
        if !setAside(path) { POSIX.removeFile(path) }
    }

    /// Removes every file set aside (by this process or an earlier one).
    package func empty() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names { POSIX.removeFile(folder + "/" + name) }
    }

    /// A new name in the folder for a file set aside now.
    private func newName() -> String {
        folder + "/" + String(UInt64.random(in: 1...UInt64.max), radix: 36)
    }

    /// Hard-links the file at `path` into the folder; false when there is no file or no link could be made.
    private func link(_ path: String) -> Bool {
        guard POSIX.status(of: path)?.kind == .regular else { return false }
        if POSIX.hardLink(path, at: newName()) { return true }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        return POSIX.hardLink(path, at: newName())
    }

    /// Renames the file at `path` into the folder; false when it could not.
    private func setAside(_ path: String) -> Bool {
        guard POSIX.status(of: path)?.kind == .regular else { return false }
        if (try? POSIX.move(path, over: newName())) != nil { return true }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        return (try? POSIX.move(path, over: newName())) != nil
    }
}
