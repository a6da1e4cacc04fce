import CookgenSupport
import Foundation

/// A file a build keeps beside its cache for the next build (the cards it rendered, its search
/// index): a header naming the format, the executable that wrote it and what it was made for,
/// then its body. Written to a temporary file and moved into place; read only when all three match.
enum KeptFile {
    /// A reader at the body of the file at `location`; nil when there is none, or its format,
    /// executable or `name` is another.
    static func read(_ location: URL, header: [UInt8], name: String) -> ByteReader? {
        guard let bytes = POSIX.readFile(location.path) else { return nil }
        guard bytes.starts(with: header) else { return nil }
        var input = ByteReader(bytes, range: header.count..<bytes.count)
        guard (try? input.string()) == BuildManifest.executable, (try? input.string()) == name else { return nil }
        return input
    }

    /// Writes the header and then what `body` writes into `file`; when anything fails, no file is
    /// left at `location` (a stale one would describe another output).
    static func write(_ location: URL, header: [UInt8], name: String, body: (POSIX.FileWriter) throws -> Void) {
        let temporary = location.path + ".new"
        do {
            try FileManager.default.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
            let file = try POSIX.FileWriter(path: temporary, options: .truncate)
            var head = ByteWriter()
            head.write(raw: header)
            head.write(BuildManifest.executable)
            head.write(name)
            try file.write(head.bytes)
            try body(file)
            try file.close()
            try RecipeCache.trash(forCacheAt: location).move(temporary, over: location.path)
        } catch {
            POSIX.removeFile(temporary)
            POSIX.removeFile(location.path)
        }
    }
}
