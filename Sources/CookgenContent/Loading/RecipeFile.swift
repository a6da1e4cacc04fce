import CookgenSupport
import CookgenModel
import Foundation

/// One recipe file read on its own, outside a site build (for export, scale, shopping-list).
public enum RecipeFile {
    /// Reads and parses the file; `displayPath` is how messages name it.
    public static func load(_ url: URL, displayPath: String) -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (nil, [.error("file-unreadable", "cannot read the file", at: SourceLocation(file: displayPath),
                                 hint: "check the path")])
        }
        guard data.count <= Loader.maximumFileBytes else {
            return (nil, [.error("file-too-large", "the file is larger than 4 MB", at: SourceLocation(file: displayPath))])
        }
        let source: SourceText
        switch SourceText.decode(data, path: displayPath) {
        case .success(let s): source = s
        case .failure(let d): diagnostics.append(d); return (nil, diagnostics)
        }
        let lower = url.pathExtension.lowercased()
        guard Loader.recipeExtensions.contains(lower) else {
            return (nil, [.error("file-not-recipe", "'\(url.lastPathComponent)' is not a recipe file", at: SourceLocation(file: displayPath),
                                 hint: "give a .md or .cook file")])
        }
        return lower == "cook" ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
    }
}
