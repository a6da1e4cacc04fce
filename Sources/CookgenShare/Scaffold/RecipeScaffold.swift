import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// A new recipe from a template in `Content/templates/`: `{{title}}`, `{{date}}`,
/// `{{category}}` and `{{slug}}` filled in, written to `Content/recipes/<category>/<slug>.md`.
///
/// ```swift
/// let file = try RecipeScaffold.create(title: "Rhubarb Crumble", category: "Desserts", template: "basic",
///                                      site: cookbook, today: CalendarDate(year: 2025, month: 5, day: 1)!)
/// ```
public enum RecipeScaffold {
    /// Why no recipe was written.
    public struct Refusal: Error, CustomStringConvertible {
        /// What is wrong and what to do.
        public var description: String
    }

    /// Writes the new recipe and returns its URL; never replaces an existing file.
    public static func create(title: String, category: String?, template: String, site: URL, today: CalendarDate) throws -> URL {
        let slug = Slug(title)
        guard !slug.isEmpty, slug.rawValue != "index" else {
            throw Refusal(description: "'\(title)' gives no usable file name; use a title with letters or digits")
        }
        let text = try templateText(template, site: site)
        let folder = category.map { Slug($0) }.flatMap { $0.isEmpty ? nil : $0.rawValue }
        let relative = ["Content", "recipes", folder, slug.rawValue + ".md"].compactMap { $0 }.joined(separator: "/")
        let url = site.appendingPathComponent(relative)
        let values = ["title": title, "date": today.iso, "category": category ?? "", "slug": slug.rawValue]
        try ScaffoldFile.create(url, contents: fill(text, with: values), what: relative)
        return url
    }

    /// The template's text: `Content/templates/<name>.md` of the site, else the built-in one of that name.
    package static func templateText(_ name: String, site: URL) throws -> String {
        let folder = site.appendingPathComponent("Content/templates")
        let safeName = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        guard !safeName.isEmpty, !safeName.contains("/"), !safeName.hasPrefix(".") else {
            throw Refusal(description: "'\(name)' is not a template name")
        }
        if let text = try? String(contentsOf: folder.appendingPathComponent(safeName + ".md"), encoding: .utf8) { return text }
        if let builtIn = SiteScaffold.templates[safeName] { return builtIn }
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
        let known = Set(found + SiteScaffold.templates.keys).sorted().joined(separator: ", ")
        throw Refusal(description: "there is no template '\(safeName)' in Content/templates/; known templates: \(known)")
    }

    /// Fills `{{name}}` placeholders: quoted for YAML in the front matter, escaped for Markdown in
    /// the body. A front-matter line that is only an empty placeholder (`category: {{category}}`
    /// without a category) is left out.
    package static func fill(_ template: String, with values: [String: String]) -> String {
        var lines = template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let closing = lines.first == "---" ? lines.dropFirst().firstIndex(of: "---") : nil
        for n in lines.indices {
            let inFront = closing.map { n > 0 && n < $0 } ?? false
            var line = lines[n]
            for (key, value) in values where line.contains("{{\(key)}}") {
                if inFront, value.isEmpty, line.trimmed.hasSuffix(": {{\(key)}}") { line = "\u{0}"; break }
                let isWholeValue = inFront && line.trimmed.hasSuffix(": {{\(key)}}")
                let written = isWholeValue ? YAMLText.scalar(value) : inFront ? value : MarkdownText.escapeLine(value)
                line = line.replacingOccurrences(of: "{{\(key)}}", with: written)
            }
            lines[n] = line
        }
        return lines.filter { $0 != "\u{0}" }.joined(separator: "\n")
    }
}

/// Creating a file that must not exist yet.
package enum ScaffoldFile {
    /// Writes `contents` to a new file (folders created); refuses when anything is there, even a dangling link.
    package static func create(_ url: URL, contents: String, what: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do throws(POSIX.FileError) {
            try POSIX.writeFile(Data(contents.utf8), to: url.path, options: [.createExclusive, .noFollow])
        } catch {
            let reason = error.exists ? "already exists; choose another title, or edit that file" : error.reason
            throw RecipeScaffold.Refusal(description: "\(what) \(reason)")
        }
    }
}
