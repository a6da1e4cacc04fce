import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Random recipes full of characters that mean something in YAML, Markdown and Cooklang
/// come back from an export unchanged.
@Suite struct ExportPropertyTests {
    static let pieces = [
        "salt", "Äpfel", "鸡蛋", "e\u{301}", "@", "#", "~", "{", "}", "%", "(", ")", "[-", "-]", "--", "-", ">", "=", "\\", ":",
        "\"", "'", "*", "_", "`", "<b>", "&amp;", "|", ",", "1/2", "#tag", " ", "!", "?", "[x](y)", "./", "🧂", "\t",
    ]

    static func text(_ g: inout SplitMix64, words: ClosedRange<Int> = 1...6) -> String {
        let n = Int.random(in: words, using: &g)
        let raw = (0..<n).map { _ in pieces.randomElement(using: &g)! }.joined()
        return FrontMatterLines.oneLine(raw).trimmed.nonEmpty ?? "x"
    }

    static func recipe(_ g: inout SplitMix64, format: Recipe.Format) -> Recipe {
        let at = SourceLocation(file: "Content/r.md")
        var m = RecipeMetadata(title: "T " + text(&g), location: at)
        m.description = text(&g)
        m.author = text(&g)
        m.source = text(&g)
        m.tags = [Located("tag " + text(&g).replacingOccurrences(of: ",", with: ""), at: at)]
        m.yield = "12 " + text(&g)
        m.nutrition = [NutritionEntry(key: "protein", value: text(&g))]
        var items: [Ingredient] = []
        for _ in 0..<Int.random(in: 1...5, using: &g) {
            var name = text(&g)
            while name.hasPrefix("./") || name.hasPrefix("=") { name = String(name.dropFirst()).trimmed.nonEmpty ?? "x" }
            let q = [Quantity(2), Quantity(0.5), Quantity(1, to: 2), Quantity(1.0 / 3), Quantity(12.125), Quantity(3, fixed: true)]
                .randomElement(using: &g)
            items.append(Ingredient(text: "", quantity: q, unit: Bool.random(using: &g) ? "g " + text(&g) : nil, name: name,
                                    note: Bool.random(using: &g) ? text(&g) : nil, location: at))
        }
        let steps = (0..<Int.random(in: 1...4, using: &g)).map { _ in StepBlock.step(Step(items: [.text(text(&g))], location: at)) }
        return Recipe(slug: Slug(m.title), sourcePath: "Content/r.md", format: format, metadata: m,
                      ingredientGroups: [IngredientGroup(title: nil, items: items), IngredientGroup(title: "G " + text(&g), items: [items[0]])],
                      stepSections: [StepSection(title: nil, blocks: steps)], notes: "Note " + text(&g))
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func cooklangKeepsHostileText(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let recipe = Self.recipe(&g, format: .markdown)
            let text = RecipeCooklangWriter.text(recipe) { _ in nil }
            let (loaded, problems) = CooklangRecipeLoader.load(SourceText(path: "Content/\(recipe.slug).cook", text: text))
            #expect(!problems.hasErrors, "\(problems.map(\.formatted))\n\(text)")
            let back = try #require(loaded)
            let want = RecipeSnapshot(recipe), got = RecipeSnapshot(back)
            #expect(want == got, "\(want.difference(from: got) ?? "")\n\(text)")
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13] as [UInt64])
    func markdownKeepsHostileMetadata(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for _ in 0..<60 {
            var recipe = Self.recipe(&g, format: .markdown)
            // Ingredient lines in Markdown are read by the ingredient parser: generate them through it.
            for i in recipe.ingredientGroups.indices {
                recipe.ingredientGroups[i].items = recipe.ingredientGroups[i].items.map {
                    IngredientLineParser.parse(RecipeText.ingredientLine($0), at: $0.location)
                }
            }
            let text = RecipeMarkdownWriter.text(recipe) { _ in nil }
            let (loaded, problems) = MarkdownRecipeLoader.load(SourceText(path: "Content/\(recipe.slug).md", text: text))
            #expect(!problems.hasErrors, "\(problems.map(\.formatted))\n\(text)")
            let back = try #require(loaded)
            let want = RecipeSnapshot(recipe, fixed: false), got = RecipeSnapshot(back, fixed: false)
            #expect(want == got, "\(want.difference(from: got) ?? "")\n\(text)")
        }
    }
}
