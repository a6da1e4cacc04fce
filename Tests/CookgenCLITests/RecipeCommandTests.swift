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

    @Test func unknownMetadataGoesThroughExportJSON() throws {
        let root = try CLI.site(["Content/tea.cook": "---\nsourced: babooshka\ncooking time: 5 mins\n---\n>> rating: 4\nSteep @tea{1%bag}.\n"])
        let result = try CLI.run(["export", "Content/tea.cook", "--format", "json"], cwd: root)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let metadata = try #require(object["metadata"] as? [String: Any])
        let extra = try #require(metadata["extra"] as? [[String: Any]])
        #expect(extra.map { "\($0["key"] as? String ?? ""): \($0["value"] as? String ?? "")" } == ["sourced: babooshka", "rating: 4"])
        #expect(metadata["cook_minutes"] as? Int == 5)
        #expect(result.stderr.contains("did you mean 'source'?"), "a likely typo is still a warning: \(result.stderr)")
    }
}

/// Golden outputs of `scale` and `shopping-list` on the sample cookbook
/// (`Tests/Fixtures/cli/*.txt`; re-record with `COOKGEN_RECORD=1`).
@Suite struct KitchenCommandGoldenTests {
    static let cases: [(String, [String])] = [
        ("scale-servings", ["scale", "Content/recipes/breakfast/oat-buttermilk-pancakes.md", "--servings", "6"]),
        ("scale-factor-us", ["scale", "Content/recipes/baking/pizza-dough.md", "--factor", "0.5", "--units", "us"]),
        ("scale-ingredient", ["scale", "Content/recipes/breakfast/oat-buttermilk-pancakes.md", "--ingredient", "flour=400 g"]),
        ("scale-cooklang-fixed", ["scale", "Content/recipes/breakfast/Soft-Boiled Eggs with Asparagus Soldiers.cook", "--factor", "3"]),
        ("scale-us-to-metric", ["scale", "Content/recipes/breakfast/oat-buttermilk-pancakes.md", "--factor", "1", "--units", "metric"]),
        ("shopping-pizza-night", ["shopping-list", "Content/recipes/mains/margherita-pizza.md", "Content/recipes/baking/zaatar-flatbreads.md*2"]),
        ("shopping-plan-menu", ["shopping-list", "Content/plans/family-week.menu"]),
        ("shopping-plan-yaml", ["shopping-list", "Examples/kochen-mit-kindern/Content/plans/ferienwoche.yaml"]),
        ("shopping-cooklang-reference", ["shopping-list", "Content/recipes/mains/Aubergine Parmigiana.cook", "Content/recipes/soups/Leek and Potato Soup.cook"]),
    ]

    @Test(arguments: cases.map(\.0))
    func matchesGolden(_ name: String) throws {
        let args = Self.cases.first { $0.0 == name }!.1
        let result = try CLI.run(args, cwd: CLI.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let url = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/cli/\(name).txt")
        if ProcessInfo.processInfo.environment["COOKGEN_RECORD"] == "1" {
            try result.stdout.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func shoppingListJSONKeepsEveryIngredient() throws {
        let result = try CLI.run(["shopping-list", "Content/recipes/soups/red-lentil-soup.md", "Content/recipes/soups/red-lentil-soup.md*2", "--format", "json"],
                                 cwd: CLI.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(items.count >= 8)
        #expect(items.allSatisfy { !(($0["amounts"] as? [Any]) ?? []).isEmpty })
    }

    @Test func badArgumentsAreClearMessages() throws {
        let none = try CLI.run(["scale", "Content/recipes/baking/pizza-dough.md"], cwd: CLI.repositoryRoot)
        #expect(none.status != 0)
        #expect(none.stderr.contains("exactly one of --factor, --servings or --ingredient"))
        let unknown = try CLI.run(["scale", "Content/recipes/baking/pizza-dough.md", "--ingredient", "flor=1 kg"], cwd: CLI.repositoryRoot)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean"))
        let factor = try CLI.run(["shopping-list", "Content/recipes/baking/pizza-dough.md*x"], cwd: CLI.repositoryRoot)
        #expect(factor.status != 0)
        #expect(factor.stderr.contains("positive number"))
    }
}

/// `cookgen scale` says how many servings the amounts are for, exactly and in words that agree.
@Suite struct ScaleServingsTests {
    static let bread = ["Content/bread.md": "---\ntitle: Bread\nservings: 2\n---\n## Ingredients\n- 600 g flour\n- 500 ml milk\n"]

    @Test func fractionalServingsAndPluralsReadNaturally() throws {
        let site = try CLI.site(Self.bread)
        let have = try CLI.run(["scale", "Content/bread.md", "--ingredient", "flour=400 g"], cwd: site)
        #expect(have.stdout.hasPrefix("Bread (1⅓ servings, was 2)\n"), "\(have.stdout)\(have.stderr)")
        let one = try CLI.run(["scale", "Content/bread.md", "--servings", "1"], cwd: site)
        #expect(one.stdout.hasPrefix("Bread (1 serving, was 2)\n"))
        let us = try CLI.run(["scale", "Content/bread.md", "--factor", "1.25", "--units", "us"], cwd: site)
        #expect(us.stdout.hasPrefix("Bread (2½ servings, was 2)\n"))
        #expect(us.stdout.contains("- 2⅔ cups milk\n"), "\(us.stdout)")
        let many = try CLI.run(["scale", "Content/bread.md", "--ingredient", "flour=3200 g"], cwd: site)
        #expect(many.stdout.hasPrefix("Bread (10⅔ servings, was 2)\n"), "\(many.stdout)")
        let same = try CLI.run(["scale", "Content/bread.md", "--factor", "1"], cwd: site)
        #expect(same.stdout.hasPrefix("Bread (2 servings)\n"))
    }
}
