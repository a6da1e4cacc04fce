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
    private var ranges: [Key: Range<Int>] = [:]
    /// Entries made by this build: in memory, or past the first few megabytes set aside on disk
    /// until the cache is written (at 100,000 recipes they are two hundred megabytes).
    private var added: [Key: [UInt8]] = [:]
    private(set) var spilled: [Key: Range<Int>] = [:]
    /// Where entries made by this build past the first few megabytes wait.
    private var spill = ScratchSpill(folder: nil)
    /// The folder the output is in (the cache's file system), for scratch files of this build.
    private(set) var outputParent: String?
    /// Bytes of entries kept in memory before the rest go to the scratch file.
    var spillAfter: Int {
        get { spill.after }
        set { spill.after = newValue }
    }
    /// Hits and misses of this build.
    private var counts = (hits: 0, parsed: 0)
    /// Values worked out from the recipe of each entry (see `RecipeCache+Derived`): where they are
    /// in `stored`, and those this build worked out or changed.
    var derivedRanges: [Key: Range<Int>] = [:]
    var derivedAdded: [Key: Derived] = [:]
    /// The offline list's files (see `RecipeCache+Offline`): where they are in `stored`, and those this build recorded.
    var offlineRange: Range<Int>?
    var recordedOffline: [String: OfflineList.File]?
    /// `recordedOffline` sorted by path, when the offline list sorted them.
    var recordedOrder: [OfflineList.File]?

    package static let header = Array("cookgen-cache \(RecipeEncoder.version)\n".utf8)

    /// An empty cache.
    package init() {}

    /// `<parent>/.<name>.cookgen-cache/recipes.bin` for the output folder `<parent>/<name>`.
    package static func location(for output: URL) -> URL {
        let out = output.standardizedFileURL
        return out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-cache")
            .appendingPathComponent("recipes.bin")
    }

    /// The cache stored for `output`; empty when there is none, it is damaged, or another cookgen wrote it.
    package static func read(for output: URL) -> RecipeCache {
        let cache = RecipeCache()
        cache.outputParent = output.standardizedFileURL.deletingLastPathComponent().path
        cache.spill = ScratchSpill(folder: cache.outputParent)
        guard let bytes = POSIX.readFile(location(for: output).path) else { return cache }
        // The file ends with its own length (8 bytes, little-endian): one cut short is no cache.
        guard bytes.count >= header.count + 8, bytes.starts(with: header) else { return cache }
        let end = bytes.count - 8
        let length = bytes[end...].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard length == UInt64(end) else { return cache }
        var input = ByteReader(bytes, range: header.count..<end)
        do {
            guard try input.string() == BuildManifest.executable else { return cache }
            let n = try input.count()
            var ranges: [Key: Range<Int>] = [:]
            ranges.reserveCapacity(n)
            for _ in 0..<n {
                let key = Key(path: try input.string(), hash: try input.uint64())
                ranges[key] = try input.byteRange()
            }
            // Two sections of derived values: those written when the file was begun, then the
            // rest, which stand over the first's.
            var derived: [Key: Range<Int>] = [:]
            for _ in 0..<2 {
                for _ in 0..<(try input.count()) {
                    let key = Key(path: try input.string(), hash: try input.uint64())
                    derived[key] = try input.byteRange()
                }
            }
            // The last section, decoded when asked for.
            cache.offlineRange = input.offset..<end
            cache.stored = bytes
            cache.ranges = ranges
            cache.derivedRanges = derived
        } catch {
            let empty = RecipeCache()
            empty.outputParent = cache.outputParent
            empty.spill = ScratchSpill(folder: cache.outputParent)
            return empty
        }
        return cache
    }

    /// What the loader made of the file at `path` whose bytes hash to `hash`, when known.
    package func parsed(_ path: String, hash: UInt64) -> Parsed? {
        let key = Key(path: path, hash: hash)
        if let bytes = lock.withLock({ added[key] ?? spilled[key].flatMap(spill.read) }) {
            var decoder = RecipeDecoder(bytes)
            return try? decoder.parsedFile()
        }
        guard let range = ranges[key] else { return nil }
        var decoder = RecipeDecoder(stored, range: range)
        return try? decoder.parsedFile()
    }

    /// A recipe reader for the loader: the cached result for files whose hash `hashes` knows and
    /// the cache holds, else the file parsed (and remembered).
    package func parser(hashes: InputStamps) -> Loader.RecipeParser {
        { [self] root, path in
            guard let hash = hashes.hash(of: path) else { return Loader.loadRecipe(root: root, path: path) }
            if let found = parsed(path, hash: hash) {
                lock.withLock { counts.hits += 1 }
                return found
            }
            let result = Loader.loadRecipe(root: root, path: path)
            var encoder = RecipeEncoder()
            encoder.write(result)
            // Kept until the cache is written at the end of the build: copied to its own size, not
            // the encoder's buffer with up to half of it room to grow.
            let bytes = encoder.bytes.withUnsafeBufferPointer { Array($0) }
            lock.withLock {
                keep(bytes, for: Key(path: path, hash: hash))
                counts.parsed += 1
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

    /// Recipe files answered from the cache and files parsed, so far.
    package var statistics: (hits: Int, parsed: Int) { lock.withLock { counts } }

    /// `write(for:keeping:)` unless this cache was written that way already (a build of changes
    /// writes it while it moves its files into place); a cache that cannot be written is left as it was.
    /// A write begun early (`beginWriting`) for the same `inputs` is ended; for others, it is dropped.
    package func writeOnce(for output: URL, keeping inputs: [InputStamps]) {
        guard lock.withLock({ () -> Bool in
            defer { isWritten = true }
            return !isWritten
        }) else { return }
        if let early = lock.withLock({ () -> Background<Writing?>? in
            defer { beginning = nil }
            return beginning
        }), let writing = early.value {
            if writing.inputs == inputs, (try? end(writing)) != nil { return }
            writing.discard()
        }
        try? write(for: output, keeping: inputs)
    }

    /// Starts writing the cache for `output` with the entries for the files of `inputs` on a
    /// thread of its own (the parses are all there once the site is loaded): `writeOnce` with
    /// the same inputs then only adds what the build worked out since (the derived values, the
    /// offline list). A build of changes begins it while its index is made, mostly on one thread.
    package func beginWriting(for output: URL, keeping inputs: [InputStamps], threads: Int) {
        let started = Background(threads: threads) { [self] in try? begin(for: output, keeping: inputs) }
        lock.withLock { beginning = started }
    }

    /// A write begun early, if any.
    private var beginning: Background<Writing?>?

    /// `keys` by path, then hash: the order of the file's entries.
    static func fileOrder(_ keys: Set<Key>) -> [Key] {
        let keys = Array(keys)
        return TextOrder(keys.map(\.path)).sortedPlaces { keys[$0].hash < keys[$1].hash }.map { keys[$0] }
    }

    /// An entry's bytes for the file: kept, read back from the scratch file, or encoded now.
    private func bytes(of entry: CacheEntryBytes, key: Key) -> ArraySlice<UInt8>? {
        switch entry {
        case .stored(let bytes): return bytes
        case .spilled: return lock.withLock { spilled[key].flatMap(spill.read) }?[...]
        case .derived(let value):
            var out = ByteWriter()
            Self.encode(value, into: &out)
            return out.bytes[...]
        }
    }

    /// Whether `writeOnce` was called.
    private var isWritten = false

    /// Stores the entries for the files of `inputs` (and of `also`, the inputs of the output's own
    /// build, when this build did not replace it), forgetting every other.
    package func write(for output: URL, keeping inputs: [InputStamps]) throws {
        try end(try begin(for: output, keeping: inputs))
    }

    /// A cache file being written: its parse entries are in, the rest is not.
    final class Writing: @unchecked Sendable {
        let inputs: [InputStamps]
        let order: [Key]
        /// The files' keys.
        var wanted: Set<Key> = []
        /// The keys that had no derived value when the file was begun.
        var missing: [Key] = []
        let file: POSIX.FileWriter
        let temporary: String
        let location: URL

        init(inputs: [InputStamps], order: [Key], file: POSIX.FileWriter, temporary: String, location: URL) {
            self.inputs = inputs
            self.order = order
            self.file = file
            self.temporary = temporary
            self.location = location
        }

        /// Gives up: the file is closed and removed, the cache in place left as it was.
        func discard() {
            try? file.close()
            POSIX.removeFile(temporary)
        }
    }

    /// Writes the header and every parse entry wanted for `inputs` into a temporary file.
    private func begin(for output: URL, keeping inputs: [InputStamps]) throws -> Writing {
        var wanted = Set<Key>()
        for stamps in inputs {
            for (path, stamp) in stamps.files where path.hasPrefix("Content/") { wanted.insert(Key(path: path, hash: stamp.hash)) }
        }
        let order = Self.fileOrder(wanted)
        // Entries set aside on disk are read back one at a time, as they are written.
        let entries: [(Key, CacheEntryBytes)] = lock.withLock {
            order.compactMap { key in
                if let bytes = added[key] { return (key, .stored(bytes[...])) }
                if spilled[key] != nil { return (key, .spilled) }
                return ranges[key].map { (key, .stored(stored[$0])) }
            }
        }
        // Written as it goes through a small buffer, not made whole first: at 10,000 recipes the
        // cache is tens of megabytes, which would be that much more memory at the end of the build.
        let location = Self.location(for: output)
        let temporary = location.path + ".new"
        let file: POSIX.FileWriter
        do {
            try FileManager.default.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
            file = try POSIX.FileWriter(path: temporary, options: .truncate)
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: location.path, NSUnderlyingErrorKey: error])
        }
        let writing = Writing(inputs: inputs, order: order, file: file, temporary: temporary, location: location)
        do {
            var head = ByteWriter()
            head.write(raw: Self.header)
            head.write(BuildManifest.executable)
            try file.write(head.bytes)
            try write(section: entries, into: file)
            let derived = storedDerivedEntries(order)
            try write(section: derived, into: file)
            writing.wanted = wanted
            if derived.count < order.count {
                let written = Set(derived.map(\.0))
                writing.missing = order.filter { !written.contains($0) }
            }
        } catch {
            writing.discard()
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: location.path, NSUnderlyingErrorKey: error])
        }
        return writing
    }

    /// Adds the derived values and the offline list to a cache file begun, and moves it into place.
    private func end(_ writing: Writing) throws {
        let file = writing.file
        do {
            try write(section: lateDerivedEntries(wanted: writing.wanted, missing: writing.missing), into: file)
            try file.write(offlineSection())
            let length = UInt64(file.count)
            try file.write((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) })
            try file.close()
            try POSIX.move(writing.temporary, over: writing.location.path)
        } catch {
            writing.discard()
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: writing.location.path, NSUnderlyingErrorKey: error])
        }
    }

    /// A section: its count, then each entry's path, hash and bytes.
    private func write(section: [(Key, CacheEntryBytes)], into file: POSIX.FileWriter) throws {
        var count = ByteWriter()
        count.write(UInt64(section.count))
        try file.write(count.bytes)
        for (key, kept) in section {
            guard let bytes = self.bytes(of: kept, key: key) else { throw CocoaError(.fileReadUnknown) }
            var entry = ByteWriter()
            entry.write(key.path)
            entry.write(key.hash)
            entry.write(UInt64(bytes.count))
            try file.write(entry.bytes)
            try file.write(bytes)
        }
    }
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
