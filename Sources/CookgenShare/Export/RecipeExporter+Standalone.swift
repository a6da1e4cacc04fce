import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

extension RecipeExporter {
    /// One recipe file read for export, with an exporter that knows its site.
    public struct Standalone: Sendable {
        /// Exports recipes of the file's site (or folder).
        public var exporter: RecipeExporter
        /// The recipe in the file, as loaded (not scaled).
        public var recipe: Recipe
        /// Problems with the theme and pictures that cannot be found.
        public var diagnostics: [Diagnostic]
        /// How the diagnostics name the recipe file (relative to the site, or `Content/<name>` on its own).
        public var sourcePath: String

        /// The diagnostics with the recipe file named as the person typed it.
        public func relocated(_ diagnostics: [Diagnostic], to displayPath: String) -> [Diagnostic] {
            diagnostics.map { d in
                var d = d
                if d.location?.file == sourcePath { d.location?.file = displayPath }
                return d
            }
        }
    }

    /// An exporter for the recipe in `file`. When the file is inside a site, the site gives the
    /// settings (`cookgen.yaml`), the pictures under `Content/` and its own `Templates/`, laid over
    /// `defaultTheme`; a file on its own finds pictures beside it. Nil when the file cannot be read
    /// as a recipe (`RecipeFile.load` says why).
    public static func standalone(file: URL, defaultTheme: URL?) -> Standalone? {
        let url = file.standardizedFileURL
        let siteRoot = SiteLocator.root(of: url)
        let root = siteRoot ?? url.deletingLastPathComponent().deletingLastPathComponent()
        let contentRoot = siteRoot?.appendingPathComponent("Content") ?? url.deletingLastPathComponent()
        // Paths as the site's loader would name them; a file on its own is seen as if its folder were Content/.
        let sourcePath = siteRoot.map { RecipeExporter.relativePath(from: $0, to: url) } ?? "Content/" + url.lastPathComponent
        guard case (let recipe?, let problems) = RecipeFile.load(url, displayPath: sourcePath), !problems.hasErrors else { return nil }
        var ignored: [Diagnostic] = []
        let config = siteRoot.flatMap { Loader.readSource(root: $0, path: "cookgen.yaml", diagnostics: &ignored, optional: true) }
        let settings = SiteConfigReader.read(config).0
        let site = LoadedSite(root: root, config: settings, recipes: [recipe], failed: [], categories: [],
                              assets: referencedImages(recipe, contentRoot: contentRoot, folders: settings.imageFolders), diagnostics: [],
                              nutritionTable: siteRoot.map { Loader.readNutritionTable(root: $0, diagnostics: &ignored) } ?? NutritionTable())
        var context = SiteContext(options: BuildOptions(source: root, output: root, defaultTheme: defaultTheme), dropInvalid: false)
        guard (try? Pipeline.run([.use(site), .index], on: &context)) != nil, var index = context.index else { return nil }
        index.contentRoot = contentRoot
        // Not the theme stage: a file outside any site has no Templates/ of its own, and no theme
        // at all is fine (the text formats need none).
        var layers = defaultTheme.map { [$0] } ?? []
        if let siteTemplates = siteRoot?.appendingPathComponent("Templates"), isFolder(siteTemplates) { layers.append(siteTemplates) }
        var theme: Theme?
        var diagnostics = index.diagnostics.filter { $0.id == "image-missing" || $0.id == "image-url-refused" }
        if !layers.isEmpty {
            let (loaded, problems) = Theme.load(layers: layers, language: index.config.language, rootForPaths: root)
            theme = loaded
            diagnostics += problems
        }
        let exporter = RecipeExporter(index: index, theme: theme)
        return Standalone(exporter: exporter, recipe: index.recipes.first ?? recipe, diagnostics: diagnostics, sourcePath: sourcePath)
    }

    /// The content-relative paths of the pictures the recipe names that exist, including
    /// Cooklang's `Name.jpg` beside `Name.cook`. Only these are looked at, not the whole folder.
    private static func referencedImages(_ recipe: Recipe, contentRoot: URL, folders: [String]) -> [String] {
        var written = [recipe.metadata.image] + recipe.steps.map(\.image)
        if recipe.format == .cooklang {
            let stem = String(recipe.sourcePath.dropFirst("Content/".count).dropLast(".cook".count))
            let location = recipe.metadata.location
            for ext in CooklangImages.extensions { written.append(Located("/" + stem + "." + ext, at: location)) }
            for n in recipe.steps.indices {
                for ext in CooklangImages.extensions { written.append(Located("/\(stem).\(n + 1).\(ext)", at: location)) }
            }
        }
        let candidates = written.compactMap { $0 }.filter { !ImageResolver.isWebURL($0.value) }
            .flatMap { ImageResolver.candidates(for: $0, folders: folders) }
        return Set(candidates).filter { FileManager.default.fileExists(atPath: contentRoot.appendingPathComponent($0).path) }.sorted()
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
