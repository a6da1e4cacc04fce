import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

extension EntryReader {
    /// Names an export gives a recipe's picture when nothing refers to it by name: Nextcloud's
    /// `full.jpg`, Mealie's `images/original.webp`, Tandoor's `image.jpg`, CookCLI's `Name.jpg`.
    private static func candidates(for entry: ImportTree.Entry) -> [String] {
        let stem = (entry.name as NSString).deletingPathExtension
        let names = ["full", "original", "image", "photo", "cover", stem, "images/original", "images/full", "images/image"]
        return names.flatMap { name in ["jpg", "jpeg", "png", "webp", "gif", "JPG", "JPEG", "PNG"].map { "\(name).\($0)" } }
    }

    /// Reads the pictures a recipe refers to (or that lie beside it) from the tree into
    /// `pictures`; a picture that is named but not there counts as missing.
    mutating func attachPictures(_ imported: inout ImportedRecipe, entry: ImportTree.Entry, tree: ImportTree, alone: Bool) {
        let folder = entry.folder
        func load(_ written: String) -> Data? {
            guard !ImageResolver.isWebURL(written), !written.lowercased().hasPrefix("data:") else { return nil }
            let path = written.removingPercentEncoding ?? written
            guard !path.hasPrefix("/"), let found = tree.entry(folder.isEmpty ? path : folder + "/" + path) else { return nil }
            return try? tree.read(found, cap: limits.pictureBytes)
        }
        let at = SourceLocation(file: imported.entry)
        if let written = imported.recipe.metadata.image?.value, imported.pictures[written] == nil {
            if let bytes = load(written) {
                imported.pictures[written] = bytes
            } else if !ImageResolver.isWebURL(written), !written.lowercased().hasPrefix("data:") {
                imported.picturesMissing += 1
                imported.recipe.metadata.image = nil
                missing(written, in: imported)
            }
        }
        let main = imported.recipe.metadata.image?.value
        if alone, main == nil || main.map(ImageResolver.isWebURL) == true {
            for name in Self.candidates(for: entry) {
                guard let bytes = load(name) else { continue }
                if let web = main { imported.recipe.metadata.extra.append(MetadataField(key: "image_url", value: .text(web), location: at)) }
                imported.pictures[name] = bytes
                imported.recipe.metadata.image = Located(name, at: at)
                break
            }
        }
        for step in imported.recipe.steps {
            guard let written = step.image?.value, imported.pictures[written] == nil, let bytes = load(written) else { continue }
            imported.pictures[written] = bytes
        }
        for (n, field) in imported.recipe.metadata.extra.enumerated() where field.key == "photos" {
            guard case .list(let items) = field.value else { continue }
            var kept: [MetadataValue] = []
            for item in items {
                guard case .text(let written) = item else { continue }
                if imported.pictures[written] != nil || ImageResolver.isWebURL(written) {
                    kept.append(item)
                } else if let bytes = load(written) {
                    imported.pictures[written] = bytes
                    kept.append(item)
                } else {
                    imported.picturesMissing += 1
                    missing(written, in: imported)
                }
            }
            imported.recipe.metadata.extra[n].value = .list(kept)
        }
        imported.recipe.metadata.extra.removeAll { $0.key == "photos" && $0.value == .list([]) }
    }

    private mutating func missing(_ written: String, in imported: ImportedRecipe) {
        addDiagnostic(.warning("import-image", "'\(imported.recipe.title)' names the picture '\(written.prefix(80))', which is not in the export or is over \(Inflater.size(limits.pictureBytes)); it was left out",
                               at: SourceLocation(file: imported.entry), hint: "add the picture beside the written recipe and name it under image:"))
    }
}
