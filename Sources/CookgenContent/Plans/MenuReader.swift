import CookgenSupport
import CookgenModel
/// Reads a Cooklang menu (`Content/plans/*.menu`), the meal-plan form CookCLI uses.
///
/// ```
/// ---
/// title: Week 12
/// servings: 4
/// ---
/// == Monday ==
/// Breakfast:
/// - @./Breakfast/Pancakes{2%servings}
/// Dinner: @./Mains/Margherita Pizza{}   -- the plan's servings
///
/// == Tuesday ==
/// Dinner:
/// - @./Soups/Tomato Soup{2}              -- two batches as written
/// - @milk{1%l}                           -- not a recipe: bought as it is
/// ```
///
/// Sections (`== Monday ==` or `= Monday`) are days, a line ending in `:` names a meal,
/// `@./path{…}` (or `@../…`) references a recipe and `@name{…}` is an ingredient to buy.
/// Metadata may also be written `>> servings: 4`; `--` and `[- … -]` are comments.
package enum MenuReader {
    /// Units of a reference's amount that mean servings, in the languages of the UI.
    package static let servingUnits: Set<String> = ["serving", "servings", "portion", "portions", "person", "persons", "people",
                                            "portion(s)", "portionen", "personen", "porties", "personnes", "porciones", "personas",
                                            "portioner", "personer", "份", "人"]

    /// The plan in `source`, and what is wrong with it.
    package static func read(_ source: SourceText) -> (MealPlan?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let stem = PathText.stem(of: source.path)
        var plan = MealPlan(slug: Slug(stem), sourcePath: source.path, title: stem, description: nil, servings: nil,
                            days: [], extras: [], location: source.location(line: 1))
        let front: FrontMatter
        switch FrontMatter.split(source) {
        case .failure(let d): return (nil, [d])
        case .success(let f): front = f
        }
        guard front.format == .yaml else {
            return (nil, [.error("front-matter-format", "a plan's front matter is YAML, between '---' lines", at: source.location(line: 1),
                                 hint: "write it as 'title: Week one' lines between '---' lines")])
        }
        if let yaml = front.yaml { readMetadata(yaml, line: front.yamlLine, source: source, into: &plan, &diagnostics) }
        var days: [MealPlan.Day] = []
        var inBlockComment = false
        for (offset, raw) in front.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = front.bodyLine + offset
            let line = stripComments(String(raw), inBlock: &inBlockComment)
            let trimmed = line.trimmed
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(">>") {
                readMetadata(String(trimmed.dropFirst(2)), line: lineNumber, source: source, into: &plan, &diagnostics)
                continue
            }
            if trimmed.hasPrefix("=") {
                let name = trimmed.trimmingCharacters(in: ["=", " ", "\t"])
                days.append(PlanReader.day(named: name, meals: []))
                continue
            }
            if days.isEmpty { days.append(MealPlan.Day(name: "", date: nil, meals: [])) }
            readLine(line, at: source.location(line: lineNumber), into: &days[days.count - 1], extras: &plan.extras, &diagnostics)
        }
        // A meal label with only extras under it ("Extras: @milk{1%l}") is no meal.
        for n in days.indices { days[n].meals.removeAll { $0.items.isEmpty } }
        plan.days = days.filter { !$0.meals.isEmpty || !$0.name.isEmpty }
        if plan.items.isEmpty {
            diagnostics.append(.warning("plan-empty", "the menu references no recipes", at: plan.location,
                                        hint: "add lines like '- @./Mains/Pizza{4%servings}' under '== Monday =='"))
        }
        return (plan, diagnostics)
    }

    /// `Dinner:`, `- @./Mains/Pizza{2%servings}`, or `Dinner: @./Mains/Pizza{}, @salad{}`.
    package static func readLine(_ line: String, at location: SourceLocation, into day: inout MealPlan.Day,
                         extras: inout [Ingredient], _ diagnostics: inout [Diagnostic]) {
        let chars = Array(line)
        let firstAt = chars.firstIndex(of: "@") ?? chars.count
        var label = String(chars[..<firstAt]).trimmed
        for bullet in ["- ", "* ", "• "] where label.hasPrefix(bullet) { label = String(label.dropFirst(2)).trimmed }
        if label == "-" || label == "*" { label = "" }
        if label.hasSuffix(":") {
            day.meals.append(MealPlan.Meal(name: String(label.dropLast()).trimmed.nonEmpty, items: []))
        } else if !label.isEmpty, firstAt == chars.count {
            diagnostics.append(.warning("menu-line", "this line is neither a day, a meal nor a recipe; it is ignored",
                                        at: location, hint: "write '== Monday ==', 'Dinner:' or '- @./Mains/Pizza{4%servings}'"))
        }
        // Where the next `}` is from each place, found once: looking for it anew after every `@`
        // was quadratic on a line of unclosed `@./x{`.
        var nextClose = [Int](repeating: chars.count, count: chars.count + 1)
        for i in stride(from: chars.count - 1, through: 0, by: -1) { nextClose[i] = chars[i] == "}" ? i : nextClose[i + 1] }
        var index = firstAt
        while index < chars.count {
            guard chars[index] == "@" else { index += 1; continue }
            let (item, next) = token(chars, from: index, nextClose: nextClose)
            let at = SourceLocation(file: location.file, line: location.line, column: index + 1)
            index = next
            guard !item.name.isEmpty else {
                diagnostics.append(.warning("menu-item-empty", "'@' names nothing here", at: at, hint: "write '@./Mains/Pizza{4%servings}'"))
                continue
            }
            if item.name.hasPrefix("./") || item.name.hasPrefix("../") {
                if day.meals.isEmpty { day.meals.append(MealPlan.Meal(name: nil, items: [])) }
                day.meals[day.meals.count - 1].items.append(reference(item, at: at, &diagnostics))
            } else {
                extras.append(ingredient(item, at: at))
            }
        }
    }

    /// `@name{amount%unit}` or `@word` from `start` (at the `@`): the name, the amount text, the index after it.
    /// `nextClose[i]` is the index of the first `}` at or after `i` (`chars.count` when there is none).
    package static func token(_ chars: [Character], from start: Int, nextClose: [Int]) -> (item: (name: String, amount: String?), next: Int) {
        var end = start + 1
        while end < chars.count, chars[end] != "{", chars[end] != "@" { end += 1 }
        if end < chars.count, chars[end] == "{", nextClose[end] < chars.count {
            let close = nextClose[end]
            return ((String(chars[(start + 1)..<end]).trimmed, String(chars[(end + 1)..<close])), close + 1)
        }
        // Without braces the name is one word; a path keeps its slashes and dots.
        var wordEnd = start + 1
        while wordEnd < chars.count, !chars[wordEnd].isWhitespace, chars[wordEnd] != "@", chars[wordEnd] != "," { wordEnd += 1 }
        var name = String(chars[(start + 1)..<wordEnd])
        while let last = name.last, ".,;:!?".contains(last) { name.removeLast() }
        return ((name, nil), wordEnd)
    }

    package static func reference(_ item: (name: String, amount: String?), at location: SourceLocation,
                          _ diagnostics: inout [Diagnostic]) -> MealPlan.Item {
        var result = MealPlan.Item(target: item.name, servings: nil, batches: nil, location: location)
        guard let amount = item.amount?.trimmed.nonEmpty else { return result }
        let parts = amount.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmed }
        let number = QuantityParser.parse(parts[0].replacingOccurrences(of: "*", with: ""))
        guard let number, number.low > 0, number.low.isFinite else {
            diagnostics.append(.error("plan-number", "'\(amount)' is not an amount of the recipe", at: location,
                                      hint: "write '{4%servings}' for servings or '{2}' for two batches"))
            return result
        }
        let unit = parts.count > 1 ? parts[1].lowercased() : ""
        if unit.isEmpty {
            result.batches = number.low
        } else if servingUnits.contains(unit) {
            result.servings = number.low
        } else {
            result.batches = number.low
            diagnostics.append(.warning("menu-unit", "'\(parts[1])' is not understood as servings; \(parts[0]) is read as batches",
                                        at: location, hint: "write '{\(parts[0])%servings}' or '{\(parts[0])}' for batches"))
        }
        return result
    }

    package static func ingredient(_ item: (name: String, amount: String?), at location: SourceLocation) -> Ingredient {
        let parts = (item.amount ?? "").split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmed }
        let quantityText = parts.first?.nonEmpty
        let unit = parts.count > 1 ? parts[1].nonEmpty : nil
        let text = [quantityText, unit, item.name].compactMap { $0 }.joined(separator: " ")
        return Ingredient(text: text, quantity: quantityText.flatMap(QuantityParser.parse), quantityText: quantityText,
                          unit: unit, name: item.name, location: location)
    }

    package static func readMetadata(_ yaml: String, line: Int, source: SourceText, into plan: inout MealPlan, _ diagnostics: inout [Diagnostic]) {
        switch YAMLValue.parse(yaml, file: source.path, line: line) {
        case .failure(let d): diagnostics.append(d)
        case .success(let value):
            for entry in value?.entries ?? [] {
                switch FrontMatterKey.normalise(entry.key) {
                case "title": plan.title = entry.value.string?.trimmed.nonEmpty ?? plan.title
                case "description": plan.description = entry.value.string?.trimmed.nonEmpty
                case "servings": plan.servings = PlanReader.number(entry.value, "servings", &diagnostics)
                default: break // Other metadata (author, tags) is allowed in menus and not shown.
                }
            }
        }
    }

    /// The line without `-- …` and `[- … -]` comments.
    package static func stripComments(_ line: String, inBlock: inout Bool) -> String {
        var out = ""
        var rest = Substring(line)
        while !rest.isEmpty {
            if inBlock {
                guard let close = rest.range(of: "-]") else { return out }
                // Blanks keep the columns of what follows right.
                out += String(repeating: " ", count: rest[..<close.upperBound].count)
                rest = rest[close.upperBound...]
                inBlock = false
            } else if let open = rest.range(of: "[-"), rest.range(of: "--").map({ open.lowerBound <= $0.lowerBound }) ?? true {
                out += rest[..<open.lowerBound] + "  "
                rest = rest[open.upperBound...]
                inBlock = true
            } else if let dash = rest.range(of: "--") {
                // `- @./x` bullets are one dash; a comment is two.
                out += rest[..<dash.lowerBound]
                return out
            } else {
                out += rest
                return out
            }
        }
        return out
    }
}
