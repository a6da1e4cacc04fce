import CookgenSupport
import CookgenModel
import CookgenContent
import CSystemZlib
import Foundation

/// Deterministic gzip: the same bytes in give the same bytes out on every machine. The header
/// has no time and no file name and says "unknown system"; the body is zlib's raw deflate at
/// its best compression, followed by the CRC-32 and length of the input (RFC 1952).
package enum Gzip {
    /// `data` compressed as a `.gz` file.
    package static func compress(_ data: Data) -> Data {
        compress(bytes: [UInt8](data))
    }

    /// `bytes` compressed as a `.gz` file.
    package static func compress(bytes: [UInt8]) -> Data {
        // ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=2 (best compression) OS=255 (unknown)
        var out = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xFF])
        // Raw deflate (no zlib header); windowBits -15, memLevel 9: the defaults do not depend on the machine.
        out.append(contentsOf: deflated(bytes, windowBits: -15, memLevel: 9, strategy: Z_DEFAULT_STRATEGY) ?? [])
        let crc = bytes.withUnsafeBytes { buffer -> UInt32 in
            UInt32(crc32(0, buffer.bindMemory(to: Bytef.self).baseAddress, uInt(buffer.count)))
        }
        out.append(littleEndian(crc))
        out.append(littleEndian(UInt32(truncatingIfNeeded: bytes.count)))
        return out
    }

    /// `input` deflated whole at zlib's best compression (`deflateInit2`): `windowBits` 15 for a
    /// zlib stream (PNG), -15 for raw deflate (gzip); nil when zlib fails.
    package static func deflated(_ input: [UInt8], windowBits: Int32, memLevel: Int32, strategy: Int32) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, windowBits, memLevel, strategy,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var input = input
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        let produced = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CSystemZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END ? outBuffer.count - Int(stream.avail_out) : -1
            }
        }
        return produced < 0 ? nil : Array(output[0..<produced])
    }

    /// Decompresses a `.gz` file written by `compress` (for tests and for checking output).
    package static func decompress(_ gz: Data) -> Data? {
        guard gz.count >= 18, gz[gz.startIndex] == 0x1F, gz[gz.startIndex + 1] == 0x8B else { return nil }
        var stream = z_stream()
        guard inflateInit2_(&stream, 31, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = [UInt8](gz)
        var result = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            while status == Z_OK {
                let produced = chunk.withUnsafeMutableBufferPointer { outBuffer -> Int in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return outBuffer.count - Int(stream.avail_out)
                }
                result.append(contentsOf: chunk[0..<produced])
            }
        }
        return status == Z_STREAM_END ? result : nil
    }

    private static func littleEndian(_ value: UInt32) -> Data {
        Data([UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24 & 0xFF)])
    }
}
