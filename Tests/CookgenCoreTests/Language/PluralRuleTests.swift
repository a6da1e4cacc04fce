import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite

/// Counted words read naturally in every UI language: `1 serving`, `1⅓ servings`, `2½ servings`,
/// French `1½ portion`, Chinese one form; unit words agree with converted amounts (`2½ cups`).
@Suite struct PluralRuleTests {
    @Test func theRulesOfTheUILanguages() {
        for language in ["en", "de", "nl", "es", "sv", "en-GB"] {
            let rule = PluralRule(language: language)
            #expect(rule.isOne(1) && !rule.isOne(4.0 / 3) && !rule.isOne(0.5) && !rule.isOne(2) && !rule.isOne(0), "\(language)")
        }
        let french = PluralRule(language: "fr")
        #expect(french.isOne(1) && french.isOne(1.5) && french.isOne(0.5) && !french.isOne(2))
        let chinese = PluralRule(language: "zh")
        #expect(!chinese.isOne(1) && !chinese.isOne(2))
    }

    static func labels(_ language: String) throws -> Labels {
        let root = SiteFixture.repositoryRoot
        let (theme, problems) = Theme.load(layers: [SiteFixture.defaultTheme], language: language, rootForPaths: root)
        let loaded = try #require(theme, "\(problems.map(\.formatted))")
        return Labels(strings: loaded.strings, language: language)
    }

    @Test(arguments: [
        ("en", ["1 serving", "1⅓ servings", "2½ servings", "4 servings"]),
        ("de", ["1 Portion", "1⅓ Portionen", "2½ Portionen", "4 Portionen"]),
        ("nl", ["1 portie", "1⅓ porties", "2½ porties", "4 porties"]),
        ("fr", ["1 portion", "1⅓ portion", "2½ portions", "4 portions"]),
        ("es", ["1 ración", "1⅓ raciones", "2½ raciones", "4 raciones"]),
        ("sv", ["1 portion", "1⅓ portioner", "2½ portioner", "4 portioner"]),
        ("zh", ["1 份", "1⅓ 份", "2½ 份", "4 份"]),
    ])
    func servingsOnAPlanReadNaturally(language: String, expected: [String]) throws {
        let labels = try Self.labels(language)
        let texts = [1, 4.0 / 3, 2.5, 4].map { labels.counted("plan_servings", $0, default: "{n} servings") }
        #expect(texts == expected)
    }

    @Test func aWholeRecipeOfOneServingIsOneServing() throws {
        let labels = try Self.labels("en")
        #expect(labels.counted("nutrition_serving_of", 1, default: "", placeholder: "{count}") == "1 serving")
        #expect(labels.counted("nutrition_serving_of", 4, default: "", placeholder: "{count}") == "1 of 4 servings")
    }

    @Test func convertedUnitWordsAgreeWithTheAmount() {
        let us = KitchenFixtures.recipe(["600 ml milk", "120 ml cream"]).converted(to: .us).ingredients
        #expect(us.map { "\($0.quantity!.formatted()) \($0.unit!)" } == ["2½ cups", "½ cup"])
    }
}
