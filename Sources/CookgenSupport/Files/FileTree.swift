import Foundation

/// One regular file found by `FileTree.walk`, with what `lstat` says about it.
public struct FileEntry: Sendable {
    /// Path relative to the walked folder, `/`-separated.
    public var path: String
    /// Size in bytes.
    public var size: Int
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// The inode number.
    public var inode: UInt64
    /// Status change time in nanoseconds since 1970.
    public var changed: Int64 = 0
    /// False for symbolic links and other non-regular entries (recorded, not followed).
    public var isRegular: Bool
}

extension FileEntry {
    /// The entry at `path` with what `lstat` said of it.
    init(path: String, status: POSIX.Status) {
        self.init(path: path, size: status.size, modified: status.modified, inode: status.inode, changed: status.changed,
                  isRegular: status.kind == .regular)
    }
}

/// Lists a folder tree with `opendir`/`lstat` (through `POSIX`), much faster than `FileManager`'s enumerator
/// for tens of thousands of files. Entries come back sorted by path.
public enum FileTree {
    /// Every entry below `root` (folders are walked, not listed); empty when `root` is missing.
    /// With `skippingHidden`, names starting with `.` (and what is below them) are left out.
    /// Unless `sorted` is false (a caller that only sums them), sorted by path as strings sort.
    /// With `threads` over 1, the root's folders are walked on two threads, every other one on a
    /// thread of its own (the entries are the same: they are sorted once all are found). A build
    /// walks its inputs beside two other walks and reads; on two cores, the walk of 10,000 recipes
    /// was the one left running alone at the end.
    public static func walk(_ root: String, skippingHidden: Bool = false, sorted: Bool = true, threads: Int = 1) -> [FileEntry] {
        var entries: [FileEntry] = []
        if threads > 1, let opened = POSIX.Folder(root) {
            var folders: [String] = []
            for name in opened.names() where !(skippingHidden && name.hasPrefix(".")) {
                guard let status = opened.status(of: name) else { continue }
                if status.kind == .directory { folders.append(name); continue }
                entries.append(FileEntry(path: name, status: status))
            }
            let theirs = stride(from: 1, to: folders.count, by: 2).map { folders[$0] }
            let other = theirs.isEmpty ? nil : Background { () -> [FileEntry] in
                var found: [FileEntry] = []
                for name in theirs { walk(joined(root, name), prefix: name, skippingHidden: skippingHidden, into: &found) }
                return found
            }
            for name in stride(from: 0, to: folders.count, by: 2).map({ folders[$0] }) {
                if let inner = opened.folder(name) { walk(inner, prefix: name, skippingHidden: skippingHidden, into: &entries) }
            }
            if let other { entries += other.value }
        } else {
            walk(root, prefix: "", skippingHidden: skippingHidden, into: &entries)
        }
        guard sorted else { return entries }
        return TextOrder(entries.map(\.path)).sortedPlaces().map { entries[$0] }
    }

    /// `prefix`: the folder's path relative to the root, without a slash at the end ("" for the root).
    /// Each entry is looked at relative to its open folder (`POSIX.Folder`): at 10,000 recipes a
    /// walk by whole paths spent a third of its time looking up the same folders again.
    private static func walk(_ folder: String, prefix: String, skippingHidden: Bool, into entries: inout [FileEntry]) {
        guard let opened = POSIX.Folder(folder) else { return }
        walk(opened, prefix: prefix, skippingHidden: skippingHidden, into: &entries)
    }

    private static func walk(_ folder: POSIX.Folder, prefix: String, skippingHidden: Bool, into entries: inout [FileEntry]) {
        for name in folder.names() where !(skippingHidden && name.hasPrefix(".")) {
            guard let status = folder.status(of: name) else { continue }
            let path = prefix.isEmpty ? name : joined(prefix, name)
            if status.kind == .directory {
                if let inner = folder.folder(name) { walk(inner, prefix: path, skippingHidden: skippingHidden, into: &entries) }
                continue
            }
            entries.append(FileEntry(path: path, status: status))
        }
    }

    /// `a`, a slash and `b`, made as one string (`a + "/" + b` made two, each appended through the
    /// generic path: at 10,000 recipes, 60,000 appends a walk).
    package static func joined(_ a: String, _ b: String) -> String {
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                String(unsafeUninitializedCapacity: x.count + 1 + y.count) { out in
                    if let from = x.baseAddress { out.baseAddress!.initialize(from: from, count: x.count) }
                    out[x.count] = UInt8(ascii: "/")
                    if let from = y.baseAddress { (out.baseAddress! + x.count + 1).initialize(from: from, count: y.count) }
                    return x.count + 1 + y.count
                }
            }
        }
    }
}

/// 64-bit FNV-1a: a fast, stable (unseeded) hash for change detection, not for security.
package struct FNVHash {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for byte in bytes {
            h ^= UInt64(byte)
            h &*= 0x0000_0100_0000_01b3
        }
        value = h
    }

    package mutating func add(_ text: String) {
        var copy = text
        copy.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add(UInt64(text.utf8.count))
    }

    package mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }

    package mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
        add(UInt64(data.count))
    }

    /// Sixteen lowercase hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
