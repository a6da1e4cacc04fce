import CookgenSupport
import CookgenModel
import CookgenContent
/// The search index as script files (data in `<script>`, so it loads from `file://` too):
///
/// - `search/meta.js`: counts, facet names and values, which shards exist;
/// - `search/docs-<n>.js`: display data of documents `n*chunk ..< (n+1)*chunk`;
/// - `search/facets.js`: every document's facet values and minutes, for counts and filters, and
///   the documents' numbers in title order;
/// - `search/ingredients-<n>.js`: ingredient keys per document, loaded for pantry search and exclusions;
/// - `search/terms/<hex of prefix>.js`: the postings of every term starting with that prefix.
extension SearchIndex {
    /// Documents per display/ingredient chunk: small, so showing 20 results loads little.
    public static let chunkSize = 100

    /// Postings as `[[first document, gap, gap, …], "one base-36 digit per score"]`: common words
    /// appear in most recipes, and this form keeps their shard small (scores are at most 25).
    /// The written files lay this out as bytes (`termsFile`); this `JSONValue` form is what they
    /// are checked against.
    package static func compact(_ list: [Posting]) -> JSONValue {
        let ordered = inDocumentOrder(list)
        var gaps: [JSONValue] = []
        gaps.reserveCapacity(ordered.count)
        var scores: [UInt8] = []
        scores.reserveCapacity(ordered.count)
        var previous = 0
        for (document, score) in ordered {
            gaps.append(.int(Int(document) - previous))
            previous = Int(document)
            scores.append(base36[Int(min(max(score, 0), 35))])
        }
        return [.array(gaps), .string(String(decoding: scores, as: UTF8.self))]
    }

