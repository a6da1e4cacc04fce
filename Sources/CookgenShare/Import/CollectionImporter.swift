import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Imports a whole collection — an app's export archive, a folder of recipe files, or one
/// file in an app's format — into files for the cookbook.
///
/// ```swift
/// let result = try CollectionImporter.run(.path(URL(fileURLWithPath: "Export.paprikarecipes")))
/// print(result.report.summary())   // Imported 312 recipes (12 with pictures missing, 3 skipped: …)
/// let written = try ImportWriter.write(result.plans, into: folder, force: false)
/// ```
///
/// The format of each file is read from its content (`--from` forces one); a broken entry is
/// skipped with its reason and the rest imported; an archive that breaks a limit (a bomb,
/// too many entries) is refused whole with an `ArchiveRefusal`.
public enum CollectionImporter {
    /// What to import.
    public enum Input {
        /// A file or a folder.
        case path(URL)
        /// Bytes read elsewhere (standard input), with a name for messages.
        case data(Data, name: String)
    }

    /// The files to write, what happened, and the warnings met on the way.
    public struct Result {
        /// One plan per recipe, in the order of the entries' paths.
        public var plans: [ImportPlan]
        public var report: ImportReport
        public var diagnostics: [Diagnostic]
    }

    /// Whether one file needs this importer rather than the single-recipe one: an archive, a
    /// gzip stream, or an app's format recognised in its content.
    public static func handles(_ data: Data, name: String) -> Bool {
        if ZipArchive.isZip(data) || Inflater.isGzip(data) { return true }
        let head = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        if MealMasterReader.matches(head) || RecipeKeeperReader.matches(head) { return true }
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard trimmed.hasPrefix("{") || trimmed.hasPrefix("["), data.count <= 16 * 1024 * 1024,
              let value = HTMLPage.parseJSON(String(decoding: data, as: UTF8.self)) else { return false }
        let objects = value.array?.compactMap(\.object) ?? value.object.map { [$0] } ?? []
        return objects.contains { PaprikaReader.matches($0) || MealieReader.matches($0) || TandoorReader.matches($0) }
    }

    /// Reads the input; throws `ArchiveRefusal` when it must be refused whole.
    public static func run(_ input: Input, from: ImportFormat? = nil, limits: ImportLimits = .standard,
                           cookbook: [Recipe]? = nil) throws(ArchiveRefusal) -> Result {
        let budget = ExpansionBudget(limits: limits)
        let tree: ImportTree
        switch input {
        case .path(let url):
            tree = try Self.tree(url, budget: budget)
        case .data(let data, let name):
            guard data.count <= limits.inputBytes else { throw ArchiveRefusal("'\(name)' is larger than \(Inflater.size(limits.inputBytes))") }
            tree = try Self.tree(data: data, name: name, budget: budget)
        }
        var reader = EntryReader(from: from, limits: limits)
        try reader.read(tree)
        var recipes = reader.recipes
        var diagnostics = reader.diagnostics
        if let cookbook {
            let resolver = RecipeResolver(recipes: cookbook + recipes.map(\.recipe))
            for i in recipes.indices {
                recipes[i].recipe = RecipeImporter.unlinkMissing(recipes[i].recipe, resolver: resolver, input: recipes[i].entry, diagnostics: &diagnostics)
            }
        }
        var planner = ImportPlanner(input: tree.name, folder: nil)
        var report = ImportReport(imported: recipes.count, skipped: reader.skipped)
        let plans = recipes.map { imported -> ImportPlan in
            let plan = planner.plan(imported.recipe, attached: imported.pictures, pictureLimit: limits.pictureBytes)
            if imported.picturesMissing + plan.picturesLeftOut > 0 { report.picturesMissing += 1 }
            return plan
        }
        return Result(plans: plans, report: report, diagnostics: diagnostics + planner.diagnostics)
    }

    private static func tree(_ url: URL, budget: ExpansionBudget) throws(ArchiveRefusal) -> ImportTree {
        guard let status = POSIX.status(of: url.path, followingLinks: true) else { throw ArchiveRefusal("cannot read \(url.path); check the path") }
        if status.kind == .directory {
            return ImportTree(name: url.lastPathComponent, entries: try ImportTree.folder(url, budget: budget), budget: budget)
        }
        guard status.kind == .regular else { throw ArchiveRefusal("\(url.path) is not a file or a folder") }
        guard status.size <= budget.limits.inputBytes else {
            throw ArchiveRefusal("\(url.path) is \(Inflater.size(status.size)); at most \(Inflater.size(budget.limits.inputBytes)) is read")
        }
        let data: Data
        do { data = try Data(contentsOf: url, options: .alwaysMapped) } catch { throw ArchiveRefusal("cannot read \(url.path): \(error.localizedDescription)") }
        var tree = try tree(data: data, name: url.lastPathComponent, budget: budget)
        if !ZipArchive.isZip(data) { tree = tree.adding(picturesBeside: url) }
        return tree
    }

    private static func tree(data: Data, name: String, budget: ExpansionBudget) throws(ArchiveRefusal) -> ImportTree {
        if ZipArchive.isZip(data) {
            return ImportTree(name: name, entries: try ImportTree.zip(data, name: name, depth: 1, budget: budget), budget: budget)
        }
        return ImportTree(name: name, entries: [ImportTree.Entry(path: name, source: .bytes(data), depth: 0)], budget: budget)
    }
}

extension ImportLimits {
    /// Largest picture taken from an export.
    package var pictureBytes: Int { 8 * 1024 * 1024 }
}
