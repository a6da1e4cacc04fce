import CookgenSupport
import CookgenModel
import Foundation

/// Finds the files of a site under `Content/` and sorts them by role.
package struct ContentScanner {
    /// What a site's files are.
    package struct Inventory: Sendable {
        /// Recipe files (`.md`, `.cook`), relative to the site root, sorted.
        package var recipes: [String] = []
        /// Category metadata files, sorted.
        package var categoryFiles: [String] = []
        /// Meal plans (`plans/*.menu`, `.yaml`, `.yml`), relative to the site root, sorted.
        package var plans: [String] = []
        /// Guide pages (`Content/guides/*.md`), relative to the site root, sorted.
        package var guides: [String] = []
        /// Quiz files (`Content/quizzes/*.yaml`), relative to the site root, sorted.
        package var quizzes: [String] = []
        /// Images and other files to copy, relative to `Content/`, sorted.
        package var assets: [String] = []
    }

    package static let imageExtensions: Set<String> = ["svg", "png", "jpg", "jpeg", "webp", "gif", "avif"]
    package static let recipeExtensions: Set<String> = ["md", "markdown", "cook"]
    package static let planExtensions: Set<String> = ["menu", "yaml", "yml"]
    /// Folders under `Content/` that hold other things than recipes.
    package static let reservedFolders: Set<String> = ["templates", "pages", "guides", "plans", "quizzes"]

    /// Lists `Content/` of the site at `root`.
    /// With `files` (the regular files under `Content/`, hidden ones left out, from a walk made
    /// already), the folder is not walked again.
    package static func scan(root: URL, files: [String]? = nil) throws -> Inventory {
        let content = root.appendingPathComponent("Content")
        var inventory = Inventory()
        // opendir/lstat: links are listed as links and not followed, hidden files left out.
        for path in files ?? FileTree.walk(content.standardizedFileURL.path, skippingHidden: true).filter(\.isRegular).map(\.path) {
            classify(path, into: &inventory)
        }
        inventory.recipes.sort()
        inventory.categoryFiles.sort()
        inventory.assets.sort()
        inventory.plans.sort()
        inventory.guides.sort()
        inventory.quizzes.sort()
        return inventory
    }

    package static func classify(_ relative: String, into inventory: inout Inventory) {
        // The path's parts found on its bytes: "/" is only ever the separator.
        let name = PathText.lastComponents(of: relative, count: 1).last.map { String(Substring($0)) } ?? relative
        if isEditorLeftover(name) { return }
        let ext = PathText.fileExtension(of: name).lowercased()
        let top = relative.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(relative[..<$0]) } ?? ""
        let folder = top.lowercased(), lowerName = name.lowercased()
        if relative == "categories.yaml" || relative == "categories.yml"
            || (top == "categories" && (ext == "yaml" || ext == "yml")) {
            inventory.categoryFiles.append("Content/" + relative)
        } else if folder == "plans", planExtensions.contains(ext) {
            inventory.plans.append("Content/" + relative)
        } else if folder == "guides", ext == "md" || ext == "markdown", lowerName != "readme.md" {
            inventory.guides.append("Content/" + relative)
        } else if folder == "quizzes", ext == "yaml" || ext == "yml" {
            inventory.quizzes.append("Content/" + relative)
        } else if recipeExtensions.contains(ext), !reservedFolders.contains(folder), lowerName != "readme.md" {
            inventory.recipes.append("Content/" + relative)
        } else if imageExtensions.contains(ext) {
            inventory.assets.append(relative)
        }
    }

    /// Backup and swap files that editors leave beside the real one.
    package static func isEditorLeftover(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix("#")
            || name == "4913" || name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
            || name.hasSuffix(".bak") || name.hasSuffix(".orig")
    }
}
