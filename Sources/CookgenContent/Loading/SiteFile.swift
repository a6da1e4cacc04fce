import CookgenSupport
import CookgenModel
import Foundation

/// What a file of a site is for, judged from its path alone: the watcher of `cookgen serve`
/// uses it to decide what a change affects, with the same rules the loader uses to read the site.
///
/// ```swift
/// SiteFile.kind(of: "Content/breakfast/pancakes.md")   // .recipe
/// SiteFile.kind(of: "Content/breakfast/.pancakes.md.swp") // .ignored
/// ```
public enum SiteFile {
    /// The role of a path inside a site.
    public enum Kind: Sendable, Hashable {
        /// A recipe file (`.md`, `.cook`) under `Content/`.
        case recipe
        /// Category metadata (`Content/categories.yaml`, `Content/categories/*.yaml`).
        case categories
        /// `Content/aisles.yaml` or `Content/allergens.yaml`.
        case wordList
        /// Other files the site is read from: meal plans, guides, quizzes, tables under `Content/`.
        case siteData
        /// An image or other file copied into the site.
        case asset
        /// `cookgen.yaml`.
        case config
        /// Anything under `Templates/`: templates, static files, UI strings.
        case theme
        /// Not part of the build: editor leftovers, hidden files, other files.
        case ignored
    }

    /// The kind of `path`, relative to the site root (`Content/x.md`, `cookgen.yaml`, `Templates/recipe.mustache`).
    public static func kind(of path: String) -> Kind {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last, !name.hasPrefix("."), !isEditorLeftover(name) else { return .ignored }
        if parts.dropLast().contains(where: { $0.hasPrefix(".") }) { return .ignored }
        if parts == ["cookgen.yaml"] { return .config }
        if parts.first == "Templates", parts.count > 1 { return .theme }
        guard parts.first == "Content", parts.count > 1 else { return .ignored }
        let relative = parts.dropFirst().joined(separator: "/")
        if relative == "aisles.yaml" || relative == "allergens.yaml" { return .wordList }
        var inventory = ContentScanner.Inventory()
        ContentScanner.classify(relative, into: &inventory)
        if !inventory.recipes.isEmpty { return .recipe }
        if !inventory.categoryFiles.isEmpty { return .categories }
        if !inventory.assets.isEmpty { return .asset }
        if !inventory.plans.isEmpty { return .siteData }
        // Guides, quizzes, pages and tables: whatever the loader makes of them, reading the site again is right.
        let ext = PathText.fileExtension(of: name).lowercased()
        if ContentScanner.recipeExtensions.contains(ext) || ContentScanner.planExtensions.contains(ext) { return .siteData }
        return .ignored
    }

    /// Backup and swap files editors leave beside the real one (`x.md~`, `.x.md.swp`, vim's `4913`,
    /// JetBrains' `x.md___jb_tmp___`): never content.
    public static func isEditorLeftover(_ name: String) -> Bool {
        ContentScanner.isEditorLeftover(name)
    }
}
