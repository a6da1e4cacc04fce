/// Edit distance and "did you mean" suggestions, with the work bounded whatever the input:
/// every place cookgen suggests a spelling goes through `Suggester`, so a 200,000-character
/// title or a plan naming 20,000 unknown recipes costs milliseconds, not minutes.
package enum EditDistance {
    /// Single-character edits between two strings, a swap of neighbours counting as one
    /// (optimal string alignment), since swapped letters are the commonest typo.
    /// Unbounded: for short strings only; suggestions use `within(_:_:limit:)`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        return within(a, b, limit: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The distance between `a` and `b` if it is at most `limit`, else nil. Only the band of
    /// cells within `limit` of the diagonal is computed and a row past the limit stops it,
    /// so the work is O(length × limit).
    package static func within(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let big = limit + 1
        var previous2 = [Int](repeating: big, count: b.count + 1)
        var previous = [Int](repeating: big, count: b.count + 1)
        var current = [Int](repeating: big, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let from = max(1, i - limit), to = min(b.count, i + limit)
            for j in 0...b.count { current[j] = big }
            if i <= limit { current[0] = i }
            var rowBest = current[0]
            if from <= to {
                for j in from...to {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, previous2[j - 2] + 1) }
                    current[j] = min(d, big)
                    rowBest = min(rowBest, current[j])
                }
            }
            if rowBest > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    package static func suggestion(for word: String, in candidates: [String]) -> String? {
        Suggester(candidates).suggestion(for: word)
    }
}

/// Candidates prepared once (lower-cased, grouped by length, with a letter mask), so that
/// each suggestion looks only at candidates that could be within the typo limit, and stops
/// after a fixed amount of work.
package struct Suggester: Sendable {
    /// Longer words are not typos of a known name; they get no suggestion.
    package static let longestWord = 64
    /// Suggestions looked for per file and kind: past these, repeats are collapsed in the output
    /// anyway, so a file of 20,000 unknown names costs 20 suggestions, not 20,000.
    package static let suggestionsPerFile = 20
    /// Cells of the distance table one suggestion may fill before it settles for what it has.
    package static let workPerSuggestion = 200_000

    private struct Candidate: Sendable {
        var original: String
        var characters: [Character]
        var mask: UInt64
    }

    private var byLength: [Int: [Candidate]] = [:]

    /// Prepares `candidates`; those longer than any word that could be suggested are dropped.
    package init(_ candidates: [String]) {
        var seen = Set<String>()
        for original in candidates.sorted() where seen.insert(original).inserted {
            guard original.utf8.count <= 4 * (Self.longestWord + 3) else { continue }
            let characters = Array(original.lowercased())
            guard characters.count <= Self.longestWord + 3 else { continue }
            byLength[characters.count, default: []].append(
                Candidate(original: original, characters: characters, mask: Self.mask(characters)))
        }
    }

    /// The closest candidate within a third of the word's length (1 to 3 edits); ties go to
    /// the first in sorted order.
    package func suggestion(for word: String) -> String? {
        guard !word.isEmpty, word.utf8.count <= 4 * Self.longestWord else { return nil }
        let w = Array(word.lowercased())
        guard w.count <= Self.longestWord else { return nil }
        let limit = max(1, min(3, w.count / 3))
        let wordMask = Self.mask(w)
        var best: (candidate: Candidate, distance: Int)?
        var work = 0
        for length in max(0, w.count - limit)...(w.count + limit) {
            for candidate in byLength[length] ?? [] {
                let bound = best.map { min(limit, $0.distance) } ?? limit
                // Each edit changes at most two letters' presence: a cheap filter before the table.
                guard (wordMask ^ candidate.mask).nonzeroBitCount <= 2 * bound else { continue }
                work += w.count * (2 * bound + 1)
                if work > Self.workPerSuggestion { return best?.candidate.original }
                if let d = EditDistance.within(w, candidate.characters, limit: bound),
                   best == nil || d < best!.distance || (d == best!.distance && candidate.original < best!.candidate.original) {
                    best = (candidate, d)
                }
            }
        }
        return best?.candidate.original
    }

    private static func mask(_ characters: [Character]) -> UInt64 {
        var mask: UInt64 = 0
        for c in characters {
            let scalar = c.unicodeScalars.first!.value
            mask |= 1 << UInt64(scalar % 64)
        }
        return mask
    }
}