    /// A shard's file: what `"cookgenSearch.terms(" + JSON of the shard + "," + JSON of
    /// [term: compact(postings)] + ");\n"` would be, written straight as bytes (at 10,000 recipes
    /// the shards hold a million postings, and a `JSONValue` for each was most of their cost).
    package func termsFile(shard: String, terms names: [String]) -> String {
        let numbers = Dictionary(terms.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return termsFile(shard: shard, ids: names.compactMap { numbers[$0] })
    }

    /// `termsFile(shard:terms:)` for the terms numbered `ids` (places in `terms`).
    func termsFile(shard: String, ids: [Int]) -> String {
        var out: [UInt8] = Array("cookgenSearch.terms(".utf8)
        JSONWriter.appendString(shard, to: &out)
        out.append(contentsOf: ",{".utf8)
        var scores: [UInt8] = []
        // Terms are unique as strings, so the order is the same whatever order `ids` came in.
        for (n, id) in TextOrder(ids.map { terms[$0] }).sortedPlaces().map({ ids[$0] }).enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendString(terms[id], to: &out)
            out.append(contentsOf: ":[[".utf8)
            scores.removeAll(keepingCapacity: true)
            var list = postingLists[id]
            // The builder adds them in document order; a list made by hand in another order is sorted first.
            if !list.isInDocumentOrder { list = PostingList(Self.inDocumentOrder(Array(list))) }
            // Each posting's distance from the one before is the gap written.
            var first = true
            list.forEachGap { gap, score in
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.appendCount(Int(gap), to: &out)
                scores.append(Self.base36[Int(min(max(score, 0), 35))])
            }
            out.append(contentsOf: "],\"".utf8)
            out.append(contentsOf: scores)
            out.append(contentsOf: "\"]".utf8)
        }
        out.append(contentsOf: "});\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// Chunk `n` of the documents' display data: what `"cookgenSearch.docs(n," + JSON of [[slug, title,
    /// url, image or null, minutes or null], …] + ");\n"` would be, written straight as bytes.
    package static func docsFile(_ n: Int, _ chunk: ArraySlice<Document>) -> String {
        chunkFile("cookgenSearch.docs(", n, chunk) { d, out in
            out.append(UInt8(ascii: "["))
            // One at a time: an array of the three was made (and its strings retained) per document.
            func text(_ text: String) {
                JSONWriter.appendString(text, to: &out)
                out.append(UInt8(ascii: ","))
            }
            text(d.slug)
            text(d.title)
            text(d.url)
            if let image = d.image { JSONWriter.appendString(image, to: &out) } else { out.append(contentsOf: "null".utf8) }
            out.append(UInt8(ascii: ","))
            if let minutes = d.minutes { JSONWriter.appendInt(minutes, to: &out) } else { out.append(contentsOf: "null".utf8) }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Chunk `n` of the documents' ingredient keys, allergens and diets: what
    /// `"cookgenSearch.ingredients(n," + JSON of [[[keys], [allergens], [diets]], …] + ");\n"` would be.
    package static func ingredientsFile(_ n: Int, _ chunk: ArraySlice<Document>) -> String {
        chunkFile("cookgenSearch.ingredients(", n, chunk) { d, out in
            out.append(UInt8(ascii: "["))
            JSONWriter.appendStrings(d.ingredients, to: &out)
            out.append(UInt8(ascii: ","))
            JSONWriter.appendStrings(d.allergens, to: &out)
            out.append(UInt8(ascii: ","))
            JSONWriter.appendStrings(d.diets, to: &out)
            out.append(UInt8(ascii: "]"))
        }
    }

    /// `call` + `n` + `,` + the array of `chunk` (`each` writing one document) + `);` and a line break.
    private static func chunkFile(_ call: String, _ n: Int, _ chunk: ArraySlice<Document>,
                                  _ each: (Document, inout [UInt8]) -> Void) -> String {
        var out: [UInt8] = Array(call.utf8)
        JSONWriter.appendInt(n, to: &out)
        out.append(UInt8(ascii: ","))
        // Through the buffer: a document is handed to `each` where it is, not copied (and retained) first.
        chunk.withUnsafeBufferPointer { documents in
            JSONWriter.appendArray(count: documents.count, to: &out) { each(documents[$0], &$1) }
        }
        out.append(contentsOf: ");\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// `JSONWriter.appendInt` for a number of one or two digits (most gaps between documents), written directly.
    private static func appendCount(_ n: Int, to out: inout [UInt8]) {
        switch n {
        case 0..<10: out.append(UInt8(ascii: "0") + UInt8(n))
        case 10..<100:
            out.append(UInt8(ascii: "0") + UInt8(n / 10))
            out.append(UInt8(ascii: "0") + UInt8(n % 10))
        default: JSONWriter.appendInt(n, to: &out)
        }
    }

    /// Postings by document. The builder adds them in that order: sorted already, but for a hand-made list.
    static func inDocumentOrder(_ list: [Posting]) -> [Posting] {
        zip(list, list.dropFirst()).allSatisfy { $0.0 < $1.0 } ? list : list.sorted(by: { $0.0 < $1.0 })
    }

    /// The digits of base 36, as `String(n, radix: 36)` writes them.
    private static let base36 = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// One column per facet (per document: a value's number, a list of them, or -1 for none), then minutes.
    package func facetColumns() -> [JSONValue] {
        var columns: [JSONValue] = Self.facetNames.indices.map { f in
            .array(documents.withUnsafeBufferPointer { documents in
                documents.indices.map { n -> JSONValue in
                    let values = documents[n].values(ofFacet: f)
                    return values.count == 1 ? JSONValue(Int(values[values.startIndex]))
                        : values.isEmpty ? -1 : JSONValue(values.map(Int.init))
                }
            })
        }
        columns.append(.array(documents.map { JSONValue($0.minutes) ?? .null }))
        return columns
    }

    /// Output path → file text, in path order.
    public func files() -> [(String, String)] {
        var files: [(String, String)] = []
        write { files.append(($0, $1)) }
        return files
    }

    /// Hands each file to `emit` (path, text) in path order, made only when its turn comes (a few
    /// at a time on `threads` threads): at 10,000 recipes the term shards alone are megabytes of
    /// JSON, and the search index is made beside the pages, at the build's peak of memory.
    /// With `only`, the files of other paths are not made; their paths are returned.
    @discardableResult
    public func write(threads: Int = 1, ownThreads: Bool = false, only: Set<String>? = nil,
                      _ emit: (String, String) throws -> Void) rethrows -> [String] {
        var makers: [(path: String, make: @Sendable () -> String)] = []
        for (n, start) in stride(from: 0, to: documents.count, by: Self.chunkSize).enumerated() {
            let chunk = documents[start..<min(start + Self.chunkSize, documents.count)]
            makers.append(("search/docs-\(n).js", { Self.docsFile(n, chunk) }))
            makers.append(("search/ingredients-\(n).js", { Self.ingredientsFile(n, chunk) }))
        }
        makers.append(("search/facets.js", {
            "cookgenSearch.facetColumns(" + JSONWriter.string(.array(facetColumns())) + ","
                + JSONWriter.string(.array(titleOrder.map { JSONValue(Int($0)) })) + ");\n"
        }))
        // Each shard's terms by name; their postings stay where they are until the shard is written.
        var shards: [String: [Int]] = [:]
        for (id, term) in terms.enumerated() { shards[SearchTokenizer.shard(of: term), default: []].append(id) }
        for (shard, ids) in shards {
            makers.append(("search/terms/\(SearchTokenizer.fileName(ofShard: shard)).js", { termsFile(shard: shard, ids: ids) }))
        }
        let shardNames = shards.keys.sorted()
        makers.append(("search/meta.js", {
            let meta: [String: JSONValue] = [
                "documents": JSONValue(documents.count), "chunk": JSONValue(Self.chunkSize), "facetNames": JSONValue(Self.facetNames),
                "facets": .array(Self.facetNames.map { JSONValue(facets[$0] ?? []) }), "shards": JSONValue(shardNames),
                "weights": .object(Dictionary(uniqueKeysWithValues: Field.allCases.map { ("\($0)", JSONValue($0.rawValue)) })),
                "allergens": JSONValue(Array(Set(documents.flatMap(\.allergens))).sorted()),
            ]
            return "cookgenSearch.meta(" + JSONWriter.string(.object(meta)) + ");\n"
        }))
        makers.sort { $0.path < $1.path }
        var skipped: [String] = []
        if let only {
            skipped = makers.map(\.path).filter { !only.contains($0) }
            makers = makers.filter { only.contains($0.path) }
        }
        let batch = max(1, threads) * 16
        for start in stride(from: 0, to: makers.count, by: batch) {
            let some = Array(makers[start..<min(start + batch, makers.count)])
            for (maker, text) in zip(some, Parallel.map(some.map(\.make), threads: threads, callerWorks: ownThreads) { $0() }) { try emit(maker.path, text) }
        }
        return skipped
    }
}
