import CookMarkdown
import Foundation
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// What an export must keep, as comparable text: title, metadata, ingredient groups (quantity,
/// unit, name, note), step sections and their text, notes and components; not where things
/// were written.
struct RecipeSnapshot: Equatable, CustomStringConvertible {
    var lines: [String]

    /// How step text is compared.
    enum Steps {
        /// The text items exactly as in the model.
        case exact
        /// The words a reader sees: Markdown rendered, Cooklang items by name, typography folded.
        case readable
    }

    init(_ recipe: Recipe, steps: Steps = .exact, notes: Bool = true, fixed: Bool = true) {
        let m = recipe.metadata
        let terms = { (values: [Located<String>]) in values.map(\.value).joined(separator: "|") }
        lines = [
            "title=\(m.title)", "slug=\(recipe.slug)", "description=\(m.description ?? "")", "date=\(m.date?.iso ?? "")",
            "updated=\(m.updated?.iso ?? "")", "author=\(m.author ?? "")", "source=\(m.source ?? "")",
            "image=\(m.image != nil)", "imageAlt=\(m.imageAlt ?? "")", "categories=\(terms(m.categories))",
            "courses=\(terms(m.courses))", "cuisines=\(terms(m.cuisines))", "diets=\(terms(m.diets))",
            "seasons=\(terms(m.seasons))", "level=\(m.level?.value ?? "")", "tags=\(terms(m.tags))",
            "servings=\(m.servings.map(String.init) ?? "")", "yield=\(m.yield ?? "")",
            "times=\(m.prepMinutes ?? -1)/\(m.cookMinutes ?? -1)/\(m.totalMinutes ?? -1)",
            "nutrition=\(m.nutrition.map { "\($0.key):\($0.value)" }.joined(separator: "|"))",
            "featured=\(m.featured) draft=\(m.draft) locale=\(m.locale ?? "")",
        ]
        lines += m.extra.map { "extra=\($0.key): " + Self.value($0.value) }
        for group in recipe.ingredientGroups {
            lines.append("group=\(group.title ?? "-")")
            lines += group.items.map { Self.ingredient($0, fixed: fixed) }
        }
        for section in recipe.stepSections where !section.steps.isEmpty {
            lines.append("section=\(section.title ?? "-")")
            lines += section.steps.map { "step=" + Self.text($0, in: recipe, steps) }
        }
        if notes { lines.append("notes=\(recipe.notes)") }
        lines += recipe.components.map { "component=\($0.target) \($0.quantity.map { "\($0.low)" } ?? "") \($0.unit ?? "")" }
    }

    /// A kept metadata value as one line, locations left out.
    static func value(_ value: MetadataValue) -> String {
        switch value {
        case .text(let s): s.debugDescription
        case .list(let items): "[" + items.map(Self.value).joined(separator: ", ") + "]"
        case .map(let fields): "{" + fields.map { "\($0.key.debugDescription): \(Self.value($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func ingredient(_ i: Ingredient, fixed: Bool) -> String {
        let q = i.quantity.map { q in
            "\(q.low)" + (q.high.map { "-\($0)" } ?? "") + (fixed && q.fixed ? "=" : "")
        } ?? "-"
        // Words beside a number ("a" pinch) are how the number was written; words alone ("a few") are the amount.
        let words = i.quantity == nil ? i.quantityText ?? "" : ""
        return "  \(q) [\(words)] \(i.unit ?? "-") | \(i.name) | \(i.note ?? "-") | \(i.reference != nil)"
    }

    static func text(_ step: Step, in recipe: Recipe, _ mode: Steps) -> String {
        let raw = RecipeText.plain(step, in: recipe)
        guard mode == .readable else { return raw }
        var text = recipe.format == .markdown ? PlainText.fromHTML(Markdown.inlineHTML(raw)) : raw
        for (from, to) in [("“", "\""), ("”", "\""), ("‘", "'"), ("’", "'"), ("–", "-"), ("—", "-"), ("…", "..."), ("\n", " ")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    var description: String { lines.joined(separator: "\n") }

    /// The first line that differs, for a readable failure.
    func difference(from other: RecipeSnapshot) -> String? {
        for (a, b) in zip(lines, other.lines) where a != b { return "\(a)\n  ≠ \(b)" }
        return lines.count == other.lines.count ? nil : "\(lines.count) lines ≠ \(other.lines.count) lines"
    }
}
