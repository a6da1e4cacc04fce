import NIOCore

/// FNV-1a, 64 bits: the content hash behind ETags. Not for security — only to tell versions of a file apart.
enum ContentHash {
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = seed) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    static func of(_ buffer: ByteBuffer) -> UInt64 { buffer.withUnsafeReadableBytes { of($0) } }

    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    /// `1f2e…`: sixteen hex digits.
    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
