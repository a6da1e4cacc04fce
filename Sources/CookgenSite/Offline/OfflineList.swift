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

    /// The list of `recorded` files, grouped by what `index` says of them. `sortedPaths`, the
    /// paths of a list made before (sorted already), spares sorting them again when they are the
    /// paths recorded now (after a build of changes that added or removed no file).
    package init(recorded: [String: File], index: SiteIndex, sortedPaths: [String]? = nil, threads: Int = 1) {
        let files: [File]
        if let sortedPaths, sortedPaths.count == recorded.count, let known = Self.files(sortedPaths, in: recorded) {
            files = known
        } else {
            let unsorted = Array(recorded.values)
            files = TextOrder(unsorted.map(\.path)).sortedPlaces().map { unsorted[$0] }
        }
        // The files' part of the JSON, most of it, is written on a thread of its own while the groups are made.
        let writingFiles = Background(threads: threads) { [files] in Self.filesJSON(files) }
        // Each file's place, looked up for every recipe's files (`StringNumbers`; the paths are each once).
        let position = StringNumbers(files.map(\.path))
        // Which files a group has claimed, by place; the shell and search files found in one pass.
        var claimed = [Bool](repeating: false, count: files.count)
        func indices(_ paths: [String]) -> [Int] {
            let found = paths.compactMap { position.number(of: $0) }
            for n in found { claimed[n] = true }
            return found
        }
        var shellIndices: [Int] = [], search: [Int] = []
        for (n, file) in files.enumerated() {
            let path = file.path
            if (path.hasPrefix("assets/") && !path.hasPrefix("assets/data/")) || Self.shellPages.contains(path) {
                shellIndices.append(n)
            } else if path.hasPrefix("search/") {
                search.append(n)
            } else {
                continue
            }
            claimed[n] = true
        }
        let shell = shellIndices.map { files[$0] }
        var recipeNumber: [Slug: Int] = [:]
        var recipes: [(slug: String, files: [Int])] = []
        // Each recipe's files found on the threads (the positions are only read), claimed in order after.
        let owned = Parallel.map(index.recipesByTitle, threads: threads) { [position] recipe -> [Int] in
            let slug = recipe.slug
            // The steps' pictures straight from their sections: `recipe.steps` would copy them all into one list.
            var written = [recipe.metadata.image]
            for section in recipe.stepSections { for case .step(let step) in section.blocks where step.image != nil { written.append(step.image) } }
            let images = written.compactMap { index.image($0) }
            return ([SiteURLs.recipe(slug), "assets/data/recipes/\(slug.rawValue).js"] + images).compactMap { position.number(of: $0) }
        }
        for (recipe, own) in zip(index.recipesByTitle, owned) {
            let slug = recipe.slug
            for n in own { claimed[n] = true }
            guard !own.isEmpty else { continue }
            recipeNumber[slug] = recipes.count
            recipes.append((slug.rawValue, own))
        }
        let data = files.indices.filter { !claimed[$0] && files[$0].path.hasPrefix("assets/data/") }
        for n in data { claimed[n] = true }
        var sets: [Groups.Set] = []
        for term in index.taxonomy(.categories).terms {
            sets.append(Groups.Set(kind: "category", name: term.name, files: indices([SiteURLs.term(.categories, term.slug)]),
                                   recipes: term.recipes.compactMap { recipeNumber[$0] }))
        }
        for plan in index.plans {
            let slugs = plan.entries.map(\.slug).uniqued()
            sets.append(Groups.Set(kind: "plan", name: plan.plan.title, files: indices([SiteURLs.plan(plan.plan.slug)]),
                                   recipes: slugs.compactMap { recipeNumber[$0] }))
        }
        let pages = files.indices.filter { !claimed[$0] }
        let groups = Groups(shell: shellIndices, search: search, data: data, pages: pages, recipes: recipes, sets: sets)
        let made = Self.json(filesJSON: writingFiles.value, groups: groups)
        json = made.json
        version = made.version
        self.files = files
        self.shell = shell
    }

    /// The files of `recorded` at `paths`, in that order; nil when one is not recorded, or the
    /// paths are not each after the one before (a damaged cache gives them).
    private static func files(_ paths: [String], in recorded: [String: File]) -> [File]? {
        // Each after the one before, as `String` orders them (`TextOrder` sorts so): compared
        // pairwise, not ranked all at once (the list names 20,000 files at 10,000 recipes).
        guard zip(paths, paths.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        var files: [File] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            guard let file = recorded[path] else { return nil }
            files.append(file)
        }
        return files
    }

    /// The groups of the list: numbers of files (places in the sorted `files`), recipes with theirs, sets.
    package struct Groups {
        package struct Set {
            var kind: String
            var name: String
            var files: [Int]
            var recipes: [Int]
        }
        var shell: [Int], search: [Int], data: [Int], pages: [Int]
        var recipes: [(slug: String, files: [Int])]
        var sets: [Set]
    }

    /// The list's JSON and its version: the text `JSONWriter.string` gives the object of the files
    /// and groups (keys sorted) with `version`, the digest of that text without it, added last
    /// (it sorts last), and a line break. Written straight as bytes, once: at 10,000 recipes the
    /// list names 20,000 files, and a `JSONValue` for each, written twice, was most of its cost.
    package static func json(files: [File], groups: Groups) -> (json: String, version: String) {
        json(filesJSON: filesJSON(files), groups: groups)
    }

    /// The JSON array of `files`: each its path, digest and size.
    static func filesJSON(_ files: [File]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 96)
        JSONWriter.appendArray(count: files.count, to: &out) { n, out in
            let file = files[n]
            out.append(UInt8(ascii: "["))
            JSONWriter.appendString(file.path, to: &out)
            out.append(UInt8(ascii: ","))
            JSONWriter.appendString(file.digest, to: &out)
            out.append(UInt8(ascii: ","))
            JSONWriter.appendInt(file.size, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        return out
    }

    /// `json(files:groups:)` with the files' array written already (`filesJSON`).
    static func json(filesJSON: [UInt8], groups: Groups) -> (json: String, version: String) {
        var out: [UInt8] = []
        out.reserveCapacity(filesJSON.count + groups.recipes.count * 24 + 4096)
        let numbers = JSONWriter.appendInts
        /// `"name":` then the member's value; a comma before all but the first.
        func member(_ name: String, _ value: (inout [UInt8]) -> Void) {
            out.append(out.count > 1 ? UInt8(ascii: ",") : UInt8(ascii: "{"))
            JSONWriter.appendString(name, to: &out)
            out.append(UInt8(ascii: ":"))
            value(&out)
        }
        member("data") { numbers(groups.data, &$0) }
        member("files") { $0.append(contentsOf: filesJSON) }
        member("pages") { numbers(groups.pages, &$0) }
        member("recipes") {
            JSONWriter.appendArray(count: groups.recipes.count, to: &$0) { n, out in
                let recipe = groups.recipes[n]
                out.append(UInt8(ascii: "["))
                JSONWriter.appendString(recipe.slug, to: &out)
                out.append(UInt8(ascii: ","))
                numbers(recipe.files, &out)
                out.append(UInt8(ascii: "]"))
            }
        }
        member("search") { numbers(groups.search, &$0) }
        member("sets") {
            JSONWriter.appendArray(count: groups.sets.count, to: &$0) { n, out in
                let set = groups.sets[n]
                out.append(contentsOf: "{\"files\":".utf8)
                numbers(set.files, &out)
                out.append(contentsOf: ",\"kind\":".utf8)
                JSONWriter.appendString(set.kind, to: &out)
                out.append(contentsOf: ",\"name\":".utf8)
                JSONWriter.appendString(set.name, to: &out)
                out.append(contentsOf: ",\"recipes\":".utf8)
                numbers(set.recipes, &out)
                out.append(UInt8(ascii: "}"))
            }
        }
        member("shell") { numbers(groups.shell, &$0) }
        out.append(UInt8(ascii: "}"))
        let version = ContentDigest.hex(Data(out))
        out.removeLast()
        member("version") { JSONWriter.appendString(version, to: &$0) }
        out.append(contentsOf: "}\n".utf8)
        return (String(decoding: out, as: UTF8.self), version)
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
