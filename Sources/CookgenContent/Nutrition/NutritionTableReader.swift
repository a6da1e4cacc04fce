import CookgenSupport
import CookgenModel
/// Reads `Content/nutrition.yaml`: a list of foods (under `foods:`) with their values per 100 g.
///
/// ```yaml
/// foods:
///   - name: egg
///     aliases: [eggs, Ei, Eier]
///     source: USDA FoodData Central, SR Legacy 01123
///     energy: 143          # kcal (or "598 kJ")
///     protein: 12.56       # g
///     fat: 9.51
///     saturated_fat: 3.126
///     carbohydrate: 0.72
///     sugar: 0.37
///     fibre: 0
///     sodium: 142 mg       # or salt: 0.355 g
///     grams: {piece: 50}   # one egg weighs 50 g
/// ```
///
/// A row needs a name, a source and all eight values; a row that lacks one, has a negative or
/// unreadable value, or a unit the unit table does not know is left out with a warning, and the
/// rest of the table is used. A name that an earlier row already has is a warning too.
package enum NutritionTableReader {
    /// The keys a row may have besides the nutrients.
    package static let rowKeys = ["name", "aliases", "source", "grams", "density", "note", "sodium", "kj"]

    /// Parses the table; problems come back as diagnostics, never as a thrown error.
    package static func read(_ source: SourceText) -> (NutritionTable, [Diagnostic]) {
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): return (NutritionTable(), [d])
        case .success(.none): return (NutritionTable(), [])
        case .success(.some(let value)):
            var rows = value
            if let entries = value.entries {
                guard let foods = entries.first(where: { $0.key.trimmed.lowercased() == "foods" }) else {
                    return (NutritionTable(), [.warning("nutrition-table-shape", "nutrition.yaml has no 'foods:' list", at: value.location,
                                                       hint: "list the foods under 'foods:', one '- name: …' entry each")])
                }
                rows = foods.value
            }
            guard case .sequence(let items, _) = rows else {
                return (NutritionTable(), [.warning("nutrition-table-shape", "'foods' should be a list, not \(rows.kindName)",
                                                   at: rows.location, hint: "start each food with '- name: …'")])
            }
            var diagnostics: [Diagnostic] = []
            var foods: [NutritionTable.Food] = []
            var claimed: [String: SourceLocation] = [:]
            for item in items {
                guard var food = row(item, diagnostics: &diagnostics) else { continue }
                var names: [String] = []
                var own = Set<String>()
                for name in [food.name] + food.aliases {
                    let key = IngredientKey(name).rawValue
                    // "eggs" beside "egg" is the same name twice in one row, not a clash.
                    guard own.insert(key).inserted else { continue }
                    if let first = claimed[key] {
                        diagnostics.append(.warning("nutrition-duplicate", "'\(name)' is already a name of the food at line \(first.line)",
                                                    at: item.location, hint: "keep one row per food; the first one is used"))
                        if name == food.name { names = []; break }
                        continue
                    }
                    names.append(name)
                }
                guard names.first == food.name else { continue }
                for name in names { claimed[IngredientKey(name).rawValue] = item.location }
                food.aliases = Array(names.dropFirst())
                foods.append(food)
            }
            return (NutritionTable(foods: foods), diagnostics)
        }
    }

    /// One row, or nil (with a warning) when it cannot be used.
    package static func row(_ item: YAMLValue, diagnostics: inout [Diagnostic]) -> NutritionTable.Food? {
        guard let entries = item.entries else {
            diagnostics.append(.warning("nutrition-row-shape", "a food should be 'key: value' lines, not \(item.kindName)", at: item.location,
                                        hint: "write e.g. '- name: egg' followed by its values"))
            return nil
        }
        guard let name = entries.first(where: { $0.key == "name" })?.value.string?.trimmed.nonEmpty else {
            diagnostics.append(.warning("nutrition-row-name", "this food has no name", at: item.location, hint: "add 'name: …'"))
            return nil
        }
        var values = NutritionFacts()
        var food = NutritionTable.Food(name: name, source: "", per100g: values, location: item.location)
        var usable = true
        for entry in entries {
            usable = apply(entry, to: &food, values: &values, diagnostics: &diagnostics) && usable
        }
        if food.source.isEmpty {
            diagnostics.append(.warning("nutrition-source", "'\(name)' does not say where its values come from", at: item.location,
                                        hint: "add 'source: …' naming the food-composition table and the food's id in it"))
            usable = false
        }
        // A value that was written but could not be read has had its own warning.
        let written = Set(entries.compactMap { nutrient(forKey: FrontMatterKey.normalise($0.key)) })
        let missing = Nutrient.allCases.filter { values[$0] == nil && !written.contains($0) }
        if !missing.isEmpty {
            diagnostics.append(.warning("nutrition-value-missing", "'\(name)' has no \(missing.map { "'\($0.key)'" }.joined(separator: ", "))",
                                        at: item.location, hint: "give all eight values per 100 g (write 0 for none); leave the food out rather than guess"))
            usable = false
        }
        food.per100g = values
        return usable ? food : nil
    }

    /// Applies one `key: value` line; false when the line makes the row unusable.
    private static func apply(_ entry: YAMLEntry, to food: inout NutritionTable.Food, values: inout NutritionFacts,
                              diagnostics: inout [Diagnostic]) -> Bool {
        let key = FrontMatterKey.normalise(entry.key)
        let text = entry.value.string?.trimmed ?? ""
        switch key {
        case "name", "note": return true
        case "source": food.source = text; return true
        case "aliases": food.aliases = entry.value.list.compactMap { $0.string?.trimmed.nonEmpty }; return true
        case "grams": return grams(entry.value, into: &food, diagnostics: &diagnostics)
        case "density":
            guard let n = Double(text), n > 0 else {
                diagnostics.append(.warning("nutrition-value", "'density' should be grams per millilitre, a number above 0", at: entry.value.location,
                                            hint: "water is 1, milk 1.03, flour about 0.53"))
                return false
            }
            food.density = n
            return true
        default:
            guard let nutrient = nutrient(forKey: key) else {
                let known = rowKeys + Nutrient.allCases.map(\.key)
                let hint = EditDistance.suggestion(for: key, in: known).map { "did you mean '\($0)'?" } ?? "known keys: \(known.joined(separator: ", "))"
                diagnostics.append(.warning("nutrition-unknown-key", "unknown key '\(entry.key)' in a food", at: entry.keyLocation, hint: hint))
                return true
            }
            let defaultUnit = key == "kj" ? "kj" : (key == "sodium" ? "mg" : nutrient.unit)
            switch NutritionValue.parse(text, defaultUnit: defaultUnit, sodium: key == "sodium", nutrient: nutrient) {
            case .success(let amount): values[nutrient] = amount; return true
            case .failure(let problem):
                diagnostics.append(.warning("nutrition-value", "'\(entry.key): \(text)' \(problem.message)", at: entry.value.location, hint: problem.hint))
                return false
            }
        }
    }

    /// The nutrient a row key gives a value for: its spellings, `sodium` (for salt) and `kj` (for energy).
    private static func nutrient(forKey key: String) -> Nutrient? {
        key == "sodium" ? .salt : (key == "kj" ? .energy : Nutrient.named(key))
    }

    /// `grams: {piece: 50, clove: 3}`: what one of each unit weighs.
    private static func grams(_ value: YAMLValue, into food: inout NutritionTable.Food, diagnostics: inout [Diagnostic]) -> Bool {
        guard let entries = value.entries else {
            diagnostics.append(.warning("nutrition-row-shape", "'grams' should map units to weights", at: value.location,
                                        hint: "write e.g. 'grams: {piece: 50, tsp: 4.6}'"))
            return false
        }
        var usable = true
        for entry in entries {
            let unitName = entry.key.trimmed
            guard let unit = UnitTable.unit(named: unitName) else {
                let hint = EditDistance.suggestion(for: unitName, in: UnitTable.units.map(\.id)).map { "did you mean '\($0)'?" }
                    ?? "use a unit the unit table knows: piece, clove, can, slice, bunch, tsp, tbsp …"
                diagnostics.append(.warning("nutrition-unit", "unknown unit '\(unitName)'", at: entry.keyLocation, hint: hint))
                usable = false
                continue
            }
            guard let grams = entry.value.string.flatMap({ Double($0.trimmed) }), grams > 0 else {
                diagnostics.append(.warning("nutrition-value", "the weight of one \(unitName) should be grams, a number above 0",
                                            at: entry.value.location, hint: "e.g. 'piece: 50'"))
                usable = false
                continue
            }
            food.grams[unit.id] = grams
        }
        return usable
    }
}
