import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What later builds reuse besides the parsed recipe: values worked out from a recipe alone —
/// the hazards of its steps (in the site's language) and its search terms — which are most of
/// the index's and the search data's work. Kept by the recipe file's path and content hash, as
/// the parse is: the recipe these values were worked out from is the one that file gives (the
/// index only adds pictures found beside a Cooklang file, which neither value reads).
extension RecipeCache {
    /// A recipe's derived values; nil where not worked out yet.
    struct Derived {
        var language: String?
        var hazards: [[Hazard]]?
        var scores: SearchTerms?
    }

    /// The derived values of the entry `key`.
    func derived(_ key: Key) -> Derived {
        if let added = lock.withLock({ derivedAdded[key] }) { return added }
        guard let range = derivedRanges[key] else { return Derived() }
        var input = ByteReader(stored, range: range)
        return (try? Self.decode(&input)) ?? Derived()
    }

    /// The language and step hazards of the entry `key`, read no further: its search terms,
    /// most of its bytes, are left as they are stored.
    func derivedHazards(_ key: Key) -> (language: String?, hazards: [[Hazard]]?) {
        if let added = lock.withLock({ derivedAdded[key] }) { return (added.language, added.hazards) }
        guard let range = derivedRanges[key] else { return (nil, nil) }
        var input = ByteReader(stored, range: range)
        return (try? Self.decodeHazardsOnly(&input)) ?? (nil, nil)
    }

    /// The search terms of the entry `key`, its hazards skipped over, as they are stored.
    func derivedScores(_ key: Key) -> SearchTerms? {
        if let added = lock.withLock({ derivedAdded[key] }) { return added.scores }
        guard let range = derivedRanges[key] else { return nil }
        var input = ByteReader(stored, range: range)
        return try? Self.decodeScoresOnly(&input, end: range.upperBound)
    }

    func update(_ key: Key, _ change: (inout Derived) -> Void) {
        var value = derived(key)
        change(&value)
        lock.withLock { derivedAdded[key] = value }
    }

    /// A hazard reader for the index: the hazards remembered for a recipe file whose hash `hashes`
    /// knows, else read from the steps (and remembered).
    package func hazardReader(hashes: InputStamps) -> GuideLinker.HazardReader {
        { [self] recipe, language in
            guard let hash = hashes.hash(of: recipe.sourcePath) else { return GuideLinker.readHazards(recipe, language) }
            let key = Key(path: recipe.sourcePath, hash: hash)
            let known = derivedHazards(key)
            // The steps counted in their sections: `recipe.steps` would copy them all into one list.
            if known.language == language, let hazards = known.hazards,
               hazards.count == recipe.stepSections.reduce(0, { $0 + $1.steps.count }) { return hazards }
            let hazards = GuideLinker.readHazards(recipe, language)
            update(key) {
                $0.language = language
                $0.hazards = hazards
            }
            return hazards
        }
    }

    /// A search cache that finds the terms remembered for a recipe file whose hash `hashes` knows
    /// (read when asked for, on the search index's threads).
    package func searchCache(hashes: InputStamps) -> SearchCache {
        SearchCache(stored: { [self] recipe in
            guard let hash = hashes.hash(of: recipe.sourcePath) else { return nil }
            return derivedScores(Key(path: recipe.sourcePath, hash: hash))
        }, scratchFolder: outputParent)
    }

    /// Remembers the search terms `cache` made for recipe files whose hash `hashes` knows.
    package func remember(_ cache: SearchCache, hashes: InputStamps) {
        for (recipe, terms) in cache.madeTerms() {
            guard let hash = hashes.hash(of: recipe.sourcePath) else { continue }
            update(Key(path: recipe.sourcePath, hash: hash)) { $0.scores = terms }
        }
    }

    /// The derived values of the entries `wanted` (in the file's order) that, as things stand, the
    /// last cache's bytes give (none worked out by this build): written when the file is begun.
    /// The rest are written when it is ended (`lateDerivedEntries`); a later section's entry
    /// stands over an earlier one's.
    func storedDerivedEntries(_ wanted: [Key]) -> [(Key, CacheEntryBytes)] {
        let (added, ranges) = lock.withLock { (derivedAdded, derivedRanges) }
        return wanted.compactMap { key in added[key] != nil ? nil : ranges[key].map { (key, .stored(stored[$0])) } }
    }

