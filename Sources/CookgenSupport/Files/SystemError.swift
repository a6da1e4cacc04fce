import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the operating system said when a file could not be read or written, in a person's words,
/// found inside whatever error Foundation or `POSIX` threw (`NSCocoaErrorDomain Code=512` says
/// nothing; its `errno` does).
package struct SystemError: Sendable, Equatable {
    /// `errno`.
    package var code: Int32

    /// "no space left on device", "permission denied", …
    package var reason: String {
        switch code {
        case ENOSPC: "no space left on device"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case EMFILE, ENFILE: "too many open files"
        case ENAMETOOLONG: "a path is too long"
        case EIO: "the disk reported an input/output error"
        case ENOENT: "a folder on the way is missing"
        case ENOTDIR: "a file stands where a folder should be"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// What a person can do about it, in general terms; callers add the option to change.
    package var remedy: String? {
        switch code {
        case ENOSPC, EDQUOT: "free some space on that disk, or write the site to another disk"
        case EROFS: "write the site to a folder on a writable disk"
        case EACCES, EPERM: "give yourself write permission on that folder, or write the site elsewhere"
        case EMFILE, ENFILE: "raise the limit of open files (ulimit -n 4096) or build with fewer threads"
        case ENAMETOOLONG: "choose an output folder with a shorter path"
        default: nil
        }
    }

    /// The system error inside `error`: a `POSIX.FileError`, a `POSIXError`, or a Cocoa error that
    /// carries one (or whose code names one); nil when there is none.
    package init?(in error: any Error) {
        if let file = error as? POSIX.FileError { self.code = file.code; return }
        if let posix = error as? POSIXError { self.code = posix.code.rawValue; return }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { self.code = Int32(ns.code); return }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error, let inner = SystemError(in: underlying) {
            self = inner
            return
        }
        guard ns.domain == NSCocoaErrorDomain, let code = Self.cocoaCodes[ns.code] else { return nil }
        self.code = code
    }

    /// `errno` for this process right now.
    package static var current: SystemError { SystemError(code: errno) }

    package init(code: Int32) { self.code = code }

    private static let cocoaCodes: [Int: Int32] = [
        CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC,
        CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS,
        CocoaError.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.fileReadNoPermission.rawValue: EACCES,
        CocoaError.fileWriteInvalidFileName.rawValue: ENAMETOOLONG,
        CocoaError.fileReadTooLarge.rawValue: EFBIG,
    ]

    /// Why `path` cannot be read, when it exists but reading it fails; nil when it can be read.
    package static func unreadable(_ path: String) -> SystemError? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return SystemError(code: errno) }
        close(fd)
        return nil
    }
}
