/// Numbers for strings — 0, 1, 2 … in the order they were first put in — in a hash table of its
/// own, for the loops that number every recipe or ingredient of a site again on each build.
///
/// A `[String: Int]` hashes each key with SipHash, seeded per process, and its setup and
/// finalization cost more than the hashing of a short key; these loops (the search index's values,
/// the kept relations' slugs, the taxonomies' terms) made half a million lookups in a title edit at
/// 10,000 recipes. Here a key is hashed eight bytes at a time with a multiply, and the slots are
/// numbers into `strings`, probed one after another.
///
/// Two keys are one when their UTF-8 bytes are (the hash is of the bytes), not whenever `String`'s
/// `==` says so: two spellings of "é" that Unicode holds equal stay two keys. The keys here are
/// slugs, paths and values written back as they were read, which that keeps exactly.
package struct StringNumbers: Sendable {
    /// The strings put in, each once, at its number.
    package private(set) var strings: [String] = []
    /// Each string's hash, at its number (compared before the strings are).
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing: a number into `strings`, or -1.
    private var slots: [Int32]
    private var mask: Int

    /// An empty table with room for `capacity` strings before it grows.
    package init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        strings.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// A table of `strings`, numbered in order (a string met again keeps its first number).
    package init(_ strings: [String]) {
        self.init(capacity: strings.count)
        for string in strings { insert(string) }
    }

    /// How many strings are in.
    package var count: Int { strings.count }

    /// The number of `string`; nil when it is not in.
    package func number(of string: String) -> Int? {
        probe(string, hash: Self.hash(string)).number
    }

    /// The number of `string`, put in with the next number when it is not in yet.
    @discardableResult
    package mutating func insert(_ string: String) -> Int {
        let hash = Self.hash(string)
        let (slot, found) = probe(string, hash: hash)
        if let found { return found }
        let n = strings.count
        strings.append(string)
        hashes.append(hash)
        slots[slot] = Int32(n)
        // At most half full, so probes stay short.
        if strings.count * 2 > slots.count { grow() }
        return n
    }

    /// Where `string` is (its slot and number), or the empty slot where it would go.
    private func probe(_ string: String, hash: UInt64) -> (slot: Int, number: Int?) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let n = Int(slots[slot])
            if n < 0 { return (slot, nil) }
            if hashes[n] == hash, strings[n] == string { return (slot, n) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (n, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(n)
        }
    }

    /// A hash of the string's UTF-8 bytes: eight at a time, each word mixed in with a multiply,
    /// the high bits folded down (the slot is taken from the low bits).
    static func hash(_ string: String) -> UInt64 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return hash }
        return Array(string.utf8).withUnsafeBytes { hash($0) }
    }

    @inline(__always) static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < bytes.count, let base = bytes.baseAddress {
            // The last one to seven bytes copied into the low bytes of a word (little-endian, as the words above).
            var last: UInt64 = 0
            withUnsafeMutableBytes(of: &last) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: bytes.count - offset) }
            hash = (hash ^ UInt64(littleEndian: last)) &* multiplier
            hash ^= hash >> 32
        }
        return hash ^ (hash >> 29)
    }
}
