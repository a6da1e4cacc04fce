/// Writes values as compact bytes: integers as zig-zag variable-length numbers, doubles as their
/// bits, strings as a length and UTF-8. For caches the program reads back itself, where JSON's
/// keys, escapes and number parsing are work for nothing.
///
/// ```swift
/// var writer = ByteWriter()
/// writer.int(-3); writer.string("flour")
/// var reader = ByteReader(writer.bytes)
/// (reader.int(), reader.string())   // (-3, "flour")
/// ```
package struct ByteWriter: Sendable {
    /// What was written so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func byte(_ value: UInt8) { bytes.append(value) }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    package mutating func double(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    package mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    /// A presence flag, then the value when there is one.
    package mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    /// The count, then each element.
    package mutating func array<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads what `ByteWriter` wrote. Every read checks what is left: truncated or foreign bytes give
/// nil, never a crash or a huge allocation.
package struct ByteReader {
    private let bytes: [UInt8]
    private var at = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    package var isAtEnd: Bool { at == bytes.count }

    /// The bytes not read yet; the reader is then at the end.
    package mutating func rest() -> [UInt8] {
        defer { at = bytes.count }
        return Array(bytes[at...])
    }

    package mutating func byte() -> UInt8? {
        guard at < bytes.count else { return nil }
        defer { at += 1 }
        return bytes[at]
    }

    package mutating func bool() -> Bool? {
        switch byte() {
        case 0: false
        case 1: true
        default: nil
        }
    }

    package mutating func int() -> Int? {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while let b = byte() {
            guard shift < 64 else { return nil }
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return Int(Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)) }
            shift += 7
        }
        return nil
    }

    package mutating func double() -> Double? {
        guard bytes.count - at >= 8 else { return nil }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            bits |= UInt64(bytes[at]) << UInt64(shift)
            at += 1
        }
        return Double(bitPattern: bits)
    }

    package mutating func string() -> String? {
        guard let count = int(), count >= 0, count <= bytes.count - at else { return nil }
        defer { at += count }
        return String(decoding: bytes[at..<(at + count)], as: UTF8.self)
    }

    /// What `ByteWriter.optional` wrote: `.some(nil)` for an absent value, nil for bad bytes.
    package mutating func optional<T>(_ read: (inout ByteReader) -> T?) -> T?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        return read(&self).map { .some($0) }
    }

    /// What `ByteWriter.array` wrote; nil when any element is bad.
    package mutating func array<T>(_ read: (inout ByteReader) -> T?) -> [T]? {
        // Each element takes at least a byte: a count beyond what is left is not believed.
        guard let count = int(), count >= 0, count <= bytes.count - at else { return nil }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = read(&self) else { return nil }
            values.append(value)
        }
        return values
    }
}
