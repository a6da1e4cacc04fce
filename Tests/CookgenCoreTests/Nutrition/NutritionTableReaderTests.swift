import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct NutritionTableReaderTests {
    static func read(_ yaml: String) -> (NutritionTable, [Diagnostic]) {
        NutritionTableReader.read(SourceText(path: "Content/nutrition.yaml", text: yaml))
    }

    static let egg = """
          - name: egg
            aliases: [eggs, Ei, Eier]
            source: USDA FDC SR Legacy 01123
            energy: 143
            protein: 12.56
            fat: 9.51
            saturated_fat: 3.126
            carbohydrate: 0.72
            sugar: 0.37
            fibre: 0
            sodium: 142 mg
            grams: {piece: 50, Stück: 50}
        """

    @Test func readsARowWithAliasesWeightsAndSodiumAsSalt() throws {
        let (table, diagnostics) = Self.read("foods:\n" + Self.egg)
        #expect(diagnostics.isEmpty)
        let egg = try #require(table.food(named: "Eier"))
        #expect(egg.name == "egg")
        #expect(egg.source == "USDA FDC SR Legacy 01123")
        #expect(egg.per100g[.energy] == 143)
        #expect(egg.per100g[.saturatedFat] == 3.126)
        #expect(abs(egg.per100g[.salt]! - 0.355) < 1e-12, "142 mg sodium × 2.5 = 0.355 g salt")
        #expect(egg.grams == ["piece": 50])
        #expect(table.food(named: "2 large eggs, beaten") == nil, "names are looked up without amounts")
        #expect(table.food(named: "Large Eggs, beaten")?.name == "egg")
        #expect(table.food(named: "eggs or egg whites")?.name == "egg")
    }

    @Test func acceptsKilojoulesSaltAndOtherSpellings() throws {
        let (table, diagnostics) = Self.read("""
            foods:
              - {name: oil, source: test, kj: 3699, protein: 0, fat: 100, saturates: 7, carbs: 0, sugars: 0, fiber: 0, salt: 0 g}
            """)
        #expect(diagnostics.isEmpty)
        let oil = try #require(table.food(named: "oil"))
        #expect(abs(oil.per100g[.energy]! - 884.08) < 0.01)
        #expect(oil.per100g[.saturatedFat] == 7)
    }

    @Test func badRowsAreLeftOutWithAPositionAndAHint() throws {
        let (table, diagnostics) = Self.read("""
            foods:
              - just a name
              - name: sugar
                source: test
                energy: 387
                protein: -1
                fat: 0
                saturated_fat: 0
                carbohydrate: 100
                sugar: 100
                fibre: 0
                salt: 0
              - name: butter
                source: test
                energy: lots
              - name: garlic
                source: test
                energy: 149
                protein: 6.4
                fat: 0.5
                saturated_fat: 0.1
                carbohydrate: 33
                sugar: 1
                fibre: 2.1
                salt: 0.04
                grams: {bunh: 3}
                colour: white
            \(Self.egg)
              - name: Eggs
                source: test
            """)
        let byID = Dictionary(grouping: diagnostics, by: \.id)
        #expect(byID["nutrition-row-shape"]?.first?.location?.description == "Content/nutrition.yaml:2:5")
        #expect(byID["nutrition-value"]?.map { $0.location!.description } == ["Content/nutrition.yaml:6:14", "Content/nutrition.yaml:15:13"])
        #expect(byID["nutrition-value"]?.first?.message.contains("negative") == true)
        #expect(byID["nutrition-value-missing"]?.map { $0.location!.line } == [13, 40], "butter and the second egg lack values")
        #expect(byID["nutrition-value-missing"]?.first?.message.contains("'energy'") == false, "unreadable is not missing")
        let unit = try #require(byID["nutrition-unit"]?.first)
        #expect(unit.location?.description == "Content/nutrition.yaml:26:13")
        #expect(unit.hint == "did you mean 'bunch'?")
        #expect(byID["nutrition-unknown-key"]?.first?.location?.line == 27)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.hint != nil })
        #expect(table.foods.map(\.name) == ["egg"], "only the good row is used")
    }

    @Test func aNameTwoRowsClaimIsADuplicate() throws {
        let second = Self.egg.replacingOccurrences(of: "name: egg", with: "name: hen egg")
        let (table, diagnostics) = Self.read("foods:\n" + Self.egg + "\n" + second)
        // eggs, and Ei/Eier (one key: German plurals are undone)
        #expect(diagnostics.map(\.id) == ["nutrition-duplicate", "nutrition-duplicate"])
        #expect(diagnostics.first?.location?.line == 14)
        #expect(table.foods.map(\.name) == ["egg", "hen egg"])
        #expect(table.food(named: "hen eggs")?.name == "hen egg")
        #expect(table.food(named: "Eier")?.name == "egg", "the first row keeps the name")
    }

    @Test func theTableNeedsAFoodsList() {
        #expect(Self.read("egg: 143").1.map(\.id) == ["nutrition-table-shape"])
        #expect(Self.read("foods: egg").1.map(\.id) == ["nutrition-table-shape"])
        #expect(Self.read("foods: [\n").1.first?.severity == .error, "YAML that does not parse is an error")
    }

    @Test func theSampleTablesReadWithoutProblems() throws {
        for path in ["Content/nutrition.yaml", "Examples/kochen-mit-kindern/Content/nutrition.yaml"] {
            let url = SiteFixture.repositoryRoot.appendingPathComponent(path)
            let (table, diagnostics) = Self.read(try String(contentsOf: url, encoding: .utf8))
            #expect(diagnostics.isEmpty, "\(path): \(diagnostics.map(\.formatted))")
            #expect(table.foods.count > 40)
            #expect(table.foods.allSatisfy { $0.source.hasPrefix("USDA FDC SR Legacy ") && $0.per100g.isComplete })
        }
    }
}
