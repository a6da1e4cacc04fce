import CookgenSupport
import CookgenModel
import Foundation

/// The precache manifest (`offline.json`): every file a reader may keep, with a digest of its
/// bytes and its size, grouped so the worker and the "keep offline" dialog can choose.
///
/// ```json
/// {"version": "3f0c…", "files": [["index.html", "9a1e…", 14210], …],
///  "shell": [0, 4, …], "search": […], "data": […], "pages": […],
///  "recipes": [["pancakes", [12, 40]], …],
///  "sets": [{"kind": "category", "name": "Breakfast", "files": [7], "recipes": [0, 3]}, …]}
/// ```
/// Numbers in the groups point into `files`; a set's `recipes` point into `recipes`. Only the
/// worker (`sw.js`) carries the shell and the version, so a first visit stays small; this list
/// is fetched when the reader asks to keep the cookbook, and by a new worker that has kept files to check.
package struct OfflineList: Sendable {
    /// One file: path under the site root, digest, bytes.
    package struct File: Sendable, Hashable {
        package var path: String
        package var digest: String
        package var size: Int
    }

    /// The pages the app shell holds besides `assets/` (when the site has them).
    package static let shellPages = ["index.html", "search.html", "shopping-list.html", "favourites.html", "profile.html",
                                     "offline.html", "404.html", WebApp.manifestPath]

    /// Whether a file of the output belongs in the list: not the worker, the list itself, the
    /// feed or sitemap, or the per-recipe downloads (they are not needed to read or cook offline).
    package static func isListed(_ path: String) -> Bool {
        if ["sw.js", "offline.json", "feed.xml", "sitemap.xml", "robots.txt"].contains(path) || path.hasSuffix(".gz") { return false }
        if path.hasPrefix("recipes/") {
            return path.hasSuffix(".html") && !path.hasSuffix(".card.html")
        }
        return true
    }

    /// The files, sorted by path.
    package let files: [File]
    /// The list as JSON, with its version.
    package let json: String
    /// A digest of everything listed: changes whenever any file does.
    package let version: String
    /// The shell files, for the worker.
    package let shell: [File]

    /// The list of `recorded` files, grouped by what `index` says of them.
    package init(recorded: [String: File], index: SiteIndex) {
        let files = recorded.values.sorted { $0.path < $1.path }
        var position: [String: Int] = [:]
        for (n, file) in files.enumerated() { position[file.path] = n }
        var claimed = Set<Int>()
        func indices(_ paths: [String]) -> [Int] {
            let found = paths.compactMap { position[$0] }
            claimed.formUnion(found)
            return found
        }
        let shellPaths = files.map(\.path).filter { ($0.hasPrefix("assets/") && !$0.hasPrefix("assets/data/")) || Self.shellPages.contains($0) }
        let shellIndices = indices(shellPaths)
        let shell = shellIndices.map { files[$0] }
        let search = indices(files.map(\.path).filter { $0.hasPrefix("search/") })
        var recipeNumber: [Slug: Int] = [:]
        var recipes: [JSONValue] = []
        for recipe in index.recipesByTitle {
            let slug = recipe.slug
            // The steps' pictures straight from their sections: `recipe.steps` would copy them all into one list.
            var written = [recipe.metadata.image]
            for section in recipe.stepSections { for case .step(let step) in section.blocks where step.image != nil { written.append(step.image) } }
            let images = written.compactMap { index.image($0) }
            let own = indices([SiteURLs.recipe(slug), "assets/data/recipes/\(slug.rawValue).js"] + images)
            guard !own.isEmpty else { continue }
            recipeNumber[slug] = recipes.count
            recipes.append([JSONValue(slug.rawValue), .array(own.map { JSONValue($0) })])
        }
        let data = indices(files.map(\.path).filter { $0.hasPrefix("assets/data/") && !claimed.contains(position[$0]!) })
        var sets: [JSONValue] = []
        for term in index.taxonomy(.categories).terms {
            sets.append(Self.set("category", term.name, page: indices([SiteURLs.term(.categories, term.slug)]),
                                 recipes: term.recipes.compactMap { recipeNumber[$0] }))
        }
        for plan in index.plans {
            let slugs = plan.entries.map(\.slug).uniqued()
            sets.append(Self.set("plan", plan.plan.title, page: indices([SiteURLs.plan(plan.plan.slug)]),
                                 recipes: slugs.compactMap { recipeNumber[$0] }))
        }
        let pages = (0..<files.count).filter { !claimed.contains($0) }
        var object: [String: JSONValue] = [
            "files": .array(files.map { [JSONValue($0.path), JSONValue($0.digest), JSONValue($0.size)] }),
            "shell": .array(shellIndices.map { JSONValue($0) }), "search": .array(search.map { JSONValue($0) }),
            "data": .array(data.map { JSONValue($0) }), "pages": .array(pages.map { JSONValue($0) }),
            "recipes": .array(recipes), "sets": .array(sets),
        ]
        let version = ContentDigest.hex(Data(JSONWriter.string(object).utf8))
        object["version"] = JSONValue(version)
        self.files = files
        self.shell = shell
        self.version = version
        json = JSONWriter.string(object) + "\n"
    }

    private static func set(_ kind: String, _ name: String, page: [Int], recipes: [Int]) -> JSONValue {
        ["kind": JSONValue(kind), "name": JSONValue(name), "files": .array(page.map { JSONValue($0) }), "recipes": .array(recipes.map { JSONValue($0) })]
    }

    /// `sw.js`: the version and the shell's files with their digests, then the theme's worker.
    package func worker(source: String) -> String {
        let head: [String: JSONValue] = ["version": JSONValue(version),
                                         "shell": .array(shell.map { [JSONValue($0.path), JSONValue($0.digest)] })]
        return "const COOKGEN = " + JSONWriter.script(head) + ";\n" + Self.withoutCommentLines(source)
    }

    /// The worker as readers download it: without lines that are only a `//` comment or inside a
    /// `/* … */` that starts a line (what the theme's file explains is for its readers, not the
    /// browser's); code lines are kept exactly.
    package static func withoutCommentLines(_ source: String) -> String {
        var kept: [Substring] = []
        var inBlock = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.drop { $0 == " " }
            if inBlock {
                if line.contains("*/") { inBlock = false }
                continue
            }
            if code.hasPrefix("/*") {
                inBlock = !code.contains("*/")
                continue
            }
            if code.hasPrefix("//") || code.isEmpty { continue }
            kept.append(line)
        }
        return kept.joined(separator: "\n") + "\n"
    }
}
