import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The offline list of the output the cache was written beside: every file the list names, with
/// its digest and size (`OfflineList.File`), so a build that writes only some files can write the
/// list of the whole site without reading the files it kept.
extension RecipeCache {
    /// The files of the output as the last build that wrote it recorded them, sorted by path
    /// (`TextOrder`) as the offline list has them; nil when unknown.
    package var offlineFilesSorted: [OfflineList.File]? {
        if let recorded = lock.withLock({ recordedOffline }) { return Self.sorted(recorded, order: lock.withLock { recordedOrder }) }
        guard let range = offlineRange else { return nil }
        var input = ByteReader(stored, range: range)
        return try? Self.decodeOffline(&input)
    }

    /// Remembers the listed files of the output this build wrote; `sorted`, when given, are the same
    /// files sorted by path (as the offline list has them), so they need not be sorted again.
    package func record(offline files: [String: OfflineList.File], sorted: [OfflineList.File]? = nil) {
        lock.withLock {
            recordedOffline = files
            recordedOrder = sorted
        }
    }

    /// `files` sorted by path: `order` when it is them sorted (as many files, each recorded).
    private static func sorted(_ files: [String: OfflineList.File], order: [OfflineList.File]?) -> [OfflineList.File] {
        if let order, order.count == files.count, order.allSatisfy({ files[$0.path] == $0 }) { return order }
        let unsorted = Array(files.values)
        return TextOrder(unsorted.map(\.path)).sortedPlaces().map { unsorted[$0] }
    }

    /// The section as written: the files this build recorded, else those read with the cache
    /// (the output still being the one they describe), else none.
    func offlineSection() -> [UInt8] {
        var out = ByteWriter()
        if let recorded = lock.withLock({ recordedOffline }) {
            out.write(true)
            out.write(Self.sorted(recorded, order: lock.withLock { recordedOrder })) { out, file in
                out.write(file.path)
                out.write(file.digest)
                out.write(file.size)
            }
            return out.bytes
        }
        guard let range = offlineRange else {
            out.write(false)
            return out.bytes
        }
        return Array(stored[range])
    }

    /// The files of the section, in its order (sorted by path).
    static func decodeOffline(_ input: inout ByteReader) throws -> [OfflineList.File]? {
        guard try input.bool() else { return nil }
        return try input.array { OfflineList.File(path: try $0.string(), digest: try $0.string(), size: try $0.int()) }
    }
}
