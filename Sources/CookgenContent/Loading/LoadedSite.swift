import CookgenSupport
import CookgenModel
import Foundation

/// The result of the load stage: everything read from disk, parsed, not yet related.
public struct LoadedSite: Sendable {
    /// The site root folder.
    public var root: URL
    /// `cookgen.yaml`.
    public var config: SiteConfig
    /// Every recipe that parsed, sorted by source path. Drafts are left out.
    public var recipes: [Recipe]
    /// Source paths of recipes that had errors and were not loaded.
    public var failed: [String]
    /// Category metadata.
    public var categories: [CategoryInfo]
    /// Files to copy, relative to `Content/`.
    public var assets: [String]
    /// Shop aisles from `Content/aisles.yaml`: aisle → ingredient names.
    public var aisles: [String: [String]] = [:]
    /// Allergens from `Content/allergens.yaml`: allergen → ingredient words.
    public var allergens: [String: [String]] = [:]
    /// Meal plans from `Content/plans/`, sorted by source path; references not yet resolved.
    public var plans: [MealPlan] = []
    /// Guide pages, sorted by source path.
    public var guides: [Guide] = []
    /// Quizzes, sorted by source path.
    public var quizzes: [Quiz] = []
    /// Problems found while loading.
    public var diagnostics: [Diagnostic]
    /// Ingredient nutrition from `Content/nutrition.yaml`; empty when the site has none.
    public var nutritionTable = NutritionTable()
    /// Every recipe's versions from git (the history stage); nil when the site is not in a repository.
    public var history: SiteHistory?

    /// Memberwise, for the other targets.
    package init(root: URL, config: SiteConfig, recipes: [Recipe], failed: [String], categories: [CategoryInfo], assets: [String], aisles: [String: [String]] = [:], allergens: [String: [String]] = [:], plans: [MealPlan] = [], guides: [Guide] = [], quizzes: [Quiz] = [], diagnostics: [Diagnostic], nutritionTable: NutritionTable = NutritionTable()) {
        self.root = root
        self.config = config
        self.recipes = recipes
        self.failed = failed
        self.categories = categories
        self.assets = assets
        self.aisles = aisles
        self.allergens = allergens
        self.plans = plans
        self.guides = guides
        self.quizzes = quizzes
        self.diagnostics = diagnostics
        self.nutritionTable = nutritionTable
    }
}

/// The load stage: scan `Content/`, read the config, parse every recipe (in parallel).
public enum Loader {
    /// Loads the site at `root`. Throws only when the site itself is unusable (no `Content/`).
    public static func load(root: URL, threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> LoadedSite {
        try load(root: root, threads: threads) { loadRecipe(root: $0, path: $1) }
    }

    /// Loads the site at `root`, each recipe file read by `parse` (a build passes one that
    /// answers from its cache of parsed files).
    /// `files`: the regular files under `Content/` when they were listed already (see `ContentScanner.scan`).
    package static func load(root: URL, threads: Int, parse: @escaping RecipeParser, files: [String]? = nil) throws -> LoadedSite {
        let contentDir = root.appendingPathComponent("Content")
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDir.path, isDirectory: &isDir), isDir.boolValue else {
            throw SetupError.noContent(root.path)
        }
        let inventory = try ContentScanner.scan(root: root, files: files)
        var diagnostics: [Diagnostic] = []
        let configText = readSource(root: root, path: "cookgen.yaml", diagnostics: &diagnostics, optional: true)
        let (config, configDiagnostics) = SiteConfigReader.read(configText)
        diagnostics += configDiagnostics
        var categories: [CategoryInfo] = []
        for path in inventory.categoryFiles {
            guard let source = readSource(root: root, path: path, diagnostics: &diagnostics) else { continue }
            let (infos, found) = CategoryReader.read(source)
            categories += infos
            diagnostics += found
        }
        let aisles = readWordLists(root: root, file: "aisles.yaml", diagnostics: &diagnostics)
        let allergens = readWordLists(root: root, file: "allergens.yaml", diagnostics: &diagnostics)
        let nutritionTable = readNutritionTable(root: root, diagnostics: &diagnostics)
        let results = Parallel.map(inventory.recipes, threads: threads) { path in parse(root, path) }
        var recipes: [Recipe] = []
        var failed: [String] = []
        for (path, (recipe, found)) in zip(inventory.recipes, results) {
            diagnostics += found
            if let recipe, !found.hasErrors { if !recipe.metadata.draft { recipes.append(recipe) } } else if found.hasErrors { failed.append(path) }
        }
        let plans = loadPlans(root: root, paths: inventory.plans, diagnostics: &diagnostics)
        var site = LoadedSite(root: root, config: config, recipes: recipes, failed: failed, categories: categories,
                              assets: inventory.assets, aisles: aisles, allergens: allergens, plans: plans, diagnostics: diagnostics,
                              nutritionTable: nutritionTable)
        site.guides = loadAll(inventory.guides, root: root, diagnostics: &site.diagnostics, GuideLoader.load)
        site.quizzes = loadAll(inventory.quizzes, root: root, diagnostics: &site.diagnostics, QuizLoader.load)
        return site
    }

