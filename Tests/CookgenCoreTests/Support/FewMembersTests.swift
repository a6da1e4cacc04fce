import Testing
import CookgenSupport
import CookgenTestSupport

/// `FewMembers` answers as `Set.contains` answers, for sets compared one by one (up to eight)
/// and looked up (more), with strings that are equal only canonically (composed and decomposed).
@Suite struct FewMembersTests {
    @Test(arguments: [0, 1, 2, 8, 9, 40])
    func answersAsTheSetAnswers(size: Int) {
        var g = SplitMix64(seed: UInt64(size) + 1)
        let pool = (0..<60).map { "recipes/r\($0).md" } + ["caf\u{E9}.md"]
        var members = Set<String>()
        while members.count < size { members.insert(pool[Int.random(in: pool.indices, using: &g)]) }
        let few = FewMembers(members)
        for candidate in pool + ["cafe\u{301}.md", "", "recipes/r1.md "] {
            #expect(few.contains(candidate) == members.contains(candidate), "\(candidate.debugDescription) in \(size)")
        }
    }
}
