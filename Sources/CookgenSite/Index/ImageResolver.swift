import CookgenSupport
import CookgenModel
import CookgenContent
/// Resolves image paths as written to files under `Content/`: first beside the file that names
/// them, then from `Content/`, then from the site-wide image folders (`Content/images/` and
/// `image_folders:` in `cookgen.yaml`). Web URLs (`https://…`; `//host/…` as `https:`) are kept as
/// written and never fetched; any other scheme (`javascript:`, `data:`, `file:`) is refused.
package enum ImageResolver {
    package static func resolve(_ recipe: Recipe, assets: [String: String], folders: [String],
                                into images: inout [ImageKey: String], diagnostics: inout [Diagnostic]) {
        resolve(recipe.metadata.image, assets: assets, folders: folders, into: &images, diagnostics: &diagnostics)
        // The steps' pictures straight from their sections: `recipe.steps` would copy every step into one list first.
        for section in recipe.stepSections {
            for case .step(let step) in section.blocks where step.image != nil {
                resolve(step.image, assets: assets, folders: folders, into: &images, diagnostics: &diagnostics)
            }
        }
        for entry in recipe.metadata.log { resolve(entry.photo, assets: assets, folders: folders, into: &images, diagnostics: &diagnostics) }
    }

    package static func resolve(_ written: Located<String>?, assets: [String: String], folders: [String],
                                into images: inout [ImageKey: String], diagnostics: inout [Diagnostic]) {
        guard let written else { return }
        let key = ImageKey(file: written.location.file, path: written.value)
        if isWebURL(written.value) {
            images[key] = written.value
            return
        }
        if written.value.hasPrefix("//") {
            images[key] = "https:" + written.value
            return
        }
        if let scheme = scheme(of: written.value) {
            // Never in a `src`: `javascript:` is a script, `data:` would be copied into every page,
            // card and the search data, `file:` and others do not load from a web page.
            diagnostics.append(.warning(
                "image-url-refused", "image '\(written.value.prefix(60))' refused: a '\(scheme):' address is not a picture cookgen links",
                at: written.location, hint: scheme == "data" ? "save the picture as a file beside the recipe and write its name"
                    : "use an https:// address or a file beside the recipe"))
            return
        }
        let tried = candidates(for: written, folders: folders)
        if let found = tried.lazy.compactMap({ assets[$0] }).first {
            images[key] = found
            return
        }
        let places = tried.map { "Content/" + $0 }.joined(separator: ", ")
        // `/images/a.jpg` is Hugo's and Jekyll's way to name a picture of the site's static files.
        let fromRoot = written.value.hasPrefix("/")
            ? "; a path that starts with '/' is read from Content/ (a Hugo site keeps such pictures in static/, which a link such as 'ln -s ../static/images Content/images' brings in)"
            : ""
        diagnostics.append(.warning(
            "image-missing", "image '\(written.value)' not found", at: written.location,
            hint: (places.isEmpty ? "" : "looked for \(places); ")
                + "put the file beside the recipe or in Content/images/, or fix the path (relative to this file or to Content/)" + fromRoot))
    }

    package static func isWebURL(_ s: String) -> Bool { SiteURLs.isRemote(s) }

    /// `javascript` for `javascript:alert(1)`; nil for paths (`images/a.jpg`, `photos/a:b.jpg`).
    static func scheme(of s: String) -> String? {
        guard let colon = s.firstIndex(of: ":"), colon != s.startIndex else { return nil }
        let name = s[..<colon]
        guard name.first!.isASCII, name.first!.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) else { return nil }
        return name.contains(".") ? nil : name.lowercased()
    }

    /// Content-relative paths a written path may mean, in order of preference: beside the file,
    /// from `Content/`, then (for a relative path) in each of `folders`.
    package static func candidates(for written: Located<String>, folders: [String]) -> [String] {
        let path = written.value.removingPercentEncoding ?? written.value
        var fileDir = written.location.file.split(separator: "/").dropLast().map(String.init)
        if fileDir.first == "Content" { fileDir.removeFirst() } else { fileDir = [] }
        var results: [String] = []
        if path.hasPrefix("/") {
            if let p = normalise([], String(path.dropFirst())) { results.append(p) }
        } else {
            if let p = normalise(fileDir, path) { results.append(p) }
            if let p = normalise([], path) { results.append(p) }
            for folder in folders {
                if let p = normalise(folder.split(separator: "/").map(String.init), path) { results.append(p) }
            }
        }
        return results.map { $0.precomposedStringWithCanonicalMapping }.uniqued()
    }

    /// Joins and resolves `.`/`..`; nil when the path leaves `Content/`.
    package static func normalise(_ base: [String], _ path: String) -> String? {
        var parts = base
        for part in path.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        if parts.first == "Content" { parts.removeFirst() }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

import Foundation
