import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import Foundation
import CookgenTestSupport

/// The shortcuts that keep history cheap give the same answers as the long way round.
@Suite struct HistoryCostTests {
    /// A version of the June lemon cake with some of the edits a cook makes, chosen by `random`.
    static func edited(_ random: inout SplitMix64) -> String {
        var text = RecipeDiffTests.june
        let edits: [(String, String)] = [
            ("200 g sugar", "150 g sugar"), ("- 3 eggs", "- 3 eggs\n- 1 lemon, zested"), ("- 250 g flour\n", ""),
            ("Fold in the flour.", "Fold in the flour gently."), ("servings: 8", "servings: 10"), ("title: Lemon Cake", "title: Lemon Loaf"),
            ("- 3 eggs", "-   3  eggs  "), ("2. Fold", "2.  Fold"), ("category: Baking", "category: [Baking, Cakes]"),
            ("3. Bake at 180 °C for 40 minutes.", "3. Bake at 180 °C for 40 minutes.\n4. Cool in the tin."),
        ]
        for (old, new) in edits where random.next() % 3 == 0 { text = text.replacingOccurrences(of: old, with: new) }
        return text
    }

    @Test func comparingOnlyThePartsThatDifferGivesTheSameChanges() throws {
        var random = SplitMix64(seed: 23)
        for _ in 0..<200 {
            let old = try RecipeDiffTests.snapshot(Self.edited(&random)), new = try RecipeDiffTests.snapshot(Self.edited(&random))
            let longWay = RecipeDiff.fields(old, new) + RecipeDiff.ingredients(old.ingredients, new.ingredients)
                + RecipeDiff.steps(old.steps, new.steps)
            #expect(RecipeDiff.changes(from: old, to: new) == longWay)
        }
    }

    /// Steps equal at the start and end of both lists are matched as aligning every step would.
    /// (A list with the same step twice can align either copy; such lists are left out.)
    @Test func stepsTrimmedAtBothEndsAlignAsAllSteps() {
        var random = SplitMix64(seed: 31)
        let pool = ["Beat the eggs.", "Fold in the flour.", "Fold in the flour gently.", "Bake at 180 °C.", "Bake  at 180 °C.",
                    "Cool in the tin.", "Zest the lemon.", "Zest the lemon and squeeze it.", "Serve.", "Whisk sugar and butter."]
        func fresh(for list: [String]) -> [String] {
            pool.filter { step in !list.contains { RecipeDiff.normalised($0) == RecipeDiff.normalised(step) } }
        }
        func pick(_ steps: [String]) -> String { steps[Int(random.next() % UInt64(steps.count))] }
        for _ in 0..<2000 {
            var old: [String] = []
            for _ in 0..<Int(random.next() % 7) { old.append(pick(fresh(for: old))) }
            var new = old
            for _ in 0..<Int(random.next() % 3) {
                switch random.next() % 3 {
                case 0 where !new.isEmpty: new.remove(at: Int(random.next() % UInt64(new.count)))
                case 1: new.insert(pick(fresh(for: new)), at: Int(random.next() % UInt64(new.count + 1)))
                default:
                    guard !new.isEmpty else { continue }
                    let at = Int(random.next() % UInt64(new.count))
                    var others = new
                    others.remove(at: at)
                    new[at] = pick(fresh(for: others))
                }
            }
            #expect(RecipeDiff.steps(old, new) == RecipeDiff.steps(old, new, from: 0, trailing: 0), "\(old) → \(new)")
        }
    }

