import Foundation
#if os(Linux)
import Glibc

/// Native change notification on Linux. One watch per folder (inotify is not recursive): folders
/// made later get their watches as they appear, and the files already in them are reported.
///
/// Saves are noticed however the editor writes: in place (`IN_CLOSE_WRITE`), by writing a temporary
/// file and renaming it over the original (`IN_MOVED_TO`), or by deleting and creating (`IN_DELETE`,
/// `IN_CLOSE_WRITE`). Swap, backup and temporary files are reported too; `ChangeSet` drops them.
final class InotifyWatcher: @unchecked Sendable {
    /// inotify itself is unavailable, or its watches ran out.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    let root: URL
    private let watchLimit: Int?
    private let onChange: @Sendable ([String]) -> Void
    private let onLimit: @Sendable (String) -> Void
    private let fd: Int32
    private var wakeup: [Int32] = [-1, -1]
    /// Watch descriptor → folder, relative to the root ("" for the root, "Content/soups").
    private var folders: [Int32: String] = [:]
    private let lock = NSLock()
    private var thread: Thread?

    private static let folderMask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR) | UInt32(IN_EXCL_UNLINK)

    init(root: URL, watchLimit: Int?, onChange: @escaping @Sendable ([String]) -> Void, onLimit: @escaping @Sendable (String) -> Void) throws {
        self.root = root
        self.watchLimit = watchLimit
        self.onChange = onChange
        self.onLimit = onLimit
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw Unavailable(description: "inotify is unavailable (\(String(cString: strerror(errno))))") }
        guard pipe(&wakeup) == 0 else {
            close(fd)
            throw Unavailable(description: "cannot create a pipe (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        close(fd)
        close(wakeup[0])
        close(wakeup[1])
    }

    /// Adds the watches and starts reading events on a thread of its own.
    func start() throws {
        try lock.withLock {
            try add("")
            for name in ["Content", "Templates"] { try addTree(name) }
        }
        let thread = Thread { [self] in run() }
        thread.name = "cookgen.serve.inotify"
        self.thread = thread
        thread.start()
    }

    /// Stops reading events.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeup[1], &byte, 1)
    }

    // MARK: Watches

    /// Watches a folder (relative to the root); throws when the watches ran out.
    private func add(_ folder: String) throws {
        if let watchLimit, folders.count >= watchLimit { throw Unavailable(description: "inotify watch limit reached (test limit \(watchLimit))") }
        let path = folder.isEmpty ? root.path : root.appendingPathComponent(folder).path
        let wd = inotify_add_watch(fd, path, Self.folderMask)
        if wd < 0 {
            if errno == ENOSPC {
                throw Unavailable(description: "inotify watch limit reached (raise fs.inotify.max_user_watches)")
            }
            return  // gone already, or not a folder
        }
        folders[wd] = folder
    }

    /// Watches a folder and every folder under it (hidden ones aside); returns the files found.
    @discardableResult
    private func addTree(_ folder: String) throws -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDir), isDir.boolValue else { return [] }
        try add(folder)
        var files: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = folder + "/" + name
            var values = stat()
            guard lstat(root.appendingPathComponent(child).path, &values) == 0 else { continue }
            if values.st_mode & S_IFMT == S_IFDIR { files += try addTree(child) } else { files.append(child) }
        }
        return files
    }

    /// Forgets the watches of a folder that moved away or was deleted, and of everything under it.
    private func removeTree(_ folder: String) {
        for (wd, path) in folders where path == folder || path.hasPrefix(folder + "/") {
            inotify_rm_watch(fd, wd)
            folders[wd] = nil
        }
    }

    // MARK: Events

    private func run() {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        var polls = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeup[0], events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&polls, 2, -1)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if polls[1].revents != 0 { return }
            let count = read(fd, buffer, size)
            if count < 0 { if errno == EINTR || errno == EAGAIN { continue } else { return } }
            let paths = lock.withLock { decode(UnsafeRawBufferPointer(start: buffer, count: count)) }
            if let paths, !paths.isEmpty { onChange(paths) }
            if paths == nil { return }
        }
    }

    /// The changed paths in a batch of events; nil when the watches ran out (polling takes over).
    private func decode(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var paths: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.count {
            let wd = bytes.load(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.load(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = UnsafeRawBufferPointer(rebasing: bytes[(offset + header)..<min(bytes.count, offset + header + length)])
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { paths.append("*"); continue }
            if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil; continue }
            guard let folder = folders[wd] else { continue }
            if name.isEmpty { continue }  // the folder itself (IN_DELETE_SELF, IN_MOVE_SELF): its parent reports it
            let path = folder.isEmpty ? name : folder + "/" + name
            if folder.isEmpty && !SiteWatcher.topLevel.contains(name) { continue }
            if mask & UInt32(IN_ISDIR) != 0 {
                paths.append(path + "/")
                if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 { removeTree(path) }
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    do {
                        paths += try addTree(path)
                    } catch {
                        onLimit("\(error)")
                        return nil
                    }
                }
            } else {
                paths.append(path)
            }
        }
        return paths
    }
}
#else
/// No inotify here: `SiteWatcher` polls.
final class InotifyWatcher: @unchecked Sendable {
    func stop() {}
}
#endif
