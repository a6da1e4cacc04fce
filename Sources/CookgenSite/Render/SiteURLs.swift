import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Where every page lives. Paths are relative to the site root; `href` forms are
/// percent-encoded so non-ASCII slugs and file names work as links.
public enum SiteURLs {
    /// `recipes/pancakes.html`
    public static func recipe(_ slug: Slug) -> String { "recipes/\(slug.rawValue).html" }
    /// `recipes/index.html`
    public static let allRecipes = "recipes/index.html"
    /// `diets/index.html`
    public static func taxonomy(_ kind: TaxonomyKind) -> String { "\(kind.folder)/index.html" }
    /// `diets/vegan.html`
    public static func term(_ kind: TaxonomyKind, _ slug: Slug) -> String { "\(kind.folder)/\(slug.rawValue).html" }
    /// `about.html`
    public static let about = "about.html"
    /// `search.html`
    public static let search = "search.html"
    /// `favourites.html`
    public static let favourites = "favourites.html"
    /// `shopping-list.html`
    public static let shoppingList = "shopping-list.html"
    /// `plans/index.html`
    public static let plans = "plans/index.html"
    /// `plans/week-1.html`
    public static func plan(_ slug: Slug) -> String { "plans/\(slug.rawValue).html" }
    /// `profile.html`
    public static let profile = "profile.html"
    /// `404.html`
    public static let notFound = "404.html"
    /// `feed.xml`
    public static let feed = "feed.xml"
    /// `sitemap.xml`
    public static let sitemap = "sitemap.xml"

    /// A path as it goes into an `href` or `src`: each segment percent-encoded; a web URL as written.
    public static func href(_ path: String) -> String {
        if isRemote(path) { return path }
        // Most paths (slugs) need no escape at all: checked byte by byte, without Foundation.
        if path.utf8.allSatisfy({ $0 < 0x80 && asciiAllowed[Int($0)] }) { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// An absolute URL under the base URL; empty when there is no base URL. A web URL (a remote
    /// picture) is absolute already.
    public static func absolute(_ path: String, base: String) -> String {
        if isRemote(path) { return path }
        guard !base.isEmpty else { return "" }
        let b = base.hasSuffix("/") ? base : base + "/"
        let p = href(path)
        return b + (p == "index.html" ? "" : p)
    }

    /// `https://…` or `http://…`, in any case: a web address used as written, never under the site root.
    public static func isRemote(_ path: String) -> Bool {
        // Most paths are not: those that do not start with an h are known without making a string.
        guard let first = path.utf8.first, first | 0x20 == UInt8(ascii: "h") else { return false }
        let lower = path.prefix(8).lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// `../` per folder level of an output path.
    public static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// The ASCII characters `href` leaves as they are: `segmentAllowed`'s, and the `/` between segments.
    private static let asciiAllowed: [Bool] = (0..<128).map { byte in
        byte == 0x2F || segmentAllowed.contains(Unicode.Scalar(UInt8(byte)))
    }

    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/?#;")
        return set
    }()
}
