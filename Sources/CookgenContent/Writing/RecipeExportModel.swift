import CookgenSupport
import CookgenModel

/// A recipe as compact JSON, from which `Templates/static/js/downloads.js` writes the same
/// `.md` and `.cook` files as `RecipeMarkdownWriter` and `RecipeCooklangWriter`: a recipe page
/// carries it, so its downloads need no files of their own.
///
/// The recipe's parts are given as parsed; where a writer needs a parser the browser does not
/// have, the model holds the parser's verdict instead (`l`: `RecipeText.ingredientLine`, `h`: a
/// title that is no safe Markdown heading, `slug` when the title would not give it). Keys are
/// short and empty values left out, since every recipe page carries it. The shape:
///
/// ```js
/// {"f": "cooklang",                      // left out for Markdown
///  "m": {"title": "…", "slug": "…", "description": "…", "date": "2024-03-02", "image": "../images/a.svg",
///        "categories": ["…"], "servings": 4, "prep": 10, "nutrition": [["protein", "9 g"]],
///        "featured": true, "extra": [["rating", "5"], ["tools", ["a", "b"]], ["who", {"map": [["k", "v"]]}]]},
///  "c": [{"r": "Dough", "q": [0.5], "u": "kg"}],                 // components
///  "g": [{"t": "For the topping", "h": 1, "i": [ingredient…]}],  // ingredient groups
///  "s": [{"t": "Dough", "b": ["a note", {"i": ["Mix ", {"i": 0}, " in ", {"w": 0}, " for ", {"t": 0}], "a": ["oven"], "p": "../images/s.jpg"}]}],
///  "k": [{"n": "pot", "q": [1]}], "t": [{"n": "eggs", "q": [8], "u": "minutes"}],
///  "notes": "…", "body": "…"}
/// ```
/// An ingredient is `{"n": name, "l": line, "q": [low, high, 1 when fixed], "w": amount in words, "u": unit,
/// "o": note, "r": reference, "k": link, "x": the line as written, only when the name is empty}`.
package enum RecipeExportModel {
    /// The model of `recipe`; `images` gives the text for each picture reference.
    package static func object(_ recipe: Recipe, images: (Located<String>?) -> String?) -> [String: JSONValue] {
        var d: [String: JSONValue] = ["m": .object(metadata(recipe, image: images(recipe.metadata.image)))]
        if recipe.format == .cooklang { d["f"] = "cooklang" }
        d["c"] = list(recipe.components.map { c in .object(compact(["r": JSONValue(c.target), "q": quantity(c.quantity), "u": JSONValue(c.unit)])) })
        d["g"] = list(recipe.ingredientGroups.map { group in
            var g: [String: JSONValue] = ["i": .array(group.items.map(ingredient))]
            g["t"] = JSONValue(group.title)
            if !RecipeText.isHeadingSafe(group.title) { g["h"] = 1 }
            return .object(g)
        })
        d["s"] = list(recipe.stepSections.map { section in
            var s: [String: JSONValue] = ["b": .array(section.blocks.map { block(recipe, $0, images: images) })]
            s["t"] = JSONValue(section.title)
            if !RecipeText.isHeadingSafe(section.title) { s["h"] = 1 }
            return .object(s)
        })
        d["k"] = list(recipe.cookware.map { .object(compact(["n": JSONValue($0.name), "q": quantity($0.quantity), "w": JSONValue($0.quantityText)])) })
        d["t"] = list(recipe.timers.map {
            .object(compact(["n": JSONValue($0.name), "q": quantity($0.quantity), "w": JSONValue($0.quantityText), "u": JSONValue($0.unit)]))
        })
        if !recipe.notes.isEmpty { d["notes"] = JSONValue(recipe.notes) }
        if !recipe.body.isEmpty { d["body"] = JSONValue(recipe.body) }
        return d
    }

    private static func metadata(_ recipe: Recipe, image: String?) -> [String: JSONValue] {
        let m = recipe.metadata
        let terms = { (values: [Located<String>]) in list(values.map { JSONValue($0.value) }) }
        var d: [String: JSONValue] = ["title": JSONValue(m.title)]
        if Slug(m.title) != recipe.slug { d["slug"] = JSONValue(recipe.slug.rawValue) }
        let texts: [(String, String?)] = [
            ("description", m.description), ("date", m.date?.iso), ("updated", m.updated?.iso), ("author", m.author),
            ("source", m.source), ("image", image), ("image_alt", m.imageAlt), ("level", m.level?.value), ("yield", m.yield),
            ("locale", m.locale),
        ]
        for (key, value) in texts { d[key] = JSONValue(value) }
        let lists = [("categories", m.categories), ("courses", m.courses), ("cuisines", m.cuisines), ("diets", m.diets),
                     ("seasons", m.seasons), ("tags", m.tags)]
        for (key, values) in lists { d[key] = terms(values) }
        d["servings"] = JSONValue(m.servings)
        d["prep"] = JSONValue(m.prepMinutes)
        d["cook"] = JSONValue(m.cookMinutes)
        d["total"] = JSONValue(m.totalMinutes)
        d["nutrition"] = list(m.nutrition.map { [JSONValue($0.key), JSONValue($0.value)] })
        if m.featured { d["featured"] = true }
        if m.draft { d["draft"] = true }
        d["extra"] = list(m.extra.map { [JSONValue($0.key), value($0.value)] })
        return d
    }

    /// Text as a string, a list as an array, a mapping as `{"map": [[key, value]]}` (in order, keys may repeat).
    private static func value(_ value: MetadataValue) -> JSONValue {
        switch value {
        case .text(let s): JSONValue(s)
        case .list(let items): .array(items.map(Self.value))
        case .map(let fields): ["map": .array(fields.map { [JSONValue($0.key), Self.value($0.value)] })]
        }
    }

    private static func ingredient(_ i: Ingredient) -> JSONValue {
        var d = compact([
            "n": JSONValue(i.name), "q": quantity(i.quantity), "w": JSONValue(i.quantityText), "u": JSONValue(i.unit),
            "o": JSONValue(i.note), "r": JSONValue(i.reference), "k": JSONValue(i.link),
        ])
        d["l"] = JSONValue(RecipeText.ingredientLine(i))
        // The Cooklang writer names an ingredient by its line only when the name is empty.
        if FrontMatterLines.oneLine(i.name).nonEmpty == nil { d["x"] = JSONValue(i.text) }
        return .object(d)
    }

    private static func block(_ recipe: Recipe, _ block: StepBlock, images: (Located<String>?) -> String?) -> JSONValue {
        switch block {
        case .note(let text): return JSONValue(text)
        case .step(let step):
            var d: [String: JSONValue] = ["i": .array(step.items.map(item))]
            if let hazards = step.adultHazards { d["a"] = JSONValue(hazards.map(\.rawValue)) }
            d["p"] = JSONValue(images(step.image))
            return .object(d)
        }
    }

    private static func item(_ item: StepItem) -> JSONValue {
        switch item {
        case .text(let text): JSONValue(text)
        case .ingredient(let i): ["i": JSONValue(i)]
        case .cookware(let i): ["w": JSONValue(i)]
        case .timer(let i): ["t": JSONValue(i)]
        }
    }

    /// `[low]`, `[low, high]`, `[low, high or null, 1]` for a fixed amount.
    private static func quantity(_ q: Quantity?) -> JSONValue? {
        guard let q else { return nil }
        if q.fixed { return [JSONValue(q.low), JSONValue(q.high) ?? .null, 1] }
        return q.high.map { [JSONValue(q.low), JSONValue($0)] } ?? [JSONValue(q.low)]
    }

    /// The fields that are present, as an object: written as a dictionary literal, put straight
    /// into one dictionary (no dictionary of optionals first; every ingredient of every page).
    private static func compact(_ fields: KeyValuePairs<String, JSONValue?>) -> [String: JSONValue] {
        var d: [String: JSONValue] = [:]
        d.reserveCapacity(fields.count + 2)
        for (key, value) in fields {
            if let value { d[key] = value }
        }
        return d
    }

    /// An array, or nothing for none.
    private static func list(_ values: [JSONValue]) -> JSONValue? {
        values.isEmpty ? nil : .array(values)
    }
}
