import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What a build read, file by file: every file under `Content/`, `cookgen.yaml` and the theme's
/// folders, each with what `lstat` says about it and a hash of its bytes.
///
/// Finding what changed since the last build costs one walk of the inputs: a file whose size,
/// modification time, change time and inode are as recorded keeps its recorded hash, and only the
/// others are read and hashed again (so a file merely touched is not a change).
package struct InputStamps: Equatable {
    /// One input file.
    package struct Stamp: Equatable {
        var size: Int
        var modified: Int64
        var changed: Int64
        var inode: UInt64
        /// Hash of the bytes; for a symbolic link or other non-regular entry, a value never equal
        /// to any other build's, so a link (whose target may change unseen) is always a change.
        var hash: UInt64

        func sameFile(as other: Stamp) -> Bool {
            size == other.size && modified == other.modified && changed == other.changed && inode == other.inode
        }
    }

    /// Stamps by path: site-relative for `Content/` and `cookgen.yaml`, `theme<n>:<path>` for
    /// the files of the n-th theme folder.
    package var files: [String: Stamp] = [:]
    /// The regular files under `Content/` not hidden (no part of the path starts with `.`), as the
    /// loader would find them: what `read` saw, so the loader need not walk the folder again.
    /// Not part of what the stamps are (two stamps are equal whatever this says).
    package private(set) var contentFiles: [String]?
    /// The paths in the order `encode` writes them, when known without sorting: as read back
    /// from the last manifest, and kept by `read` when it found the same paths. Not part of what
    /// the stamps are either.
    private var sortedPaths: [String]?

    package static func == (a: InputStamps, b: InputStamps) -> Bool { a.files == b.files }

    package init(files: [String: Stamp] = [:]) {
        self.files = files
    }

    /// The inputs of a build of `source` with the theme `layers`, hashing only files that `previous`
    /// does not already know unchanged.
    /// `threads`: the site's folders are walked on two threads when it is more than one.
    package static func read(source: URL, themeLayers: [URL], previous: InputStamps?, threads: Int = 1) -> InputStamps {
        let root = source.standardizedFileURL.path
        var folders: [(label: String, path: String)] = [("Content/", root + "/Content")]
        for (n, layer) in themeLayers.enumerated() { folders.append(("theme\(n):", layer.standardizedFileURL.path)) }
        var stamps = InputStamps()
        stamps.files.reserveCapacity(previous?.files.count ?? 0)
        // Whether every path was the last build's too (then, as many, they are the same paths).
        var allKnown = true
        /// `path`: the file's whole path, made only when its bytes are read.
        func add(_ key: String, _ path: @autoclosure () -> String, _ stamp: Stamp, regular: Bool) {
            var stamp = stamp
            let old = previous?.files[key]
            if old == nil { allKnown = false }
            if !regular {
                stamp.hash = UInt64.random(in: 1...UInt64.max)
            } else if let old, old.sameFile(as: stamp) {
                stamp.hash = old.hash
            } else {
                stamp.hash = hash(of: path())
            }
            stamps.files[key] = stamp
        }
        var contentFiles: [String] = []
        contentFiles.reserveCapacity(previous?.files.count ?? 0)
        for (label, folder) in folders {
            for entry in FileTree.walk(folder, threads: label == "Content/" ? threads : 1) {
                if label == "Content/", entry.isRegular, !isHidden(entry.path) {
                    contentFiles.append(entry.path)
                }
                add(label + entry.path, FileTree.joined(folder, entry.path),
                    Stamp(size: entry.size, modified: entry.modified, changed: entry.changed, inode: entry.inode, hash: 0),
                    regular: entry.isRegular)
            }
        }
        stamps.contentFiles = contentFiles
        let config = root + "/cookgen.yaml"
        if let status = POSIX.status(of: config) {
            add("cookgen.yaml", config, Stamp(size: status.size, modified: status.modified, changed: status.changed,
                                              inode: status.inode, hash: 0), regular: status.kind == .regular)
        }
        if allKnown, let previous, previous.files.count == stamps.files.count { stamps.sortedPaths = previous.sortedPaths }
        return stamps
    }

    /// Whether a part of `path` starts with `.`. Such a part starts the path or follows a `/`, so
    /// paths with neither byte pair (nearly all) are not split at all.
    static func isHidden(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: ".") || ByteSearch.firstRange(of: "/.", in: path) != nil else { return false }
        return path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The paths whose content differs from `other`'s: changed, added or gone.
    package func changes(since other: InputStamps) -> Set<String> {
        var changed = Set(files.filter { other.files[$0.key]?.hash != $0.value.hash }.keys)
        changed.formUnion(other.files.keys.filter { files[$0] == nil })
        return changed
    }

    /// The hash recorded for a site-relative path.
    package func hash(of key: String) -> UInt64? { files[key]?.hash }

    private static func hash(of path: String) -> UInt64 {
        var hash = FNVHash()
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        hash.add(data)
        return hash.value
    }
}

extension InputStamps {
    /// The stamps as `encode` writes them, on their own: a build makes them while it works, so
    /// writing the manifest at its end does not wait for them.
    package func encoded() -> [UInt8] {
        var out = ByteWriter()
        encode(into: &out)
        return out.bytes
    }

    func encode(into out: inout ByteWriter) {
        // In the order of their paths' bytes (read back into a dictionary, the order only keeps
        // the bytes the same from build to build; `String`'s order compared ten thousand paths
        // character by character).
        // The last build's paths, in the order it wrote them, when they are still these stamps' paths.
        var sorted = (sortedPaths ?? []).compactMap { path in files[path].map { (key: path, value: $0) } }
        if sorted.count != files.count {
            let entries = Array(files)
            sorted = TextOrder(entries.map(\.key)).sortedPlaces().map { entries[$0] }
        }
        out.write(sorted) { out, entry in
            out.write(entry.key)
            out.write(entry.value.size)
            out.write(Int(entry.value.modified))
            out.write(Int(entry.value.changed))
            out.write(entry.value.inode)
            out.write(entry.value.hash)
        }
    }

    init(from input: inout ByteReader) throws {
        let n = try input.count()
        files.reserveCapacity(n)
        var paths: [String] = []
        paths.reserveCapacity(n)
        for _ in 0..<n {
            let key = try input.string()
            paths.append(key)
            files[key] = Stamp(size: try input.int(), modified: Int64(try input.int()), changed: Int64(try input.int()),
                               inode: try input.uint64(), hash: try input.uint64())
        }
        // Kept for `encode` as the order to write them in, when they are in it (each once, in `String`'s order).
        if paths.count == files.count, zip(paths, paths.dropFirst()).allSatisfy({ $0 < $1 }) { sortedPaths = paths }
    }
}
