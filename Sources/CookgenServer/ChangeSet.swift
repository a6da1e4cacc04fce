import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite

/// What a batch of changed paths touches, judged from the paths alone. Paths are relative to the
/// site root; a folder ends in `/`; `*` means the watcher lost track (a queue overflow).
struct ChangeSet: Equatable, Sendable {
    /// Recipe files changed, added or deleted.
    var recipes: Set<String> = []
    /// Images and other copied files changed, relative to the site root.
    var assets: Set<String> = []
    /// Something under `Templates/`: templates, static files, UI strings.
    var theme = false
    /// The config, category metadata, aisles or allergens, plans and other site data, a folder, or lost track: read the site again.
    var site = false

    /// Sorts paths by what they affect; editor leftovers and hidden files drop out.
    init(paths: some Sequence<String>) {
        for path in paths {
            if path == "*" { site = true; continue }
            if path.hasSuffix("/") {
                if path.hasPrefix("Templates/") { theme = true } else if path.hasPrefix("Content/") { site = true }
                continue
            }
            if path == "Templates" { theme = true; continue }
            if path == "Content" { site = true; continue }
            switch SiteFile.kind(of: path) {
            case .recipe: recipes.insert(path)
            case .asset: assets.insert(path)
            case .theme: theme = true
            case .config, .categories, .wordList, .siteData: site = true
            case .ignored: break
            }
        }
    }

    /// Nothing that the site is built from.
    var isEmpty: Bool { recipes.isEmpty && assets.isEmpty && !theme && !site }

    /// For the log: `Content/soups/leek.md`, `2 recipes`, `the theme`, `the site settings`.
    var summary: String {
        var parts: [String] = []
        if site { parts.append("the site files") }
        if theme { parts.append("the theme") }
        if recipes.count == 1 { parts.append(recipes.first!) } else if !recipes.isEmpty { parts.append("\(recipes.count) recipes") }
        if assets.count == 1 { parts.append(assets.first!) } else if !assets.isEmpty { parts.append("\(assets.count) files") }
        return parts.joined(separator: ", ")
    }
}
