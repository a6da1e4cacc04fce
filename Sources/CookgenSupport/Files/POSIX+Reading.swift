import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Reading files and folders: what `lstat` says of a path, a file's bytes, a folder's names.
extension POSIX {
    /// What `lstat` (or `stat`) says about a path.
    package struct Status: Sendable {
        package enum Kind: Sendable {
            case regular, directory, symbolicLink, other
        }

        package var kind: Kind
        /// Size in bytes.
        package var size: Int
        /// Modification time in nanoseconds since 1970.
        package var modified: Int64
        /// The inode number.
        package var inode: UInt64
        /// Status change time in nanoseconds since 1970: moves on every write, even one that
        /// sets the modification time back.
        package var changed: Int64

        fileprivate init(_ info: stat) {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            default: kind = .other
            }
            size = Int(info.st_size)
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
            #if canImport(Darwin)
            let change = info.st_ctimespec
            #else
            let change = info.st_ctim
            #endif
            changed = Int64(change.tv_sec) * 1_000_000_000 + Int64(change.tv_nsec)
            inode = UInt64(info.st_ino)
        }
    }

    /// The status of `path` itself (a symbolic link is reported as one), or of what it points at
    /// when `followingLinks`; nil when there is nothing there.
    package static func status(of path: String, followingLinks: Bool = false) -> Status? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? Status(info) : nil
    }

    /// The bytes of the regular file at `path`, read straight into the array (one copy, where
    /// `Data` and then an array made of it are two); nil when it cannot be opened or read whole.
    package static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { systemClose(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = read(fd, buffer.baseAddress! + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                done += n
            }
            // A file that shrank while read is not the file that was there: no bytes at all.
            complete = done == size
            count = done
        }
        return complete ? bytes : nil
    }

    /// The bytes of the regular file at `path`, then those of the regular file at `then` when
    /// there is one, in one array (read straight into it); nil when the first cannot be read whole.
    /// `first`: how many of the bytes are the first file's (the second one, unreadable, adds none).
    package static func readFiles(_ path: String, then next: String) -> (bytes: [UInt8], first: Int)? {
        func opened(_ path: String) -> (fd: Int32, size: Int)? {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                systemClose(fd)
                return nil
            }
            return (fd, Int(info.st_size))
        }
        guard let first = opened(path) else { return nil }
        defer { systemClose(first.fd) }
        var second = opened(next)
        defer { if let second { systemClose(second.fd) } }
        /// Reads `size` bytes of `fd` at `into`; false when the file ended early.
        func fill(_ fd: Int32, _ size: Int, into base: UnsafeMutablePointer<UInt8>) -> Bool {
            var done = 0
            while done < size {
                let n = read(fd, base + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        var complete = true
        let total = first.size + (second?.size ?? 0)
        guard total > 0 else { return ([], 0) }
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            count = 0
            guard fill(first.fd, first.size, into: buffer.baseAddress!) else {
                complete = false
                return
            }
            count = first.size
            if let next = second {
                if fill(next.fd, next.size, into: buffer.baseAddress! + first.size) {
                    count += next.size
                } else {
                    second = nil
                }
            }
        }
        return complete ? (bytes, first.size) : nil
    }

    /// The names in a folder, `.` and `..` left out, in the order the system gives them;
    /// nil when the folder cannot be read.
    package static func entryNames(in folder: String) -> [String]? {
        Folder(folder)?.names()
    }

    /// A folder opened for reading its entries and what `lstat` says of each, relative to the
    /// folder itself: the system looks up one name per entry, not the whole path again.
    package final class Folder {
        private let dir: OpaquePointer

        /// The folder at `path`; nil when it cannot be opened as one (a symbolic link is not followed).
        package convenience init?(_ path: String) {
            self.init(descriptor: open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
        }

        private init?(descriptor fd: Int32) {
            guard fd >= 0 else { return nil }
            guard let dir = fdopendir(fd) else {
                systemClose(fd)
                return nil
            }
            self.dir = dir
        }

        deinit { closedir(dir) }

        /// The folder `name` inside this one; nil when it cannot be opened as one.
        package func folder(_ name: String) -> Folder? {
            Folder(descriptor: openat(dirfd(dir), name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW))
        }

        /// The status of the entry `name` itself (a symbolic link is reported as one).
        package func status(of name: String) -> Status? {
            var info = stat()
            return fstatat(dirfd(dir), name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? Status(info) : nil
        }

        /// The names in the folder, `.` and `..` left out, in the order the system gives them.
        package func names() -> [String] {
            var names: [String] = []
            while let item = readdir(dir) {
                // `d_name` is a fixed C array: 256 bytes on Linux, 1024 on macOS.
                let name = withUnsafePointer(to: item.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                        String(cString: $0)
                    }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            return names
        }
    }

    /// True when `path` is a regular file (not a symbolic link) holding exactly `bytes`; the
    /// file is read only when its size agrees.
    package static func regularFile(_ path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        var buffer = [UInt8](repeating: 0, count: min(bytes.count, 1 << 16) + 1)
        var offset = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return false }
            if n == 0 { return offset == bytes.count }
            guard offset + n <= bytes.count else { return false }
            let equal = buffer.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress! + offset, n) == 0 }
            guard equal else { return false }
            offset += n
        }
    }
}

package extension POSIX {
    /// Reads the regular file at `path` in pieces of up to `piece` bytes, in order; false when it
    /// cannot be read to the end.
    static func readInPieces(_ path: String, piece: Int = 1 << 20, _ each: (UnsafeRawBufferPointer) throws -> Void) rethrows -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: max(1, piece))
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return false }
            if n == 0 { return true }
            try buffer.withUnsafeBytes { try each(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }

    /// Whether the regular files at `path` and `other` hold the same bytes, read a piece at a time.
    static func sameContents(_ path: String, _ other: String) -> Bool {
        guard let size = status(of: path).flatMap({ $0.kind == .regular ? $0.size : nil }),
              status(of: other).flatMap({ $0.kind == .regular ? $0.size : nil }) == size else { return false }
        let fd = open(other, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var theirs = [UInt8](repeating: 0, count: 1 << 20)
        var same = true
        let complete = readInPieces(path) { mine in
            guard same else { return }
            var filled = 0
            while filled < mine.count {
                let n = theirs.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, mine.count - filled) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { same = false; return }
                filled += n
            }
            same = theirs.withUnsafeBytes { memcmp($0.baseAddress!, mine.baseAddress!, mine.count) == 0 }
        }
        return complete && same
    }
}