    /// `Content/nutrition.yaml` (or `.yml`), when the site has one.
    package static func readNutritionTable(root: URL, diagnostics: inout [Diagnostic]) -> NutritionTable {
        for name in ["nutrition.yaml", "nutrition.yml"]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/\(name)").path) {
            guard let source = readSource(root: root, path: "Content/\(name)", diagnostics: &diagnostics) else { return NutritionTable() }
            let (table, found) = NutritionTableReader.read(source)
            diagnostics += found
            return table
        }
        return NutritionTable()
    }

    /// Loads just these recipe files, outside any site, wherever they are. Each is named by its
    /// path relative to `base` when it is inside `base`, else by its absolute path; `fileURL(of:base:)`
    /// turns the name back into the file.
    public static func load(files: [URL], base: URL) throws -> LoadedSite {
        let prefix = base.standardizedFileURL.path + "/"
        var recipes: [Recipe] = [], failed: [String] = [], diagnostics: [Diagnostic] = []
        for url in files {
            let full = url.standardizedFileURL.path
            let path = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
            let (recipe, found) = RecipeFile.load(url, displayPath: path)
            diagnostics += found
            if let recipe, !found.hasErrors { recipes.append(recipe) } else { failed.append(path) }
        }
        return LoadedSite(root: base, config: SiteConfig(), recipes: recipes, failed: failed, categories: [], assets: [],
                          diagnostics: diagnostics)
    }

    /// The file a source path names: relative to the site root `base`, or absolute for a file
    /// loaded from outside it (`load(files:base:)`).
    public static func fileURL(of sourcePath: String, base: URL) -> URL {
        sourcePath.hasPrefix("/") ? URL(fileURLWithPath: sourcePath).standardizedFileURL
            : base.appendingPathComponent(sourcePath).standardizedFileURL
    }

    /// `Content/aisles.yaml` (`produce: [kohlrabi, pak choi]`) or `Content/allergens.yaml`
    /// (`nuts: [walnut, pesto]`): names mapped to lists of ingredient words.
    package static func readWordLists(root: URL, file: String, diagnostics: inout [Diagnostic]) -> [String: [String]] {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/\(file)").path),
              let source = readSource(root: root, path: "Content/\(file)", diagnostics: &diagnostics) else { return [:] }
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): diagnostics.append(d); return [:]
        case .success(let value):
            guard let entries = value?.entries else {
                if let value {
                    diagnostics.append(.warning("word-lists-shape", "\(file) should map names to lists of ingredients", at: value.location,
                                                hint: "write e.g. 'produce: [kohlrabi, pak choi]'"))
                }
                return [:]
            }
            var aisles: [String: [String]] = [:]
            for entry in entries { aisles[entry.key.trimmed.lowercased()] = entry.value.list.compactMap { $0.string?.nonEmpty } }
            return aisles
        }
    }

    /// Reads and parses guide or quiz files; the ones with errors are reported and left out.
    package static func loadAll<T>(_ paths: [String], root: URL, diagnostics: inout [Diagnostic],
                           _ parse: (SourceText) -> (T?, [Diagnostic])) -> [T] {
        paths.compactMap { path in
            guard let source = readSource(root: root, path: path, diagnostics: &diagnostics) else { return nil }
            let (value, found) = parse(source)
            diagnostics += found
            return found.hasErrors ? nil : value
        }
    }

    /// Reads and parses one recipe file at `path` (relative to the site root `root`).
    package typealias RecipeParser = @Sendable (_ root: URL, _ path: String) -> (Recipe?, [Diagnostic])

    /// Reads and parses one recipe file.
    package static func loadRecipe(root: URL, path: String) -> (Recipe?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let source = readSource(root: root, path: path, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        let (recipe, found) = path.lowercased().hasSuffix(".cook") ? CooklangRecipeLoader.load(source) : MarkdownRecipeLoader.load(source)
        return (recipe, Diagnostic.quoting(found, file: path, text: source.text))
    }

    /// Largest recipe or config file read.
    package static let maximumFileBytes = 4 * 1024 * 1024

    package static let recipeExtensions = ContentScanner.recipeExtensions

    package static func readSource(root: URL, path: String, diagnostics: inout [Diagnostic], optional: Bool = false) -> SourceText? {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if !optional {
                diagnostics.append(LoadedSite.unreadable(url.path, displayPath: path))
            }
            return nil
        }
        if data.count > maximumFileBytes {
            diagnostics.append(.error("file-too-large", "the file is \(data.count / 1024 / 1024) MB; at most 4 MB is read",
                                      at: SourceLocation(file: path), hint: "split it into smaller files"))
            return nil
        }
        switch SourceText.decode(data, path: path) {
        case .success(let s): return s
        case .failure(let d): diagnostics.append(d); return nil
        }
    }
}

/// Problems with the whole setup, not with one file: the build cannot start.
public enum SetupError: Error, CustomStringConvertible, Sendable {
    case noContent(String)
    case noTemplates(String)
    case output(String)

    public var description: String {
        switch self {
        case .noContent(let root): "no Content/ folder in \(root); point to the site folder that holds Content/"
        case .noTemplates(let dir): "no templates in \(dir); add Templates/ to the site or reinstall cookgen"
        case .output(let message): message
        }
    }
}

extension LoadedSite {
    /// "cannot read the file: permission denied", with what to do about that reason.
    package static func unreadable(_ path: String, displayPath: String) -> Diagnostic {
        let system = SystemError.unreadable(path)
        let reason = system.map { ": \($0.reason)" } ?? ""
        let hint = switch system?.code {
        case EACCES?, EPERM?: "give yourself read permission: chmod u+r '\(displayPath)'"
        case ENOENT?: "the file went away while the site was read; build again"
        default: "check that it exists and is readable"
        }
        return .error("file-unreadable", "cannot read the file\(reason)", at: SourceLocation(file: displayPath), hint: hint)
    }
}
