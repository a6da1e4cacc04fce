import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

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
        POSIX.regularFile(path, holds: bytes)
    }

    private static func regularSize(_ path: String) -> Int? {
        guard let status = POSIX.status(of: path), status.kind == .regular else { return nil }
        return status.size
    }
}
