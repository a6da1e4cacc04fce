import CookgenSupport
import CookgenModel
/// YAML front matter being written, line by line, every value quoted where it needs to be.
package struct FrontMatterLines {
    package private(set) var lines: [String] = []

    /// `key: value`; nothing when the value is nil or empty.
    package mutating func scalar(_ key: String, _ value: String?) {
        guard let value = value?.nonEmpty else { return }
        lines.append("\(key): \(YAMLText.scalar(Self.oneLine(value)))")
    }

    /// `key: [a, b]`, or `key: a` for one value; nothing for none.
    package mutating func list(_ key: String, _ values: [String]) {
        let items = values.compactMap { Self.oneLine($0).nonEmpty }
        guard !items.isEmpty else { return }
        lines.append(items.count == 1 ? "\(key): \(YAMLText.scalar(items[0]))" : "\(key): \(YAMLText.flowList(items))")
    }

    /// `key: |-` and the text indented under it.
    package mutating func block(_ key: String, _ text: String) {
        guard let text = text.nonEmpty else { return }
        lines.append("\(key): \(YAMLText.block(text))")
    }

    /// A line as given (nested lists and mappings).
    package mutating func raw(_ line: String) {
        lines.append(line)
    }

    /// The front matter between its `---` lines, with a newline at the end.
    package var text: String { "---\n" + lines.map { $0 + "\n" }.joined() + "---\n" }

    /// Line breaks and tabs as spaces: front-matter values are one line.
    package static func oneLine(_ text: String) -> String {
        // Most values have none: then the text is its own one line (the split below gives it back).
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return text }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
    }
}

package extension FrontMatterLines {
    /// Every metadata field of a recipe, in the order `docs/recipe-format.md` lists them.
    /// `slug:` is written only when the title would not give the same URL name.
    init(_ recipe: Recipe, image: String?) {
        let m = recipe.metadata
        let terms = { (values: [Located<String>]) in values.map(\.value) }
        scalar("title", m.title)
        if Slug(m.title) != recipe.slug { scalar("slug", recipe.slug.rawValue) }
        scalar("description", m.description)
        scalar("date", m.date?.iso)
        scalar("updated", m.updated?.iso)
        scalar("author", m.author)
        scalar("source", m.source)
        scalar("image", image)
        scalar("image_alt", m.imageAlt)
        list(m.categories.count > 1 ? "categories" : "category", terms(m.categories))
        list(m.courses.count > 1 ? "courses" : "course", terms(m.courses))
        list(m.cuisines.count > 1 ? "cuisines" : "cuisine", terms(m.cuisines))
        list("diet", terms(m.diets))
        list("season", terms(m.seasons))
        scalar("level", m.level?.value)
        list("tags", terms(m.tags))
        scalar("servings", m.servings.map(String.init))
        scalar("yield", m.yield)
        scalar("prep_time", m.prepMinutes.map { "\($0) min" })
        scalar("cook_time", m.cookMinutes.map { "\($0) min" })
        scalar("total_time", m.totalMinutes.map { "\($0) min" })
        if !m.nutrition.isEmpty {
            raw("nutrition:")
            for entry in m.nutrition { raw("  \(YAMLText.scalar(entry.key)): \(YAMLText.scalar(Self.oneLine(entry.value)))") }
        }
        if m.featured { raw("featured: true") }
        if m.draft { raw("draft: true") }
        scalar("locale", m.locale)
        cookLog(m.log)
        for field in m.extra { lines += Self.lines(key: field.key, field.value, indent: "") }
    }

    /// `log:` with one mapping per attempt, as `CookLogReader` reads it back.
    mutating func cookLog(_ log: [CookLogEntry]) {
        guard !log.isEmpty else { return }
        raw("log:")
        for entry in log {
            raw("  - date: \(entry.date.iso)")
            if let note = entry.note?.nonEmpty { raw("    note: \(YAMLText.scalar(Self.oneLine(note)))") }
            if let rating = entry.rating { raw("    rating: \(rating)") }
            if let photo = entry.photo?.value.nonEmpty { raw("    photo: \(YAMLText.scalar(Self.oneLine(photo)))") }
        }
    }

    /// `key: value` for metadata cookgen has no field for: text as a scalar or block, a list of
    /// texts as a flow list, anything deeper in block style, indented under its key.
    static func lines(key: String, _ value: MetadataValue, indent: String) -> [String] {
        let head = indent + YAMLText.scalar(key) + ":"
        switch value {
        case .text(let s): return [head + " " + YAMLText.block(s, indent: indent + "  ")]
        case .list(let items) where items.allSatisfy({ $0.text != nil }): return [head + " " + YAMLText.flowList(items.compactMap(\.text))]
        case .map(let fields) where fields.isEmpty: return [head + " {}"]
        case .list(let items): return [head] + items.flatMap { itemLines($0, indent: indent + "  ") }
        case .map(let fields): return [head] + fields.flatMap { lines(key: $0.key, $0.value, indent: indent + "  ") }
        }
    }

    /// One `- item` of a block list; a list or mapping item starts on the line after its dash.
    private static func itemLines(_ item: MetadataValue, indent: String) -> [String] {
        switch item {
        case .text(let s): return [indent + "- " + YAMLText.block(s, indent: indent + "  ")]
        case .list(let items) where items.allSatisfy({ $0.text != nil }): return [indent + "- " + YAMLText.flowList(items.compactMap(\.text))]
        case .map(let fields) where fields.isEmpty: return [indent + "- {}"]
        case .list(let items): return [indent + "-"] + items.flatMap { itemLines($0, indent: indent + "  ") }
        case .map(let fields): return [indent + "-"] + fields.flatMap { lines(key: $0.key, $0.value, indent: indent + "  ") }
        }
    }

    /// `components:` as `- recipe: …` items with their amounts.
    mutating func components(_ components: [Component]) {
        guard !components.isEmpty else { return }
        raw("components:")
        for c in components {
            raw("  - recipe: \(YAMLText.scalar(Self.oneLine(c.target)))")
            if let q = c.quantity {
                let amount = [q.exactText(), c.unit].compactMap { $0?.nonEmpty }.joined(separator: " ")
                raw("    amount: \(YAMLText.scalar(amount))")
            }
        }
    }
}
