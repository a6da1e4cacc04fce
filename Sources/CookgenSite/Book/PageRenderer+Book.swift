import CookgenSupport
import CookgenModel

extension PageRenderer {
    /// `book.html` when the theme has `book.mustache`: the cover and the book's plan; the page's
    /// script (book.js) loads each chosen recipe's data and lays out contents, recipes and index.
    /// The page carries a few bytes per recipe (positions in lists), never a recipe's content.
    package func bookPage() -> PageSpec? {
        guard theme.templateNames.contains("book"), let book = try? BookBuilder(index: index, labels: views.labels).book(withIndex: false) else {
            return nil
        }
        let view = BookPageView(
            coverImage: book.coverImage.map { SiteURLs.isRemote($0) ? $0 : SiteURLs.href($0) },
            date: book.date.map(views.labels.date), dateISO: book.date?.iso,
            data: BookPlan.script(book, index: index, views: views))
        return page("book", path: SiteURLs.book, title: views.labels["book_title", default: "The book"], kind: "book", .book(view))
    }
}

extension SiteURLs {
    /// The whole cookbook as a printable book.
    public static let book = "book.html"
}

/// The book's plan for the browser: recipes by position in `slugs`, so each recipe costs a few bytes.
package enum BookPlan {
    /// Above this many recipes the page asks for a chapter (or `?all`) before it puts the book
    /// together: measured in headless Chromium, the whole book of 1,000 generated recipes is ready
    /// in 2.4 s (3.4 MB of data), of 10,000 in 34 s (33 MB, 665,000 elements, about 11,000 pages).
    package static let askAbove = 1000

    /// `json` written as script-safe JSON (`JSONWriter.script`), the same bytes, without making
    /// the tree of values first: at 100,000 recipes its lists of positions were 25 MB of values,
    /// made while the other list pages are.
    package static func script(_ book: Book, index: SiteIndex, views: ViewBuilder) -> String {
        let labels = views.labels
        let slugs = book.entries.map(\.recipe.slug)
        // Each recipe's place, looked up for every term's and plan's recipes (`StringNumbers`: the first place of a slug, as before).
        let places = StringNumbers(slugs.map(\.rawValue))
        let position = { (slug: Slug) in places.number(of: slug.rawValue) }
        var out: [UInt8] = []
        out.reserveCapacity(64 + slugs.count * 48)
        func key(_ name: String, first: Bool = false) {
            if !first { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendScript(.string(name), to: &out)
            out.append(UInt8(ascii: ":"))
        }
        func numbers(_ list: some Sequence<Int>) {
            out.append(UInt8(ascii: "["))
            var first = true
            for n in list {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                JSONWriter.appendInt(n, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        /// `[{"name":…,"r":[…],"slug":…}, …]` (keys in the order `JSONWriter` sorts them).
        func named(_ items: [(name: String, positions: [Int], slug: String)]) {
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "{"))
                key("name", first: true)
                JSONWriter.appendScript(.string(item.name), to: &out)
                key("r")
                numbers(item.positions)
                key("slug")
                JSONWriter.appendScript(.string(item.slug), to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        func terms(_ kind: TaxonomyKind) {
            named(index.taxonomy(kind).terms.map { (labels.termName($0, kind: kind), $0.recipes.compactMap(position), $0.slug.rawValue) })
        }
        out.append(UInt8(ascii: "{"))
        key("ask", first: true)
        out.append(contentsOf: String(askAbove).utf8)
        key("categories")
        terms(.categories)
        key("chapters")
        out.append(UInt8(ascii: "["))
        var start = 0
        for (n, chapter) in book.chapters.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            key("name", first: true)
            JSONWriter.appendScript(.string(chapter.name), to: &out)
            key("r")
            numbers(start..<start + chapter.entries.count)
            out.append(UInt8(ascii: "}"))
            start += chapter.entries.count
        }
        out.append(UInt8(ascii: "]"))
        key("diets")
        terms(.diets)
        key("labels")
        JSONWriter.appendScript(.object(labelStrings(labels, views: views)), to: &out)
        key("plans")
        named(index.plans.map { ($0.plan.title, $0.entries.map(\.slug).uniqued().compactMap(position), $0.plan.slug.rawValue) })
        key("seasons")
        terms(.seasons)
        key("slugs")
        out.append(UInt8(ascii: "["))
        for (n, slug) in slugs.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendScript(.string(slug.rawValue), to: &out)
        }
        out.append(UInt8(ascii: "]"))
        key("tags")
        terms(.tags)
        key("title")
        JSONWriter.appendScript(.string(book.title), to: &out)
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// The strings the book's script shows.
    private static func labelStrings(_ labels: Labels, views: ViewBuilder) -> [String: JSONValue] {
        let keys = ["book_contents", "book_index", "book_more_recipes", "book_empty", "book_large", "book_large_all", "ingredients", "steps", "notes", "uses", "used_by",
                    "nutrition", "nutrition_per_serving", "yield", "tax_diets", "tax_seasons", "js_servings", "js_servings_one"]
        var strings: [String: JSONValue] = [:]
        for key in keys { if let value = labels.strings[key] { strings[key] = JSONValue(value) } }
        // Nutrients by the keys the recipe data uses (`energy`, `fibre`).
        for nutrient in Nutrient.allCases { strings["nutrient_" + nutrient.key] = JSONValue(views.nutrientLabel(nutrient)) }
        return strings
    }

    /// The plan as values (what `script` writes): for tests.
    package static func json(_ book: Book, index: SiteIndex, views: ViewBuilder) -> JSONValue {
        let labels = views.labels
        let slugs = book.entries.map(\.recipe.slug)
        let position = Dictionary(slugs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func positions(_ list: [Slug]) -> JSONValue { JSONValue(list.compactMap { position[$0] }) }
        func terms(_ kind: TaxonomyKind) -> JSONValue {
            .array(index.taxonomy(kind).terms.map { ["slug": JSONValue($0.slug.rawValue), "name": JSONValue(labels.termName($0, kind: kind)), "r": positions($0.recipes)] })
        }
        var chapters: [JSONValue] = []
        var start = 0
        for chapter in book.chapters {
            chapters.append(["name": JSONValue(chapter.name), "r": JSONValue(Array(start..<start + chapter.entries.count))])
            start += chapter.entries.count
        }
        let plans = index.plans.map { plan -> JSONValue in
            ["slug": JSONValue(plan.plan.slug.rawValue), "name": JSONValue(plan.plan.title), "r": positions(plan.entries.map(\.slug).uniqued())]
        }
        let strings = labelStrings(labels, views: views)
        return [
            "title": JSONValue(book.title), "slugs": JSONValue(slugs.map(\.rawValue)), "chapters": .array(chapters),
            "categories": terms(.categories), "tags": terms(.tags), "diets": terms(.diets), "seasons": terms(.seasons),
            "plans": .array(plans), "labels": .object(strings), "ask": JSONValue(askAbove),
        ]
    }
}
