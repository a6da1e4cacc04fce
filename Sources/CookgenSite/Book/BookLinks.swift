import CookgenSupport
import CookgenModel
import Foundation

/// Where the parts of a book are, from inside it: anchors in the one-file book, files in an EPUB;
/// and what a picture becomes (embedded, packed beside, or left out).
package struct BookLinks: Sendable {
    /// The link to recipe number `n`.
    package var recipe: @Sendable (Int) -> String
    /// The link to chapter number `n`.
    package var chapter: @Sendable (Int) -> String
    /// The link to the index.
    package var index: String
    /// The `src` for a picture given as a site asset path or a web address; nil leaves it out.
    package var image: @Sendable (String) -> String?

    package init(recipe: @escaping @Sendable (Int) -> String, chapter: @escaping @Sendable (Int) -> String, index: String,
                 image: @escaping @Sendable (String) -> String?) {
        self.recipe = recipe
        self.chapter = chapter
        self.index = index
        self.image = image
    }

    /// Anchors in one document; pictures through `image`.
    package static func oneFile(image: @escaping @Sendable (String) -> String?) -> BookLinks {
        BookLinks(recipe: { "#r-\($0)" }, chapter: { "#ch-\($0)" }, index: "#book-index", image: image)
    }

    /// Rewrites the links and pictures inside HTML the site made for a page at its root: a link to a
    /// recipe in the book goes to its number, other links inside the site are dropped (their text
    /// stays), web links stay; pictures go through `image`.
    package func rewrite(_ html: String, numbers: [Slug: Int]) -> String {
        var out = rewriteAttribute("href", in: html) { value in
            if value.hasPrefix("#") || value.contains(":") { return value }
            let path = value.removingPercentEncoding ?? value
            if path.hasPrefix("recipes/"), path.hasSuffix(".html"),
               let n = numbers[Slug(rawValue: String(path.dropFirst("recipes/".count).dropLast(".html".count)))] {
                return recipe(n)
            }
            return nil
        }
        out = rewriteAttribute("src", in: out) { value in
            image(value.contains(":") ? value : (value.removingPercentEncoding ?? value))
        }
        return out
    }

    /// Each ` name="value"` in `html` replaced by what `change` answers (nil: the attribute goes).
    /// The values are ones the build wrote, so they are quoted with `"` and escaped.
    private func rewriteAttribute(_ name: String, in html: String, _ change: (String) -> String?) -> String {
        let marker = " \(name)=\""
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: marker), let end = rest[start.upperBound...].firstIndex(of: "\"") {
            out += rest[..<start.lowerBound]
            let value = HTMLEntities.decode(String(rest[start.upperBound..<end]))
            if let changed = change(value) { out += marker + HTML.escape(changed) + "\"" }
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}
