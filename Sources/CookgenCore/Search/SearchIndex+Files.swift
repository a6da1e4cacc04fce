/// The search index as script files (data in `<script>`, so it loads from `file://` too):
///
/// - `search/meta.js`: counts, facet names and values, which shards exist;
/// - `search/docs-<n>.js`: display data of documents `n*chunk ..< (n+1)*chunk`;
/// - `search/facets.js`: every document's facet values and minutes, for counts and filters;
/// - `search/ingredients-<n>.js`: ingredient keys per document, loaded for pantry search and exclusions;
/// - `search/terms/<hex of prefix>.js`: the postings of every term starting with that prefix.
extension SearchIndex {
    /// Documents per display/ingredient chunk: small, so showing 20 results loads little.
    public static let chunkSize = 100

    /// Output path → file text.
    public func files() -> [(String, String)] {
        var files: [(String, String)] = []
        let chunks = stride(from: 0, to: documents.count, by: Self.chunkSize).map { Array(documents[$0..<min($0 + Self.chunkSize, documents.count)]) }
        for (n, chunk) in chunks.enumerated() {
            let docs = chunk.map { d -> [Any] in [d.slug, d.title, d.url, d.image ?? JSONWriter.null, d.minutes.map { $0 as Any } ?? JSONWriter.null] }
            files.append(("search/docs-\(n).js", "cookgenSearch.docs(\(n)," + JSONWriter.string(docs) + ");\n"))
            let rows = chunk.map { [$0.ingredients, $0.allergens] as [Any] }
            files.append(("search/ingredients-\(n).js", "cookgenSearch.ingredients(\(n)," + JSONWriter.string(rows) + ");\n"))
        }
        let facetRows = documents.map { d -> [Any] in d.facets.map { $0 as Any } + [d.minutes.map { $0 as Any } ?? JSONWriter.null] }
        files.append(("search/facets.js", "cookgenSearch.facets(" + JSONWriter.string(facetRows) + ");\n"))
        var shards: [String: [String: [Int]]] = [:]
        for (term, list) in postings {
            shards[SearchTokenizer.shard(of: term), default: [:]][term] = list.flatMap { [$0.0, $0.1] }
        }
        for (shard, terms) in shards {
            let name = SearchTokenizer.fileName(ofShard: shard)
            files.append(("search/terms/\(name).js", "cookgenSearch.terms(" + JSONWriter.string(shard) + "," + JSONWriter.string(terms) + ");\n"))
        }
        let meta: [String: Any] = [
            "documents": documents.count, "chunk": Self.chunkSize, "facetNames": Self.facetNames,
            "facets": Self.facetNames.map { facets[$0] ?? [] }, "shards": shards.keys.sorted(),
            "weights": Dictionary(uniqueKeysWithValues: Field.allCases.map { ("\($0)", $0.rawValue) }),
            "allergens": Array(Set(documents.flatMap(\.allergens))).sorted(),
        ]
        files.append(("search/meta.js", "cookgenSearch.meta(" + JSONWriter.string(meta) + ");\n"))
        return files.sorted { $0.0 < $1.0 }
    }
}
