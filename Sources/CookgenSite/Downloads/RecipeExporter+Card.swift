import CookgenSupport
import CookgenTemplate
import CookgenModel
import CookgenContent
import Foundation

package extension RecipeExporter {
    /// The stand-alone HTML card: the theme's `export.mustache` with the stylesheet inlined,
    /// pictures as `data:` URLs, the JSON-LD, and the model (so `cookgen import` gets back
    /// every detail); then every reference to another file is removed.
    func card(_ recipe: Recipe, images: inout EmbeddedImages, prepared: PreparedRecipe? = nil) -> String {
        guard let theme, canExportHTML else { return "" }
        let m = recipe.metadata
        var view = prepared?.view ?? views.recipeView(recipe, pagePath: SiteURLs.recipe(recipe.slug))
        view.image = images.url(for: m.image).map { ImageView(src: $0, alt: m.imageAlt ?? m.title) }
        var steps = recipe.steps.makeIterator()
        for s in view.stepSections.indices {
            for k in view.stepSections[s].steps.indices {
                let src = steps.next().flatMap { images.url(for: $0.image) }
                let alt = view.stepSections[s].steps[k].image?.alt ?? ""
                view.stepSections[s].steps[k].image = src.map { ImageView(src: $0, alt: alt) }
            }
        }
        // Links to other pages of the site would lead nowhere in a file on its own.
        for g in view.ingredientGroups.indices {
            for i in view.ingredientGroups[g].items.indices {
                view.ingredientGroups[g].items[i].url = nil
                view.ingredientGroups[g].items[i].link = nil
            }
        }
        view.uses = []
        view.usedBy = []
        view.hasUses = false
        view.hasUsedBy = false
        let config = index.config
        let site = CardSiteView(title: config.title.nonEmpty, language: config.language, author: config.author.nonEmpty)
        let context = CardPageView(
            site: site, t: theme.stringsValue, recipe: view, stylesheet: stylesheetMarker,
            jsonLD: JSONWriter.script(jsonLD(recipe, embed: true, links: .folder(index.contentRoot),
                                                                    images: &images, base: prepared?.jsonLD)),
            model: Self.inertJSON(JSONWriter.script(RecipeJSON.object(recipe))),
            fileName: recipe.slug.rawValue + ".html")
        let html = theme.render("export", context) ?? ""
        // The stylesheet goes in after the pass: it is inert already (`CSSText.inlineSafe`, no `</`
        // inside), and copying and scanning ~40 KB of CSS for every card is wasted work.
        var bytes = Array(StandaloneHTML.make(html, allowedLink: view.source?.url).utf8)
        if let marker = ByteSearch.firstRange(of: stylesheetMarker, in: bytes) { bytes.replaceSubrange(marker, with: stylesheet.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON whose strings never spell `javascript:` (`\u003a` for the colon): the model keeps
    /// text as written, links included, and the card must not carry a script URL in any form.
    static func inertJSON(_ json: String) -> String {
        guard mentionsJava(json) else { return json }
        var out = json
        var search = out.startIndex
        while let found = out.range(of: "javascript:", options: .caseInsensitive, range: search..<out.endIndex) {
            let colon = out.index(before: found.upperBound)
            out.replaceSubrange(colon..<found.upperBound, with: "\\u003a")
            search = out.index(colon, offsetBy: 6)
        }
        return out
    }

    /// Whether the text holds `java` in ASCII letters of any case. Foundation's case-insensitive
    /// search takes no other character for `j`, `a` or `v`, so without it there is no `javascript:`
    /// to find, and every recipe page is spared a Foundation search through its whole model.
    static func mentionsJava(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard bytes.count >= 4 else { return false }
            for i in 0...(bytes.count - 4) where bytes[i] | 0x20 == UInt8(ascii: "j") {
                if bytes[i + 1] | 0x20 == UInt8(ascii: "a"), bytes[i + 2] | 0x20 == UInt8(ascii: "v"), bytes[i + 3] | 0x20 == UInt8(ascii: "a") {
                    return true
                }
            }
            return false
        }
    }
}