    /// Word runs made from lists of numbered words are the runs the first version made by joining
    /// words into text and comparing them as strings (written out here).
    @Test func wordRunsAreTheJoinedTextOnes() {
        func joinedTextRuns(_ a: [String], _ b: [String]) -> [WordRun] {
            var raw: [WordRun] = []
            func push(_ kind: WordRun.Kind, _ word: String) {
                if let last = raw.last, last.kind == kind { raw[raw.count - 1].text += " " + word } else { raw.append(WordRun(kind, word)) }
            }
            var i = 0, j = 0
            for (x, y) in LCS.pairs(a.map { $0.lowercased() }, b.map { $0.lowercased() }) + [(a.count, b.count)] {
                while i < x { push(.removed, a[i]); i += 1 }
                while j < y { push(.added, b[j]); j += 1 }
                if x < a.count { push(.same, b[y]); i += 1; j += 1 }
            }
            return raw.enumerated().flatMap { n, run -> [WordRun] in
                guard run.kind == .same else { return [run] }
                let w = run.text.split(separator: " ").map(String.init)
                let keepHead = n + 1 < raw.count ? WordDiff.context : 0, keepTail = n > 0 ? WordDiff.context : 0
                guard w.count > keepHead + keepTail + 1 else { return [run] }
                var out: [WordRun] = []
                if keepTail > 0 { out.append(WordRun(.same, w.prefix(keepTail).joined(separator: " "))) }
                out.append(WordRun(.elided, "…"))
                if keepHead > 0 { out.append(WordRun(.same, w.suffix(keepHead).joined(separator: " "))) }
                return out
            }
        }
        var random = SplitMix64(seed: 37)
        let pool = ["Bake", "bake", "at", "180", "°C", "for", "40", "minutes.", "Fold", "in", "the", "flour", "gently", "Crème", "CRÈME", "½"]
        for _ in 0..<2000 {
            let a = (0..<Int(random.next() % 14)).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
            var b = a
            for _ in 0..<Int(random.next() % 4) {
                let at = Int(random.next() % UInt64(b.count + 1))
                if random.next() % 2 == 0, at < b.count { b.remove(at: at) } else { b.insert(pool[Int(random.next() % UInt64(pool.count))], at: at) }
            }
            #expect(WordDiff.runs(words: a, b) == joinedTextRuns(a, b), "\(a) → \(b)")
        }
    }

    /// Matching the common first and last items before tabling the middles still gives a longest
    /// common subsequence, in order, of equal items (lists with repeated items included).
    @Test func lcsWithTrimmedEndsIsALongestCommonSubsequence() {
        func longest(_ a: [Int], _ b: [Int]) -> Int {
            var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for x in stride(from: a.count - 1, through: 0, by: -1) {
                for y in stride(from: b.count - 1, through: 0, by: -1) {
                    table[x][y] = a[x] == b[y] ? table[x + 1][y + 1] + 1 : max(table[x + 1][y], table[x][y + 1])
                }
            }
            return table[0][0]
        }
        var random = SplitMix64(seed: 43)
        for _ in 0..<3000 {
            let a = (0..<Int(random.next() % 12)).map { _ in Int(random.next() % 4) }
            var b = a
            for _ in 0..<Int(random.next() % 4) {
                let at = Int(random.next() % UInt64(b.count + 1))
                if random.next() % 2 == 0, at < b.count { b.remove(at: at) } else { b.insert(Int(random.next() % 4), at: at) }
            }
            let pairs = LCS.pairs(a, b)
            #expect(pairs.count == longest(a, b), "\(a) → \(b)")
            #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
        }
    }

