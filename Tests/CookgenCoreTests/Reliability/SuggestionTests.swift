import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Testing
import CookgenTestSupport

/// "Did you mean" is bounded: the same answers as a full edit distance on real typos, and
/// milliseconds on inputs built to make it quadratic.
@Suite("Bounded suggestions")
struct SuggestionTests {
    @Test func suggestsTheUsualTypos() {
        #expect(EditDistance.suggestion(for: "vegn", in: ["vegan", "vegetarian"]) == "vegan")
        #expect(EditDistance.suggestion(for: "serivngs", in: ["servings", "source", "season"]) == "servings")
        #expect(EditDistance.suggestion(for: "Tilte", in: ["title", "tags"]) == "title")
        #expect(EditDistance.suggestion(for: "xyz", in: ["title", "tags"]) == nil)
        #expect(Vocabulary.diets.suggestion(for: "vegatarian") == "vegetarian")
        #expect(Vocabulary.seasons.suggestion(for: "summr") == "summer")
    }

    /// The banded distance agrees with the plain table wherever it answers.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func bandedDistanceAgreesWithTheFullTable(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        let letters = Array("abcab xy")
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...8, using: &g)).map { _ in letters.randomElement(using: &g)! }
            let b = (0..<Int.random(in: 0...8, using: &g)).map { _ in letters.randomElement(using: &g)! }
            let full = Self.fullDistance(a, b)
            for limit in 0...4 {
                let banded = EditDistance.within(a, b, limit: limit)
                #expect(banded == (full <= limit ? full : nil), "\(String(a)) \(String(b)) limit \(limit)")
            }
        }
    }

    /// The hang from the issue: 20,000 unknown names against a 200,000-character title.
    @Test func twentyThousandUnknownNamesAgainstAHugeTitleFinishQuickly() {
        let titles = ["A" + String(repeating: "a", count: 200_000)] + (0..<2_000).map { "Recipe number \($0)" }
        let recipes = titles.enumerated().map { n, title in
            Recipe(slug: Slug("r\(n)"), sourcePath: "Content/r\(n).md", format: .markdown,
                   metadata: RecipeMetadata(title: title, location: SourceLocation(file: "Content/r\(n).md")))
        }
        let resolver = RecipeResolver(recipes: recipes)
        let location = SourceLocation(file: "Content/plans/week.yaml", line: 3)
        let items = (0..<20_000).map { MealPlan.Item(target: "unknown dish \($0)", location: location) }
        let plan = MealPlan(slug: Slug("week"), sourcePath: location.file, title: "Week",
                            days: [MealPlan.Day(name: "Monday", meals: [MealPlan.Meal(name: "Lunch", items: items)])], extras: [], location: location)
        let start = Date()
        var diagnostics: [Diagnostic] = []
        let resolved = PlanResolver.resolve([plan], recipes: [:], resolver: resolver, diagnostics: &diagnostics)
        #expect(resolved.count == 1)
        #expect(diagnostics.count == 20_000)
        #expect(Date().timeIntervalSince(start) < 5, "took \(Date().timeIntervalSince(start)) s")
        // Each suggestion alone is bounded too (at most `Suggester.workPerSuggestion` cells), even
        // against 6,000 names that all look alike and the huge title.
        let each = Date()
        for n in 0..<50 { _ = resolver.closestTitle(to: "Recipe numbr \(n)") }
        #expect(resolver.closestTitle(to: "Recipe numbr 12") == "Recipe number 12")
        #expect(Date().timeIntervalSince(each) < 20, "took \(Date().timeIntervalSince(each)) s")
    }

    @Test func aHugeWordGetsNoSuggestionAndCostsNothing() {
        let huge = String(repeating: "x", count: 1_000_000)
        let start = Date()
        #expect(EditDistance.suggestion(for: huge, in: [huge, "x"]) == nil)
        #expect(Date().timeIntervalSince(start) < 2)
    }

    static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
