import Foundation

/// Appends values to a compact binary buffer: unsigned numbers as LEB128 varints, signed ones
/// zigzag-encoded first, strings as a length and their UTF-8 bytes. `ByteReader` reads them back
/// in the same order; the format carries no names, so writer and reader must agree field by field
/// (the build cache puts a format version in front of everything it writes this way).
public struct ByteWriter {
    // Usable from inlinable code, so the writes below are inlined into the encoders in other modules.
    @usableFromInline var storage: [UInt8] = []

    /// What was written so far.
    public var bytes: [UInt8] { storage }

    public init() {}

    @inlinable public mutating func write(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        storage.append(UInt8(v))
    }

    @inlinable public mutating func write(_ value: Int) {
        let v = Int64(value)
        write(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    @inlinable public mutating func write(byte value: UInt8) {
        storage.append(value)
    }

    @inlinable public mutating func write(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    public mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { storage.append(contentsOf: $0) }
    }

    @inlinable public mutating func write(_ value: String) {
        var copy = value
        copy.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            storage.append(contentsOf: utf8)
        }
    }

    /// Raw bytes as they are, with no length: for headers and trailers of a fixed size.
    public mutating func write(raw more: some Collection<UInt8>) {
        storage.append(contentsOf: more)
    }

    public mutating func reserveCapacity(_ n: Int) {
        storage.reserveCapacity(n)
    }

    /// Raw bytes with their length in front.
    public mutating func write(bytes more: some Collection<UInt8>) {
        write(UInt64(more.count))
        storage.append(contentsOf: more)
    }

    /// Raw bytes with their length in front (an array: copied whole, not element by element as
    /// the generic form is when called from another module).
    /// Raw bytes, a part of an array (copied whole).
    @inlinable public mutating func write(raw more: ArraySlice<UInt8>) {
        storage.append(contentsOf: more)
    }

    @inlinable public mutating func write(bytes more: [UInt8]) {
        write(UInt64(more.count))
        storage.append(contentsOf: more)
    }

    // The generic forms are inlinable, so callers in other modules get them specialized: called
    // through the generic entry point, each element cost hundreds of instructions in witness calls
    // (a search index of 10,000 recipes took 0.25 billion instructions to write that way). The
    // type is public for that: the compiler does not specialize an inlinable member of a
    // `package` type in another module (Swift 6.3).

    /// A presence flag, then the value when there is one.
    @inlinable public mutating func write<T>(_ value: T?, _ each: (inout ByteWriter, T) -> Void) {
        write(value != nil)
        if let value { each(&self, value) }
    }

    /// A count, then each element.
    @inlinable public mutating func write<C: Collection>(_ values: C, _ each: (inout ByteWriter, C.Element) -> Void) {
        write(UInt64(values.count))
        for value in values { each(&self, value) }
    }

    @inlinable public mutating func write(_ value: String?) {
        write(value) { $0.write($1) }
    }

    @inlinable public mutating func write(_ value: Int?) {
        write(value) { $0.write($1) }
    }

    @inlinable public mutating func write(_ values: [String]) {
        write(values) { $0.write($1) }
    }
}
