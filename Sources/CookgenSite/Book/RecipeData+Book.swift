import CookgenSupport
import CookgenModel

extension RecipeData {
    /// The keys `bookFields` adds; a recipe page's own copy of its data leaves them out.
    package static let bookKeys = ["description", "times", "notes", "stepImages", "uses", "usedBy"]

    /// What book.html shows beyond the card, each only when the recipe has it: the description,
    /// times, cook's notes (HTML), step pictures, and the recipes it uses and is used in (slugs).
    package func bookFields(_ recipe: Recipe) -> [String: JSONValue] {
        let index = views.index, m = recipe.metadata
        var fields: [String: JSONValue] = [:]
        if let description = m.description?.nonEmpty { fields["description"] = JSONValue(description) }
        let times = [("prep_time", "Prep", m.prepMinutes), ("cook_time", "Cook", m.cookMinutes), ("total_time", "Total", m.totalMinutes)]
            .compactMap { key, fallback, minutes in minutes.map { "\(views.labels[key, default: fallback]) \(views.labels.duration($0))" } }
        if !times.isEmpty { fields["times"] = JSONValue(times.joined(separator: " · ")) }
        if let notes = views.markdownHTML(recipe.notes, in: recipe.sourcePath, root: "").nonEmpty { fields["notes"] = JSONValue(notes) }
        let pictures = recipe.steps.map { step in views.image(step.image, alt: "").map { JSONValue($0.src) } ?? .null }
        if pictures.contains(where: { $0 != .null }) { fields["stepImages"] = .array(pictures) }
        let uses = (index.uses[recipe.slug] ?? []).map(\.slug.rawValue).uniqued()
        if !uses.isEmpty { fields["uses"] = JSONValue(uses) }
        let usedBy = (index.usedBy[recipe.slug] ?? []).map(\.rawValue)
        if !usedBy.isEmpty { fields["usedBy"] = JSONValue(usedBy) }
        return fields
    }
}
