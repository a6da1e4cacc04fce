import Foundation

/// Appends values to a compact binary buffer: unsigned numbers as LEB128 varints, signed ones
/// zigzag-encoded first, strings as a length and their UTF-8 bytes. `ByteReader` reads them back
/// in the same order; the format carries no names, so writer and reader must agree field by field
/// (the build cache puts a format version in front of everything it writes this way).
package struct ByteWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func write(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    package mutating func write(_ value: Int) {
        let v = Int64(value)
        write(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    package mutating func write(byte value: UInt8) {
        bytes.append(value)
    }

    package mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func write(_ value: String) {
        var copy = value
        copy.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Raw bytes as they are, with no length: for headers and trailers of a fixed size.
    package mutating func write(raw more: some Collection<UInt8>) {
        bytes.append(contentsOf: more)
    }

    package mutating func reserveCapacity(_ n: Int) {
        bytes.reserveCapacity(n)
    }

    /// Raw bytes with their length in front.
    package mutating func write(bytes more: some Collection<UInt8>) {
        write(UInt64(more.count))
        bytes.append(contentsOf: more)
    }

    /// Raw bytes with their length in front (an array: copied whole, not element by element as
    /// the generic form is when called from another module).
    package mutating func write(bytes more: [UInt8]) {
        write(UInt64(more.count))
        bytes.append(contentsOf: more)
    }

    /// A presence flag, then the value when there is one.
    package mutating func write<T>(_ value: T?, _ each: (inout ByteWriter, T) -> Void) {
        write(value != nil)
        if let value { each(&self, value) }
    }

    /// A count, then each element.
    package mutating func write<C: Collection>(_ values: C, _ each: (inout ByteWriter, C.Element) -> Void) {
        write(UInt64(values.count))
        for value in values { each(&self, value) }
    }

    package mutating func write(_ value: String?) {
        write(value) { $0.write($1) }
    }

    package mutating func write(_ value: Int?) {
        write(value) { $0.write($1) }
    }

    package mutating func write(_ values: [String]) {
        write(values) { $0.write($1) }
    }
}