    /// Ingredients matched through queues by key and by amount are matched as the scan of every
    /// line for each line matched them (written out here), keys and amounts repeated included.
    @Test func ingredientsMatchedByQueuesAsByScanning() {
        func scanned(_ old: [VersionIngredient], _ new: [VersionIngredient]) -> [RecipeChange] {
            var unmatchedOld = Array(old.indices)
            var matchOfNew: [Int?] = Array(repeating: nil, count: new.count)
            for (n, line) in new.enumerated() {
                if let at = unmatchedOld.firstIndex(where: { old[$0].key == line.key }) { matchOfNew[n] = unmatchedOld.remove(at: at) }
            }
            var renamedOld: Set<Int> = []
            var changes: [RecipeChange] = []
            for (n, line) in new.enumerated() {
                if let o = matchOfNew[n] {
                    if !old[o].sameAmount(as: line) { changes.append(.amount(from: old[o], to: line)) }
                } else if line.hasAmount, let o = unmatchedOld.first(where: { !renamedOld.contains($0) && old[$0].sameAmount(as: line) }) {
                    renamedOld.insert(o)
                    changes.append(.renamed(from: old[o], to: line))
                } else {
                    changes.append(.added(line))
                }
            }
            for o in unmatchedOld where !renamedOld.contains(o) { changes.append(.removed(old[o])) }
            return changes
        }
        var random = SplitMix64(seed: 47)
        let names = ["sugar", "Sugar", "eggs", "egg", "flour", "salt", "leeks", "leek"]
        let lows: [Double?] = [nil, 0, -0.0, 1, 2, 250]
        let units: [String?] = [nil, "g", "G", "ml"]
        func line() -> VersionIngredient {
            VersionIngredient(name: names[Int(random.next() % 8)], low: lows[Int(random.next() % 6)],
                              text: random.next() % 5 == 0 ? "a pinch" : nil, unit: units[Int(random.next() % 4)])
        }
        for _ in 0..<2000 {
            let old = (0..<Int(random.next() % 9)).map { _ in line() }, new = (0..<Int(random.next() % 9)).map { _ in line() }
            #expect(RecipeDiff.ingredients(old, new) == scanned(old, new))
        }
    }

    /// Versions of a long ingredient list (more than 64 lines) are told apart through queues of
    /// places as the scan of the short ones tells them.
    @Test func longListsDeltaAsShortOnes() throws {
        var random = SplitMix64(seed: 59)
        for _ in 0..<50 {
            let new = (0..<100).map { _ in VersionIngredient(name: ["sugar", "eggs", "flour"][Int(random.next() % 3)], low: Double(random.next() % 4)) }
            var old = new
            for _ in 0..<10 { old[Int(random.next() % 100)] = VersionIngredient(name: "salt", low: Double(random.next() % 3)) }
            old.shuffle(using: &random)
            let long = try #require(VersionDelta(VersionSnapshot(title: "T", ingredients: old), against: VersionSnapshot(title: "T", ingredients: new)))
            // The same lists cut into short pieces of the rule: the first equal newer item not taken yet.
            var used = Set<Int>()
            let expected: [VersionDelta.Item<VersionIngredient>] = old.map { value in
                if let at = new.indices.first(where: { !used.contains($0) && new[$0] == value }) { used.insert(at); return .same(at) }
                return .own(value)
            }
            #expect(long.ingredients == expected)
        }
    }

    /// Middles too large to table (every step of a long recipe rewritten) are left unmatched,
    /// their common ends still matched: thousands of steps are compared without a table of millions of cells.
    @Test func middlesTooLargeToTableAreLeftUnmatched() {
        let a = ["start"] + (0..<2100).map { "a\($0)" } + ["end"], b = ["start"] + (0..<2100).map { "b\($0)" } + (0..<2000).map { "a\($0)" } + ["end"]
        let pairs = LCS.pairs(a, b)
        #expect(pairs.count == 2)
        #expect(pairs.first! == (0, 0) && pairs.last! == (a.count - 1, b.count - 1))
        let small = LCS.pairs(Array(a.prefix(50)), Array(b.prefix(1)) + Array(a.dropFirst().prefix(49)))
        #expect(small.count == 50)
    }

