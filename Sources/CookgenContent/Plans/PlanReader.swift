import CookgenSupport
import CookgenModel
/// Reads the YAML form of a meal plan (`Content/plans/*.yaml`).
///
/// ```yaml
/// title: A week of family dinners
/// servings: 4                    # for every recipe that does not say its own
/// days:
///   - day: Monday                # or date: 2026-03-02
///     meals:
///       - meal: Dinner
///         recipes:
///           - margherita-pizza   # slug, title or file name
///           - recipe: Green salad
///             servings: 2
///   - day: Tuesday
///     meals:
///       Dinner: [tomato-soup]    # meals may also map names to recipe lists
/// extras: [1 l milk, bread]      # bought for the week, not for a recipe
/// ```
package enum PlanReader {
    package static let planKeys = ["title", "description", "servings", "days", "extras"]
    package static let dayKeys = ["day", "date", "meals", "recipes"]
    package static let mealKeys = ["meal", "recipes"]
    package static let itemKeys = ["recipe", "servings", "batches"]

    /// The plan in `source`, and what is wrong with it. Nil only when nothing could be read.
    package static func read(_ source: SourceText) -> (MealPlan?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let start = source.location(line: 1)
        var plan = MealPlan(slug: Slug(PathText.stem(of: source.path)), sourcePath: source.path,
                            title: PathText.stem(of: source.path), description: nil, servings: nil,
                            days: [], extras: [], location: start)
        let root: YAMLValue
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): return (nil, [d])
        case .success(let value?): root = value
        case .success(nil): return (plan, [.warning("plan-empty", "the plan is empty", at: start, hint: "add 'days:' with meals and recipes")])
        }
        guard let entries = root.entries else {
            return (nil, [.error("plan-shape", "a plan should be a mapping with 'title:' and 'days:', not \(root.kindName)",
                                 at: root.location, hint: "see docs/recipe-format.md, section Meal plans")])
        }
        for entry in entries {
            switch FrontMatterKey.normalise(entry.key) {
            case "title": plan.title = entry.value.string?.trimmed.nonEmpty ?? plan.title
            case "description": plan.description = entry.value.string?.trimmed.nonEmpty
            case "servings": plan.servings = number(entry.value, "servings", &diagnostics)
            case "extras":
                plan.extras = entry.value.list.compactMap { value in
                    value.string?.trimmed.nonEmpty.map { IngredientLineParser.parse($0, at: value.location) }
                }
            case "days": plan.days = days(entry.value, &diagnostics)
            default: unknown(entry, known: planKeys, &diagnostics)
            }
        }
        if plan.days.isEmpty, !diagnostics.hasErrors {
            diagnostics.append(.warning("plan-empty", "the plan has no days", at: start, hint: "add 'days:' with meals and recipes"))
        }
        return (plan, diagnostics)
    }

    package static func days(_ value: YAMLValue, _ diagnostics: inout [Diagnostic]) -> [MealPlan.Day] {
        // `days: {Monday: {Dinner: [pizza]}}` as well as a list of `- day: Monday`.
        if let entries = value.entries {
            return entries.map { entry in
                day(named: entry.key, meals: meals(entry.value, &diagnostics))
            }
        }
        return value.list.compactMap { item -> MealPlan.Day? in
            guard let entries = item.entries else {
                diagnostics.append(.error("plan-shape", "a day should be a mapping with 'day:' or 'date:' and 'meals:'",
                                          at: item.location, hint: "write e.g. '- day: Monday' and 'meals:' below it"))
                return nil
            }
            var name = "", meals: [MealPlan.Meal] = []
            for entry in entries {
                switch FrontMatterKey.normalise(entry.key) {
                case "day", "date": name = entry.value.string?.trimmed ?? ""
                case "meals": meals += self.meals(entry.value, &diagnostics)
                case "recipes": meals.append(MealPlan.Meal(name: nil, items: items(entry.value, &diagnostics)))
                default: unknown(entry, known: dayKeys, &diagnostics)
                }
            }
            return day(named: name, meals: meals)
        }
    }

    package static func day(named name: String, meals: [MealPlan.Meal]) -> MealPlan.Day {
        let date = CalendarDate(parsing: name)
        return MealPlan.Day(name: date?.iso ?? name, date: date, meals: meals)
    }

    package static func meals(_ value: YAMLValue, _ diagnostics: inout [Diagnostic]) -> [MealPlan.Meal] {
        if let entries = value.entries, !entries.contains(where: { mealKeys.contains(FrontMatterKey.normalise($0.key)) }) {
            return entries.map { MealPlan.Meal(name: $0.key.trimmed.nonEmpty, items: items($0.value, &diagnostics)) }
        }
        return value.list.map { item in
            guard let entries = item.entries else {
                // A bare recipe name where a meal was expected: one unnamed meal with it.
                return MealPlan.Meal(name: nil, items: items(item, &diagnostics))
            }
            var meal = MealPlan.Meal(name: nil, items: [])
            for entry in entries {
                switch FrontMatterKey.normalise(entry.key) {
                case "meal": meal.name = entry.value.string?.trimmed.nonEmpty
                case "recipes": meal.items += items(entry.value, &diagnostics)
                default: unknown(entry, known: mealKeys, &diagnostics)
                }
            }
            return meal
        }
    }

    package static func items(_ value: YAMLValue, _ diagnostics: inout [Diagnostic]) -> [MealPlan.Item] {
        value.list.compactMap { item -> MealPlan.Item? in
            if let name = item.string?.trimmed.nonEmpty {
                return MealPlan.Item(target: name, servings: nil, batches: nil, location: item.location)
            }
            guard let entries = item.entries else {
                diagnostics.append(.error("plan-shape", "a recipe should be a name or a mapping with 'recipe:' and 'servings:'",
                                          at: item.location, hint: "write e.g. '- recipe: pancakes' and 'servings: 2'"))
                return nil
            }
            var result = MealPlan.Item(target: "", servings: nil, batches: nil, location: item.location)
            for entry in entries {
                switch FrontMatterKey.normalise(entry.key) {
                case "recipe":
                    result.target = entry.value.string?.trimmed ?? ""
                    result.location = entry.value.location
                case "servings": result.servings = number(entry.value, "servings", &diagnostics)
                case "batches": result.batches = number(entry.value, "batches", &diagnostics)
                default: unknown(entry, known: itemKeys, &diagnostics)
                }
            }
            guard !result.target.isEmpty else {
                diagnostics.append(.error("plan-recipe-empty", "this entry names no recipe", at: item.location,
                                          hint: "add 'recipe:' with the recipe's title, slug or file name"))
                return nil
            }
            return result
        }
    }

    /// A positive number, or a diagnostic.
    package static func number(_ value: YAMLValue, _ key: String, _ diagnostics: inout [Diagnostic]) -> Double? {
        let text = value.string?.trimmed.replacingOccurrences(of: ",", with: ".") ?? ""
        if let n = Double(text), n > 0, n.isFinite, n <= 10_000 { return n }
        diagnostics.append(.error("plan-number", "'\(key)' should be a positive number, not '\(value.string ?? value.kindName)'",
                                  at: value.location, hint: "write e.g. '\(key): 4'"))
        return nil
    }

    package static func unknown(_ entry: YAMLEntry, known: [String], _ diagnostics: inout [Diagnostic]) {
        let close = EditDistance.suggestion(for: FrontMatterKey.normalise(entry.key), in: known)
        diagnostics.append(.warning("plan-key-unknown", "'\(entry.key)' is not a plan key; it is ignored", at: entry.keyLocation,
                                    hint: close.map { "did you mean '\($0)'?" } ?? "known here: " + known.joined(separator: ", ")))
    }
}
