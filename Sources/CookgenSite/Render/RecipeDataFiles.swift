import CookgenSupport
import CookgenModel

/// Where the recipes' data for other pages lives: a few shared files instead of one per recipe.
///
/// Card stacks, plans, favourites and the shopping list need the data of recipes other than
/// the page's own. Each recipe's data (the object a recipe page carries, see `RecipeData`) goes
/// into `assets/data/recipes-<n>.js`, `n` a hash of its slug modulo the number of files; the
/// number of files is in `kitchen-data.js` (`window.cookgenDataFiles`), so a page finds any
/// recipe's file from its slug alone, with the same hash in `site.js`.
package enum RecipeDataFiles {
    /// Recipes per file, on average: small enough that a plan loading a few files stays light.
    package static let recipesPerFile = 32

    /// How many data files a site of `recipes` recipes has (at least one).
    package static func count(recipes: Int) -> Int {
        max(1, (recipes + recipesPerFile - 1) / recipesPerFile)
    }

    /// The file holding `slug`'s data among `files`: 32-bit FNV-1a of the slug's UTF-8 bytes.
    package static func file(of slug: Slug, files: Int) -> Int {
        var hash: UInt32 = 0x811c_9dc5
        for byte in slug.rawValue.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(max(1, files)))
    }

    /// `assets/data/recipes-3.js`.
    package static func path(_ file: Int) -> String {
        "assets/data/recipes-\(file).js"
    }

    /// Whether `path` is one of the data files.
    package static func isDataFile(_ path: String) -> Bool {
        path.hasPrefix("assets/data/recipes-") && path.hasSuffix(".js")
    }
}
