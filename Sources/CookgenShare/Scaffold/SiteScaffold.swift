import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// A new cookbook that builds at once: `cookgen.yaml`, a README, `Content/` with one sample
/// recipe, its category and picture, and the recipe templates for `cookgen new`.
///
/// ```swift
/// let files = try SiteScaffold.create(at: URL(fileURLWithPath: "my-cookbook"), today: today)
/// ```
public enum SiteScaffold {
    /// Writes the site into `folder`, which must not exist or be empty; returns the paths written, relative to it.
    public static func create(at folder: URL, today: CalendarDate) throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            let entries = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            guard isDirectory.boolValue, entries.isEmpty else {
                throw RecipeScaffold.Refusal(description: "\(folder.path) already exists and is not empty; choose a new folder")
            }
        }
        let files = self.files(title: title(for: folder), today: today)
        for (path, text) in files {
            try ScaffoldFile.create(folder.appendingPathComponent(path), contents: text, what: path)
        }
        return files.map(\.0)
    }

    /// `my-cookbook` → `My Cookbook`.
    package static func title(for folder: URL) -> String {
        let words = folder.standardizedFileURL.lastPathComponent.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return title.trimmed.isEmpty ? "My Cookbook" : title
    }

    /// Every file of a new site, by path, in the order written.
    package static func files(title: String, today: CalendarDate) -> [(String, String)] {
        var files: [(String, String)] = [
            ("cookgen.yaml", config(title: title)),
            (".gitignore", "Public/\n.Public.cookgen-manifest\n.Public.cookgen-cache\n"),
            ("README.md", readme(title: title)),
            ("Content/categories.yaml", categories),
            ("Content/recipes/breakfast/overnight-oats.md", RecipeScaffold.fill(sampleRecipe, with: ["date": today.iso])),
            ("Content/images/overnight-oats.svg", sampleImage),
        ]
        for name in templates.keys.sorted() { files.append(("Content/templates/\(name).md", templates[name]!)) }
        return files
    }

    package static func config(title: String) -> String {
        """
        # Settings of this cookbook. Every key is optional; see cookgen's README.
        title: \(YAMLText.scalar(title))
        description: Recipes we cook at home.
        language: en
        # base_url: https://example.org/cookbook/   # where it is published: absolute links in the feed and sitemap

        """
    }

    package static let categories = """
        # Category metadata: a description (Markdown) and the order on the home page.
        - name: Breakfast
          description: Slow weekend mornings and quick weekday bowls.
          order: 1

        """
}
