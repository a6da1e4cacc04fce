import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// Turns imported recipes into files: a safe, unique name from each title, the recipe written
/// as Markdown (or Cooklang, for Cooklang recipes), and each picture either kept as a web
/// address, extracted from its `data:` URL, or copied from beside the imported file.
package struct ImportPlanner {
    /// The input's name, for messages.
    package let input: String
    /// Where the input was read from; nil for standard input.
    package let folder: URL?
    private var usedStems: Set<String> = []
    private var attached: [String: Data] = [:]
    private var pictureLimit = ImageData.maximumBytes
    private var leftOut = 0
    package private(set) var diagnostics: [Diagnostic] = []

    package init(input: String, folder: URL?) {
        self.input = input
        self.folder = folder
    }

    /// The files one recipe becomes; `attached` holds picture bytes by the name the recipe
    /// refers to them (from an archive), each taken when it is a picture of at most `pictureLimit` bytes.
    package mutating func plan(_ imported: Recipe, attached: [String: Data] = [:], pictureLimit: Int = ImageData.maximumBytes) -> ImportPlan {
        self.attached = attached
        self.pictureLimit = pictureLimit
        leftOut = 0
        defer { self.attached = [:] }
        var recipe = imported
        let base = SafeFileName.stem(from: recipe.title)
        var stem = base
        var n = 1
        while !usedStems.insert(stem).inserted {
            n += 1
            stem = "\(base)-\(n)"
        }
        if recipe.slug.isEmpty || recipe.slug.rawValue == "index" { recipe.slug = Slug(stem) }
        var pictures: [ImportPlan.File] = []
        var references: [String: String] = [:]
        if let written = recipe.metadata.image?.value {
            references[written] = picture(written, named: stem, into: &pictures) ?? ""
        }
        var tried = Set(references.keys)
        for (number, step) in recipe.steps.enumerated() {
            guard let written = step.image?.value, tried.insert(written).inserted else { continue }
            references[written] = picture(written, named: "\(stem).step-\(number + 1)", into: &pictures) ?? ""
        }
        recipe.metadata.extra = recipe.metadata.extra.map { field in
            guard field.key == "photos", case .list(let items) = field.value else { return field }
            var kept: [MetadataValue] = []
            for case .text(let written) in items {
                let name = references[written] ?? picture(written, named: "\(stem).photo-\(kept.count + 2)", into: &pictures)
                references[written] = name ?? ""
                if let name = name?.nonEmpty { kept.append(.text(name)) }
            }
            return MetadataField(key: field.key, value: .list(kept), location: field.location)
        }
        let images = { (written: Located<String>?) in written.flatMap { references[$0.value]?.nonEmpty } }
        let cooklang = recipe.format == .cooklang
        let text = cooklang ? RecipeCooklangWriter.text(recipe, images: images) : RecipeMarkdownWriter.text(recipe, images: images)
        let file = ImportPlan.File(name: stem + (cooklang ? ".cook" : ".md"), data: Data(text.utf8))
        return ImportPlan(title: recipe.title, files: [file] + pictures, picturesLeftOut: leftOut)
    }

    /// How the written recipe refers to a picture; nil (with a warning) when it is left out.
    private mutating func picture(_ written: String, named stem: String, into files: inout [ImportPlan.File]) -> String? {
        // A picture on the web stays there: the build links web pictures as they are.
        if ImageResolver.isWebURL(written) { return written }
        let bytes: Data
        if let data = attached[written] {
            guard data.count <= pictureLimit else {
                return leaveOut("picture '\(written.prefix(60))'", "it is \(Inflater.size(data.count)); at most \(Inflater.size(pictureLimit)) is taken")
            }
            bytes = data
        } else if written.lowercased().hasPrefix("data:") {
            switch ImageData.decode(dataURL: written) {
            case .success(let (_, data)): bytes = data
            case .failure(let problem): return leaveOut("an embedded picture", problem.description)
            }
        } else {
            guard let file = localFile(written) else {
                return leaveOut("picture '\(written)'", "it is not beside the imported file")
            }
            switch ImageData.read(file) {
            case .success(let data): bytes = data
            case .failure(let problem): return leaveOut("picture '\(written)'", problem.description)
            }
        }
        guard let mime = ImageData.sniff(bytes), let ext = ImageData.extensions[mime] else {
            return leaveOut("picture '\(written.prefix(60))'", ImageData.Problem.notAnImage(String(written.prefix(40))).description)
        }
        if mime == "image/svg+xml", !ImageData.isInert(svg: bytes) {
            return leaveOut("picture '\(written.prefix(60))'", ImageData.Problem.unsafeSVG.description)
        }
        let name = "\(stem).\(ext)"
        files.append(ImportPlan.File(name: name, data: bytes))
        return name
    }

    /// A relative path, resolved beside the imported file (or from `Content/` of its site).
    private func localFile(_ written: String) -> URL? {
        guard let folder, !written.hasPrefix("/"), !written.contains(":") else { return nil }
        let path = written.removingPercentEncoding ?? written
        var candidates = [folder.appendingPathComponent(path).standardizedFileURL]
        if let site = SiteLocator.root(of: folder.appendingPathComponent("x")) {
            candidates.append(site.appendingPathComponent("Content").appendingPathComponent(path).standardizedFileURL)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    private mutating func leaveOut(_ what: String, _ why: String) -> String? {
        leftOut += 1
        diagnostics.append(.warning("import-image", "\(what) was left out: \(why)", at: SourceLocation(file: input),
                                    hint: "add a picture to the written recipe by hand (image: in the front matter)"))
        return nil
    }
}
