import Foundation

/// A fast 64-bit digest of a file's bytes, to tell versions of a file apart in the offline list.
///
/// Not for security: a deploy only needs to know which files changed. Eight bytes at a time,
/// read little-endian, so the digest is the same on every machine and costs little next to
/// writing the file.
package enum ContentDigest {
    /// Twelve hex digits (48 bits) of the digest of `data`.
    package static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    /// Twelve hex digits (48 bits) of the digest of `bytes`.
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        hex(of: of(bytes))
    }

    /// The 64-bit digest of `data`.
    package static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { of($0) }
    }

    /// The 64-bit digest of `bytes`.
    package static func of(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var digest = Stream(count: raw.count)
        digest.add(raw)
        return digest.value
    }

    /// The digest of bytes that come in pieces (a file read back), whose number is known first.
    package struct Stream {
        private var hash: UInt64
        /// The bytes of a word not yet complete (the first `pending` bytes, little-endian).
        private var partial: UInt64 = 0
        private var pending: UInt64 = 0

        package init(count: Int) {
            hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        }

        /// Adds the next piece.
        package mutating func add(_ raw: UnsafeRawBufferPointer) {
            let count = raw.count
            var offset = 0
            while pending != 0, offset < count {
                take(raw[offset])
                offset += 1
            }
            while offset + 8 <= count {
                word(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < count {
                take(raw[offset])
                offset += 1
            }
        }

        private mutating func take(_ byte: UInt8) {
            partial |= UInt64(byte) << (8 * pending)
            pending += 1
            if pending == 8 {
                word(partial)
                partial = 0
                pending = 0
            }
        }

        private mutating func word(_ word: UInt64) {
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
        }

        /// The digest of every piece added; the bytes after the last whole word are its tail.
        package var value: UInt64 {
            var hash = (self.hash ^ partial) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
            hash = hash &* 0xFF51_AFD7_ED55_8CCD
            return hash ^ (hash >> 32)
        }
    }

    /// Twelve hex digits (48 bits) of a digest.
    package static func hex(of digest: UInt64) -> String {
        let digits = String(digest >> 16, radix: 16)
        return String(repeating: "0", count: 12 - digits.count) + digits
    }
}
