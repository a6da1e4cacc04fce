import CookgenSupport
import CookgenModel
import CookgenContent
/// Cooklang's image convention: `Name.jpg` beside `Name.cook` is the recipe's picture,
/// `Name.3.jpg` the picture of step 3.
package enum CooklangImages {
    package static let extensions = ["jpg", "jpeg", "png", "webp", "avif", "gif", "svg"]

    /// The recipe with images found beside it filled in (only where none is written). `stems`:
    /// `stems(of: assets)`, made once for many recipes, so one without pictures costs one lookup.
    package static func attach(to recipe: Recipe, assets: [String: String], stems: Set<String>? = nil) -> Recipe {
        guard recipe.format == .cooklang else { return recipe }
        let stemPath = String(recipe.sourcePath.dropFirst("Content/".count).dropLast(".cook".count))
        if let stems, !stems.contains(stemPath) { return recipe }
        let location = recipe.metadata.location
        func find(_ suffix: String) -> Located<String>? {
            for ext in extensions {
                let path = "\(stemPath)\(suffix).\(ext)"
                if assets[path] != nil { return Located("/" + path, at: location) }
            }
            return nil
        }
        var recipe = recipe
        if recipe.metadata.image == nil { recipe.metadata.image = find("") }
        var number = 0
        for s in recipe.stepSections.indices {
            for b in recipe.stepSections[s].blocks.indices {
                guard case .step(var step) = recipe.stepSections[s].blocks[b] else { continue }
                number += 1
                if step.image == nil, let image = find(".\(number)") {
                    step.image = image
                    recipe.stepSections[s].blocks[b] = .step(step)
                }
            }
        }
        return recipe
    }

    /// Every path an asset's name could be the picture of: the asset's path cut before each dot of
    /// its file name (`a/Pie.3.jpg` gives `a/Pie` and `a/Pie.3`), for the pictures `attach` looks for.
    package static func stems(of assets: [String: String]) -> Set<String> {
        var stems: Set<String> = []
        for path in assets.keys {
            let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
            var at = name
            while let dot = path.utf8[at...].firstIndex(of: UInt8(ascii: ".")) {
                stems.insert(String(path[..<dot]))
                at = path.utf8.index(after: dot)
            }
        }
        return stems
    }
}
