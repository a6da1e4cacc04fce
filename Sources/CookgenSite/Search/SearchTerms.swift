import CookgenSupport

/// A recipe's search terms with their scores, kept as compact bytes (each term's UTF-8 and a
/// varint score, as the build cache stores them) rather than as an array of strings: at 100,000
/// recipes the terms held until the cache is written were over a hundred megabytes as arrays.
package struct SearchTerms: Sendable {
    /// A count, then each term and its score (`ByteWriter`'s array of string and int).
    package let bytes: [UInt8]

    /// The terms of `scores`, in their order.
    package init(_ scores: [(String, Int)]) {
        var out = ByteWriter()
        out.write(scores) { out, score in
            out.write(score.0)
            out.write(score.1)
        }
        bytes = out.bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// Terms already encoded (read from the cache as they are).
    package init(encoded bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The terms and their scores; nil when the bytes are not terms.
    package var scores: [(String, Int)]? {
        var input = ByteReader(bytes)
        return try? input.array { input in (try input.string(), try input.int()) }
    }

    /// Reads past encoded terms in `input`, giving their bytes.
    package static func read(_ input: inout ByteReader) throws -> SearchTerms {
        let start = input.offset
        for _ in 0..<(try input.count()) {
            _ = try input.byteRange()
            _ = try input.int()
        }
        return SearchTerms(encoded: Array(input.buffer[start..<input.offset]))
    }
}
