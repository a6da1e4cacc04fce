import CookgenSupport
import CookgenModel
import CookgenContent
/// Cooklang's image convention: `Name.jpg` beside `Name.cook` is the recipe's picture,
/// `Name.3.jpg` the picture of step 3.
package enum CooklangImages {
    package static let extensions = ["jpg", "jpeg", "png", "webp", "avif", "gif", "svg"]

    /// The recipe with images found beside it filled in (only where none is written).
    package static func attach(to recipe: Recipe, assets: [String: String]) -> Recipe {
        guard recipe.format == .cooklang else { return recipe }
        let stemPath = String(recipe.sourcePath.dropFirst("Content/".count).dropLast(".cook".count))
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
}
