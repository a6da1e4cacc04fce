/// What changed between two versions of a recipe, in cooking terms: amounts, ingredients
/// added, removed and renamed, steps added, removed and reworded, and the facts around them.
/// Wording that only differs in spacing or case is no change.
///
/// ```swift
/// RecipeDiff.changes(from: june, to: july)   // [.amount(from: sugar 200 g, to: sugar 150 g)]
/// ```
public enum RecipeDiff {
    /// The changes that turn `old` into `new`, facts first, then ingredients, then steps.
    public static func changes(from old: VersionSnapshot, to new: VersionSnapshot) -> [RecipeChange] {
        // Most commits touch one part of a recipe: the parts left equal are not compared word by word.
        guard old != new else { return [] }
        return fields(old, new)
            + (old.ingredients == new.ingredients ? [] : ingredients(old.ingredients, new.ingredients))
            + (old.steps == new.steps ? [] : steps(old.steps, new.steps))
    }

    static func fields(_ old: VersionSnapshot, _ new: VersionSnapshot) -> [RecipeChange] {
        let pairs: [(RecipeField, String?, String?)] = [
            (.title, old.title, new.title),
            (.servings, old.servings.map(String.init), new.servings.map(String.init)),
            (.yield, old.yield, new.yield),
            (.prepTime, old.prepMinutes.map(String.init), new.prepMinutes.map(String.init)),
            (.cookTime, old.cookMinutes.map(String.init), new.cookMinutes.map(String.init)),
            (.totalTime, old.totalMinutes.map(String.init), new.totalMinutes.map(String.init)),
            (.categories, list(old.categories), list(new.categories)),
            (.diets, list(old.diets), list(new.diets)),
        ]
        return pairs.compactMap { field, a, b in
            a == b || normalised(a ?? "") == normalised(b ?? "") ? nil : .field(field, from: a, to: b)
        }
    }

    private static func list(_ items: [String]) -> String? {
        items.isEmpty ? nil : items.joined(separator: ", ")
    }

    /// Lines matched by name; of those left, one with the same amount as a line that went is a rename.
    /// Each new line takes the first old line left with its key, or for a rename with its amount:
    /// found in queues by key and by amount, so a list of thousands of lines is compared in one pass.
    static func ingredients(_ old: [VersionIngredient], _ new: [VersionIngredient]) -> [RecipeChange] {
        var byKey: [String: ArraySlice<Int>] = [:]
        for (o, line) in old.enumerated() { byKey[line.key, default: []].append(o) }
        var matchOfNew: [Int?] = Array(repeating: nil, count: new.count)
        var matched = Set<Int>()
        for (n, line) in new.enumerated() {
            if let o = byKey[line.key]?.popFirst() {
                matchOfNew[n] = o
                matched.insert(o)
            }
        }
        let unmatchedOld = old.indices.filter { !matched.contains($0) }
        var byAmount: [AmountKey: ArraySlice<Int>] = [:]
        for o in unmatchedOld { byAmount[AmountKey(old[o]), default: []].append(o) }
        var renamedOld: Set<Int> = []
        var changes: [RecipeChange] = []
        for (n, line) in new.enumerated() {
            if let o = matchOfNew[n] {
                if !old[o].sameAmount(as: line) { changes.append(.amount(from: old[o], to: line)) }
            } else if line.hasAmount, let o = byAmount[AmountKey(line)]?.popFirst() {
                renamedOld.insert(o)
                changes.append(.renamed(from: old[o], to: line))
            } else {
                changes.append(.added(line))
            }
        }
        for o in unmatchedOld where !renamedOld.contains(o) { changes.append(.removed(old[o])) }
        return changes
    }

    /// What `VersionIngredient.sameAmount` compares, as a key: equal exactly when the amounts are
    /// the same (zero of either sign as zero; amounts are never NaN, which `AbsurdValues` takes out).
    private struct AmountKey: Hashable {
        let low: Double?
        let high: Double?
        let text: String?
        let unit: String

