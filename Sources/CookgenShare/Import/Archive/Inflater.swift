import CSystemZlib
import Foundation

/// Deflate and gzip decoding that never expands past a cap: it stops as soon as the output
/// passes the entry limit, or grows faster than a real file compresses (a bomb), so a
/// hostile input costs at most a few megabytes and milliseconds.
package enum Inflater {
    /// The stream format.
    package enum Wrapping {
        /// Raw deflate, as inside a zip entry.
        case raw
        /// A `.gz` stream (RFC 1952), as a `.paprikarecipe` is.
        case gzip

        var windowBits: Int32 { self == .raw ? -15 : 31 }
    }

    /// Whether bytes start like a gzip stream.
    package static func isGzip(_ data: Data) -> Bool {
        data.count >= 18 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// `1.5 MB`, `12 KB`.
    package static func size(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? "\(bytes / 1024 / 1024) MB" : "\(max(bytes / 1024, 1)) KB"
    }

    /// The expanded bytes; at most `cap` of them.
    ///
    /// Throws `ArchiveRefusal` for a bomb (the output outgrows `limits.ratio` times the input
    /// once it is past `limits.ratioFloor`), `EntryProblem` for output larger than `cap` or a
    /// broken stream.
    package static func inflate(_ input: Data, _ wrapping: Wrapping, cap: Int, limits: ImportLimits, name: String) throws -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, wrapping.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw EntryProblem("cannot start decompressing")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        var failure: Error?
        input.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.bindMemory(to: Bytef.self).baseAddress else { status = Z_DATA_ERROR; return }
            stream.next_in = UnsafeMutablePointer(mutating: base)
            stream.avail_in = uInt(raw.count)
            while status == Z_OK {
                let produced = chunk.withUnsafeMutableBufferPointer { out -> Int in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CSystemZlib.inflate(&stream, Z_NO_FLUSH)
                    return out.count - Int(stream.avail_out)
                }
                if status == Z_BUF_ERROR && produced == 0 { break }
                output.append(contentsOf: chunk[0..<produced])
                if output.count > cap {
                    failure = EntryProblem("it expands to more than \(Self.size(cap)), more than it declares or than one entry may")
                    return
                }
                let consumed = max(Int(stream.total_in), 1)
                if output.count > limits.ratioFloor, output.count / consumed > limits.ratio {
                    failure = ArchiveRefusal("'\(name)' expands more than \(limits.ratio) times its compressed size; it is refused as a zip bomb")
                    return
                }
                if status == Z_BUF_ERROR { status = Z_OK }
            }
        }
        if let failure { throw failure }
        guard status == Z_STREAM_END else { throw EntryProblem("its compressed data is broken") }
        return output
    }
}
