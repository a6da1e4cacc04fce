import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Paprika's `.paprikarecipe`: one gzip-compressed JSON object per recipe (a
/// `.paprikarecipes` export is a zip of them). Ingredients and directions are newline-separated
/// text, times free text, the picture base64 in `photo_data`, more pictures in `photos`.
package enum PaprikaReader {
    /// Whether a JSON object has Paprika's shape.
    package static func matches(_ object: [String: JSONValue]) -> Bool {
        object["name"] != nil && object["ingredients"]?.string != nil && object["directions"] != nil
            && (object["uid"] != nil || object["photo_data"] != nil || object["hash"] != nil || object["nutritional_info"] != nil)
    }

    private static let mapped: Set<String> = [
        "name", "ingredients", "directions", "notes", "servings", "prep_time", "cook_time", "total_time", "source",
        "source_url", "categories", "rating", "difficulty", "nutritional_info", "created", "photo_data", "photos",
        "description", "image_url", "photo", "photo_large", "photo_hash", "hash", "uid", "in_trash", "scale", "on_favorites",
    ]

    /// The recipe of one decoded entry.
    package static func recipe(_ o: [String: JSONValue], entry: String, limits: ImportLimits) -> (ImportedRecipe, [Diagnostic]) {
        let s = { (key: String) in JSONLDValues.string(o[key]) }
        var b = AppRecipeBuilder(title: s("name"), entry: entry, limits: limits)
        b.recipe.metadata.description = b.line(s("description"))
        b.ingredients(b.lines(s("ingredients")))
        b.steps(text: s("directions"))
        b.note(s("notes"))
        b.yield(s("servings"))
        b.recipe.metadata.prepMinutes = b.minutes(s("prep_time"), key: "prep_time")
        b.recipe.metadata.cookMinutes = b.minutes(s("cook_time"), key: "cook_time")
        b.recipe.metadata.totalMinutes = b.minutes(s("total_time"), key: "total_time")
        b.source(url: s("source_url"), name: s("source"))
        b.recipe.metadata.categories = b.terms(JSONLDValues.strings(o["categories"]))
        if let level = b.line(s("difficulty")) { b.recipe.metadata.level = Located(level.lowercased(), at: SourceLocation(file: entry)) }
        b.recipe.metadata.date = AppRecipeBuilder.date(s("created"))
        b.rating(o["rating"]?.int, date: b.recipe.metadata.date, app: "Paprika")
        if o["on_favorites"]?.bool == true || o["on_favorites"]?.int == 1 { b.recipe.metadata.featured = true }
        // Free text with one nutrient per line: `Calories: 200`, `Fat 12 g`.
        if let info = s("nutritional_info") {
            let lines = b.lines(info)
            let parsed = lines.compactMap(nutrient)
            if parsed.count == lines.count { b.nutrition(parsed) } else { b.keep("nutritional_info", .list(lines.map(MetadataValue.text))) }
        }
        for key in o.keys.sorted() where !mapped.contains(key) {
            if let text = s(key), o[key]?.object == nil, o[key]?.array == nil { b.keep(key, text: text) }
        }
        var imported = b.finished(entry: entry)
        pictures(o, into: &imported)
        var diagnostics = b.diagnostics
        if imported.picturesMissing > 0 {
            diagnostics.append(.warning("import-image", "'\(imported.recipe.title)' has \(imported.picturesMissing) picture(s) named but not in the export; they were left out",
                                        at: SourceLocation(file: entry), hint: "export again with photos, or add the picture beside the written recipe"))
        }
        return (imported, diagnostics)
    }

    /// `photo_data` becomes the recipe's picture; `photos` are kept beside it, listed under `photos:`.
    private static func pictures(_ o: [String: JSONValue], into imported: inout ImportedRecipe) {
        if let base64 = o["photo_data"]?.string?.nonEmpty {
            if let bytes = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) {
                imported.pictures["photo"] = bytes
                imported.recipe.metadata.image = Located("photo", at: SourceLocation(file: imported.entry))
                if let url = o["image_url"]?.string?.trimmed, ImageResolver.isWebURL(url) {
                    imported.recipe.metadata.extra.append(MetadataField(key: "image_url", value: .text(url), location: SourceLocation(file: imported.entry)))
                }
            } else {
                imported.picturesMissing += 1
            }
        } else if let url = o["image_url"]?.string?.trimmed, ImageResolver.isWebURL(url) {
            imported.recipe.metadata.image = Located(url, at: SourceLocation(file: imported.entry))
        } else if o["photo"]?.string?.nonEmpty != nil {
            imported.picturesMissing += 1
        }
        var names: [MetadataValue] = []
        for (n, photo) in (o["photos"]?.array ?? []).compactMap(\.object).enumerated() {
            guard let base64 = photo["data"]?.string, let bytes = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                imported.picturesMissing += 1
                continue
            }
            let key = "photos/\(n + 1)"
            imported.pictures[key] = bytes
            names.append(.text(key))
        }
        if !names.isEmpty {
            imported.recipe.metadata.extra.append(MetadataField(key: "photos", value: .list(names), location: SourceLocation(file: imported.entry)))
        }
    }

    /// `Calories: 200 kcal` / `Protein 9 g` → a nutrition entry with cookgen's key.
    private static func nutrient(_ line: String) -> (key: String, value: String?)? {
        let parts = line.split(maxSplits: 1, whereSeparator: { $0 == ":" })
        let (label, value): (String, String)
        if parts.count == 2 {
            (label, value) = (String(parts[0]), String(parts[1]).trimmed)
        } else if let digit = line.firstIndex(where: \.isNumber) {
            (label, value) = (String(line[..<digit]), String(line[digit...]).trimmed)
        } else {
            return nil
        }
        let key = label.trimmed.lowercased()
        let known: [String: String] = [
            "calories": "calories", "energy": "calories", "fat": "fat", "total fat": "fat", "saturated fat": "saturated_fat",
            "protein": "protein", "carbohydrates": "carbohydrates", "carbs": "carbohydrates", "total carbohydrate": "carbohydrates",
            "sugar": "sugar", "sugars": "sugar", "fiber": "fiber", "fibre": "fiber", "dietary fiber": "fiber",
            "sodium": "sodium", "salt": "salt", "cholesterol": "cholesterol",
        ]
        guard let mapped = known[key], !value.isEmpty else { return nil }
        return (mapped, value)
    }
}
