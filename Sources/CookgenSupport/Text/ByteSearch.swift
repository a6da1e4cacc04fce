/// Finding bytes in bytes with `memchr` and `memcmp` through `POSIX` (glibc's `memmem` is not in
/// Swift's Glibc module); Foundation's generic `firstRange(of:)` took a tenth of a build in profiles.
package enum ByteSearch {
    /// Where `needle` first occurs in `haystack`; an empty needle is found at 0.
    package static func firstRange(of needle: some ContiguousCollection, in haystack: some ContiguousCollection) -> Range<Int>? {
        haystack.withBytes { hay in needle.withBytes { pin in firstRange(of: pin, in: hay) } }
    }

    /// Where the bytes of `pin` first occur in `hay`; an empty `pin` is found at 0.
    package static func firstRange(of pin: UnsafeRawBufferPointer, in hay: UnsafeRawBufferPointer) -> Range<Int>? {
        guard !pin.isEmpty else { return 0..<0 }
        guard pin.count <= hay.count, let base = hay.baseAddress, let pinBase = pin.baseAddress else { return nil }
        // The C library's search: a needle that starts with a byte common in the haystack (a quote
        // in JSON) stopped a search by its first byte every few bytes.
        guard let found = POSIX.firstOccurrence(of: pinBase, count: pin.count, in: base, count: hay.count) else { return nil }
        let start = found - base
        return start..<(start + pin.count)
    }
}

/// A byte sequence stored contiguously: arrays of bytes and strings' UTF-8.
package protocol ContiguousCollection {
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R
}

extension Array: ContiguousCollection where Element == UInt8 {
    package func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R { withUnsafeBytes(body) }
}

extension String: ContiguousCollection {
    package func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        var copy = self
        return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
