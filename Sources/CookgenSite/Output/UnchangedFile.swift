import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Byte-for-byte comparison of a file on disk with new content, reading the file only
/// when the sizes agree.
package enum UnchangedFile {
    /// True when the regular file at `path` holds exactly `data`.
    package static func same(_ path: String, _ data: Data) -> Bool {
        data.withUnsafeBytes { same(path, $0) }
    }

    /// True when the regular files at `path` and `other` hold the same bytes.
    package static func same(_ path: String, _ other: String) -> Bool {
        guard let size = regularSize(other), regularSize(path) == size,
              let data = FileManager.default.contents(atPath: other) else { return false }
        return same(path, data)
    }

    private static func same(_ path: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
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

    private static func regularSize(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
