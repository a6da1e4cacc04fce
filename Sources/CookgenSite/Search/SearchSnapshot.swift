import CookgenSupport
import Foundation

/// The search index a build wrote, kept beside the build cache (`.<output>.cookgen-cache/search.bin`)
/// for the next build of changes: after one recipe changed, the index is the last one with that
/// recipe's document and postings made again and the others renumbered (`SearchIndexBuilder.patch`),
/// not every recipe's document and terms joined again (at 10,000 recipes, most of the search's
/// 590 million instructions).
///
/// The file names what the index was made from (`tag`: the build's options and input files): a
/// build of changes uses it only when that is what the output it changes was built from.
package enum SearchSnapshot {
    static let header = Array("cookgen-search 2\n".utf8)

    /// `<cache folder>/search.bin`.
    package static func location(for output: URL) -> URL {
        RecipeCache.location(for: output).deletingLastPathComponent().appendingPathComponent("search.bin")
    }

    /// What names the inputs of a build: its options key (`BuildManifest.key`, which names the
    /// executable too) and every input file's path and hash, in any order.
    package static func tag(key: String, inputs: InputStamps) -> String {
        var sum: UInt64 = 0
        for (path, stamp) in inputs.files {
            var entry = FNVHash()
            entry.add(path)
            entry.add(stamp.hash)
            sum &+= entry.value
        }
        var hash = FNVHash()
        hash.add(key)
        hash.add(UInt64(inputs.files.count))
        hash.add(sum)
        return hash.hex
    }

    /// The index kept for the inputs `tag`; nil when there is none, it is another build's, or the file is damaged.
    package static func read(for output: URL, tag: String) -> SearchIndex? {
        guard var input = KeptFile.read(location(for: output), header: header, name: tag) else { return nil }
        return try? SearchIndex(snapshot: &input)
    }

    /// Keeps `index`, made from the inputs `tag`, for the next build; a file that cannot be
    /// written is removed (the next build of changes then makes the whole index).
    package static func write(_ index: SearchIndex, tag: String, for output: URL) {
        KeptFile.write(location(for: output), header: header, name: tag) { file in
            // Through a small buffer: at 100,000 recipes the index is tens of megabytes.
            var out = ByteWriter()
            try index.writeSnapshot(into: &out) { buffer in
                try file.write(buffer.bytes)
                buffer = ByteWriter()
            }
            try file.write(out.bytes)
        }
    }

    /// Forgets the kept index (a build whose search index is not known to match its output).
    package static func remove(for output: URL) {
        POSIX.removeFile(location(for: output).path)
    }
}

extension SearchIndex {
    /// Writes the index into `out`, handing it to `flush` whenever it holds more than 64 KB.
    func writeSnapshot(into out: inout ByteWriter, flush: (inout ByteWriter) throws -> Void) throws {
        let limit = 1 << 16
        // Ingredient keys, allergens and diets recur across recipes: each is written once, in a
        // table, and named by its place (read back, every recipe shares one string for each).
        // Each document's places are found once, as the table is made.
        // (`StringNumbers`: 150,000 values at 10,000 recipes, most of the time writing the index took in a Dictionary.)
        var table = StringNumbers(capacity: 256)
        var places: [Int] = []
        places.reserveCapacity(documents.count * 16)
        for document in documents {
            for value in document.ingredients { places.append(table.insert(value)) }
            for value in document.allergens { places.append(table.insert(value)) }
            for value in document.diets { places.append(table.insert(value)) }
        }
        out.write(table.strings)
        out.write(UInt64(documents.count))
        var next = 0
        for document in documents {
            out.write(document.slug)
            out.write(document.title)
            out.write(document.url)
            out.write(document.image)
            out.write(document.minutes)
            out.write(document.packedFacets) { $0.write(Int($1)) }
            for count in [document.ingredients.count, document.allergens.count, document.diets.count] {
                out.write(UInt64(count))
                for n in next..<(next + count) { out.write(places[n]) }
                next += count
            }
            if out.bytes.count > limit { try flush(&out) }
        }
        out.write(titleOrder) { $0.write(Int($1)) }
        let names = facets.keys.sorted()
        out.write(UInt64(names.count))
        for name in names {
            out.write(name)
            out.write(facets[name] ?? [])
        }
        out.write(UInt64(terms.count))
        for (term, list) in zip(terms, postingLists) {
            // Lists the builder makes are in document order; one made otherwise is kept as its postings say.
            let ordered = list.isInDocumentOrder ? list : PostingList(Self.inDocumentOrder(Array(list)))
            out.write(term)
            out.write(bytes: ordered.bytes)
            if out.bytes.count > limit { try flush(&out) }
        }
    }

    /// The index `writeSnapshot` wrote.
    init(snapshot input: inout ByteReader) throws {
        let table = try input.strings()
        func values(_ input: inout ByteReader) throws -> [String] {
            try input.array { input in
                let n = try input.int()
                guard table.indices.contains(n) else { throw ByteReader.Truncated() }
                return table[n]
            }
        }
        let count = try input.count()
        var documents: [Document] = []
        documents.reserveCapacity(count)
        for _ in 0..<count {
            documents.append(Document(slug: try input.string(), title: try input.string(), url: try input.string(),
                                      image: try input.optionalString(), minutes: try input.optionalInt(),
                                      packedFacets: try input.array { Int32(clamping: try $0.int()) },
                                      ingredients: try values(&input), allergens: try values(&input), diets: try values(&input)))
        }
        let titleOrder = try input.array { Int32(clamping: try $0.int()) }
        guard titleOrder.count == documents.count else { throw ByteReader.Truncated() }
        var facets: [String: [String]] = [:]
        for _ in 0..<(try input.count()) {
            facets[try input.string()] = try input.strings()
        }
        let termCount = try input.count()
        var terms: [String] = []
        var lists: [PostingList] = []
        terms.reserveCapacity(termCount)
        lists.reserveCapacity(termCount)
        for _ in 0..<termCount {
            terms.append(try input.string())
            let range = try input.byteRange()
            guard let list = PostingList(packed: Array(input.buffer[range])) else { throw ByteReader.Truncated() }
            lists.append(list)
        }
        guard input.isAtEnd else { throw ByteReader.Truncated() }
        self.init(documents: documents, facets: facets, terms: terms, postingLists: lists, titleOrder: titleOrder)
    }
}
