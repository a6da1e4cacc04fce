import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// schema.org `Recipe` JSON-LD for a recipe page, safe to place inside `<script>`.
package enum RecipeJSONLD {
    /// The JSON-LD object, keys sorted, `<`, `>` and `&` escaped as `\u003c`-style sequences.
    package static func script(for recipe: Recipe, builder: ViewBuilder, baseURL: String) -> String {
        ScriptText.safe(JSONWriter.string(dictionary(for: recipe, builder: builder, baseURL: baseURL)))
    }

    package static func dictionary(for recipe: Recipe, builder: ViewBuilder, baseURL: String) -> [String: JSONValue] {
        located(dictionary(for: recipe, builder: builder), recipe: recipe, index: builder.index, baseURL: baseURL)
    }

    /// The object with the picture and page URLs placed under `baseURL` (absolute when it is not empty).
    package static func located(_ object: [String: JSONValue], recipe: Recipe, index: SiteIndex, baseURL: String) -> [String: JSONValue] {
        var d = object
        if let path = index.image(recipe.metadata.image) {
            let absolute = SiteURLs.absolute(path, base: baseURL)
            d["image"] = JSONValue(absolute.isEmpty ? SiteURLs.href(path) : absolute)
        }
        let url = SiteURLs.absolute(SiteURLs.recipe(recipe.slug), base: baseURL)
        if !url.isEmpty { d["url"] = JSONValue(url); d["mainEntityOfPage"] = JSONValue(url) }
        return d
    }

    /// The object without a base URL: the picture relative to the site root, no page URL.
    /// Computed once per recipe and shared by the page and its downloads.
    ///
    /// `stepHTML`: the steps' HTML for the site root (`ViewBuilder.stepHTML(_:recipe:root:)` with
    /// root ""), when the caller already has it.
    package static func dictionary(for recipe: Recipe, builder: ViewBuilder, stepHTML: [String]? = nil) -> [String: JSONValue] {
        let m = recipe.metadata
        let index = builder.index
        var d: [String: JSONValue] = ["@context": "https://schema.org", "@type": "Recipe", "name": JSONValue(m.title)]
        d["description"] = JSONValue(m.description)
        if let path = index.image(m.image) { d["image"] = JSONValue(SiteURLs.href(path)) }
        if let author = m.author ?? index.config.author.nonEmpty { d["author"] = ["@type": "Person", "name": JSONValue(author)] }
        d["datePublished"] = JSONValue(m.date?.iso)
        d["dateModified"] = JSONValue(RecipeJSONLD.modified(recipe, index: builder.index))
        d["prepTime"] = JSONValue(m.prepMinutes.map(Labels.isoDuration))
        d["cookTime"] = JSONValue(m.cookMinutes.map(Labels.isoDuration))
        d["totalTime"] = JSONValue(m.totalMinutes.map(Labels.isoDuration))
        if let servings = m.servings { d["recipeYield"] = JSONValue(m.yield.map { [String(servings), $0] } ?? [String(servings)]) }
        else if let y = m.yield { d["recipeYield"] = JSONValue(y) }
        d["recipeCategory"] = JSONValue(joined(m.categories + m.courses))
        d["recipeCuisine"] = JSONValue(joined(m.cuisines))
        d["keywords"] = JSONValue(joined(m.tags))
        let diets = m.diets.compactMap { Vocabulary.diets.entry(for: $0.value)?.schemaOrg }.uniqued()
        if !diets.isEmpty { d["suitableForDiet"] = JSONValue(diets.map { "https://schema.org/\($0)" }) }
        d["recipeIngredient"] = JSONValue(recipe.ingredients.map { ingredientText($0, builder: builder) })
        d["recipeInstructions"] = .array(instructions(recipe, builder: builder, stepHTML: stepHTML))
        if let nutrition = index.nutrition[recipe.slug].flatMap({ nutrition($0, labels: builder.labels) }) { d["nutrition"] = .object(nutrition) }
        return d
    }

    private static func joined(_ values: [Located<String>]) -> String? {
        values.map(\.value).uniqued().joined(separator: ", ").nonEmpty
    }

    package static func ingredientText(_ i: Ingredient, builder: ViewBuilder) -> String {
        let amount = builder.amount(i.quantity, i.unit, text: i.quantityText)
        var text = [amount, i.name].compactMap { $0 }.joined(separator: " ")
        if let note = i.note { text += ", \(note)" }
        return text
    }

    private static func instructions(_ recipe: Recipe, builder: ViewBuilder, stepHTML: [String]?) -> [JSONValue] {
        var number = 0
        func steps(_ section: StepSection) -> [JSONValue] {
            section.steps.map { step in
                defer { number += 1 }
                let html = stepHTML.flatMap { $0.indices.contains(number) ? $0[number] : nil } ?? builder.stepHTML(step, recipe: recipe, root: "")
                return ["@type": "HowToStep", "text": JSONValue(PlainText.fromHTML(html))]
            }
        }
        let named = recipe.stepSections.contains { $0.title != nil }
        guard named else { return recipe.stepSections.flatMap(steps) }
        return recipe.stepSections.map { section in
            guard let title = section.title else { return ["@type": "HowToSection", "name": "", "itemListElement": .array(steps(section))] }
            return ["@type": "HowToSection", "name": JSONValue(title), "itemListElement": .array(steps(section))]
        }
    }

    /// Given values that are not among the eight, by their schema.org property.
    private static let extraKeys: [String: String] = [
        "cholesterol": "cholesterolContent", "serving_size": "servingSize", "trans_fat": "transFatContent",
        "unsaturated_fat": "unsaturatedFatContent",
    ]

    /// schema.org `NutritionInformation`: per serving when the recipe has servings, else for the whole recipe.
    package static func nutrition(_ n: RecipeNutrition, labels: Labels) -> [String: JSONValue]? {
        var d: [String: JSONValue] = ["@type": "NutritionInformation"]
        if let facts = n.perServing ?? n.total {
            for nutrient in Nutrient.allCases {
                guard let value = facts[nutrient] else { continue }
                switch nutrient {
                case .energy: d[nutrient.schemaOrgProperty] = JSONValue("\(Int(value.rounded())) kcal")
                // schema.org has sodium, not salt: salt is sodium × 2.5.
                case .salt: d[nutrient.schemaOrgProperty] = JSONValue("\(Int((value / 2.5 * 1000).rounded())) mg")
                default: d[nutrient.schemaOrgProperty] = JSONValue(NutritionNumber.text(value, separator: ".") + " g")
                }
            }
            if let servings = n.servings, n.perServing != nil {
                d["servingSize"] = JSONValue(labels.counted("nutrition_serving_of", Double(servings), default: "1 of {count} servings", placeholder: "{count}"))
            } else {
                d["servingSize"] = JSONValue(labels["nutrition_whole_recipe", default: "Whole recipe"])
            }
        }
        for entry in n.extras {
            guard let key = extraKeys[entry.key] else { continue }
            d[key] = JSONValue(entry.value)
        }
        return d.count > 1 ? d : nil
    }
}

/// Text content of small HTML fragments (steps), for JSON-LD and feeds.
package enum PlainText {
    package static func fromHTML(_ html: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(html.utf8.count)
        var inTag = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") { inTag = true } else if byte == UInt8(ascii: ">") { inTag = false } else if !inTag { out.append(byte) }
        }
        return decodeEntities(out).trimmed
    }

    /// `&lt;` `&gt;` `&quot;` `&#39;` `&amp;` decoded in one pass (the same as replacing them in that order).
    private static let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
        (Array("quot;".utf8), UInt8(ascii: "\"")), (Array("#39;".utf8), UInt8(ascii: "'")), (Array("amp;".utf8), UInt8(ascii: "&")),
    ]

    private static func decodeEntities(_ bytes: [UInt8]) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        outer: while i < bytes.count {
            if bytes[i] == UInt8(ascii: "&") {
                for entity in entities where bytes[(i + 1)...].starts(with: entity.name) {
                    out.append(entity.byte)
                    i += 1 + entity.name.count
                    continue outer
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
