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
        if let nutrition = index.nutrition[recipe.slug].flatMap({ nutrition($0, labels: builder.labels) }) { d["nutrition"] = nutrition }
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

    /// Given values that are not among the eight, by their schema.org property.
    private static let extraKeys: [String: String] = [
        "cholesterol": "cholesterolContent", "serving_size": "servingSize", "trans_fat": "transFatContent",
        "unsaturated_fat": "unsaturatedFatContent",
    ]

    /// schema.org `NutritionInformation`: per serving when the recipe has servings, else for the whole recipe.
    static func nutrition(_ n: RecipeNutrition, labels: Labels) -> [String: Any]? {
        var d: [String: Any] = ["@type": "NutritionInformation"]
        if let facts = n.perServing ?? n.total {
            for nutrient in Nutrient.allCases {
                guard let value = facts[nutrient] else { continue }
                switch nutrient {
                case .energy: d[nutrient.schemaOrgProperty] = "\(Int(value.rounded())) kcal"
                // schema.org has sodium, not salt: salt is sodium × 2.5.
                case .salt: d[nutrient.schemaOrgProperty] = "\(Int((value / 2.5 * 1000).rounded())) mg"
                default: d[nutrient.schemaOrgProperty] = NutritionNumber.text(value, separator: ".") + " g"
                }
            }
            if let servings = n.servings, n.perServing != nil {
                d["servingSize"] = labels["nutrition_serving_of", default: "1 of {count} servings"].replacingOccurrences(of: "{count}", with: String(servings))
            } else {
                d["servingSize"] = labels["nutrition_whole_recipe", default: "Whole recipe"]
            }
        }
        for entry in n.extras {
            guard let key = extraKeys[entry.key] else { continue }
            d[key] = entry.value
        }
        return d.count > 1 ? d : nil
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
