import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Recipe Keeper's export: `recipes.html` with one `recipe-details` block per recipe, its
/// values in `itemprop` microdata (`meta` contents or element text), pictures in `images/`.
package enum RecipeKeeperReader {
    /// Whether a page is a Recipe Keeper export.
    package static func matches(_ html: String) -> Bool {
        html.range(of: "itemprop=\"recipeIngredients\"", options: .caseInsensitive) != nil
            || html.range(of: "class=\"recipe-details\"", options: .caseInsensitive) != nil
    }

    /// Every recipe of the page; each `image` is the picture's path as written (relative to the page).
    package static func recipes(_ html: String, entry: String, limits: ImportLimits) -> ([ImportedRecipe], [Diagnostic]) {
        let bytes = Array(html.utf8)
        let tags = HTMLTags.scan(html)
        let starts = tags.indices.filter { tags[$0].value("class")?.split(separator: " ").contains("recipe-details") == true }
        var recipes: [ImportedRecipe] = []
        var diagnostics: [Diagnostic] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : tags.count
            let name = "\(entry) (recipe \(n + 1))"
            let limit = end < tags.count ? tags[end].range.lowerBound : bytes.count
            let (recipe, found) = read(Microdata(tags: tags[start..<end], bytes: bytes, end: limit), entry: name, limits: limits)
            recipes.append(recipe)
            diagnostics += found
        }
        return (recipes, diagnostics)
    }

    private static func read(_ m: Microdata, entry: String, limits: ImportLimits) -> (ImportedRecipe, [Diagnostic]) {
        var b = AppRecipeBuilder(title: m.text("name"), entry: entry, limits: limits)
        b.ingredients(b.lines(m.html("recipeIngredients")))
        b.steps(text: m.html("recipeDirections"))
        b.note(m.html("recipeNotes"))
        b.yield(m.text("recipeYield"))
        b.recipe.metadata.prepMinutes = b.minutes(m.text("prepTime"), key: "prep_time")
        b.recipe.metadata.cookMinutes = b.minutes(m.text("cookTime"), key: "cook_time")
        b.recipe.metadata.courses = b.terms(m.texts("recipeCourse"))
        b.recipe.metadata.categories = b.terms(m.texts("recipeCategory"))
        let collections = m.texts("recipeCollection").compactMap { b.line($0) }
        if !collections.isEmpty { b.keep("collections", .list(collections.map(MetadataValue.text))) }
        let source = m.text("recipeSource")
        b.source(url: source, name: source)
        b.rating(m.text("recipeRating").flatMap { Int($0.trimmed) }, date: nil, app: "Recipe Keeper")
        if m.text("recipeIsFavourite")?.lowercased() == "true" { b.recipe.metadata.featured = true }
        let nutrients = [("recipeNutServingSize", "serving_size"), ("recipeNutCalories", "calories"), ("recipeNutTotalFat", "fat"),
                         ("recipeNutSaturatedFat", "saturated_fat"), ("recipeNutCholesterol", "cholesterol"), ("recipeNutSodium", "sodium"),
                         ("recipeNutTotalCarbohydrate", "carbohydrates"), ("recipeNutDietaryFiber", "fiber"), ("recipeNutSugars", "sugar"),
                         ("recipeNutProtein", "protein")]
        b.nutrition(nutrients.map { ($0.1, m.text($0.0)) })
        var imported = b.finished(entry: entry)
        let photos = m.pictures
        if let first = photos.first { imported.recipe.metadata.image = Located(first, at: SourceLocation(file: entry)) }
        if photos.count > 1 {
            imported.recipe.metadata.extra.append(MetadataField(key: "photos", value: .list(photos.dropFirst().map(MetadataValue.text)),
                                                                location: SourceLocation(file: entry)))
        }
        return (imported, b.diagnostics)
    }
}

/// The `itemprop` values of one block of a page.
private struct Microdata {
    let tags: ArraySlice<HTMLTag>
    let bytes: [UInt8]
    /// Where the next block starts: no element of this block reaches past it.
    let end: Int

    /// Every value of a property: a `meta`'s content, else the element's text.
    func texts(_ property: String) -> [String] {
        tags.filter { $0.value("itemprop") == property }.compactMap { tag in
            if let content = tag.value("content") { return content }
            return inner(tag).map(ImportText.plain)
        }
    }

    func text(_ property: String) -> String? { texts(property).first { !$0.trimmed.isEmpty } }

    /// The inner HTML of the first element with the property (block tags become lines later).
    func html(_ property: String) -> String? {
        tags.first { $0.value("itemprop") == property }.flatMap(inner)
    }

    /// Picture paths: the recipe's `img` elements, in order, without repeats.
    var pictures: [String] {
        tags.filter { $0.name == "img" }.compactMap { $0.value("src")?.trimmed.nonEmpty }.uniqued()
    }

    /// The bytes between the element's start tag and its matching end tag (same-name elements nest).
    private func inner(_ tag: HTMLTag) -> String? {
        let open = Array("<\(tag.name)".utf8)
        let close = Array("</\(tag.name)".utf8)
        var depth = 1
        var i = tag.range.upperBound
        while i < end {
            if bytes[i] == UInt8(ascii: "<") {
                if matches(close, at: i) {
                    depth -= 1
                    if depth == 0 { return String(decoding: bytes[tag.range.upperBound..<i], as: UTF8.self) }
                } else if matches(open, at: i), i + open.count < bytes.count, !isNameByte(bytes[i + open.count]) {
                    depth += 1
                }
            }
            i += 1
        }
        return String(decoding: bytes[tag.range.upperBound..<max(end, tag.range.upperBound)], as: UTF8.self)
    }

    private func matches(_ needle: [UInt8], at i: Int) -> Bool {
        guard i + needle.count <= bytes.count else { return false }
        for k in 0..<needle.count where bytes[i + k] | 0x20 != needle[k] | 0x20 { return false }
        return true
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
