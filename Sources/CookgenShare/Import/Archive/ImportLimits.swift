import Foundation

/// How much an imported archive may hold. An export of a real collection stays far below
/// every number; a zip or gzip bomb, a flood of entries or a giant field meets one of them
/// long before it costs memory or time.
public struct ImportLimits: Sendable {
    /// Largest archive or file read, in bytes.
    public var inputBytes = 2 * 1024 * 1024 * 1024
    /// Most entries in one archive (a folder counts its files).
    public var entries = 20_000
    /// Largest single entry once expanded; a larger one is skipped unread.
    public var entryBytes = 64 * 1024 * 1024
    /// Most bytes expanded from all archives of one import together.
    public var totalBytes = 1024 * 1024 * 1024
    /// Expanded bytes per compressed byte above which an entry is a bomb (checked past `ratioFloor`).
    public var ratio = 200
    /// Expanded size below which the ratio is not checked (small text compresses well).
    public var ratioFloor = 1024 * 1024
    /// Longest text field kept, in characters; longer text is cut with a warning.
    public var fieldCharacters = 100_000
    /// Archives inside archives, at most (a Tandoor export is a zip of zips).
    public var nesting = 2

    /// The limits `cookgen import` uses.
    public static let standard = ImportLimits()

    /// Creates the standard limits.
    public init() {}
}

/// Why a whole archive is refused: nothing of it is imported.
public struct ArchiveRefusal: Error, CustomStringConvertible, Equatable {
    /// What is wrong, and what to do.
    public var description: String

    package init(_ description: String) { self.description = description }
}

/// Why one entry of an archive is skipped: the rest is imported.
package struct EntryProblem: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) { self.description = description }
}

/// Expanded bytes counted across every archive of one import, so nested archives and many
/// entries cannot add up past the limit.
package final class ExpansionBudget: @unchecked Sendable {
    package let limits: ImportLimits
    private let lock = NSLock()
    private var used = 0

    package init(limits: ImportLimits) { self.limits = limits }

    /// Takes `bytes` from the budget; refuses the import when it runs out.
    package func spend(_ bytes: Int) throws(ArchiveRefusal) {
        lock.lock()
        defer { lock.unlock() }
        used += bytes
        if used > limits.totalBytes {
            throw ArchiveRefusal("the archive expands to more than \(limits.totalBytes / 1024 / 1024) MB; it is refused as a zip bomb (split the export, or import its files one by one)")
        }
    }
}
