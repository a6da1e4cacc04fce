import Foundation

/// Reads what `ByteWriter` wrote, in the same order. Every read checks the bounds and throws
/// `ByteReader.Truncated` on bytes that end early or do not fit, so a damaged file is an error to
/// recover from (the build cache then starts afresh), never a crash.
public struct ByteReader {
    /// The bytes ended before a value did, or a value is out of range.
    public struct Truncated: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the data ends early or is damaged" }
    }

    // Usable from inlinable code: the reads below are inlined into the cache's decoders in other
    // modules (a call for each number and string of 10,000 cached recipes was a tenth of decoding
    // them), always: left to the optimizer, a title edit at 10,000 still called `bool()` a million times.
    @usableFromInline let bytes: [UInt8]
    @usableFromInline var position: Int
    @usableFromInline let end: Int

    /// Where the next read starts.
    public var offset: Int { position }

    /// A reader over `bytes[range]` (all of them by default).
    public init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        position = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    @inlinable public var isAtEnd: Bool { position >= end }

    @inlinable @inline(__always) public mutating func uint64() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { throw Truncated() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    @inlinable @inline(__always) public mutating func int() throws -> Int {
        let raw = try uint64()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things to follow; at most the bytes left, since every thing takes at least one.
    @inlinable @inline(__always) public mutating func count() throws -> Int {
        let n = try uint64()
        guard n <= UInt64(end - position) else { throw Truncated() }
        return Int(n)
    }

    @inlinable @inline(__always) public mutating func byte() throws -> UInt8 {
        guard position < end else { throw Truncated() }
        defer { position += 1 }
        return bytes[position]
    }

    @inlinable @inline(__always) public mutating func bool() throws -> Bool {
        guard position < end else { throw Truncated() }
        defer { position += 1 }
        switch bytes[position] {
        case 0: return false
        case 1: return true
        default: throw Truncated()
        }
    }

    public mutating func double() throws -> Double {
        guard end - position >= 8 else { throw Truncated() }
        var bits: UInt64 = 0
        for n in 0..<8 { bits |= UInt64(bytes[position + n]) << (8 * UInt64(n)) }
        position += 8
        return Double(bitPattern: bits)
    }

    @inlinable @inline(__always) public mutating func string() throws -> String {
        let range = try byteRange()
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    /// Where the next length-prefixed bytes are, skipping over them.
    @inlinable @inline(__always) public mutating func byteRange() throws -> Range<Int> {
        let n = try count()
        defer { position += n }
        return position..<(position + n)
    }

    /// The whole buffer, for readers of ranges found by `byteRange()`.
    public var buffer: [UInt8] { bytes }

    // Inlinable (and the type public), so callers in other modules get them specialized (see `ByteWriter`).

    @inlinable public mutating func optional<T>(_ read: (inout ByteReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    @inlinable public mutating func array<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] {
        let n = try count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try read(&self)) }
        return values
    }

    @inlinable public mutating func optionalString() throws -> String? { try optional { try $0.string() } }
    @inlinable public mutating func optionalInt() throws -> Int? { try optional { try $0.int() } }
    @inlinable public mutating func strings() throws -> [String] { try array { try $0.string() } }
}
