/// Levenshtein distance and "did you mean" suggestions.
enum EditDistance {
    /// The number of single-character edits between two strings.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func suggestion(for word: String, in candidates: [String]) -> String? {
        let w = word.lowercased()
        let limit = max(1, min(3, w.count / 3))
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let d = between(w, candidate.lowercased())
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}
