import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The offline list of the output the cache was written beside: every file the list names, with
/// its digest and size (`OfflineList.File`), so a build that writes only some files can write the
/// list of the whole site without reading the files it kept.
extension RecipeCache {
    /// The files of the output as the last build that wrote it recorded them; nil when unknown.
    package var offlineFiles: [String: OfflineList.File]? {
        if let recorded = lock.withLock({ recordedOffline }) { return recorded }
        guard let range = offlineRange else { return nil }
        var input = ByteReader(stored, range: range)
        return try? Self.decodeOffline(&input)
    }

    /// Remembers the listed files of the output this build wrote.
    package func record(offline files: [String: OfflineList.File]) {
        lock.withLock { recordedOffline = files }
    }

    /// The section as written: the files this build recorded, else those read with the cache
    /// (the output still being the one they describe), else none.
    func offlineSection() -> [UInt8] {
        var out = ByteWriter()
        if let recorded = lock.withLock({ recordedOffline }) {
            out.write(true)
            let files = Array(recorded.values)
            out.write(TextOrder(files.map(\.path)).sortedPlaces().map { files[$0] }) { out, file in
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

    static func decodeOffline(_ input: inout ByteReader) throws -> [String: OfflineList.File]? {
        guard try input.bool() else { return nil }
        var files: [String: OfflineList.File] = [:]
        for _ in 0..<(try input.count()) {
            let file = OfflineList.File(path: try input.string(), digest: try input.string(), size: try input.int())
            files[file.path] = file
        }
        return files
    }
}
