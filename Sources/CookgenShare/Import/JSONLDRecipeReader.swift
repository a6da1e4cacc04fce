import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// Turns a schema.org `Recipe` node into cookgen's model. Every text is treated as hostile:
/// references decoded (also twice-escaped ones), tags removed; step text and notes become
/// Markdown that renders as exactly the plain text.
///
/// Pictures stay as written (`https://…` or `data:…`) in `image` fields; the importer
/// decides what to do with them.
package struct JSONLDRecipeReader {
    package let graph: JSONLDGraph
    /// The imported file, for diagnostics.
    package let file: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(graph: JSONLDGraph, file: String) {
        self.graph = graph
        self.file = file
    }

    /// The recipe the node describes.
    package mutating func recipe(_ node: [String: JSONValue], number: Int) -> Recipe {
        let at = SourceLocation(file: file)
        var title = JSONLDValues.string(node["name"] ?? node["headline"]).map(ImportText.plain)?.nonEmpty ?? ""
        if title.isEmpty {
            title = "Imported recipe \(number)"
            diagnostics.append(.warning("import-no-name", "recipe \(number) has no name; it is called '\(title)'", at: at,
                                        hint: "change the title in the written file"))
        }
        var metadata = RecipeMetadata(title: title, location: at)
        readMetadata(node, into: &metadata)
        let (sections, tips) = instructions(node["recipeInstructions"] ?? node["instructions"], at: at)
        let lines = JSONLDValues.strings(node["recipeIngredient"] ?? node["ingredients"])
            .flatMap { ImportText.plainLines($0).split(separator: "\n") }.compactMap { ImportText.withoutLinks(String($0)).nonEmpty }
        let ingredients = lines.map { IngredientLineParser.parse($0, at: at) }
        return Recipe(slug: Slug(title), sourcePath: file, format: .markdown, metadata: metadata,
                      ingredientGroups: ingredients.isEmpty ? [] : [IngredientGroup(items: ingredients)],
                      stepSections: sections, notes: tips.map(ImportText.markdown).joined(separator: "\n\n"))
    }

    private func readMetadata(_ node: [String: JSONValue], into m: inout RecipeMetadata) {
        let at = m.location
        let located = { (values: [String]) in values.map { Located($0, at: at) } }
        m.description = JSONLDValues.string(node["description"]).map(ImportText.plain)?.nonEmpty
        m.date = JSONLDValues.string(node["datePublished"] ?? node["dateCreated"]).flatMap(CalendarDate.init(parsing:))
        m.updated = JSONLDValues.string(node["dateModified"]).flatMap(CalendarDate.init(parsing:))
        m.author = JSONLDValues.people(node["author"] ?? node["creator"], graph: graph)
        m.source = source(node)
        m.image = JSONLDValues.imageURL(node["image"] ?? node["thumbnailUrl"], graph: graph).map { Located($0, at: at) }
        m.categories = located(JSONLDValues.terms(node["recipeCategory"]))
        m.cuisines = located(JSONLDValues.terms(node["recipeCuisine"]))
        m.tags = located(JSONLDValues.terms(node["keywords"]))
        m.diets = located(JSONLDValues.strings(node["suitableForDiet"]).compactMap(Self.diet))
        (m.servings, m.yield) = JSONLDValues.yield(node["recipeYield"] ?? node["yield"])
        m.prepMinutes = JSONLDValues.string(node["prepTime"]).flatMap(DurationParser.minutes)
        m.cookMinutes = JSONLDValues.string(node["cookTime"]).flatMap(DurationParser.minutes)
        m.totalMinutes = JSONLDValues.string(node["totalTime"]).flatMap(DurationParser.minutes)
        if m.totalMinutes == nil, m.prepMinutes != nil || m.cookMinutes != nil {
            m.totalMinutes = (m.prepMinutes ?? 0) + (m.cookMinutes ?? 0)
        }
        m.locale = JSONLDValues.string(node["inLanguage"]).map(ImportText.plain)?.nonEmpty
        if let nutrition = graph.resolve(node["nutrition"])?.object {
            m.nutrition = JSONLDValues.nutritionKeys.compactMap { property, key in
                JSONLDValues.string(nutrition[property]).map(ImportText.plain)?.nonEmpty.map { NutritionEntry(key: key, value: $0) }
            }
        }
    }

    /// Where the recipe comes from: `isBasedOn`, else the recipe's (or its page's) web address.
    /// Addresses other than `http(s)` are dropped: a source is shown, and linked when it is a web page.
    private func source(_ node: [String: JSONValue]) -> String? {
        guard let found = anySource(node) else { return nil }
        let scheme = found.prefix { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-" }
        let hasScheme = !scheme.isEmpty && found.dropFirst(scheme.count).first == ":" && !found.dropFirst(scheme.count + 1).hasPrefix(" ")
        return hasScheme && !ImageResolver.isWebURL(found) ? nil : found
    }

    private func anySource(_ node: [String: JSONValue]) -> String? {
        if let based = graph.resolve(node["isBasedOn"]) {
            if let object = based.object {
                if let url = JSONLDValues.string(object["url"]), ImageResolver.isWebURL(url) { return ImportText.plain(url) }
                if let name = JSONLDValues.string(object["name"]) { return ImportText.plain(name).nonEmpty }
            } else if let text = JSONLDValues.string(based) {
                return ImportText.plain(text).nonEmpty
            }
        }
        let page = graph.resolve(node["mainEntityOfPage"] ?? node["isPartOf"])
        for candidate in [JSONLDValues.string(node["url"]), page?.object.flatMap { ($0["url"] ?? $0["@id"])?.string },
                          page?.string] {
            if let url = candidate?.trimmed, ImageResolver.isWebURL(url) { return ImportText.plain(url) }
        }
        return nil
    }

    /// `https://schema.org/VeganDiet` → `vegan`.
    package static func diet(_ value: String) -> String? {
        Vocabulary.diets.entry(for: value)?.key
    }
}

package extension JSONLDRecipeReader {
    /// Steps from a string, a list of strings, `HowToStep`s, `HowToSection`s (nested too),
    /// `ItemList`s and `ListItem`s; `HowToTip`s are returned as notes.
    func instructions(_ value: JSONValue?, at: SourceLocation) -> ([StepSection], [String]) {
        var sections: [StepSection] = []
        var tips: [String] = []
        collect(value, into: &sections, tips: &tips, at: at, depth: 0)
        return (sections.filter { !$0.blocks.isEmpty }, tips)
    }

    private func collect(_ value: JSONValue?, into sections: inout [StepSection], tips: inout [String], at: SourceLocation, depth: Int) {
        guard depth < 16, let value = graph.resolve(value) else { return }
        if let list = value.array {
            for item in list { collect(item, into: &sections, tips: &tips, at: at, depth: depth + 1) }
            return
        }
        if let text = JSONLDValues.string(value), value.object == nil {
            // One string of instructions: a step per line or per list item.
            for line in ImportText.plainLines(text).split(separator: "\n") { append(step: String(line), image: nil, to: &sections, at: at) }
            return
        }
        guard let object = value.object else { return }
        let kinds = JSONLDGraph.types(of: object)
        if kinds.contains("HowToTip") {
            if let tip = JSONLDValues.string(object["text"] ?? object["name"]).map(ImportText.plainLines)?.nonEmpty { tips.append(tip) }
        } else if let children = object["itemListElement"] {
            if kinds.contains("HowToSection") || kinds.contains("ItemList") || object["name"] != nil && object["text"] == nil {
                let title = JSONLDValues.string(object["name"]).map(ImportText.plain)?.nonEmpty
                sections.append(StepSection(title: title))
            }
            collect(children, into: &sections, tips: &tips, at: at, depth: depth + 1)
        } else if let item = object["item"], kinds.contains("ListItem") {
            collect(item, into: &sections, tips: &tips, at: at, depth: depth + 1)
        } else if let text = JSONLDValues.string(object["text"] ?? object["name"] ?? object["description"]) {
            append(step: text, image: JSONLDValues.imageURL(object["image"], graph: graph), to: &sections, at: at)
        }
    }

    private func append(step text: String, image: String?, to sections: inout [StepSection], at: SourceLocation) {
        let markdown = ImportText.markdown(text)
        guard !markdown.isEmpty else { return }
        if sections.isEmpty { sections.append(StepSection()) }
        let step = Step(items: [.text(markdown)], image: image.map { Located($0, at: at) }, location: at)
        sections[sections.count - 1].blocks.append(.step(step))
    }
}
