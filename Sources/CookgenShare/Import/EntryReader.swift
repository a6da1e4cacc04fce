import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Reads every entry of an import tree with the reader its content calls for, and gathers
/// each recipe's pictures from the tree. A broken entry becomes a skip with its reason.
struct EntryReader {
    let from: ImportFormat?
    let limits: ImportLimits
    private(set) var recipes: [ImportedRecipe] = []
    private(set) var skipped: [ImportReport.Skip] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(from: ImportFormat?, limits: ImportLimits) {
        self.from = from
        self.limits = limits
    }

    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "svg"]
    private static let textExtensions: Set<String> = ["mmf", "mm", "txt", "mxp"]

    mutating func read(_ tree: ImportTree) throws(ArchiveRefusal) {
        for entry in tree.entries {
            if let refusal = entry.refusal { skip(entry.path, refusal); continue }
            if Self.pictureExtensions.contains(entry.pathExtension) { continue }
            do {
                try read(entry, in: tree)
            } catch let refusal as ArchiveRefusal {
                throw refusal
            } catch {
                skip(entry.path, String(describing: error))
            }
        }
    }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private mutating func skip(_ entry: String, _ reason: String) {
        skipped.append(ImportReport.Skip(entry: entry, reason: reason))
    }

    private mutating func read(_ entry: ImportTree.Entry, in tree: ImportTree) throws {
        let ext = entry.pathExtension
        // The one file given (standard input has no name to go by) is always read.
        var given = false
        if case .bytes = entry.source { given = true }
        guard given || Self.isCandidate(ext) || from != nil else { return }
        var data = try tree.read(entry)
        if ZipArchive.isZip(data) {
            let inner = try ImportTree.zip(data, name: entry.path, depth: entry.depth + 1, prefix: entry.path + "/", budget: tree.budget)
            try read(ImportTree(name: entry.path, entries: inner, budget: tree.budget))
            return
        }
        if Inflater.isGzip(data) {
            data = try Inflater.inflate(data, .gzip, cap: limits.entryBytes, limits: limits, name: entry.path)
            try tree.budget.spend(data.count)
        }
        let found = try recipes(in: data, entry: entry)
        guard !found.isEmpty else { throw EntryProblem("no recipe was found in it") }
        for var recipe in found {
            attachPictures(&recipe, entry: entry, tree: tree, alone: found.count == 1)
            recipes.append(recipe)
        }
    }

    private static func isCandidate(_ ext: String) -> Bool {
        ["paprikarecipe", "paprikarecipes", "json", "html", "htm", "cook", "md", "markdown", "zip", "gz"].contains(ext)
            || textExtensions.contains(ext)
    }

    /// The recipes in one entry's bytes, by what `--from` says, else by what the bytes are.
    private mutating func recipes(in data: Data, entry: ImportTree.Entry) throws -> [ImportedRecipe] {
        let ext = entry.pathExtension
        let head = String(decoding: data.prefix(4096), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let isJSON = head.hasPrefix("{") || head.hasPrefix("[")
        let isHTML = head.hasPrefix("<")
        switch from {
        case .mealmaster: return collect(MealMasterReader.recipes(MealMasterReader.decode(data), entry: entry.path, limits: limits))
        case .recipekeeper: return collect(RecipeKeeperReader.recipes(String(decoding: data, as: UTF8.self), entry: entry.path, limits: limits))
        case .cook: return try legacy(data, kind: .cook, entry: entry)
        case .markdown: return try legacy(data, kind: .markdown, entry: entry)
        case .schema where isHTML: return try legacy(data, kind: .html, entry: entry)
        case .paprika, .mealie, .tandoor, .nextcloud, .schema: return try json(data, entry: entry)
        case nil: break
        }
        if isJSON { return try json(data, entry: entry) }
        if isHTML {
            let html = String(decoding: data, as: UTF8.self)
            if RecipeKeeperReader.matches(html) { return collect(RecipeKeeperReader.recipes(html, entry: entry.path, limits: limits)) }
            return try legacy(data, kind: .html, entry: entry)
        }
        if ext == "cook" { return try legacy(data, kind: .cook, entry: entry) }
        let text = MealMasterReader.decode(data)
        if MealMasterReader.matches(text) { return collect(MealMasterReader.recipes(text, entry: entry.path, limits: limits)) }
        if ext == "md" || ext == "markdown" { return try legacy(data, kind: .markdown, entry: entry) }
        throw EntryProblem(Self.textExtensions.contains(ext) ? "it is not a MealMaster file (no 'Meal-Master' header line)"
                                                              : "it is not in a format cookgen reads")
    }

    private mutating func json(_ data: Data, entry: ImportTree.Entry) throws -> [ImportedRecipe] {
        guard let value = HTMLPage.parseJSON(String(decoding: data, as: UTF8.self)) else { throw EntryProblem("it is not valid JSON") }
        return try json(value, entry: entry, depth: 0)
    }

    private mutating func collect(_ result: ([ImportedRecipe], [Diagnostic])) -> [ImportedRecipe] {
        diagnostics += result.1
        return result.0
    }

    private mutating func json(_ value: JSONValue, entry: ImportTree.Entry, depth: Int) throws -> [ImportedRecipe] {
        if let list = value.array, depth == 0, !list.contains(where: { $0.object?["@type"] != nil || $0.object?["@context"] != nil }) {
            return try list.flatMap { try json($0, entry: entry, depth: 1) }
        }
        guard let o = value.object else {
            if from == .schema || from == .nextcloud || from == nil { return collect(NextcloudReader.recipes(value, entry: entry.path, limits: limits)) }
            return []
        }
        // A Mealie or API page: `{"items": [recipes]}`.
        if depth == 0, let items = o["items"]?.array ?? o["recipes"]?.array, o["name"] == nil {
            return try items.flatMap { try json($0, entry: entry, depth: 1) }
        }
        switch from {
        case .paprika: return [collect1(PaprikaReader.recipe(o, entry: entry.path, limits: limits))]
        case .mealie: return [collect1(MealieReader.recipe(o, entry: entry.path, limits: limits))]
        case .tandoor: return [collect1(TandoorReader.recipe(o, entry: entry.path, limits: limits))]
        case .schema, .nextcloud: return collect(NextcloudReader.recipes(value, entry: entry.path, limits: limits))
        default: break
        }
        if PaprikaReader.matches(o) { return [collect1(PaprikaReader.recipe(o, entry: entry.path, limits: limits))] }
        if TandoorReader.matches(o) { return [collect1(TandoorReader.recipe(o, entry: entry.path, limits: limits))] }
        if MealieReader.matches(o) { return [collect1(MealieReader.recipe(o, entry: entry.path, limits: limits))] }
        if RecipeJSON.isModel(o) {
            return [ImportedRecipe(recipe: ImportSanitizer.clean(RecipeJSON.recipe(from: o, file: entry.path)), entry: entry.path)]
        }
        return collect(NextcloudReader.recipes(value, entry: entry.path, limits: limits))
    }

    private mutating func collect1(_ result: (ImportedRecipe, [Diagnostic])) -> ImportedRecipe {
        diagnostics += result.1
        return result.0
    }

    /// The single-recipe importer's readers: pages with JSON-LD, Cooklang and Markdown.
    private mutating func legacy(_ data: Data, kind: RecipeImporter.InputKind, entry: ImportTree.Entry) throws -> [ImportedRecipe] {
        let (found, problems) = RecipeImporter.read(data, kind: kind, name: entry.path)
        if found.isEmpty, let error = problems.first(where: { $0.severity == .error }) { throw EntryProblem(error.message) }
        diagnostics += problems.filter { $0.severity != .error }
        return found.map { ImportedRecipe(recipe: $0, entry: entry.path) }
    }
}
