/// Levenshtein distance and "did you mean" suggestions.
package enum EditDistance {
    /// Single-character edits between two strings, a swap of neighbours counting as one
    /// (optimal string alignment), since swapped letters are the commonest typo.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    package static func suggestion(for word: String, in candidates: [String]) -> String? {
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
