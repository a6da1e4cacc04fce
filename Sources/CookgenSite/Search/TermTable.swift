import Foundation
import CookgenSupport

/// The search index's terms, each once, found by their UTF-8 bytes, with each term's postings.
///
/// Joining the recipes' terms into postings asks for a term about sixty times per recipe; a
/// `String` made and hashed for each (and an array of them per recipe) was most of the search
/// index's cost. Here a recipe's terms are read from their encoded bytes (`SearchTerms`) and found
/// by a hash of those bytes, with no string made until the index is written.
struct TermTable {
    /// Every term's UTF-8, back to back: term `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Postings per term, in the order the documents were added, packed (`PostingList`). (Not one
    /// list of every posting grouped by term at the end, which holds every posting twice while it
    /// groups them.)
    private var lists: [PostingList] = []
    /// Open addressing: a term's number, or -1 for an empty slot; always at most half full.
    private var slots = [Int32](repeating: -1, count: 1 << 12)
    /// A document's terms (where their bytes are) and scores while they are read, before any is added.
    private var pending: [(Range<Int>, Int32)] = []

    /// The number of terms.
    var count: Int { hashes.count }

    /// Adds the postings of one document: each of its terms with its score. False, and nothing
    /// added, when the bytes are not terms as `SearchTerms` encodes them.
    mutating func add(_ terms: SearchTerms, document: Int32) -> Bool {
        // Read whole first, as the build cache reads them, so damaged bytes add nothing.
        pending.removeAll(keepingCapacity: true)
        do {
            var input = ByteReader(terms.bytes)
            for _ in 0..<(try input.count()) { pending.append((try input.byteRange(), Int32(clamping: try input.int()))) }
            guard input.isAtEnd else { return false }
        } catch {
            return false
        }
        terms.bytes.withUnsafeBufferPointer { encoded in
            for (range, score) in pending { lists[id(of: UnsafeBufferPointer(rebasing: encoded[range]))].append((document, score)) }
        }
        return true
    }

    /// Adds one posting of the term `name`.
    mutating func add(_ name: String, score: Int, document: Int32) {
        var name = name
        let id = name.withUTF8 { self.id(of: $0) }
        lists[id].append((document, Int32(clamping: score)))
    }

    /// The terms' names and postings. Terms whose bytes differ but whose strings are equal (the
    /// same text composed and decomposed) are one term, under the name met first, as they were
    /// when the postings were a dictionary by string.
    func joined() -> (names: [String], lists: [PostingList]) {
        var names: [String] = []
        var merged: [PostingList] = []
        names.reserveCapacity(count)
        merged.reserveCapacity(count)
        var seen: [String: Int] = [:]
        seen.reserveCapacity(count)
        for id in 0..<count {
            let name = bytes.withUnsafeBufferPointer { String(decoding: $0[starts[id]..<starts[id + 1]], as: UTF8.self) }
            if let first = seen[name] {
                // Terms are numbered as they are first met, so the name kept is the one met first.
                merged[first] = Self.merge(merged[first], lists[id])
                continue
            }
            seen[name] = names.count
            names.append(name)
            merged.append(lists[id])
        }
        return (names, merged)
    }

    /// Two lists of postings in document order, as one.
    private static func merge(_ a: PostingList, _ b: PostingList) -> PostingList {
        let (a, b) = (Array(a), Array(b))
        var out = PostingList()
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || i < a.count && a[i].0 <= b[j].0 {
                out.append(a[i])
                i += 1
            } else {
                out.append(b[j])
                j += 1
            }
        }
        return out
    }

    /// The number of the term `term`, added when it is new.
    private mutating func id(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(term)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { break }
            if hashes[id] == hash, equal(id, term) { return id }
            slot = (slot + 1) & mask
        }
        let id = hashes.count
        bytes.append(contentsOf: term)
        starts.append(bytes.count)
        hashes.append(hash)
        lists.append(PostingList())
        slots[slot] = Int32(id)
        if hashes.count * 2 > slots.count { grow() }
        return id
    }

    private func equal(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            guard let base = term.baseAddress, let mine = stored.baseAddress else { return term.isEmpty }
            return memcmp(mine + start, base, term.count) == 0
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    /// The bytes eight at a time (then the rest), each word multiplied in, the result mixed so
    /// the low bits (the slot) depend on all of them.
    private static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = 0x9e37_79b9_7f4a_7c15 ^ UInt64(term.count)
        guard let base = term.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= term.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
            h ^= h >> 32
            i += 8
        }
        if i < term.count {
            var tail: UInt64 = 0
            for k in i..<term.count { tail |= UInt64(term[k]) << (8 * UInt64(k - i)) }
            h = (h ^ tail) &* 0xff51_afd7_ed55_8ccd
        }
        h ^= h >> 29
        h = h &* 0xbf58_476d_1ce4_e5b9
        return h ^ (h >> 32)
    }
}
