/// Sorting many strings in `String`'s own order (`<`), faster: each string's UTF-8 is taken once,
/// and two ASCII strings are compared as bytes (`memcmp`), which for ASCII is the same order.
/// A pair where either is not ASCII is compared as strings (Unicode canonical order). Sorting
/// 10,000 recipe titles with `<` took tens of millions of instructions in comparisons alone.
package struct TextOrder {
    /// Each string's UTF-8, back to back: string `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var ascii: [Bool] = []
    private let strings: [String]

    /// The order of `strings`.
    package init(_ strings: [String]) {
        self.strings = strings
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(strings.count + 1)
        ascii.reserveCapacity(strings.count)
        for string in strings {
            var isASCII = true
            for byte in string.utf8 {
                bytes.append(byte)
                if byte >= 0x80 { isASCII = false }
            }
            starts.append(bytes.count)
            ascii.append(isASCII)
        }
    }

    /// Below zero when string `a` comes before string `b`, zero when they are equal, above when after.
    package func compare(_ a: Int, _ b: Int) -> Int {
        guard ascii[a], ascii[b] else { return strings[a] < strings[b] ? -1 : strings[a] == strings[b] ? 0 : 1 }
        let (lengthA, lengthB) = (starts[a + 1] - starts[a], starts[b + 1] - starts[b])
        let common = min(lengthA, lengthB)
        let order = common == 0 ? 0 : bytes.withUnsafeBytes { raw in
            Int(POSIX.compareBytes(raw.baseAddress! + starts[a], raw.baseAddress! + starts[b], count: common))
        }
        return order != 0 ? order : lengthA - lengthB
    }

    /// The places of the strings in order (a stable sort: equal strings keep their places' order).
    /// Compares through pointers, without `compare`'s bounds checks (the most of a sort's work).
    package func sortedPlaces() -> [Int] {
        guard strings.count > 1 else { return Array(strings.indices) }
        return bytes.withUnsafeBytes { raw in
            starts.withUnsafeBufferPointer { starts in
                ascii.withUnsafeBufferPointer { ascii in
                    Array(strings.indices).sorted { a, b in
                        guard ascii[a], ascii[b] else { return strings[a] < strings[b] }
                        let (lengthA, lengthB) = (starts[a + 1] - starts[a], starts[b + 1] - starts[b])
                        let common = min(lengthA, lengthB)
                        if common > 0, let base = raw.baseAddress {
                            let order = POSIX.compareBytes(base + starts[a], base + starts[b], count: common)
                            if order != 0 { return order < 0 }
                        }
                        return lengthA < lengthB
                    }
                }
            }
        }
    }
}
