import Foundation

/// Reads what `ByteWriter` wrote, in the same order. Every read checks the bounds and throws
/// `ByteReader.Truncated` on bytes that end early or do not fit, so a damaged file is an error to
/// recover from (the build cache then starts afresh), never a crash.
package struct ByteReader {
    /// The bytes ended before a value did, or a value is out of range.
    package struct Truncated: Error, CustomStringConvertible {
        package init() {}
        package var description: String { "the data ends early or is damaged" }
    }

    private let bytes: [UInt8]
    package private(set) var offset: Int
    private let end: Int

    /// A reader over `bytes[range]` (all of them by default).
    package init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        offset = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    package var isAtEnd: Bool { offset >= end }

    package mutating func uint64() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Truncated() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    package mutating func int() throws -> Int {
        let raw = try uint64()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things to follow; at most the bytes left, since every thing takes at least one.
    package mutating func count() throws -> Int {
        let n = try uint64()
        guard n <= UInt64(end - offset) else { throw Truncated() }
        return Int(n)
    }

    package mutating func byte() throws -> UInt8 {
        guard offset < end else { throw Truncated() }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func bool() throws -> Bool {
        guard offset < end else { throw Truncated() }
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw Truncated()
        }
    }

    package mutating func double() throws -> Double {
        guard end - offset >= 8 else { throw Truncated() }
        var bits: UInt64 = 0
        for n in 0..<8 { bits |= UInt64(bytes[offset + n]) << (8 * UInt64(n)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    package mutating func string() throws -> String {
        let range = try byteRange()
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    /// Where the next length-prefixed bytes are, skipping over them.
    package mutating func byteRange() throws -> Range<Int> {
        let n = try count()
        defer { offset += n }
        return offset..<(offset + n)
    }

    /// The whole buffer, for readers of ranges found by `byteRange()`.
    package var buffer: [UInt8] { bytes }

    package mutating func optional<T>(_ read: (inout ByteReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    package mutating func array<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] {
        let n = try count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try read(&self)) }
        return values
    }

    package mutating func optionalString() throws -> String? { try optional { try $0.string() } }
    package mutating func optionalInt() throws -> Int? { try optional { try $0.int() } }
    package mutating func strings() throws -> [String] { try array { try $0.string() } }
}
