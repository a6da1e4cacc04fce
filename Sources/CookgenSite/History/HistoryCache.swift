import CookgenSupport
import CookgenModel
import Foundation

/// The site's history as the last build read it, kept in the build cache folder beside the output
/// (`.Public.cookgen-cache/history.bin`, never inside the site), under the key of the commit it was
/// read at: a build at the same commit reads no git at all.
public struct HistoryCache: Sendable {
    /// The cache file.
    public let file: URL
    /// Changes whenever the stored shape or the comparison changes, so an older cache is never misread.
    static let version = "cookgen-history 10"

    /// The cache of the build that writes `output`.
    public init(output: URL) {
        let out = output.standardizedFileURL
        file = out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-cache")
            .appendingPathComponent("history.bin")
    }

    /// The cache of a build of the site at `root` into its default output (`Public/`), when a
    /// build made one: `cookgen serve` and `cookgen history` start from it, and making it is left to builds.
    public static func existing(site root: URL) -> HistoryCache? {
        let cache = HistoryCache(output: root.appendingPathComponent("Public"))
        return FileManager.default.fileExists(atPath: cache.file.deletingLastPathComponent().path) ? cache : nil
    }

    /// The history stored under `key`, if any.
    public func read(key: String) -> SiteHistory? {
        guard let stored = stored(), stored.key == key else { return nil }
        return stored.history
    }

    /// A history and the key it was read at.
    public typealias Stored = (history: SiteHistory, key: String)

    /// Whatever history is stored, and the key it was read at.
    public func read() -> Stored? {
        stored()
    }

    /// The file: the format's version, the key, a hash of the rest, then the history's bytes
    /// (`SiteHistory.bytes`). The history's recipes are decoded when asked for: the hash is what
    /// finds a damaged file now.
    private func stored() -> Stored? {
        guard let bytes = POSIX.readFile(file.path) else { return nil }
        var reader = ByteReader(bytes)
        guard (try? reader.string()) == Self.version, let key = try? reader.string(), let hash = try? reader.uint64(),
              Self.hash(bytes[reader.offset...]) == hash,
              let history = SiteHistory(reading: &reader), reader.isAtEnd else { return nil }
        return (history, key)
    }

    /// The file's hash (`ContentDigest`, eight bytes at a time: the cache is 11 MB at 10,000
    /// recipes, read at every build, and FNV's byte at a time took 10 ms of it).
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { ContentDigest.of($0) }
    }

    /// Stores `history` under `key`; a cache that cannot be written is only a slower next build.
    /// `settingAside`: the file it replaces goes to the cache's trash (`RecipeCache.trash`), which
    /// only a build empties: a build says so; `cookgen serve` and `cookgen history` do not.
    public func write(_ history: SiteHistory, key: String, settingAside: Bool = false) {
        var writer = ByteWriter()
        writer.write(Self.version)
        writer.write(key)
        let body = history.bytes
        writer.write(Self.hash(body[...]))
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(file.lastPathComponent + ".new")
        do {
            let out = try POSIX.FileWriter(path: temporary.path, options: .truncate)
            try out.write(writer.bytes)
            try out.write(body)
            try out.close()
        } catch {
            POSIX.removeFile(temporary.path)
            return
        }
        if settingAside {
            try? RecipeCache.trash(forCacheAt: file).move(temporary.path, over: file.path)
        } else {
            try? POSIX.move(temporary.path, over: file.path)
        }
        // The JSON cache of earlier versions, never read again.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("history.json"))
    }
}
