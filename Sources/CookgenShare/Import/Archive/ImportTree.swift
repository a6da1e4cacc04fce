import CookgenSupport
import Foundation

/// The files of one import, wherever they come from — a folder, a zip (also a zip inside a
/// zip), or a single file — as `/`-separated paths with bytes read on demand through the
/// limits. Paths only find files and name them in messages; nothing is ever written by them.
package struct ImportTree {
    /// One file of the tree.
    package struct Entry {
        package enum Source {
            case zip(ZipArchive, ZipArchive.Entry)
            case file(URL)
            case bytes(Data)
        }

        /// `/`-separated, relative to the tree's root.
        package var path: String
        /// Why the entry is never read (a link, a path that leaves the archive); nil when it can be.
        package var refusal: String?
        package var source: Source
        /// How many archives deep it lies (0 for a folder's files and a single file).
        package var depth: Int

        /// The last path component.
        package var name: String { String(path.split(separator: "/").last ?? Substring(path)) }
        /// The folder part, `""` at the root.
        package var folder: String { path.split(separator: "/").dropLast().joined(separator: "/") }
        /// The lowercased extension.
        package var pathExtension: String { (name as NSString).pathExtension.lowercased() }
    }

    /// What the tree was made from, for messages.
    package var name: String
    /// Sorted by path, so the same input gives the same files in the same order.
    package private(set) var entries: [Entry]
    package let budget: ExpansionBudget
    private var byPath: [String: Int] = [:]

    package init(name: String, entries: [Entry], budget: ExpansionBudget) {
        self.name = name
        self.entries = entries.sorted { $0.path < $1.path }
        self.budget = budget
        for (i, e) in self.entries.enumerated() where byPath[e.path] == nil { byPath[e.path] = i }
    }

    /// The entry at a path (`a/./b`, `a//b` and a leading `./` are the same path; `..` goes up, never above the root).
    package func entry(_ path: String) -> Entry? {
        guard let normal = Self.normalise(path) else { return nil }
        return byPath[normal].map { entries[$0] }
    }

    /// The entry's bytes, through the limits.
    package func read(_ entry: Entry, cap: Int? = nil) throws -> Data {
        if let refusal = entry.refusal { throw EntryProblem(refusal) }
        let limit = cap ?? budget.limits.entryBytes
        let data: Data
        switch entry.source {
        case .zip(let archive, let item):
            data = try archive.contents(of: item, cap: limit, limits: budget.limits, name: entry.path)
        case .file(let url):
            guard let status = POSIX.status(of: url.path), status.kind == .regular else { throw EntryProblem("it is not a regular file") }
            guard status.size <= limit else { throw EntryProblem("it is \(Inflater.size(status.size)); at most \(Inflater.size(limit)) is read") }
            guard let bytes = FileManager.default.contents(atPath: url.path) else { throw EntryProblem("it cannot be read") }
            data = bytes
        case .bytes(let bytes):
            guard bytes.count <= limit else { throw EntryProblem("it is \(Inflater.size(bytes.count)); at most \(Inflater.size(limit)) is read") }
            data = bytes
        }
        try budget.spend(data.count)
        return data
    }

    /// `a/./b//c` → `a/b/c`; nil for a path that climbs above the root.
    package static func normalise(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.replacingOccurrences(of: "\\", with: "/").split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

package extension ImportTree {
    /// A zip's entries; names that are absolute, climb with `..`, or hold a drive letter or NUL
    /// are kept only to be reported.
    static func zip(_ data: Data, name: String, depth: Int, prefix: String = "", budget: ExpansionBudget) throws(ArchiveRefusal) -> [Entry] {
        guard depth <= budget.limits.nesting else {
            throw ArchiveRefusal("'\(name)' is an archive inside an archive inside an archive; unpack it first")
        }
        let archive = try ZipArchive(data, name: name, limits: budget.limits)
        return archive.entries.filter { !$0.isDirectory }.map { item in
            let raw = item.path.replacingOccurrences(of: "\\", with: "/")
            var refusal: String?
            if raw.hasPrefix("/") || raw.contains("\0") || raw.split(separator: "/").first.map({ $0.count == 2 && $0.hasSuffix(":") }) == true {
                refusal = "its path is absolute; it is never read"
            } else if raw.split(separator: "/").contains("..") {
                refusal = "its path climbs out of the archive with '..'; it is never read"
            } else if item.isLink {
                refusal = "it is a symbolic link; links are never followed"
            }
            let path = prefix + (refusal == nil ? (normalise(raw) ?? raw) : raw)
            return Entry(path: path, refusal: refusal, source: .zip(archive, item), depth: depth)
        }
    }

    /// The tree with the pictures in a file's folder and its `images/` folder (not the other
    /// files: importing one file reads that file), so a single recipe finds its picture.
    func adding(picturesBeside file: URL) -> ImportTree {
        let folder = file.deletingLastPathComponent()
        var found = entries
        for sub in ["", "images/"] {
            for name in (POSIX.entryNames(in: folder.appendingPathComponent(sub).path) ?? []).sorted() {
                let ext = (name as NSString).pathExtension.lowercased()
                guard ["jpg", "jpeg", "png", "webp", "gif", "svg"].contains(ext), !name.hasPrefix("."),
                      POSIX.status(of: folder.appendingPathComponent(sub + name).path)?.kind == .regular else { continue }
                found.append(Entry(path: sub + name, source: .file(folder.appendingPathComponent(sub + name)), depth: 0))
            }
        }
        return ImportTree(name: name, entries: found, budget: budget)
    }

    /// A folder's files, links reported and never followed.
    static func folder(_ url: URL, budget: ExpansionBudget) throws(ArchiveRefusal) -> [Entry] {
        let files = FileTree.walk(url.path)
        guard files.count <= budget.limits.entries else {
            throw ArchiveRefusal("'\(url.path)' holds \(files.count) files; at most \(budget.limits.entries) are read (import its folders one by one)")
        }
        return files.filter { !$0.path.split(separator: "/").contains { $0.hasPrefix(".") } }.map { file in
            Entry(path: file.path, refusal: file.isRegular ? nil : "it is a symbolic link or a special file; links are never followed",
                  source: .file(url.appendingPathComponent(file.path)), depth: 0)
        }
    }
}