    @Test func asciiWordsSplitAsCharactersDo() {
        var random = SplitMix64(seed: 5)
        let pieces = ["a", "Bake", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "180", "°C", "\u{00A0}", "é", "e\u{301}", "\u{2003}", "\u{85}"]
        for _ in 0..<500 {
            let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(WordDiff.words(text) == text.split(whereSeparator: \.isWhitespace).map(String.init), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func bodyLinesSplitAsCharactersDo() {
        var random = SplitMix64(seed: 9)
        let pieces = ["- 2 eggs", "\n", "\n\n", "\r\n", "\r", "\u{301}", "## Steps", " ", "é", "👩‍🍳"]
        for _ in 0..<500 {
            let text = (0..<Int(random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(MarkdownBody.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }

    @Test func aRememberedIngredientLineIsReadAsAtFirstAndPlacedWhereItIsNow() {
        let first = IngredientLineParser.parse("1 1/2 cups milk, warm", at: SourceLocation(file: "a.md", line: 3))
        let again = IngredientLineParser.parse("1 1/2 cups milk, warm", at: SourceLocation(file: "b.md", line: 9))
        #expect(again.location == SourceLocation(file: "b.md", line: 9))
        var moved = again
        moved.location = first.location
        #expect(moved == first && first.quantity?.low == 1.5 && first.note == "warm")
        let long = "2 eggs, " + String(repeating: "beaten well ", count: 30)
        #expect(IngredientLineParser.parse(long, at: first.location).name == "eggs")
        #expect(DurationParser.minutes("1 h 30 min") == 90 && DurationParser.minutes("1 h 30 min") == 90 && DurationParser.minutes("soon") == nil)
    }

    @Test func aMemoOfFrontMatterAnswersAsTheParserDoes() throws {
        let memo = YAMLMemo()
        let text = "---\ntitle: A\nservings: 4\n---\n## Ingredients\n\n- 1 egg\n"
        let (a, _) = MarkdownRecipeLoader.load(SourceText(path: "Content/a.md", text: text), memo: memo)
        let (b, _) = MarkdownRecipeLoader.load(SourceText(path: "Content/a.md", text: text + "- 2 leeks\n"), memo: memo)
        let (c, _) = MarkdownRecipeLoader.load(SourceText(path: "Content/a.md", text: text + "- 2 leeks\n"))
        #expect(a?.metadata.servings == 4 && b == c)
        // The metadata read from the same front matter is remembered too, problems and all.
        let odd = "---\ntitle: B\nservigns: 4\ntags: [x, y]\n---\n## Steps\n\n1. Go.\n"
        for body in ["", "2. Stop.\n", "2. Rest.\n"] {
            let remembered = MarkdownRecipeLoader.load(SourceText(path: "Content/b.md", text: odd + body), memo: memo)
            let fresh = MarkdownRecipeLoader.load(SourceText(path: "Content/b.md", text: odd + body))
            #expect(remembered.0 == fresh.0 && remembered.1 == fresh.1 && fresh.1.map(\.id) == ["front-matter-unknown-key"])
        }
        // The same YAML at another line or in another file is read again: its places differ.
        let bad = "---\ntitle: [\n---\n"
        for path in ["Content/x.md", "Content/y.md"] {
            let (_, found) = MarkdownRecipeLoader.load(SourceText(path: path, text: bad), memo: memo)
            #expect(found.first?.location?.file == path)
        }
    }

    @Test func theSameBytesUnderAnotherNameAreReadUnderThatName() throws {
        // A Cooklang file without a title is titled by its name: renamed, its bytes say something else.
        let repo = try GitFixture()
        try repo.write("title: Test Kitchen\n", to: "cookgen.yaml")
        try repo.write("Mix @flour{500%g} with @water{300%ml}.\n", to: "Content/bread.cook")
        try repo.commit("Bread", date: "2024-03-01T09:00:00+01:00")
        try repo.git("mv", "Content/bread.cook", "Content/sourdough.cook")
        try repo.commit("It is a sourdough", date: "2024-03-02T09:00:00+01:00")
        let repository = try #require(GitRepository(root: repo.root))
        let history = try #require(HistoryReader.read(repository, threads: 2).of("Content/sourdough.cook"))
        #expect(history.versions.map(\.renamedFrom) == ["Content/bread.cook", nil])
        #expect(history.versions.first?.changes == [.field(.title, from: "bread", to: "sourdough")])
    }
}