    /// The entries worked out by this build for keys of `wanted`, and those of `missing` (no value
    /// when the file was begun) the last cache's bytes give: the file's last section. Those of this
    /// build are encoded as the file is written (at 100,000 recipes, all of them encoded at once
    /// were a hundred megabytes more at the end of the build).
    func lateDerivedEntries(wanted: Set<Key>, missing: [Key]) -> [(Key, CacheEntryBytes)] {
        let (added, ranges) = lock.withLock { (derivedAdded, derivedRanges) }
        var keys = Set(added.keys.filter(wanted.contains))
        keys.formUnion(missing.filter { ranges[$0] != nil })
        return Self.fileOrder(keys).compactMap { key in
            if let value = added[key] { return (key, .derived(value)) }
            return ranges[key].map { (key, .stored(stored[$0])) }
        }
    }

    static func encode(_ value: Derived, into out: inout ByteWriter) {
        out.write(value.language)
        out.write(value.hazards) { out, steps in
            out.write(steps) { out, hazards in out.write(hazards.map(\.rawValue)) }
        }
        out.write(value.scores) { out, terms in out.write(raw: terms.bytes) }
    }

    static func decode(_ input: inout ByteReader) throws -> Derived {
        let language = try input.optionalString()
        let hazards = try decodeHazards(&input)
        let scores = try decodeScores(&input)
        return Derived(language: language, hazards: hazards, scores: scores)
    }

    private static func decodeHazards(_ input: inout ByteReader) throws -> [[Hazard]]? {
        try input.optional { input in
            let bytes = input.buffer
            return try input.array { input in
                // Each name matched on its bytes: a string made for every hazard of every step of
                // every recipe was most of reading them.
                try input.array { input in
                    let range = try input.byteRange()
                    guard let hazard = hazardNames.first(where: { $0.bytes.elementsEqual(bytes[range]) })?.hazard else { throw ByteReader.Truncated() }
                    return hazard
                }
            }
        }
    }

    /// Every hazard with the bytes of its name, as `encode` writes it.
    private static let hazardNames: [(bytes: [UInt8], hazard: Hazard)] = Hazard.allCases.map { (Array($0.rawValue.utf8), $0) }

    private static func decodeScores(_ input: inout ByteReader) throws -> SearchTerms? {
        try input.optional { input in try SearchTerms.read(&input) }
    }

    /// `decode`'s language and hazards, the rest left unread.
    static func decodeHazardsOnly(_ input: inout ByteReader) throws -> (language: String?, hazards: [[Hazard]]?) {
        let language = try input.optionalString()
        return (language, try decodeHazards(&input))
    }

    /// `decode`'s search terms, what comes before them skipped over. The terms come last, so
    /// they are the bytes up to the entry's `end`, taken as they are: whoever reads them checks
    /// them whole (`TermTable.add`, `SearchTerms.scores`), and walking them here first to find
    /// their end was a second reading of every term.
    static func decodeScoresOnly(_ input: inout ByteReader, end: Int) throws -> SearchTerms? {
        try skipToScores(&input)
        guard try input.bool() else { return nil }
        return SearchTerms(encoded: Array(input.buffer[input.offset..<end]))
    }

    /// Whether `decode` would find search terms.
    static func decodeHasScores(_ input: inout ByteReader) throws -> Bool {
        try skipToScores(&input)
        return try input.bool()
    }

    /// Reads past the language and the hazards, to where the search terms begin (what `decode`
    /// reads, in its order, without making the strings).
    private static func skipToScores(_ input: inout ByteReader) throws {
        _ = try input.optional { input in _ = try input.byteRange() }
        _ = try input.optional { input in
            for _ in 0..<(try input.count()) {
                for _ in 0..<(try input.count()) { _ = try input.byteRange() }
            }
        }
    }
}
