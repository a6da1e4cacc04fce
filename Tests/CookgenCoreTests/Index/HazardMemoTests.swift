import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

/// `cookgen serve` keeps each recipe's step hazards between rebuilds; a kept entry answers only
/// for the very recipe and language it was found for, and the index is the same either way.
@Suite struct HazardMemoTests {
    static let site = """
    -- Content/fries.md --
    ---
    title: Fries
    ---
    ## Ingredients
    - 1 kg potatoes
    ## Steps
    1. Heat the oil in a deep pan and fry the potatoes with a sharp knife nearby.
    -- Content/salad.md --
    ---
    title: Salad
    ---
    ## Steps
    1. Wash the leaves.
    """

    @Test func keptHazardsAnswerOnlyForTheSameRecipe() throws {
        let fixture = try SiteFixture(Self.site)
        let loaded = try Loader.load(root: fixture.root, threads: 2)
        let memo = HazardMemo()
        // Indexed twice through the memo: the second time every recipe's hazards come from it.
        let first = Indexer.index(loaded, dropInvalid: true, threads: 2, hazards: memo.reader)
        let second = Indexer.index(loaded, dropInvalid: true, threads: 2, hazards: memo.reader)
        #expect(first.recipes == second.recipes && first.diagnostics == second.diagnostics)
        let fries = try #require(loaded.recipes.first { $0.title == "Fries" })
        let found = memo.reader(fries, "en")
        #expect(found == GuideLinker.readHazards(fries, "en"))
        #expect(found.flatMap { $0 }.isEmpty == false)
        // Another recipe at the same path, or another language, is read again.
        var edited = try #require(loaded.recipes.first { $0.title == "Salad" })
        edited.sourcePath = fries.sourcePath
        #expect(memo.reader(edited, "en") == GuideLinker.readHazards(edited, "en"))
        #expect(memo.reader(fries, "de") == GuideLinker.readHazards(fries, "de"))
        memo.keep(only: [])
        #expect(memo.reader(fries, "en") == found)
    }
}
