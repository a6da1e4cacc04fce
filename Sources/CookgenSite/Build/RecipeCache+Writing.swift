import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Writing the cache: the whole file (`recipes.bin`), or, after a few recipe files changed, only
/// the changes beside it (`recipes.delta`).
///
/// The whole file is tens of megabytes at 10,000 recipes; after a title edit nearly all of it is
/// what was there. A build whose wanted entries are nearly all in the file read writes the
/// changes file instead: the entries and derived values not in the whole file (this build's, and
/// those the changes file held), and the offline list. It names the whole file it was written
/// over (a number the whole file was written with, and its length), so it is read only over that
/// file; its entries stand over the whole file's. Once the changes grow past a share of the
/// whole, the whole file is written again (and the changes file, naming another, is not read).
extension RecipeCache {
    /// `<cache folder>/recipes.delta` beside `recipes.bin` at `location`.
    static func deltaLocation(_ location: URL) -> URL {
        location.deletingLastPathComponent().appendingPathComponent("recipes.delta")
    }

    static let deltaHeader = Array("cookgen-cache-delta \(RecipeEncoder.version)\n".utf8)

    /// What a changes file says, read over the whole file.
    enum Delta {
        /// Its sections, at their places in the bytes read.
        case changes(parsed: [(Key, Range<Int>)], derived: [(Key, Range<Int>)], offline: Range<Int>)
        /// Written over another whole file (a whole file was written since): not the changes of this one.
        case other
        /// Damaged: the changes of this whole file, if any, are unknown (its offline list may be stale).
        case damaged
    }

    /// The changes file at `from` in `bytes` (after the whole file's bytes, written with `generation`).
    static func readDelta(_ bytes: [UInt8], from start: Int, base generation: UInt64) -> Delta {
        let length = bytes.count - start
        guard length >= deltaHeader.count + 8, bytes[start..<start + deltaHeader.count].elementsEqual(deltaHeader),
              trailer(bytes, at: bytes.count - 8) == length - 8 else { return .damaged }
        var input = ByteReader(bytes, range: start + deltaHeader.count..<bytes.count - 8)
        do {
            guard try input.string() == BuildManifest.executable else { return .other }
            guard try input.uint64() == generation, try input.int() == start else { return .other }
            var parsed: [(Key, Range<Int>)] = [], derived: [(Key, Range<Int>)] = []
            try readSection(&input) { parsed.append(($0, $1)) }
            try readSection(&input) { derived.append(($0, $1)) }
            return .changes(parsed: parsed, derived: derived, offline: input.offset..<bytes.count - 8)
        } catch {
            return .damaged
        }
    }

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

    /// Stores the entries for the files of `inputs` (and of `also`, the inputs of the output's own
    /// build, when this build did not replace it), forgetting every other (or, writing only the
    /// changes, leaving the others in the whole file until it is written again).
    package func write(for output: URL, keeping inputs: [InputStamps]) throws {
        try end(try begin(for: output, keeping: inputs))
    }

    /// A cache file being written: the whole file with its parse entries in, or the changes file,
    /// written whole when it is ended.
    final class Writing: @unchecked Sendable {
        let inputs: [InputStamps]
        let order: [Key]
        let file: POSIX.FileWriter?
        let temporary: String
        let location: URL
        /// The files' keys.
        var wanted: Set<Key> = []
        /// The keys that had no derived value when the whole file was begun.
        var missing: [Key] = []
        /// Writing the changes (their parse entries are `order`): the whole file they are written over.
        var delta: (length: Int, generation: UInt64)?

        init(inputs: [InputStamps], order: [Key], file: POSIX.FileWriter?, temporary: String, location: URL) {
            self.inputs = inputs
            self.order = order
            self.file = file
            self.temporary = temporary
            self.location = location
        }

        /// Gives up: the file is closed and removed, the cache in place left as it was.
        func discard() {
            try? file?.close()
            POSIX.removeFile(temporary)
        }
    }

    /// The parse entries to write as changes over the whole file read, when the wanted ones are
    /// nearly all in it: those of this build, and those of the changes file still wanted.
    private func deltaEntries(wanted: Set<Key>) -> [Key]? {
        guard let base else { return nil }
        let own: [Key] = lock.withLock { Array(added.keys) + Array(spilled.keys) }
        var keys = Set(own.filter(wanted.contains))
        keys.formUnion(deltaKeys.parsed.filter(wanted.contains))
        // The other entries wanted are the whole file's (or nowhere, as in a whole file: files that are not recipes).
        // A few: at most one in fifty of the entries, and the changes' entries an eighth of the whole file.
        guard keys.count <= max(64, wanted.count / 50), deltaKeys.bytes <= base.length / 8 else { return nil }
        return Self.fileOrder(keys)
    }

