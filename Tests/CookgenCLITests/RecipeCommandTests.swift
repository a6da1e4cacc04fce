import Foundation
import Testing

/// `export --format json`, `scale` and `shopping-list` on real files.
@Suite struct RecipeCommandTests {
    static let site: [String: String] = [
        "Content/Eggs.cook": "---\nservings: 2\n---\nBoil @eggs{4} in a #pot{} of @water{=1%l} for ~eggs{8%minutes}.\n\nAdd @salt.\n",
        "Content/pancakes.md": """
            ---
            title: Pancakes
            servings: 4
            ---
            ## Ingredients
            - 200 g flour
            - 1 1/2 cups milk
            - 2 eggs
            - salt to taste
            ## Steps
            1. Mix.
            """,
    ]

    @Test func exportJSONPrintsTheModelWithCanonicalStepItems() throws {
        let root = try CLI.site(Self.site)
        let result = try CLI.run(["export", "Content/Eggs.cook", "--format", "json"], cwd: root)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Eggs")
        let ingredients = try #require(object["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["name"] as? String } == ["eggs", "water", "salt"])
        #expect(ingredients[1]["fixed"] as? Bool == true)
        #expect(ingredients[1]["unit"] as? String == "l")
        #expect(ingredients[2]["quantity"] is NSNull)
        let sections = try #require(object["sections"] as? [[String: Any]])
        let steps = try #require(sections.first?["steps"] as? [[[String: Any]]])
        #expect(steps.count == 2)
        #expect(steps[0].map { $0["type"] as? String } == ["text", "ingredient", "text", "cookware", "text", "ingredient", "text", "timer", "text"])
        #expect(steps[0][7]["name"] as? String == "eggs")
        #expect(steps[0][7]["quantity"] as? Double == 8)
        #expect(steps[0][7]["units"] as? String == "minutes")
        #expect((object["metadata"] as? [String: Any])?["servings"] as? Int == 2)
    }

    @Test func exportOfABrokenFileFailsWithItsLocation() throws {
        let root = try CLI.site(["Content/bad.md": "---\ntitle: [x\n---\n"])
        let result = try CLI.run(["export", "Content/bad.md", "--format", "json"], cwd: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/bad.md:2:"))
        let missing = try CLI.run(["export", "nope.md", "--format", "json"], cwd: root)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nope.md"))
    }
}