        init(_ i: VersionIngredient) {
            low = i.low.map { $0 == 0 ? 0 : $0 }
            high = i.high.map { $0 == 0 ? 0 : $0 }
            text = i.text
            unit = (i.unit ?? "").lowercased()
        }
    }

    /// Steps aligned by their words; between aligned steps, a pair that shares most words is one step reworded.
    /// Steps that start or end both lists unchanged are matched without comparing the others (a
    /// commit mostly changes one step): where no step is written twice, they are what aligning
    /// every step would match (`HistoryCostTests`); where one is, either copy is a fair match.
    static func steps(_ old: [String], _ new: [String]) -> [RecipeChange] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        return steps(old, new, from: head, trailing: tail)
    }

    /// `steps` with the first `head` and last `tail` steps of both lists taken as matched.
    static func steps(_ old: [String], _ new: [String], from head: Int, trailing tail: Int) -> [RecipeChange] {
        // Each step split into words once, and each word numbered once as folded: steps are
        // aligned by their words (the same words, the same step: spacing aside), and compared by
        // the numbers.
        let wordsA = old[head..<(old.count - tail)].map(WordDiff.words), wordsB = new[head..<(new.count - tail)].map(WordDiff.words)
        var numbers = WordDiff.Numbers()
        let x = wordsA.map { numbers.of($0) }, y = wordsB.map { numbers.of($0) }
        var changes: [RecipeChange] = []
        var i = 0, j = 0
        for (oi, nj) in LCS.pairs(wordsA, wordsB) + [(wordsA.count, wordsB.count)] {
            var removed = Array(i..<oi), added = Array(j..<nj)
            while let o = removed.first, let n = added.first, WordDiff.similarity(numbers: x[o], y[n]) >= 0.4 {
                changes.append(.stepChanged(number: head + n + 1, words: WordDiff.runs(words: wordsA[o], wordsB[n], numbers: x[o], y[n])))
                removed.removeFirst()
                added.removeFirst()
            }
            changes += added.map { .stepAdded(number: head + $0 + 1, text: new[head + $0]) }
            changes += removed.map { .stepRemoved(number: head + $0 + 1, text: old[head + $0]) }
            (i, j) = (oi + 1, nj + 1)
        }
        return changes
    }

    static func normalised(_ text: String) -> String {
        WordDiff.words(text).joined(separator: " ")
    }
}

/// Longest common subsequence of two short lists, as index pairs in order.
enum LCS {
    /// The lists' common first and last items are matched as they stand and only the middles
    /// are tabled: a step reworded in one place compares a few words, not every word with every
    /// other. Matching the common ends is what the table would do at the start; at the end it
    /// can differ only where the middle of one list ends with the word the common end starts
    /// with, and gives a longest subsequence either way.
    /// Middles past this many cells are not tabled (a recipe rewritten whole, thousands of steps
    /// against thousands): their items are left unmatched, so the table stays within 16 MB.
    static let maximumCells = 4_000_000

    static func pairs<T: Equatable>(_ a: [T], _ b: [T]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        var head = 0
        while head < n, head < m, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < n - head, tail < m - head, a[n - 1 - tail] == b[m - 1 - tail] { tail += 1 }
        var result = (0..<head).map { ($0, $0) }
        let rows = n - head - tail, columns = m - head - tail
        if rows > 0, columns > 0, rows <= maximumCells / columns {
            // table[x * width + y]: the longest common subsequence of the middles from x and y on.
            let width = columns + 1
            var table = [Int32](repeating: 0, count: (rows + 1) * width)
            for x in stride(from: rows - 1, through: 0, by: -1) {
                for y in stride(from: columns - 1, through: 0, by: -1) {
                    table[x * width + y] = a[head + x] == b[head + y]
                        ? table[(x + 1) * width + y + 1] + 1 : max(table[(x + 1) * width + y], table[x * width + y + 1])
                }
            }
            var x = 0, y = 0
            while x < rows, y < columns {
                if a[head + x] == b[head + y] {
                    result.append((head + x, head + y))
                    x += 1
                    y += 1
                } else if table[(x + 1) * width + y] >= table[x * width + y + 1] {
                    x += 1
                } else {
                    y += 1
                }
            }
        }
        result += (0..<tail).map { (n - tail + $0, m - tail + $0) }
        return result
    }
}