    /// Writes the header and every parse entry wanted for `inputs` into a temporary file, or
    /// prepares the changes file (written when ended).
    private func begin(for output: URL, keeping inputs: [InputStamps]) throws -> Writing {
        var wanted = Set<Key>()
        for stamps in inputs {
            for (path, stamp) in stamps.files where path.hasPrefix("Content/") { wanted.insert(Key(path: path, hash: stamp.hash)) }
        }
        let location = Self.location(for: output)
        if let entries = deltaEntries(wanted: wanted), let base {
            let writing = Writing(inputs: inputs, order: entries, file: nil, temporary: Self.deltaLocation(location).path + ".new",
                                  location: Self.deltaLocation(location))
            writing.wanted = wanted
            writing.delta = base
            return writing
        }
        let order = Self.fileOrder(wanted)
        let entries = parseEntries(order)
        // Written as it goes through a small buffer, not made whole first: at 10,000 recipes the
        // cache is tens of megabytes, which would be that much more memory at the end of the build.
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
            head.write(UInt64.random(in: 1...UInt64.max))
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

    /// Adds the derived values and the offline list to a cache file begun, and moves it into
    /// place (a whole file: the changes file beside it, written over another, goes); or writes
    /// the changes file.
    private func end(_ writing: Writing) throws {
        if let base = writing.delta { return try endDelta(writing, base: base) }
        guard let file = writing.file else { return }
        do {
            try write(section: lateDerivedEntries(wanted: writing.wanted, missing: writing.missing), into: file)
            try file.write(offlineSection())
            try Self.endWithLength(file)
            try Self.trash(forCacheAt: writing.location).move(writing.temporary, over: writing.location.path)
            Self.trash(forCacheAt: writing.location).remove(Self.deltaLocation(writing.location).path)
        } catch {
            writing.discard()
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: writing.location.path, NSUnderlyingErrorKey: error])
        }
    }

    /// Writes the changes file: its header (naming the whole file), the parse entries, the
    /// derived values not in the whole file (this build's and the changes file's still wanted), the offline list.
    private func endDelta(_ writing: Writing, base: (length: Int, generation: UInt64)) throws {
        let parsed = parseEntries(writing.order)
        let derived = lateDerivedEntries(wanted: writing.wanted, missing: Array(deltaKeys.derived.filter(writing.wanted.contains)))
        do {
            try FileManager.default.createDirectory(at: writing.location.deletingLastPathComponent(), withIntermediateDirectories: true)
            let file = try POSIX.FileWriter(path: writing.temporary, options: .truncate)
            do {
                var head = ByteWriter()
                head.write(raw: Self.deltaHeader)
                head.write(BuildManifest.executable)
                head.write(base.generation)
                head.write(base.length)
                try file.write(head.bytes)
                try write(section: parsed, into: file)
                try write(section: derived, into: file)
                try file.write(offlineSection())
                try Self.endWithLength(file)
            } catch {
                try? file.close()
                throw error
            }
            try Self.trash(forCacheAt: writing.location).move(writing.temporary, over: writing.location.path)
        } catch {
            POSIX.removeFile(writing.temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: writing.location.path, NSUnderlyingErrorKey: error])
        }
    }

    /// The parse entries of `keys` there are: this build's (kept, or set aside on disk and read
    /// back one at a time, as they are written) and the cache's.
    private func parseEntries(_ keys: [Key]) -> [(Key, CacheEntryBytes)] {
        lock.withLock {
            keys.compactMap { key in
                if let bytes = added[key] { return (key, .stored(bytes[...])) }
                if spilled[key] != nil { return (key, .spilled) }
                return ranges[key].map { (key, .stored(stored[$0])) }
            }
        }
    }

    /// Ends a cache file with its own length (8 bytes, little-endian: one cut short is no cache) and closes it.
    private static func endWithLength(_ file: POSIX.FileWriter) throws {
        let length = UInt64(file.count)
        try file.write((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) })
        try file.close()
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
