import Foundation

/// A fast 64-bit digest of a file's bytes, to tell versions of a file apart in the offline list.
///
/// Not for security: a deploy only needs to know which files changed. Eight bytes at a time,
/// read little-endian, so the digest is the same on every machine and costs little next to
/// writing the file.
package enum ContentDigest {
    /// Twelve hex digits (48 bits) of the digest of `data`.
    package static func hex(_ data: Data) -> String {
        let digits = String(of(data) >> 16, radix: 16)
        return String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// The 64-bit digest of `data`.
    package static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw -> UInt64 in
            let count = raw.count
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
            var offset = 0
            while offset + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
            hash = hash &* 0xFF51_AFD7_ED55_8CCD
            return hash ^ (hash >> 32)
        }
    }
}
