import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What the last clean build read and wrote, kept beside the output (never inside it) as
/// `.<output>.cookgen-manifest`, so a build whose inputs and output are both unchanged can
/// stop before loading anything.
///
/// The inputs fingerprint covers every file under `Content/`, the theme layers and
/// `cookgen.yaml` (by content; files over 1 MB by size and modification time), the options
/// that change output, and the cookgen executable itself. The output fingerprint covers
/// every entry of the output folder (path, size, modification time, inode), so any file
/// added, removed or touched there forces a full build.
package struct BuildManifest: Equatable {
    /// Fingerprint of everything the build reads.
    package var inputs: String
    /// Fingerprint of the output folder as the build left it.
    package var output: String
    /// Recipes, pages and files of that build, for the summary of a skipped build.
    package var recipes: Int
    package var pages: Int
    package var files: Int

    package static let header = "cookgen-manifest 1"
    /// Files larger than this are fingerprinted by size and modification time, not read.
    package static let contentLimit = 1 << 20

    /// `<parent>/.<name>.cookgen-manifest` for the output folder `<parent>/<name>`.
    package static func location(for output: URL) -> URL {
        let out = output.standardizedFileURL
        return out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-manifest")
    }

    /// The manifest stored for `output`, if any and readable.
    package static func read(for output: URL) -> BuildManifest? {
        guard let text = try? String(contentsOf: location(for: output), encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 6, lines[0] == header, let recipes = Int(lines[3]), let pages = Int(lines[4]), let files = Int(lines[5])
        else { return nil }
        return BuildManifest(inputs: lines[1], output: lines[2], recipes: recipes, pages: pages, files: files)
    }

    /// Stores the manifest beside `output` (written whole, then renamed into place).
    package func write(for output: URL) throws {
        let url = Self.location(for: output)
        let text = [Self.header, inputs, self.output, String(recipes), String(pages), String(files)].joined(separator: "\n") + "\n"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".new")
        try DiskOutput.writeFile(Data(text.utf8), to: temporary.path)
        do {
            try POSIX.move(temporary.path, over: url.path)
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// Forgets the manifest for `output`: done before a build changes the output.
    package static func remove(for output: URL) {
        POSIX.removeFile(location(for: output).path)
    }

    /// The fingerprint of every input of a build with `options`, read from `layers` (the theme) too.
    package static func inputsFingerprint(_ options: BuildOptions, themeLayers: [URL]) -> String {
        var hash = FNVHash()
        hash.add("options")
        hash.add(options.baseURL ?? "\u{0}")
        hash.add(options.language ?? "\u{0}")
        hash.add(UInt64(options.keepGoing ? 1 : 0) | UInt64(options.warningsAsErrors ? 2 : 0) | UInt64(options.compress ? 4 : 0))
        // The executable: a new cookgen may write different bytes from the same inputs.
        if let path = Bundle.main.executablePath, let info = try? FileManager.default.attributesOfItem(atPath: path) {
            hash.add(path)
            hash.add(UInt64((info[.size] as? Int) ?? 0))
            hash.add(UInt64(bitPattern: Int64((((info[.modificationDate] as? Date) ?? .distantPast).timeIntervalSince1970 * 1e9))))
        }
        let root = options.source.standardizedFileURL
        var folders = [("content", root.appendingPathComponent("Content"))]
        for (n, layer) in themeLayers.enumerated() { folders.append(("theme\(n)", layer.standardizedFileURL)) }
        for (label, folder) in folders {
            hash.add(label)
            hash.add(folder.path)
            add(folder: folder.path, to: &hash)
        }
        // A commit changes the recipes' history without changing a file under Content/.
        hash.add("history")
        hash.add(GitRepository(root: root)?.key ?? "none")
        hash.add("config")
        add(file: root.appendingPathComponent("cookgen.yaml").path, size: nil, modified: 0, to: &hash)
        return hash.hex
    }

    /// The fingerprint of the output folder as it is on disk.
    package static func outputFingerprint(_ output: URL) -> String {
        var hash = FNVHash()
        for entry in FileTree.walk(output.standardizedFileURL.path) {
            hash.add(entry.path)
            hash.add(UInt64(entry.size))
            hash.add(UInt64(bitPattern: entry.modified))
            hash.add(entry.inode)
            hash.add(UInt64(entry.isRegular ? 1 : 0))
        }
        return hash.hex
    }

    /// Adds every file under `folder`, by path and content.
    private static func add(folder: String, to hash: inout FNVHash) {
        for entry in FileTree.walk(folder) {
            hash.add(entry.path)
            hash.add(UInt64(entry.isRegular ? 1 : 0))
            if entry.isRegular {
                add(file: folder + "/" + entry.path, size: entry.size, modified: entry.modified, to: &hash)
            } else {
                // A symbolic link may lead to a folder whose files change unseen: never skip such a build.
                hash.add(UUID().uuidString)
            }
        }
    }

    /// Adds a file's bytes (or, above the limit, its size and modification time).
    private static func add(file path: String, size: Int?, modified: Int64, to hash: inout FNVHash) {
        if let size, size > contentLimit {
            hash.add(UInt64(size))
            hash.add(UInt64(bitPattern: modified))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            hash.add("missing")
            return
        }
        hash.add(data)
    }
}
