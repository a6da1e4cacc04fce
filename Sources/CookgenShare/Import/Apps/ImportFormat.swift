import Foundation

/// The exports `cookgen import` reads; detected from the content, or named with `--from`.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// Paprika: `.paprikarecipes` (a zip of gzip JSON) or one `.paprikarecipe`.
    case paprika
    /// Nextcloud Cookbook: folders with a schema.org `recipe.json` and `full.jpg`.
    case nextcloud
    /// Mealie: its recipe JSON, or its export zip.
    case mealie
    /// Tandoor: its export zip of zips with `recipe.json`.
    case tandoor
    /// MealMaster text, several recipes per file.
    case mealmaster
    /// Recipe Keeper: `recipes.html` with microdata, and `images/`.
    case recipekeeper
    /// schema.org Recipe JSON-LD, or a saved page with it.
    case schema
    /// Cooklang files.
    case cook
    /// cookgen Markdown files.
    case markdown

    /// How people name it in messages.
    public var title: String {
        switch self {
        case .paprika: "Paprika"
        case .nextcloud: "Nextcloud Cookbook"
        case .mealie: "Mealie"
        case .tandoor: "Tandoor"
        case .mealmaster: "MealMaster"
        case .recipekeeper: "Recipe Keeper"
        case .schema: "schema.org JSON-LD"
        case .cook: "Cooklang"
        case .markdown: "Markdown"
        }
    }
}

/// What an import did, for the one line people read: "Imported 312 recipes (12 with
/// pictures missing, 3 skipped: …)".
public struct ImportReport: Sendable {
    /// An entry that was not imported, and why.
    public struct Skip: Sendable, Equatable {
        /// The entry's path in the archive or folder.
        public var entry: String
        /// What was wrong with it.
        public var reason: String
    }

    /// Recipes read.
    public var imported = 0
    /// Recipes whose export names a picture that is not there or is not a picture.
    public var picturesMissing = 0
    /// Entries not imported, in the order met.
    public var skipped: [Skip] = []

    /// The summary line; the skips are listed by name after "skipped:", at most `listed` of them.
    public func summary(listed: Int = 3) -> String {
        var parts: [String] = []
        if picturesMissing > 0 { parts.append("\(picturesMissing) with pictures missing") }
        if !skipped.isEmpty {
            let names = skipped.prefix(listed).map(\.entry).joined(separator: ", ")
            parts.append("\(skipped.count) skipped: \(names)\(skipped.count > listed ? ", …" : "")")
        }
        let noun = imported == 1 ? "recipe" : "recipes"
        return "Imported \(imported) \(noun)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }
}
