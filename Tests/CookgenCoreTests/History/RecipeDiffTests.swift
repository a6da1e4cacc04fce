import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
import Foundation
import CookgenTestSupport

@Suite struct RecipeDiffTests {
    static func snapshot(_ text: String, path: String = "Content/cake.md") throws -> VersionSnapshot {
        try #require(VersionSnapshot(file: Data(text.utf8), path: path))
    }

    static let june = """
        ---
        title: Lemon Cake
        servings: 8
        bake_time: 40 min
        category: Baking
        ---
        ## Ingredients

        - 200 g sugar
        - 3 eggs
        - 250 g flour
        - 100 g caster sugar

        ## Steps

        1. Beat the sugar and eggs until pale.
        2. Fold in the flour.
        3. Bake at 180 °C for 40 minutes.
        """

    @Test func amountsIngredientsAndStepsInCookingTerms() throws {
        let july = Self.june
            .replacingOccurrences(of: "200 g sugar", with: "150 g sugar")
            .replacingOccurrences(of: "- 3 eggs", with: "- 3 eggs\n- 1 lemon, zested")
            .replacingOccurrences(of: "100 g caster sugar", with: "100 g golden caster sugar")
            .replacingOccurrences(of: "- 250 g flour\n", with: "")
            .replacingOccurrences(of: "Bake at 180 °C for 40 minutes.", with: "Bake at 170 °C for 45 minutes.")
            .replacingOccurrences(of: "servings: 8", with: "servings: 10")
        let changes = RecipeDiff.changes(from: try Self.snapshot(Self.june), to: try Self.snapshot(july))
        let words = ChangeWordsProbe.texts(changes)
        #expect(words.contains("Servings: 8 → 10"))
        #expect(words.contains("sugar: 200 g → 150 g"))
        #expect(words.contains("Added 1 lemon, zested"))
        #expect(words.contains("Removed 250 g flour"))
        #expect(words.contains("caster sugar is now golden caster sugar"))
        #expect(words.contains("Step 3: Bake at [-180-] {+170+} °C for [-40-] {+45+} minutes."), "\(words)")
        #expect(changes.count == 6, "\(words)")
    }

    @Test func formattingOnlyIsNoChange() throws {
        let reflowed = Self.june.replacingOccurrences(of: "1. Beat the sugar and eggs until pale.", with: "1.   Beat  the sugar and eggs\n   until pale.")
            .replacingOccurrences(of: "- 3 eggs", with: "-   3  eggs")
        #expect(RecipeDiff.changes(from: try Self.snapshot(Self.june), to: try Self.snapshot(reflowed)) == [])
    }

    @Test func stepsAddedAndRemovedAreNumberedWhereTheyAre() throws {
        let new = Self.june.replacingOccurrences(of: "2. Fold in the flour.\n", with: "2. Fold in the flour.\n3. Rest the batter for ten minutes, covered.\n")
            .replacingOccurrences(of: "1. Beat the sugar and eggs until pale.\n", with: "")
        let changes = RecipeDiff.changes(from: try Self.snapshot(Self.june), to: try Self.snapshot(new))
        #expect(changes.contains(.stepAdded(number: 2, text: "Rest the batter for ten minutes, covered.")))
        #expect(changes.contains(.stepRemoved(number: 1, text: "Beat the sugar and eggs until pale.")))
    }

    /// A name that reads like a placeholder is put in as written, once: the words do not depend on
    /// the order a dictionary happens to list the placeholders in.
    @Test func namesThatLookLikePlaceholdersStayAsWritten() {
        let from = VersionIngredient(name: "{to}", low: 2, unit: "g"), to = VersionIngredient(name: "{to}", low: 3, unit: "g")
        #expect(ChangeWordsProbe.texts([.amount(from: from, to: to)]) == ["{to}: 2 g → 3 g"])
        #expect(Placeholders.filling("{a} and {b} {c} {", with: ["a": "{b}", "b": "x"]) == "{b} and x {c} {")
        #expect(Placeholders.filling("", with: ["a": "1"]) == "")
        #expect(Placeholders.filling("{a}{a}}", with: ["a": "1"]) == "11}")
    }

    @Test func cooklangVersionsCompareTheSameWay() throws {
        let a = try Self.snapshot("Mix @flour{500%g} with @water{300%ml}.\n\nBake for ~{30%minutes}.", path: "Content/bread.cook")
        let b = try Self.snapshot("Mix @flour{450%g} with @water{300%ml}.\n\nBake for ~{30%minutes}.", path: "Content/bread.cook")
        #expect(ChangeWordsProbe.texts(RecipeDiff.changes(from: a, to: b)).contains("flour: 500 g → 450 g"))
    }

    @Test func aLongChangedStepKeepsAFewWordsAroundEachChange() {
        let old = (1...40).map { "w\($0)" }.joined(separator: " ")
        let new = old.replacingOccurrences(of: "w20 ", with: "x20 ")
        let runs = WordDiff.runs(from: old, to: new)
        #expect(runs.contains(WordRun(.removed, "w20")) && runs.contains(WordRun(.added, "x20")))
        #expect(runs.filter { $0.kind == .elided }.count == 2)
        #expect(runs.map(\.text).joined(separator: " ").split(separator: " ").count < 12)
    }

