import CookgenSupport
import CookgenModel
import CookgenContent
import Testing

/// Amounts and servings no cook means are warned about at their line and never reach the numbers.
@Suite("Absurd values")
struct AbsurdValueTests {
    @Test func markdownRecipeWithAbsurdValues() throws {
        let text = """
            ---
            title: Absurd
            servings: -3
            ---
            ## Ingredients

            - \(String(repeating: "9", count: 100_000)) g flour
            - 1/0 cup milk
            - 1e308 kg sugar
            - 2 eggs

            ## Steps

            1. Cook.
            """
        let (recipe, diagnostics) = MarkdownRecipeLoader.load(SourceText(path: "Content/absurd.md", text: text))
        let r = try #require(recipe)
        #expect(r.metadata.servings == nil)
        let found = diagnostics.map { "\($0.id)@\($0.location?.line ?? 0)" }
        #expect(found.contains("servings-invalid@3"))
        #expect(found.contains("amount-absurd@7"))
        #expect(found.contains("amount-absurd@8"))
        #expect(found.contains("amount-absurd@9"))
        #expect(!found.contains("amount-absurd@10"))
        for ingredient in r.ingredients {
            if let q = ingredient.quantity { #expect(q.low.isFinite && q.low <= AbsurdValues.largestAmount) }
        }
        #expect(r.ingredients.last?.quantity == Quantity(2))
        // Scaling stays finite whatever factor the page asks for.
        let scaled = r.scaled(by: 1e300)
        #expect(scaled.ingredients.allSatisfy { $0.quantity.map { $0.low.isFinite } ?? true })
    }

    @Test func cooklangAmountsThatAreNotNumbers() throws {
        let text = "Add @sugar{1e308%kg}, @milk{1/0%cup} and @salt{99999999999%g}.\n"
        let (recipe, diagnostics) = CooklangRecipeLoader.load(SourceText(path: "Content/absurd.cook", text: text))
        let r = try #require(recipe)
        #expect(r.ingredients.allSatisfy { $0.quantity == nil })
        #expect(diagnostics.contains { $0.id == "amount-absurd" || $0.id == "cooklang-division-by-zero" })
        #expect(diagnostics.filter { $0.id == "amount-absurd" }.count >= 2)
    }

    @Test(arguments: ["-3", "0", "99999999999", "−2"])
    func servingsThatAreNoServings(_ value: String) {
        #expect(MetadataReader.servingsProblem(value) != nil)
    }

    @Test(arguments: ["4", "4 people", "2-3", "a crowd", "12 pancakes"])
    func servingsThatAreFine(_ value: String) {
        #expect(MetadataReader.servingsProblem(value) == nil)
    }

    @Test func hugeServingsNeverTrapWhenScaled() {
        var recipe = Recipe(slug: Slug("x"), sourcePath: "Content/x.md", format: .markdown,
                            metadata: RecipeMetadata(title: "X", location: SourceLocation(file: "Content/x.md")))
        recipe.metadata.servings = 10_000
        #expect(recipe.scaled(by: 1e300).metadata.servings == 1_000_000_000)
    }
}
