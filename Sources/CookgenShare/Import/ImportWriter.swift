import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// What one imported recipe writes: the recipe file first, then its pictures.
public struct ImportPlan: Sendable {
    /// A file to write, by name, into the import folder.
    public struct File: Sendable {
        /// A safe name: no separators, no leading dot.
        public var name: String
        /// The bytes.
        public var data: Data
    }

    /// The recipe's title, for messages.
    public var title: String
    /// The recipe file (`.md` or `.cook`) and its pictures.
    public var files: [File]
    /// Pictures the recipe names that were left out (not pictures, too large, not there).
    public var picturesLeftOut = 0
}

/// Why an import writes nothing.
public struct ImportRefusal: Error, CustomStringConvertible {
    /// What is wrong and what to do.
    public var description: String
    /// The path of the file that is there already, when the refusal is only that replacing was not asked for.
    public var existing: String? = nil
}

/// Writes imported files into one folder and nowhere else: names are checked again, the folder
/// is resolved through symbolic links once, a symbolic link is never written through, and an
/// existing file is replaced only when asked — by renaming a finished file over it.
public enum ImportWriter {
    /// Writes every file of the plans into `folder` (created when missing); returns the paths written.
    /// Nothing is written when any file exists (without `force`), is a link or a folder, or a name is unsafe.
    public static func write(_ plans: [ImportPlan], into folder: URL, force: Bool) throws -> [URL] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ImportRefusal(description: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let files = plans.flatMap(\.files)
        for file in files { try check(file.name, in: root, force: force) }
        return try files.map { file in
            let target = root.appendingPathComponent(file.name)
            try replace(target, with: file.data, in: root)
            return target
        }
    }

    /// Refuses names that could leave the folder and targets that must not be replaced.
    package static func check(_ name: String, in root: URL, force: Bool) throws {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"), !name.contains("\0"),
              name.utf8.count <= 200 else {
            throw ImportRefusal(description: "refusing the file name '\(name)'")
        }
        let path = root.appendingPathComponent(name).path
        guard let status = POSIX.status(of: path) else { return }
        if status.kind == .symbolicLink { throw ImportRefusal(description: "\(path) is a symbolic link; remove it or import into another folder") }
        if status.kind == .directory { throw ImportRefusal(description: "\(path) is a folder; import into another folder") }
        if !force { throw ImportRefusal(description: "\(path) already exists; ask for it to be replaced, or import into another folder", existing: path) }
    }

    /// Writes a temporary file beside the target (never following links) and renames it over the target.
    private static func replace(_ target: URL, with data: Data, in root: URL) throws {
        let temporary = root.appendingPathComponent(".\(target.lastPathComponent).import-\(ProcessInfo.processInfo.processIdentifier)")
        do throws(POSIX.FileError) {
            try POSIX.writeFile(data, to: temporary.path, options: [.createExclusive, .noFollow])
            try POSIX.move(temporary.path, over: target.path)
        } catch {
            // A temporary that could not be opened is not ours (it may exist already): leave it.
            guard error.step != .open else { throw ImportRefusal(description: "cannot write \(temporary.path): \(error.reason)") }
            POSIX.removeFile(temporary.path)
            throw ImportRefusal(description: "cannot write \(target.path): \(error.reason)")
        }
    }
}