    @Test func deltasCarryOnlyWhatAnOlderVersionHasOfItsOwn() throws {
        let new = try Self.snapshot(Self.june.replacingOccurrences(of: "200 g sugar", with: "150 g sugar"))
        let old = try Self.snapshot(Self.june)
        let delta = try #require(VersionDelta(old, against: new))
        #expect(delta.steps == nil)
        #expect(delta.ingredients?.count == 4)
        #expect(delta.ingredients?[1] == .same(1) && delta.ingredients?[3] == .same(3))
        if case .own(let sugar) = delta.ingredients?[0] { #expect(sugar.low == 200) } else { Issue.record("sugar should be its own") }
        #expect(VersionDelta(old, against: old) == nil)
        #expect(old.fingerprint != new.fingerprint)
    }

    @Test func gitLogOutputOfAnyShapeNeverCrashes() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<300 {
            let bytes = (0..<Int(random.next() % 400)).map { _ in [0, 0x1E, 0x1F, 0x0A, 0x3A, 0x20, 0x41, 0x52][Int(random.next() % 8)] as UInt8 }
            _ = GitLog.parse(bytes)
        }
        let one = Array("\u{1E}abc\u{1F}\u{1F}2024-05-02T10:00:00+02:00\u{1F}Ada\u{1F}Less sugar\u{1F}since June\0\n:100644 100644 a b R090\0Content/a.md\0Content/b.md\0".utf8)
        let commits = GitLog.parse(one)
        #expect(commits.count == 1 && commits[0].subject == "Less sugar\u{1F}since June")
        #expect(commits[0].changes.first?.oldPath == "Content/a.md" && commits[0].changes.first?.path == "Content/b.md")
    }

    /// Commits written as `git log -z --raw --format=<GitLog.format>` writes them are read back whole.
    @Test func gitLogOutputIsReadBackAsWritten() {
        var random = SplitMix64(seed: 41)
        func pick(_ words: [String]) -> String { words[Int(random.next() % UInt64(words.count))] }
        func hex() -> String { (0..<40).map { _ in pick(["0", "7", "a", "f"]) }.joined() }
        let names = ["Content/a.md", "Content/Kuchen/Käsekuchen.md", "Content/b c.cook", "Content/👩‍🍳.md", "Content/x\ny.md"]
        let subjects = ["Less sugar", "Zucker: weniger", "", "a  b", "Crème brûlée 🍮", "tabs\there"]
        var commits: [GitCommit] = []
        for _ in 0..<200 {
            let changes = (0..<Int(random.next() % 4)).map { _ -> GitCommit.FileChange in
                let status = Character(pick(["A", "M", "D", "R", "C", "T"]))
                let renamed = status == "R" || status == "C"
                return GitCommit.FileChange(status: status, oldBlob: hex(), newBlob: hex(), oldPath: renamed ? pick(names) : nil, path: pick(names))
            }
            let parents = (0..<Int(random.next() % 3)).map { _ in hex() }
            commits.append(GitCommit(id: hex(), parents: parents, authorDate: "2024-0\(1 + random.next() % 9)-02T10:00:00+02:00",
                                     author: pick(["Ada", "Zoë Müller", ""]), subject: pick(subjects), changes: changes))
        }
        var out: [UInt8] = []
        for commit in commits {
            out += Array("\u{1E}\(commit.id)\u{1F}\(commit.parents.joined(separator: " "))\u{1F}\(commit.authorDate)\u{1F}\(commit.author)\u{1F}\(commit.subject)".utf8)
            out += [0, 0x0A]
            for change in commit.changes {
                let score = change.oldPath == nil ? "" : "0\(random.next() % 10)\(random.next() % 10)"
                out += Array(":100644 100644 \(change.oldBlob) \(change.newBlob) \(change.status)\(score)".utf8) + [0]
                if let old = change.oldPath { out += Array(old.utf8) + [0] }
                out += Array(change.path.utf8) + [0]
            }
        }
        #expect(GitLog.parse(out) == commits)
        // Read piece by piece, cut anywhere, the blobs are found once each, in the order printed
        // (a line's new blob, then its old one), none for a side that is all zeros.
        var expected: [String] = [], seen: Set<String> = []
        for change in commits.flatMap(\.changes) {
            for blob in [change.newBlob, change.oldBlob] where blob.contains(where: { $0 != "0" }) {
                if seen.insert(blob).inserted { expected.append(blob) }
            }
        }
        for _ in 0..<20 {
            var scanner = GitLog.BlobScanner(), found: [String] = [], at = 0
            while at < out.count {
                let end = min(out.count, at + 1 + Int(random.next() % 300))
                found += scanner.blobs(in: out[at..<end])
                at = end
            }
            #expect(found == expected)
        }
    }
}

/// The English words the page and `cookgen history` use for changes.
enum ChangeWordsProbe {
    static func texts(_ changes: [RecipeChange]) -> [String] {
        let words = ChangeWords(labels: Labels(strings: [:], language: "en"))
        return changes.map { words.describe($0).text }
    }
}
