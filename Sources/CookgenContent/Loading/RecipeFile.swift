import CookgenSupport
import CookgenModel
import Foundation

/// One recipe file read on its own, outside a site build (for export, scale, shopping-list).
public enum RecipeFile {
    /// What a file given to a recipe command is, by the rules the site's loader reads it with.
    public enum Role: String, Sendable, Hashable {
        /// A recipe (`.md`, `.cook`), inside a site or on its own.
        case recipe
        /// A guide page (`Content/guides/*.md`).
        case guide
        /// A quiz (`Content/quizzes/*.yaml`).
        case quiz
        /// A meal plan (`Content/plans/*.menu`, `*.yaml`; a `.menu` file anywhere).
        case plan
        /// Anything else: a picture, a settings file, a README.
        case other
    }

    /// The role of the file at `url`: inside a site by its place under `Content/`, on its own by its extension.
    ///
    /// ```swift
    /// RecipeFile.role(of: URL(fileURLWithPath: "site/Content/guides/hygiene.md"))   // .guide
    /// ```
    public static func role(of url: URL) -> Role {
        let file = url.standardizedFileURL
        let ext = file.pathExtension.lowercased()
        guard let root = SiteLocator.root(of: file) else {
            if ext == "menu" { return .plan }
            return Loader.recipeExtensions.contains(ext) ? .recipe : .other
        }
        let content = root.appendingPathComponent("Content").standardizedFileURL.path + "/"
        var inventory = ContentScanner.Inventory()
        ContentScanner.classify(String(file.path.dropFirst(content.count)), into: &inventory)
        if !inventory.recipes.isEmpty { return .recipe }
        if !inventory.guides.isEmpty { return .guide }
        if !inventory.quizzes.isEmpty { return .quiz }
        if !inventory.plans.isEmpty { return .plan }
        return .other
    }

    /// Reads and parses the file; `displayPath` is how messages name it. A guide, quiz, plan or
    /// other file is refused with an error that says what it is.
    public static func load(_ url: URL, displayPath: String) -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let role = role(of: url)
        guard role == .recipe else { return (nil, [refusal(role, url: url, displayPath: displayPath)]) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (nil, [LoadedSite.unreadable(url.path, displayPath: displayPath)])
        }
        guard data.count <= Loader.maximumFileBytes else {
            return (nil, [.error("file-too-large", "the file is larger than 4 MB", at: SourceLocation(file: displayPath))])
        }
        let source: SourceText
        switch SourceText.decode(data, path: displayPath) {
        case .success(let s): source = s
        case .failure(let d): diagnostics.append(d); return (nil, diagnostics)
        }
        return url.pathExtension.lowercased() == "cook" ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
    }

    /// Why a file that is not a recipe cannot be read as one.
    private static func refusal(_ role: Role, url: URL, displayPath: String) -> Diagnostic {
        let at = SourceLocation(file: displayPath)
        switch role {
        case .guide, .quiz:
            return .error("file-not-recipe", "'\(url.lastPathComponent)' is a \(role.rawValue), not a recipe", at: at,
                          hint: "\(role.rawValue)s become pages of the site when it is built; give a recipe file (.md, .cook)")
        case .plan:
            return .error("file-not-recipe", "'\(url.lastPathComponent)' is a meal plan, not a recipe", at: at,
                          hint: "a plan's shopping list merges the recipes it names; give a recipe file (.md, .cook) to read one recipe")
        case .other where Loader.recipeExtensions.contains(url.pathExtension.lowercased()):
            return .error("file-not-recipe", "'\(url.lastPathComponent)' is not one of the site's recipes", at: at,
                          hint: "the site reads recipes from Content/, but not from README.md or the folders \(ContentScanner.reservedFolders.sorted().joined(separator: ", "))")
        case .recipe, .other:
            return .error("file-not-recipe", "'\(url.lastPathComponent)' is not a recipe file", at: at, hint: "give a .md or .cook file")
        }
    }
}
