/// Bytes a build keeps until its end: in memory until `after` of them are, then set aside in a
/// scratch file (`POSIX.ScratchFile`) in `folder`, made on first need and tried once; in memory
/// again when it cannot be made or the disk refuses. Not locked: its owner's lock guards it.
package final class ScratchSpill {
    private var folder: String?
    private var file: POSIX.ScratchFile?
    private var inMemory = 0
    /// Bytes kept in memory before the rest go to the scratch file: a megabyte unless told (eight
    /// before; a 1,000-recipe build kept its two megabytes of parsed recipes to the end, at its peak).
    package var after: Int

    /// Nothing is set aside when `folder` is nil.
    package init(folder: String?, after: Int = 1 << 20) {
        self.folder = folder
        self.after = after
    }

    /// Where `bytes` went in the scratch file; nil when they are to be kept in memory (counted here).
    package func setAside(_ bytes: [UInt8]) -> Range<Int>? {
        if file == nil, inMemory >= after, let folder {
            file = POSIX.ScratchFile(folder: folder)
            self.folder = nil // one try
        }
        if let start = file?.append(bytes) { return start..<(start + bytes.count) }
        inMemory += bytes.count
        return nil
    }

    /// The bytes set aside at `range`; nil when the file cannot be read.
    package func read(_ range: Range<Int>) -> [UInt8]? {
        file?.read(range)
    }
}
