import CookgenSupport
import CookgenModel
/// Loads a guide: front matter (title, description, tags, covers, unlock_points, order) and a Markdown body.
package enum GuideLoader {
    package static let keys = ["title", "description", "summary", "tags", "covers", "unlock_points", "order", "weight", "draft"]

    /// Parses one guide file. Returns nil (with an error) when it cannot be a guide; drafts are nil without one.
    package static func load(_ source: SourceText) -> (Guide?, [Diagnostic]) {
        let front: FrontMatter, entries: [YAMLEntry]
        switch FrontMatter.entries(of: source, example: "title: Hygiene") {
        case .success(let read): (front, entries) = read
        case .failure(let d): return (nil, [d])
        }
        var reader = MetadataReader(file: source.path)
        var diagnostics: [Diagnostic] = []
        var guide = Guide(slug: Slug(PathText.stem(of: source.path)), sourcePath: source.path, title: "",
                          body: front.body, location: source.location(line: 1))
        var draft = false
        for entry in entries {
            let value = entry.value
            switch FrontMatterKey.normalise(entry.key) {
            case "title": guide.title = value.string?.trimmed ?? ""
            case "description", "summary": guide.description = value.string?.nonEmpty
            case "tags": guide.tags = reader.terms(value)
            case "covers": guide.covers = reader.hazards(value)
            case "unlock_points": guide.unlockPoints = reader.points(value)
            case "order", "weight": guide.order = value.string.flatMap { Int($0.trimmed) }
            case "draft": draft = ["true", "yes", "on"].contains(value.string?.trimmed.lowercased() ?? "")
            default:
                let close = EditDistance.suggestion(for: FrontMatterKey.normalise(entry.key), in: keys)
                diagnostics.append(.warning("guide-unknown-key", "unknown guide front-matter key '\(entry.key)'", at: entry.keyLocation,
                                            hint: close.map { "did you mean '\($0)'?" } ?? "a guide knows: \(keys.joined(separator: ", "))"))
            }
        }
        diagnostics += reader.diagnostics
        if guide.title.isEmpty, let heading = firstHeading(front.body) {
            guide.title = heading.text
            guide.body = heading.rest
        }
        guard !guide.title.isEmpty else {
            diagnostics.append(.error("title-missing", "the guide has no title", at: source.location(line: 1),
                                      hint: "add 'title: …' to the front matter, or a '# Title' line at the top"))
            return (nil, diagnostics)
        }
        return (draft ? nil : guide, diagnostics)
    }

    /// A `# Title` first line and the text after it.
    private static func firstHeading(_ body: String) -> (text: String, rest: String)? {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { !$0.trimmed.isEmpty }), lines[first].hasPrefix("# ") else { return nil }
        return (String(lines[first].dropFirst(2)).trimmed, lines[(first + 1)...].joined(separator: "\n"))
    }
}
