import Foundation
import CAllocator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The operating system's calls that cookgen makes itself, in one place: this file (writing,
/// renaming, processes, memory) and `POSIX+Reading.swift` (status, files, folders). No other file
/// of the library targets imports Glibc or Darwin for them. Where Linux and macOS differ, the
/// difference is in these two: the `stat` field of the modification time (`st_mtim`,
/// `st_mtimespec`), the length of a folder entry's name, and how two paths are swapped atomically
/// (`renameat2`, `renamex_np`).
package enum POSIX {
    // MARK: Writing

    /// How `writeFile` opens its file. The file is always opened for writing, created when missing
    /// (mode 0644 before the umask) and closed on exec.
    package struct WriteOptions: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// Refuse when anything is at the path already, even a dangling symbolic link (`O_EXCL`).
        package static let createExclusive = WriteOptions(rawValue: 1 << 0)
        /// Refuse when the path is a symbolic link (`O_NOFOLLOW`).
        package static let noFollow = WriteOptions(rawValue: 1 << 1)
        /// Empty an existing file first (`O_TRUNC`).
        package static let truncate = WriteOptions(rawValue: 1 << 2)

        fileprivate var flags: Int32 {
            var flags = O_WRONLY | O_CREAT | O_CLOEXEC
            if contains(.createExclusive) { flags |= O_EXCL }
            if contains(.noFollow) { flags |= O_NOFOLLOW }
            if contains(.truncate) { flags |= O_TRUNC }
            return flags
        }
    }

    /// A system call that failed: which, on what path, and `errno`.
    package struct FileError: Error, CustomStringConvertible, Sendable {
        package enum Step: String, Sendable {
            case open, write, rename
        }

        /// The call that failed.
        package var step: Step
        /// The path it was given (for a rename, the destination).
        package var path: String
        /// `errno` right after the call.
        package var code: Int32

        /// The system's words for `code`, e.g. "No space left on device".
        package var reason: String { String(cString: strerror(code)) }
        /// True when the call failed because something was at the path already (`EEXIST`).
        package var exists: Bool { code == EEXIST }

        package var description: String { "cannot \(step.rawValue) \(path): \(reason)" }
    }

    /// Plain open, write (retried on `EINTR`, continued after short writes), close. No `fsync`:
    /// callers that need a whole file or none write elsewhere and rename. On a failed write the
    /// partly written file is left for the caller to remove or replace.
    package static func writeFile(_ data: Data, to path: String, options: WriteOptions) throws(FileError) {
        let result = data.withUnsafeBytes { bytes in Result { () throws(FileError) in try writeFile(bytes, to: path, options: options) } }
        try result.get()
    }

    /// `writeFile` of bytes at hand.
    package static func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String, options: WriteOptions) throws(FileError) {
        let fd = open(path, options.flags, 0o644)
        guard fd >= 0 else { throw FileError(step: .open, path: path, code: errno) }
        defer { close(fd) }
        if let failure = writeAll(fd, bytes) { throw FileError(step: .write, path: path, code: failure) }
    }

    /// A file written piece by piece through a buffer of `limit` bytes, for one too large to make
    /// whole in memory first (the build cache is tens of megabytes at 10,000 recipes). Opened as
    /// `writeFile` opens; `close` writes what is left. As with `writeFile`, a failed write leaves
    /// the partly written file for the caller.
    package final class FileWriter {
        private var fd: Int32
        private let path: String
        private var buffer: [UInt8] = []
        private let limit: Int
        /// Bytes written so far, those still in the buffer included.
        package private(set) var count = 0

        /// `limit`: a quarter of a megabyte unless told (a megabyte before, reserved at once: two or
        /// three writers open at the end of a small build were a few percent of its peak).
        package init(path: String, options: WriteOptions, buffer limit: Int = 1 << 18) throws(FileError) {
            fd = open(path, options.flags, 0o644)
            guard fd >= 0 else { throw FileError(step: .open, path: path, code: errno) }
            self.path = path
            self.limit = max(1, limit)
            buffer.reserveCapacity(self.limit)
        }

        package func write(_ bytes: [UInt8]) throws(FileError) {
            if let failure = bytes.withUnsafeBytes({ attempt($0) }) { throw failure }
        }

        package func write(_ bytes: ArraySlice<UInt8>) throws(FileError) {
            if let failure = bytes.withUnsafeBytes({ attempt($0) }) { throw failure }
        }

        /// `write(_:)`'s error as a value (`withUnsafeBytes` passes on no typed error).
        private func attempt(_ bytes: UnsafeRawBufferPointer) -> FileError? {
            do { try write(bytes) } catch { return error }
            return nil
        }

        /// Not generic over a collection: called from another module, that was a generic append
        /// per piece (the build cache writes three pieces per recipe).
        package func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
            count += bytes.count
            if buffer.count + bytes.count > limit { try flush() }
            if bytes.count >= limit {
                // Large pieces go straight out, not through the buffer.
                if let failure = writeAll(fd, bytes) { throw FileError(step: .write, path: path, code: failure) }
            } else {
                buffer.append(contentsOf: bytes)
            }
        }

        /// Writes what is buffered and closes the file.
        package func close() throws(FileError) {
            defer { if fd >= 0 { systemClose(fd); fd = -1 } }
            try flush()
        }

        deinit { if fd >= 0 { systemClose(fd) } }

        private func flush() throws(FileError) {
            guard !buffer.isEmpty else { return }
            if let failure = buffer.withUnsafeBytes({ writeAll(fd, $0) }) { throw FileError(step: .write, path: path, code: failure) }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Bytes set aside on disk rather than in memory: a file without a name (made in `folder` and
    /// removed at once, so nothing is left behind however the process ends), appended to through a
    /// buffer and read back by range. Not safe from two threads at once: callers lock.
    package final class ScratchFile {
        private var fd: Int32
        private var buffer: [UInt8] = []
        private let limit: Int
        /// Bytes in the file; those after it are in `buffer`.
        private var written = 0
        /// Set when a write failed: from then on nothing more is taken (what is buffered stays readable).
        private var full = false

        /// Nil when no file can be made in `folder`.
        package init?(folder: String, buffer limit: Int = 1 << 18) {
            var template = Array((folder + "/.cookgen-scratch-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return nil }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            self.fd = fd
            self.limit = max(1, limit)
            buffer.reserveCapacity(self.limit)
        }

        deinit { systemClose(fd) }

        /// Bytes appended so far.
        package var count: Int { written + buffer.count }

        /// Appends `bytes`; where they start, or nil (nothing appended) once the disk has refused a write.
        package func append(_ bytes: [UInt8]) -> Int? {
            guard !full else { return nil }
            let start = count
            buffer.append(contentsOf: bytes)
            if buffer.count >= limit, buffer.withUnsafeBytes({ writeAll(fd, $0) }) == nil {
                written += buffer.count
                buffer.removeAll(keepingCapacity: true)
            } else if buffer.count >= limit {
                full = true
            }
            return start
        }

        /// The bytes at `range` of what was appended; nil when the file cannot be read.
        package func read(_ range: Range<Int>) -> [UInt8]? {
            guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
            if range.lowerBound >= written { return Array(buffer[(range.lowerBound - written)..<(range.upperBound - written)]) }
            var bytes = [UInt8](repeating: 0, count: range.count)
            let onDisk = min(range.upperBound, written) - range.lowerBound
            let read = bytes.withUnsafeMutableBytes { out -> Bool in
                var done = 0
                while done < onDisk {
                    let n = pread(fd, out.baseAddress! + done, onDisk - done, off_t(range.lowerBound + done))
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
            guard read else { return nil }
            if range.upperBound > written { bytes.replaceSubrange(onDisk..., with: buffer[0..<(range.upperBound - written)]) }
            return bytes
        }
    }

    /// Renames `source` over `destination` (atomically, on one file system).
    package static func move(_ source: String, over destination: String) throws(FileError) {
        guard rename(source, destination) == 0 else { throw FileError(step: .rename, path: destination, code: errno) }
    }

    /// Swaps two paths in one step where the system offers it: `renameat2(RENAME_EXCHANGE)` on Linux
    /// (glibc ≥ 2.28, Linux ≥ 3.15; looked up at run time), `renamex_np(RENAME_SWAP)` on macOS.
    /// False when the swap is unavailable or failed; the caller then renames twice.
    package static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2
        return a.withCString { pa in
            b.withCString { pb in renameat2(AT_FDCWD, pa, AT_FDCWD, pb, renameExchange) }
        } == 0
        #elseif canImport(Darwin)
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }

    /// A hard link to `existing` at `new`; false when it could not be made.
    package static func hardLink(_ existing: String, at new: String) -> Bool {
        link(existing, new) == 0
    }

    /// Removes the file (not a folder) at `path`, if there is one.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    // MARK: Processes

    /// True when a process with this id exists (`kill(pid, 0)`).
    package static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0
    }

    // MARK: Memory

    /// Where `byte` first occurs in the `count` bytes at `start` (`memchr`).
    package static func firstOccurrence(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeRawPointer? {
        memchr(start, Int32(byte), count).map { UnsafeRawPointer($0) }
    }

    /// Where the `needleCount` bytes at `needle` first occur in the `count` bytes at `start` (`memmem`).
    package static func firstOccurrence(of needle: UnsafeRawPointer, count needleCount: Int, in start: UnsafeRawPointer, count: Int) -> UnsafeRawPointer? {
        cookgen_find_bytes(start, count, needle, needleCount)
    }

    /// True when the `count` bytes at `a` and at `b` are the same (`memcmp`).
    package static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// `memcmp` of the `count` bytes at `a` and at `b`: below, at or above zero.
    package static func compareBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Int32 {
        memcmp(a, b, count)
    }
}

/// `write(2)`, named apart from the many Swift methods called `write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #elseif canImport(Darwin)
    Darwin.write(fd, bytes, count)
    #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
    #endif
}

/// Writes all of `bytes` to `fd`, retried on `EINTR` and continued after short writes; `errno`
/// when a write fails.
private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += n
    }
    return nil
}

/// `close(2)`, named apart from `FileWriter.close()`.
func systemClose(_ fd: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(fd)
    #elseif canImport(Darwin)
    _ = Darwin.close(fd)
    #elseif canImport(Musl)
    _ = Musl.close(fd)
    #endif
}
