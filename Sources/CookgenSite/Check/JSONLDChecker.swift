import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// The schema.org fields a recipe page needs for rich results: `name`, `image`,
/// `recipeIngredient` and `recipeInstructions`. Each missing one is a warning at the recipe.
package enum JSONLDChecker {
    package static func check(files: [String: Data], index: SiteIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for recipe in index.recipes {
            guard let data = files[SiteURLs.recipe(recipe.slug)] else { continue }
            let html = String(decoding: data, as: UTF8.self)
            let block = HTMLTags.scan(html).first { $0.name == "script" && $0.value("type") == "application/ld+json" }
            guard let json = block?.rawText, let object = HTMLPage.parseJSON(json)?.object else {
                diagnostics.append(.warning("jsonld-missing", "the recipe page has no schema.org JSON-LD", at: recipe.metadata.location,
                                            hint: "keep {{{page.jsonLD}}} in the theme's layout.mustache"))
                continue
            }
            diagnostics += missingFields(object, recipe: recipe)
        }
        return diagnostics
    }

    private static func missingFields(_ object: [String: JSONValue], recipe: Recipe) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let at = recipe.metadata.location
        func present(_ key: String) -> Bool {
            switch object[key] {
            case .string(let s): return !s.trimmed.isEmpty
            case .array(let a): return !a.isEmpty
            case .some: return true
            case .none: return false
            }
        }
        if !present("name") {
            found.append(.warning("jsonld-name", "the recipe's JSON-LD has no name", at: at, hint: "give the recipe a title"))
        }
        // A picture that is written but not found is already reported at its own line.
        if !present("image"), recipe.metadata.image == nil {
            found.append(.warning("jsonld-image", "the recipe has no picture, which search engines require for recipe results",
                                  at: at, hint: "add 'image: …' to the front matter"))
        }
        if !present("recipeIngredient") {
            found.append(.warning("jsonld-ingredients", "the recipe has no ingredients", at: at,
                                  hint: "add a '## Ingredients' list or 'ingredients:' to the front matter"))
        }
        if !present("recipeInstructions") {
            found.append(.warning("jsonld-instructions", "the recipe has no steps", at: at,
                                  hint: "add a '## Steps' list or 'directions:' to the front matter"))
        }
        return found
    }
}