/// A short word-level difference between two wordings of a step.
public enum WordDiff {
    /// Longest step compared word by word; longer ones are shown as replaced whole.
    static let maximumWords = 400
    /// Kept words shown on each side of a change.
    static let context = 3

    /// Runs of kept, removed and added words; long kept stretches are cut to a few words around each change.
    public static func runs(from old: String, to new: String) -> [WordRun] {
        runs(words: words(old), words(new))
    }

    /// A number for each word as folded, the same for words that fold the same.
    struct Numbers {
        private var known: [String: Int] = [:]

        mutating func of(_ words: [String]) -> [Int] {
            words.map { word in
                let folded = fold(word)
                if let n = known[folded] { return n }
                known[folded] = known.count
                return known.count - 1
            }
        }
    }

    /// `runs` of two wordings split into words.
    static func runs(words a: [String], _ b: [String]) -> [WordRun] {
        var numbers = Numbers()
        return runs(words: a, b, numbers: numbers.of(a), numbers.of(b))
    }

    /// `runs` of two wordings split into words, their words numbered by one `Numbers`.
    static func runs(words a: [String], _ b: [String], numbers x: [Int], _ y: [Int]) -> [WordRun] {
        guard a.count <= maximumWords, b.count <= maximumWords else {
            return [WordRun(.removed, a.joined(separator: " ")), WordRun(.added, b.joined(separator: " "))]
        }
        // Runs as lists of words (joined once at the end); words compared by number.
        var raw: [(kind: WordRun.Kind, words: [String])] = []
        func push(_ kind: WordRun.Kind, _ word: String) {
            if raw.last?.kind == kind { raw[raw.count - 1].words.append(word) } else { raw.append((kind, [word])) }
        }
        var i = 0, j = 0
        for (p, q) in LCS.pairs(x, y) + [(a.count, b.count)] {
            while i < p { push(.removed, a[i]); i += 1 }
            while j < q { push(.added, b[j]); j += 1 }
            if p < a.count { push(.same, b[q]); i += 1; j += 1 }
        }
        return raw.enumerated().flatMap { n, run -> [WordRun] in
            let w = run.words
            let keepHead = n + 1 < raw.count ? context : 0, keepTail = n > 0 ? context : 0
            guard run.kind == .same, w.count > keepHead + keepTail + 1 else { return [WordRun(run.kind, w.joined(separator: " "))] }
            var out: [WordRun] = []
            if keepTail > 0 { out.append(WordRun(.same, w.prefix(keepTail).joined(separator: " "))) }
            out.append(WordRun(.elided, "…"))
            if keepHead > 0 { out.append(WordRun(.same, w.suffix(keepHead).joined(separator: " "))) }
            return out
        }
    }

    /// The share of words two wordings have in common, 0…1.
    public static func similarity(_ a: String, _ b: String) -> Double {
        similarity(words: words(a), words(b))
    }

    /// `similarity` of two wordings split into words.
    static func similarity(words a: [String], _ b: [String]) -> Double {
        var numbers = Numbers()
        return similarity(numbers: numbers.of(a), numbers.of(b))
    }

    /// `similarity` of two wordings' words numbered by one `Numbers`.
    static func similarity(numbers a: [Int], _ b: [Int]) -> Double {
        let x = Set(a), y = Set(b)
        guard !x.isEmpty || !y.isEmpty else { return 1 }
        return Double(x.intersection(y).count) / Double(x.union(y).count)
    }

    /// The text split at white space. ASCII text is split byte by byte (the same split: its only
    /// white space is tab to carriage return and space), without the Unicode tables that
    /// `Character.isWhitespace` looks in for every character.
    static func words(_ text: String) -> [String] {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).map(String.init) }
        return bytes.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func fold(_ word: String) -> String { word.lowercased() }
}
