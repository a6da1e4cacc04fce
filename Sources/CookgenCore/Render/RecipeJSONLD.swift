import Foundation

/// schema.org `Recipe` JSON-LD for a recipe page, safe to place inside `<script>`.
enum RecipeJSONLD {
    /// The JSON-LD object, keys sorted, `<`, `>` and `&` escaped as `\u003c`-style sequences.
    static func script(for recipe: Recipe, builder: ViewBuilder, baseURL: String) -> String {
        scriptSafe(JSONWriter.string(dictionary(for: recipe, builder: builder, baseURL: baseURL)))
    }

    /// Escapes what could end or confuse a script element.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func dictionary(for recipe: Recipe, builder: ViewBuilder, baseURL: String) -> [String: Any] {
        let m = recipe.metadata
        let index = builder.index
        var d: [String: Any] = ["@context": "https://schema.org", "@type": "Recipe", "name": m.title]
        d["description"] = m.description
        if let path = index.image(m.image) {
            let absolute = SiteURLs.absolute(path, base: baseURL)
            d["image"] = absolute.isEmpty ? SiteURLs.href(path) : absolute
        }
        if let author = m.author ?? index.config.author.nonEmpty { d["author"] = ["@type": "Person", "name": author] }
        d["datePublished"] = m.date?.iso
        d["dateModified"] = m.updated?.iso
        d["prepTime"] = m.prepMinutes.map(Labels.isoDuration)
        d["cookTime"] = m.cookMinutes.map(Labels.isoDuration)
        d["totalTime"] = m.totalMinutes.map(Labels.isoDuration)
        if let servings = m.servings { d["recipeYield"] = m.yield.map { [String(servings), $0] } ?? [String(servings)] }
        else if let y = m.yield { d["recipeYield"] = y }
        d["recipeCategory"] = joined(m.categories + m.courses)
        d["recipeCuisine"] = joined(m.cuisines)
        d["keywords"] = joined(m.tags)
        let diets = m.diets.compactMap { Vocabulary.diets.entry(for: $0.value)?.schemaOrg }.uniqued()
        if !diets.isEmpty { d["suitableForDiet"] = diets.map { "https://schema.org/\($0)" } }
        d["recipeIngredient"] = recipe.ingredients.map { ingredientText($0, builder: builder) }
        d["recipeInstructions"] = instructions(recipe, builder: builder)
        if !m.nutrition.isEmpty { d["nutrition"] = nutrition(m.nutrition) }
        let url = SiteURLs.absolute(SiteURLs.recipe(recipe.slug), base: baseURL)
        if !url.isEmpty { d["url"] = url; d["mainEntityOfPage"] = url }
        return d
    }

    private static func joined(_ values: [Located<String>]) -> String? {
        values.map(\.value).uniqued().joined(separator: ", ").nonEmpty
    }

    static func ingredientText(_ i: Ingredient, builder: ViewBuilder) -> String {
        let amount = builder.amount(i.quantity, i.unit, text: i.quantityText)
        var text = [amount, i.name].compactMap { $0 }.joined(separator: " ")
        if let note = i.note { text += ", \(note)" }
        return text
    }

    private static func instructions(_ recipe: Recipe, builder: ViewBuilder) -> [[String: Any]] {
        func steps(_ section: StepSection) -> [[String: Any]] {
            section.steps.map { step in
                let html = builder.stepHTML(step, recipe: recipe, root: "")
                return ["@type": "HowToStep", "text": PlainText.fromHTML(html)]
            }
        }
        let named = recipe.stepSections.contains { $0.title != nil }
        guard named else { return recipe.stepSections.flatMap(steps) }
        return recipe.stepSections.map { section in
            guard let title = section.title else { return ["@type": "HowToSection", "name": "", "itemListElement": steps(section)] }
            return ["@type": "HowToSection", "name": title, "itemListElement": steps(section)]
        }
    }

    private static let nutritionKeys: [String: String] = [
        "calories": "calories", "energy": "calories", "kcal": "calories", "protein": "proteinContent", "fat": "fatContent",
        "saturated_fat": "saturatedFatContent", "carbohydrates": "carbohydrateContent", "carbs": "carbohydrateContent",
        "carbohydrate": "carbohydrateContent", "sugar": "sugarContent", "sugars": "sugarContent", "fiber": "fiberContent",
        "fibre": "fiberContent", "salt": "sodiumContent", "sodium": "sodiumContent", "cholesterol": "cholesterolContent",
        "serving_size": "servingSize", "trans_fat": "transFatContent", "unsaturated_fat": "unsaturatedFatContent",
    ]

    private static func nutrition(_ entries: [NutritionEntry]) -> [String: Any] {
        var d: [String: Any] = ["@type": "NutritionInformation"]
        for entry in entries {
            guard let key = nutritionKeys[entry.key] else { continue }
            // schema.org has sodium, not salt: salt is 2.5 × sodium, so keep salt as written only without sodium.
            if entry.key == "salt", entries.contains(where: { $0.key == "sodium" }) { continue }
            d[key] = entry.key == "salt" ? sodium(fromSalt: entry.value) ?? entry.value : entry.value
        }
        return d
    }

    /// `1.5 g` salt → `600 mg` sodium.
    private static func sodium(fromSalt value: String) -> String? {
        let parts = value.split(separator: " ")
        guard let n = Double(parts.first?.replacingOccurrences(of: ",", with: ".") ?? "") else { return nil }
        let unit = parts.count > 1 ? parts[1].lowercased() : "g"
        let grams = unit == "mg" ? n / 1000 : n
        return "\(Int((grams / 2.5 * 1000).rounded())) mg"
    }
}

/// Text content of small HTML fragments (steps), for JSON-LD and feeds.
enum PlainText {
    static func fromHTML(_ html: String) -> String {
        var out = ""
        var inTag = false
        for ch in html {
            if ch == "<" { inTag = true } else if ch == ">" { inTag = false } else if !inTag { out.append(ch) }
        }
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&").trimmed
    }
}
