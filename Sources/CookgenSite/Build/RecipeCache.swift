import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Parsed recipe files kept between builds, in the cache folder beside the output
/// (`.<output>.cookgen-cache/recipes.bin`, with the history's `history.bin`):
/// for each recipe file, the hash of its bytes and what the loader made of it (the recipe and
/// its problems, see `RecipeEncoder`). A build reads a recipe file again only when its hash is
/// not in the cache; entries are decoded only when asked for, on the loader's threads.
///
/// The cache is keyed by the encoding's version and the cookgen executable: any other cookgen
/// starts with an empty one. A damaged or unreadable cache is an empty one too.
package final class RecipeCache: @unchecked Sendable {
    /// A parsed file: the recipe (nil when it had errors or could not be read) and its problems.
    package typealias Parsed = (Recipe?, [Diagnostic])

    struct Key: Hashable {
        var path: String
        var hash: UInt64
    }

    let lock = NSLock()
    private(set) var stored: [UInt8] = []
    /// Entries read from disk: where their bytes are in `stored`.
    var ranges: [Key: Range<Int>] = [:]
    /// Entries made by this build: in memory, or past the first megabyte set aside on disk
    /// until the cache is written (at 100,000 recipes they are two hundred megabytes).
    var added: [Key: [UInt8]] = [:]
    private(set) var spilled: [Key: Range<Int>] = [:]
    /// Where entries made by this build past the first megabyte wait.
    var spill = ScratchSpill(folder: nil)
    /// The folder the output is in (the cache's file system), for scratch files of this build.
    private(set) var outputParent: String?
    /// Bytes of entries kept in memory before the rest go to the scratch file.
    var spillAfter: Int {
        get { spill.after }
        set { spill.after = newValue }
    }
    /// Recipe files this build parsed (not found in the cache).
    private var parsedCount = 0
    /// Values worked out from the recipe of each entry (see `RecipeCache+Derived`): where they are
    /// in `stored`, and those this build worked out or changed.
    var derivedRanges: [Key: Range<Int>] = [:]
    var derivedAdded: [Key: Derived] = [:]
    /// The offline list's files (see `RecipeCache+Offline`): where they are in `stored`, and those this build recorded.
    var offlineRange: Range<Int>?
    var recordedOffline: [String: OfflineList.File]?
    /// `recordedOffline` sorted by path, when the offline list sorted them.
    var recordedOrder: [OfflineList.File]?
    /// The file read (`recipes.bin`): how many of `stored`'s bytes are its, and the number it was
    /// written with; nil when there was none. The bytes after are those of the changes written
    /// over it since (`recipes.delta`, see `RecipeCache+Writing`).
    var base: (length: Int, generation: UInt64)?
    /// The entries and derived values the changes file held, and their bytes.
    var deltaKeys: (parsed: Set<Key>, derived: Set<Key>, bytes: Int) = ([], [], 0)
    /// A write begun early, if any.
    var beginning: Background<Writing?>?
    /// Whether `writeOnce` was called.
    var isWritten = false

    package static let header = Array("cookgen-cache \(RecipeEncoder.version)\n".utf8)

    /// An empty cache.
    package init() {}

    /// `<parent>/.<name>.cookgen-cache/recipes.bin` for the output folder `<parent>/<name>`.
    package static func location(for output: URL) -> URL {
        let out = output.standardizedFileURL
        return out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-cache")
            .appendingPathComponent("recipes.bin")
    }

    /// `<cache folder>/trash`: where a build sets aside the output and cache files it replaces,
    /// and the next build empties (see `Trash`).
    package static func trash(for output: URL) -> Trash {
        trash(forCacheAt: location(for: output))
    }

    /// The trash of the cache folder that holds the file at `location`.
    static func trash(forCacheAt location: URL) -> Trash {
        Trash(folder: location.deletingLastPathComponent().appendingPathComponent("trash").path)
    }

    /// The cache stored for `output`; empty when there is none, it is damaged, or another cookgen wrote it.
    package static func read(for output: URL) -> RecipeCache {
        let cache = RecipeCache()
        cache.outputParent = output.standardizedFileURL.deletingLastPathComponent().path
        cache.spill = ScratchSpill(folder: cache.outputParent)
        let location = location(for: output)
        guard let (bytes, length) = POSIX.readFiles(location.path, then: deltaLocation(location).path) else { return cache }
        // The file ends with its own length (8 bytes, little-endian): one cut short is no cache.
        guard length >= header.count + 8, bytes.starts(with: header), Self.trailer(bytes, at: length - 8) == length - 8 else { return cache }
        let end = length - 8
        var input = ByteReader(bytes, range: header.count..<end)
        do {
            guard try input.string() == BuildManifest.executable else { return cache }
            let generation = try input.uint64()
            var ranges: [Key: Range<Int>] = [:]
            try readSection(&input, reserving: { ranges.reserveCapacity($0) }) { ranges[$0] = $1 }
            // Two sections of derived values: those written when the file was begun, then the
            // rest, which stand over the first's.
            var derived: [Key: Range<Int>] = [:]
            for _ in 0..<2 { try readSection(&input) { derived[$0] = $1 } }
            // The last section, decoded when asked for.
            cache.offlineRange = input.offset..<end
            // The changes written over the file since, when they were written over this one.
            if bytes.count > length {
                switch readDelta(bytes, from: length, base: generation) {
                case .changes(let parsed, let changed, let offline):
                    for (key, range) in parsed { ranges[key] = range }
                    for (key, range) in changed { derived[key] = range }
                    cache.offlineRange = offline
                    cache.deltaKeys = (Set(parsed.map(\.0)), Set(changed.map(\.0)), (parsed + changed).reduce(0) { $0 + $1.1.count })
                case .other:
                    break
                case .damaged:
                    // The parses are each named by their file's hash and stand; the offline list may be stale.
                    cache.offlineRange = nil
                }
            }
            cache.stored = bytes
            cache.ranges = ranges
            cache.derivedRanges = derived
            cache.base = (length, generation)
        } catch {
            let empty = RecipeCache()
            empty.outputParent = cache.outputParent
            empty.spill = ScratchSpill(folder: cache.outputParent)
            return empty
        }
        return cache
    }

    /// The 8-byte little-endian number at `offset`.
    static func trailer(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(truncatingIfNeeded: bytes[offset..<offset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    /// A section of entries: its count (given to `reserving`), then each entry's key and range.
    static func readSection(_ input: inout ByteReader, reserving: (Int) -> Void = { _ in }, _ each: (Key, Range<Int>) -> Void) throws {
        let n = try input.count()
        reserving(n)
        for _ in 0..<n {
            each(Key(path: try input.string(), hash: try input.uint64()), try input.byteRange())
        }
    }

    /// What the loader made of the file at `path` whose bytes hash to `hash`, when known.
    /// The entries read from disk are looked up without the lock (they do not change after
    /// `read`): the loader's threads asked for the lock for each of 10,000 recipes, and waited on
    /// each other. This build's entries, under the lock, are of files whose parse is not on disk
    /// or could not be decoded.
    package func parsed(_ path: String, hash: UInt64) -> Parsed? {
        let key = Key(path: path, hash: hash)
        if let range = ranges[key] {
            var decoder = RecipeDecoder(stored, range: range)
            if let parsed = try? decoder.parsedFile() { return parsed }
        }
        guard let bytes = lock.withLock({ added[key] ?? spilled[key].flatMap(spill.read) }) else { return nil }
        var decoder = RecipeDecoder(bytes)
        return try? decoder.parsedFile()
    }

    /// A recipe reader for the loader: the cached result for files whose hash `hashes` knows and
    /// the cache holds, else the file parsed (and remembered).
    package func parser(hashes: InputStamps) -> Loader.RecipeParser {
        { [self] root, path in
            guard let hash = hashes.hash(of: path) else { return Loader.loadRecipe(root: root, path: path) }
            if let found = parsed(path, hash: hash) { return found }
            let result = Loader.loadRecipe(root: root, path: path)
            var encoder = RecipeEncoder()
            encoder.write(result)
            // Kept until the cache is written at the end of the build: copied to its own size, not
            // the encoder's buffer with up to half of it room to grow.
            let bytes = encoder.bytes.withUnsafeBufferPointer { Array($0) }
            lock.withLock {
                keep(bytes, for: Key(path: path, hash: hash))
                parsedCount += 1
            }
            return result
        }
    }

    /// Keeps an entry made by this build (under `lock`): in memory while the entries are few, then
    /// in the scratch file; in memory again when there is none or the disk refuses.
    private func keep(_ bytes: [UInt8], for key: Key) {
        if let range = spill.setAside(bytes) {
            spilled[key] = range
        } else {
            added[key] = bytes
        }
    }

    /// Recipe files parsed (not answered from the cache), so far.
    package var parsedFiles: Int { lock.withLock { parsedCount } }
}

/// Where the bytes of an entry of the cache file come from when it is written.
enum CacheEntryBytes {
    /// Bytes at hand: read from the last cache, or made by this build and kept in memory.
    case stored(ArraySlice<UInt8>)
    /// Made by this build and set aside in the scratch file.
    case spilled
    /// Values worked out by this build, encoded when written.
    case derived(RecipeCache.Derived)
}
