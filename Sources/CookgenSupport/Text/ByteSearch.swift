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
        let first = pin[0]
        var start = 0
        let last = hay.count - pin.count
        while start <= last, let found = POSIX.firstOccurrence(of: first, in: base + start, count: last - start + 1) {
            start = found - base
            if POSIX.sameBytes(base + start, pinBase, count: pin.count) { return start..<(start + pin.count) }
            start += 1
        }
        return nil
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
