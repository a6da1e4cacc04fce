import CookgenSupport

/// One term's postings, packed into bytes: each posting is two LEB128 numbers, the distance of
/// its document from the one before it (from 0 for the first) and its score, both zigzag-coded
/// so that any list, in any order, reads back exactly as it was added.
///
/// A posting as two `Int32`s is 8 bytes; packed, a common word (its documents close together,
/// its score under 64) takes 2. At 100,000 recipes the index has about six million postings,
/// most of them of common words, held while the pages are made: 47 MB as pairs (more with the
/// arrays' room to grow), about 13 MB packed.
///
/// ```swift
/// var list = PostingList()
/// list.append((3, 10))
/// list.append((7, 1))
/// Array(list)  // [(3, 10), (7, 1)]
/// ```
package struct PostingList: Sequence, Sendable, Equatable {
    /// The postings as written.
    private(set) var bytes: [UInt8] = []
    /// The last posting's document (the next distance is counted from it).
    private var last: Int32 = 0
    /// Whether each document is after the one before it: the order the index's files list them in.
    private(set) var isInDocumentOrder = true

    /// An empty list.
    package init() {}

    /// The postings of `postings`, in the order given.
    package init<S: Sequence>(_ postings: S) where S.Element == SearchIndex.Posting {
        for posting in postings { append(posting) }
    }

    /// The list whose packed postings are `bytes` (what `bytes` of a list gave); nil when they are
    /// not postings as `append` writes them (bytes cut short).
    package init?(packed bytes: [UInt8]) {
        var document: Int64 = 0
        var ordered = true
        let complete = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var at = 0
            var first = true
            while at < buffer.count {
                guard let gap = Self.check(buffer, at: &at), Self.check(buffer, at: &at) != nil else { return false }
                if !first, gap <= 0 { ordered = false }
                first = false
                document &+= gap
            }
            return true
        }
        guard complete, document >= Int64(Int32.min), document <= Int64(Int32.max) else { return nil }
        self.bytes = bytes
        self.last = Int32(document)
        self.isInDocumentOrder = ordered
    }

    /// Adds a posting after the others.
    package mutating func append(_ posting: SearchIndex.Posting) {
        if !bytes.isEmpty, posting.0 <= last { isInDocumentOrder = false }
        let gap = Int64(posting.0) - Int64(last)
        last = posting.0
        // Most postings: the next document close by, a small score; a byte each.
        if UInt64(bitPattern: gap) < 64, UInt32(bitPattern: posting.1) < 64 {
            bytes.append(UInt8(truncatingIfNeeded: gap) << 1)
            bytes.append(UInt8(truncatingIfNeeded: posting.1) << 1)
            return
        }
        Self.put(gap, into: &bytes)
        Self.put(Int64(posting.1), into: &bytes)
    }

    /// Calls `body` with each posting's distance from the document before it (from 0 for the
    /// first) and its score, in the order added: for a list in document order, the distances the
    /// index's files write.
    @inline(__always)
    func forEachGap(_ body: (Int64, Int64) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var at = 0
            while at < bytes.count {
                let gap = Self.take(bytes, at: &at)
                body(gap, Self.take(bytes, at: &at))
            }
        }
    }

    /// The postings of `documents` (in ascending order) in this list, in document order; nil when
    /// the list is not in document order. Read straight from the bytes, and only as far as the
    /// last of `documents`: a patched search index asks this of every term's list.
    package func postings(of documents: [Int32]) -> [SearchIndex.Posting]? {
        guard isInDocumentOrder else { return nil }
        guard let lastWanted = documents.last.map(Int64.init) else { return [] }
        var found: [SearchIndex.Posting] = []
        bytes.withUnsafeBufferPointer { bytes in
            var at = 0
            var document: Int64 = 0
            var next = 0
            while at < bytes.count {
                document &+= Self.take(bytes, at: &at)
                let score = Self.take(bytes, at: &at)
                guard document <= lastWanted else { break }
                while Int64(documents[next]) < document { next += 1 }
                if Int64(documents[next]) == document {
                    found.append((Int32(truncatingIfNeeded: document), Int32(truncatingIfNeeded: score)))
                }
            }
        }
        return found
    }

    package static func == (a: PostingList, b: PostingList) -> Bool { a.bytes == b.bytes }

    package struct Iterator: IteratorProtocol {
        fileprivate let bytes: [UInt8]
        fileprivate var at = 0
        fileprivate var document: Int64 = 0

        package mutating func next() -> SearchIndex.Posting? {
            guard at < bytes.count else { return nil }
            let (gap, score) = bytes.withUnsafeBufferPointer { bytes in
                (PostingList.take(bytes, at: &at), PostingList.take(bytes, at: &at))
            }
            document += gap
            return (Int32(truncatingIfNeeded: document), Int32(truncatingIfNeeded: score))
        }
    }

    package func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    /// `value` zigzag-coded (0, -1, 1, -2 … as 0, 1, 2, 3 …) as LEB128: seven bits a byte, low first.
    private static func put(_ value: Int64, into bytes: inout [UInt8]) {
        var n = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while n >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: n) | 0x80)
            n >>= 7
        }
        bytes.append(UInt8(n))
    }

    /// The number at `at`, which moves past it; nil when the bytes end before it does or it is
    /// longer than any number `put` writes.
    private static func check(_ bytes: UnsafeBufferPointer<UInt8>, at: inout Int) -> Int64? {
        var n: UInt64 = 0
        var shift: UInt64 = 0
        while at < bytes.count, shift < 64 {
            let byte = bytes[at]
            at += 1
            n |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1) }
            shift += 7
        }
        return nil
    }

    /// The number at `at`, which moves past it. Only ever reads what `put` wrote.
    @inline(__always)
    private static func take(_ bytes: UnsafeBufferPointer<UInt8>, at: inout Int) -> Int64 {
        let first = bytes[at]
        if first < 0x80 {
            at += 1
            return Int64(first >> 1) ^ -Int64(first & 1)
        }
        var n: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[at]
            at += 1
            n |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1)
    }
}
