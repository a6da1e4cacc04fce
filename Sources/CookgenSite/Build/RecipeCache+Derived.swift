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
        var scores: [(String, Int)]?
    }

    /// The derived values of the entry `key`.
    func derived(_ key: Key) -> Derived {
        if let added = lock.withLock({ derivedAdded[key] }) { return added }
        guard let range = derivedRanges[key] else { return Derived() }
        var input = ByteReader(stored, range: range)
        return (try? Self.decode(&input)) ?? Derived()
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
            let known = derived(key)
            if known.language == language, let hazards = known.hazards, hazards.count == recipe.steps.count { return hazards }
            let hazards = GuideLinker.readHazards(recipe, language)
            update(key) {
                $0.language = language
                $0.hazards = hazards
            }
            return hazards
        }
    }

    /// A search cache holding the terms remembered for the recipes of `index`.
    package func searchCache(for index: SiteIndex, hashes: InputStamps) -> SearchCache {
        let cache = SearchCache()
        for recipe in index.recipes {
            guard let hash = hashes.hash(of: recipe.sourcePath),
                  let scores = derived(Key(path: recipe.sourcePath, hash: hash)).scores else { continue }
            cache.remember(recipe, scores: scores)
        }
        return cache
    }

    /// Remembers the search terms `cache` found for the recipes of `index` that had none.
    package func remember(_ cache: SearchCache, for index: SiteIndex, hashes: InputStamps) {
        for recipe in index.recipes {
            guard let hash = hashes.hash(of: recipe.sourcePath) else { continue }
            let key = Key(path: recipe.sourcePath, hash: hash)
            guard derived(key).scores == nil, let scores = cache.remembered(recipe) else { continue }
            update(key) { $0.scores = scores }
        }
    }

    /// The derived values of the entries `wanted`, encoded.
    func derivedEntries(_ wanted: Set<Key>) -> [(Key, ArraySlice<UInt8>)] {
        let (added, ranges) = lock.withLock { (derivedAdded, derivedRanges) }
        return wanted.sorted { ($0.path, $0.hash) < ($1.path, $1.hash) }.compactMap { key in
            if let value = added[key] {
                var out = ByteWriter()
                Self.encode(value, into: &out)
                return (key, out.bytes[...])
            }
            return ranges[key].map { (key, stored[$0]) }
        }
    }

    static func encode(_ value: Derived, into out: inout ByteWriter) {
        out.write(value.language)
        out.write(value.hazards) { out, steps in
            out.write(steps) { out, hazards in out.write(hazards.map(\.rawValue)) }
        }
        out.write(value.scores) { out, scores in
            out.write(scores) { out, score in
                out.write(score.0)
                out.write(score.1)
            }
        }
    }

    static func decode(_ input: inout ByteReader) throws -> Derived {
        let language = try input.optionalString()
        let hazards = try input.optional { input in
            try input.array { input in
                try input.strings().map { raw in
                    guard let hazard = Hazard(rawValue: raw) else { throw ByteReader.Truncated() }
                    return hazard
                }
            }
        }
        let scores = try input.optional { input in try input.array { input in (try input.string(), try input.int()) } }
        return Derived(language: language, hazards: hazards, scores: scores)
    }
}
