import CookgenSupport
import CookgenModel
import CookgenContent
/// The Atom feed: the newest recipes first. Deterministic: `updated` is the newest recipe's date, not the build time.
///
/// RFC 4287 wants every `<id>` to be an absolute IRI, and allows links relative to the feed's own
/// address. With a base URL, ids and links are the pages' absolute URLs; without one, links are
/// relative and ids are `urn:uuid:` names made from the site's title and each recipe's slug, so
/// the feed stays valid (and its ids stable) wherever it is served from.
package enum AtomFeed {
    /// How many recipes the feed carries.
    package static let limit = 50

    package static func xml(index: SiteIndex, views: ViewBuilder, baseURL: String) -> String {
        let config = index.config
        // Newest first, then by slug; each recipe's day worked out once, not at every comparison.
        let dated = index.recipes.compactMap { recipe in recipe.metadata.date.map { (day: index.modified(recipe) ?? $0, recipe: recipe) } }
            .sorted { ($0.day, $1.recipe.slug) > ($1.day, $0.recipe.slug) }
        let recipes = dated.prefix(limit).map(\.recipe)
        let newest = dated.first?.day
        let siteURL = SiteURLs.absolute("index.html", base: baseURL).nonEmpty ?? "index.html"
        let siteID = baseURL.isEmpty ? NameUUID.urn("cookgen-site:" + config.title) : siteURL
        var x = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(e(config.language))\">\n"
        x += "  <title>\(e(config.title))</title>\n"
        if let subtitle = config.description.nonEmpty { x += "  <subtitle>\(e(subtitle))</subtitle>\n" }
        x += "  <id>\(e(siteID))</id>\n"
        x += "  <link href=\"\(e(siteURL))\"/>\n"
        if let feedURL = SiteURLs.absolute(SiteURLs.feed, base: baseURL).nonEmpty { x += "  <link rel=\"self\" href=\"\(e(feedURL))\"/>\n" }
        x += "  <updated>\(timestamp(newest))</updated>\n"
        x += "  <author><name>\(e(config.author.nonEmpty ?? config.title))</name></author>\n"
        x += "  <generator>cookgen</generator>\n"
        for recipe in recipes { x += entry(recipe, views: views, baseURL: baseURL) }
        return x + "</feed>\n"
    }

    private static func entry(_ recipe: Recipe, views: ViewBuilder, baseURL: String) -> String {
        let m = recipe.metadata
        let path = SiteURLs.recipe(recipe.slug)
        let url = SiteURLs.absolute(path, base: baseURL).nonEmpty ?? SiteURLs.href(path)
        let id = baseURL.isEmpty ? NameUUID.urn("cookgen-recipe:" + recipe.slug.rawValue) : url
        var x = "  <entry>\n    <title>\(e(m.title))</title>\n"
        x += "    <id>\(e(id))</id>\n    <link href=\"\(e(url))\"/>\n"
        x += "    <published>\(timestamp(m.date))</published>\n"
        x += "    <updated>\(timestamp(views.index.modified(recipe) ?? m.date))</updated>\n"
        if let author = m.author { x += "    <author><name>\(e(author))</name></author>\n" }
        for category in m.categories { x += "    <category term=\"\(e(category.value))\"/>\n" }
        if let summary = m.description { x += "    <summary>\(e(summary))</summary>\n" }
        return x + "  </entry>\n"
    }

    private static func timestamp(_ date: CalendarDate?) -> String {
        (date?.iso ?? "1970-01-01") + "T00:00:00Z"
    }

    private static func e(_ s: String) -> String { HTML.escape(s) }
}

/// `sitemap.xml`: absolute URLs under the base URL. Written only when there is a base URL
/// (sitemaps.org does not allow relative ones).
package enum Sitemap {
    package static func xml(paths: [String], baseURL: String) -> String {
        var x = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            let url = SiteURLs.absolute(path, base: baseURL)
            x += "  <url><loc>\(HTML.escape(url))</loc></url>\n"
        }
        return x + "</urlset>\n"
    }
}

/// A name-based UUID (RFC 9562 version 8: the bits come from a hash of the name) as a
/// `urn:uuid:` IRI: the same name always gives the same id. Not for security.
package enum NameUUID {
    package static func urn(_ name: String) -> String {
        var high = FNVHash()
        high.add("high:" + name)
        var low = FNVHash()
        low.add("low:" + name)
        // Version 8 in the top nibble of byte 6, variant 10 in the top bits of byte 8.
        let a = high.value & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_8000
        let b = low.value & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        let hex = hex16(a) + hex16(b)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    private static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
