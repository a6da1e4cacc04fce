import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What the build that made the current output read and wrote, kept beside the output (never
/// inside it) as `.<output>.cookgen-manifest`: the next build compares the inputs with it to
/// find what changed, and does nothing at all when nothing did.
///
/// - `key` covers what changes every page: the options that change output and the cookgen
///   executable itself (a new cookgen may write different bytes from the same inputs).
/// - `history` names the commit whose history the pages show (`historyKey`): after a commit,
///   only the recipes whose history changed are rendered again.
/// - `inputs` has every file under `Content/`, the theme folders and `cookgen.yaml`, by stamp
///   and content hash (`InputStamps`).
/// - `output` fingerprints the output folder (every entry's path, size, modification time and
///   inode), so a file added, removed or touched there by hand makes the next build a full one.
///
/// The manifest is removed before a build changes the output and written after it succeeded:
/// a build that failed or was killed half-way leaves none, and the next build is a full one.
package struct BuildManifest: Equatable {
    /// Fingerprint of the options and the executable.
    package var key: String
    /// The history the pages show: the repository's commit (`historyKey`), or `none`.
    package var history: String = "none"
    /// Every input file of that build.
    package var inputs: InputStamps
    /// Fingerprint of the output folder as the build left it.
    package var output: String
    /// True when that build found no problems: only then may a build with the same inputs skip
    /// everything (else it reports the problems again).
    package var clean: Bool
    /// Recipes, pages and files of that build, for the summary of a skipped build.
    package var recipes: Int
    package var pages: Int
    package var files: Int

    package static let header = Array("cookgen-manifest 3\n".utf8)

    /// `<parent>/.<name>.cookgen-manifest` for the output folder `<parent>/<name>`.
    package static func location(for output: URL) -> URL {
        let out = output.standardizedFileURL
        return out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-manifest")
    }

    /// The manifest stored for `output`, if any and readable.
    package static func read(for output: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: location(for: output).path) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.starts(with: header) else { return nil }
        var input = ByteReader(bytes, range: header.count..<bytes.count)
        return try? BuildManifest(key: input.string(), history: input.string(), inputs: InputStamps(from: &input), output: input.string(),
                                  clean: input.bool(), recipes: input.int(), pages: input.int(), files: input.int())
    }

    /// Stores the manifest beside `output` (written whole, then renamed into place);
    /// `encodedInputs`: `inputs.encoded()`, when made already.
    package func write(for output: URL, encodedInputs: [UInt8]? = nil) throws {
        var out = ByteWriter()
        out.write(key)
        out.write(history)
        if let encodedInputs { out.write(raw: encodedInputs) } else { inputs.encode(into: &out) }
        out.write(self.output)
        out.write(clean)
        for count in [recipes, pages, files] { out.write(count) }
        try Self.replace(Self.location(for: output), with: Data(Self.header + out.bytes))
    }

    /// Writes `data` beside `url`, then renames it over `url`.
    package static func replace(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".new")
        try DiskOutput.writeFile(data, to: temporary.path)
        do {
            try POSIX.move(temporary.path, over: url.path)
        } catch {
            POSIX.removeFile(temporary.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// Forgets the manifest for `output`: done before a build changes the output.
    package static func remove(for output: URL) {
        POSIX.removeFile(location(for: output).path)
    }

    /// The fingerprint of the options of a build and of the executable running it.
    package static func key(_ options: BuildOptions, themeLayers: [URL]) -> String {
        var hash = FNVHash()
        hash.add("options")
        hash.add(options.source.standardizedFileURL.path)
        hash.add(options.baseURL ?? "\u{0}")
        hash.add(options.language ?? "\u{0}")
        hash.add(UInt64(options.keepGoing ? 1 : 0) | UInt64(options.warningsAsErrors ? 2 : 0) | UInt64(options.compress ? 4 : 0))
        for layer in themeLayers { hash.add(layer.standardizedFileURL.path) }
        hash.add(executable)
        return hash.hex
    }

    /// What names the history a build of a site in `repository` shows: its commit and shallowness
    /// (`GitRepository.key`), `none` outside a repository. A commit changes recipes' history
    /// without changing a file under `Content/`.
    package static func historyKey(_ repository: GitRepository?) -> String {
        repository?.key ?? "none"
    }

    /// The running executable's path, size and modification time.
    package static let executable: String = {
        guard let path = Bundle.main.executablePath, let status = POSIX.status(of: path, followingLinks: true) else { return "" }
        return "\(path) \(status.size) \(status.modified)"
    }()

    /// The fingerprint of the output folder as it is on disk: the sum of its files' `entryHash`es,
    /// so a build that changed a few files can update it without walking the folder again.
    package static func outputFingerprint(_ output: URL) -> String {
        var sum: UInt64 = 0
        // A sum: the order does not matter, so the entries are not sorted.
        for entry in FileTree.walk(output.standardizedFileURL.path, sorted: false) {
            sum &+= entryHash(entry.path, size: entry.size, modified: entry.modified, inode: entry.inode, regular: entry.isRegular)
        }
        return hex(sum)
    }

    /// `fingerprint` with some files' hashes taken out and others put in.
    package static func outputFingerprint(_ fingerprint: String, removing old: [UInt64], adding new: [UInt64]) -> String? {
        guard var sum = UInt64(fingerprint, radix: 16) else { return nil }
        for hash in old { sum &-= hash }
        for hash in new { sum &+= hash }
        return hex(sum)
    }

    /// One output file's part of the fingerprint: its path, size, modification time and inode.
    package static func entryHash(_ path: String, size: Int, modified: Int64, inode: UInt64, regular: Bool) -> UInt64 {
        var hash = FNVHash()
        hash.add(path)
        hash.add(UInt64(size))
        hash.add(UInt64(bitPattern: modified))
        hash.add(inode)
        hash.add(UInt64(regular ? 1 : 0))
        return hash.value
    }

    /// The part of the file at `path` (relative to `output`) as it is now; nil when there is none.
    package static func entryHash(_ path: String, in output: String) -> UInt64? {
        guard let status = POSIX.status(of: output + "/" + path), status.kind != .directory else { return nil }
        return entryHash(path, size: status.size, modified: status.modified, inode: status.inode, regular: status.kind == .regular)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
