import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Reading schema.org values that come in many shapes: text or a number, one value or a
/// list, a string or an object with a `name`, `url` or `text`.
package enum JSONLDValues {
    /// The first text a value holds, raw.
    package static func string(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s): return s
        // As `NSNumber.stringValue` has them: `4`, `4.5`, `4.0`, `1e+20`.
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .array(let list): return list.lazy.compactMap(string).first
        case .object(let object):
            for key in ["name", "text", "@value", "url", "contentUrl"] { if let s = string(object[key]) { return s } }
            return nil
        case .bool, .null, nil: return nil
        }
    }

    /// Every text a value holds, raw, lists flattened.
    package static func strings(_ value: JSONValue?) -> [String] {
        if let list = value?.array { return list.flatMap(strings) }
        return string(value).map { [$0] } ?? []
    }

    /// Terms from `"a, b"` or `["a", "b"]`, cleaned.
    package static func terms(_ value: JSONValue?) -> [String] {
        strings(value).flatMap { $0.split(separator: ",") }.compactMap { ImportText.plain(String($0)).nonEmpty }.uniqued()
    }

    /// A picture's address: a string, an `ImageObject`, or the first of a list.
    package static func imageURL(_ value: JSONValue?, graph: JSONLDGraph) -> String? {
        switch graph.resolve(value) {
        case .string(let s): return s.trimmed.nonEmpty
        case .array(let list): return list.lazy.compactMap { imageURL($0, graph: graph) }.first
        case .object(let object):
            return ["url", "contentUrl", "@id"].lazy.compactMap { object[$0]?.string?.trimmed.nonEmpty }.first
        default: return nil
        }
    }

    /// People: `"Ada"`, `{"@type": "Person", "name": "Ada"}`, references, lists.
    package static func people(_ value: JSONValue?, graph: JSONLDGraph) -> String? {
        let list: [JSONValue?] = value?.array ?? [value]
        return list.compactMap { item -> String? in
            let resolved = graph.resolve(item)
            if let object = resolved?.object { return string(object["name"]).map(ImportText.plain)?.nonEmpty }
            return string(resolved).map(ImportText.plain)?.nonEmpty
        }.uniqued().joined(separator: ", ").nonEmpty
    }

    /// `recipeYield`: a whole number is servings (`4`, `"4"`, `"4 servings"`, `"Serves 4"`), anything else the yield.
    package static func yield(_ value: JSONValue?) -> (servings: Int?, yield: String?) {
        var servings: Int?
        var yield: String?
        for raw in strings(value) {
            let text = ImportText.plain(raw)
            if servings == nil, let n = servingsNumber(text) {
                servings = n
            } else if yield == nil, let t = text.nonEmpty, Int(t) == nil {
                yield = t
            }
        }
        return (servings, yield)
    }

    private static let servingWords = ["serving", "servings", "serves", "people", "persons", "portions", "portion",
                                       "personen", "portionen", "personnes", "porciones", "personer", "人份"]

    private static func servingsNumber(_ text: String) -> Int? {
        if let n = Int(text), n > 0, n < 10_000 { return n }
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard words.count == 2 else { return nil }
        if let n = Int(words[0]), servingWords.contains(words[1]), n > 0 { return n }
        if let n = Int(words[1]), servingWords.contains(words[0]), n > 0 { return n }
        return nil
    }

    /// schema.org `NutritionInformation` property → cookgen's nutrition key.
    package static let nutritionKeys: [(String, String)] = [
        ("calories", "calories"), ("proteinContent", "protein"), ("fatContent", "fat"),
        ("saturatedFatContent", "saturated_fat"), ("transFatContent", "trans_fat"), ("unsaturatedFatContent", "unsaturated_fat"),
        ("carbohydrateContent", "carbohydrates"), ("sugarContent", "sugar"), ("fiberContent", "fiber"),
        ("sodiumContent", "sodium"), ("cholesterolContent", "cholesterol"), ("servingSize", "serving_size"),
    ]
}
