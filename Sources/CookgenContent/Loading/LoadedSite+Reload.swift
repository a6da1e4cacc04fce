import CookgenSupport
import CookgenModel
import Foundation

extension LoadedSite {
    /// The site with these recipe files read again — changed, added or deleted — and every other
    /// recipe kept as it was parsed. Paths are relative to the site root (`Content/soups/leek.md`);
    /// a path that is not a recipe file (any more) only drops what was loaded from it.
    ///
    /// ```swift
    /// var site = try Loader.load(root: root)
    /// site = site.reloading(recipes: ["Content/soups/leek.md"])
    /// ```
    public func reloading(recipes paths: [String]) -> LoadedSite {
        var files: [String: (Recipe?, [Diagnostic])?] = [:]
        for path in paths {
            let exists = SiteFile.kind(of: path) == .recipe && FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
            files.updateValue(exists ? Loader.readRecipe(at: path, root: root) : nil, forKey: path)
        }
        return replacing(recipes: files)
    }

    /// The site with what was loaded from these recipe files replaced: by the given result of
    /// parsing the file (the recipe, nil when it had errors, and its problems), or by nothing when
    /// the value is nil (the file is gone). A build uses it to see the site as its last build saw it.
    package func replacing(recipes files: [String: (Recipe?, [Diagnostic])?]) -> LoadedSite {
        var site = self
        site.recipes.removeAll { files[$0.sourcePath] != nil }
        site.failed.removeAll { files[$0] != nil }
        site.diagnostics.removeAll { $0.location.map { files[$0.file] != nil } ?? false }
        for (path, parsed) in files.sorted(by: { $0.key < $1.key }) {
            guard let (recipe, found) = parsed else { continue }
            site.diagnostics += found
            if let recipe, !found.hasErrors {
                // Where `Loader.load` puts it: in source path order.
                if !recipe.metadata.draft { site.recipes.insert(recipe, at: site.recipes.partitionPoint { $0.sourcePath >= path }) }
            } else if found.hasErrors {
                site.failed.insert(path, at: site.failed.partitionPoint { $0 >= path })
            }
        }
        return site
    }
}

extension LoadedSite {
    /// The site with each file that now fails to read (`failed`) keeping the recipes `last` read from
    /// it, when it read cleanly then: what `cookgen serve` shows while someone is halfway through an
    /// edit, so the page they are looking at stays up (with the error over it) instead of going
    /// 404 until the next save. A file that never read cleanly stays left out, as in a build.
    public func keepingLastGood(of last: LoadedSite) -> LoadedSite {
        let failing = Set(failed).subtracting(recipes.map(\.sourcePath))
        guard !failing.isEmpty else { return self }
        var site = self
        for recipe in last.recipes where failing.contains(recipe.sourcePath) {
            site.recipes.insert(recipe, at: site.recipes.partitionPoint { $0.sourcePath > recipe.sourcePath })
        }
        return site
    }
}

extension Loader {
    /// Reads and parses one recipe file (`Content/soups/leek.md`, relative to the site root `root`)
    /// with its problems, as `load` would; nil when it cannot be read.
    /// An editor that saves in place empties the file and then writes it; read in between, a recipe
    /// would be "not a recipe" and its page gone until the next save. A file found empty is given a
    /// moment (up to 250 ms) to be written; one that stays empty is read as it is.
    public static func readRecipe(at path: String, root: URL) -> (Recipe?, [Diagnostic]) {
        let file = root.appendingPathComponent(path).path
        var waited = 0
        while waited < 250, POSIX.status(of: file)?.size == 0 {
            usleep(10_000)
            waited += 10
        }
        return loadRecipe(root: root, path: path)
    }
}

package extension Array {
    /// The first index whose element satisfies `belongs`, in an array where those come last (binary search).
    func partitionPoint(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
