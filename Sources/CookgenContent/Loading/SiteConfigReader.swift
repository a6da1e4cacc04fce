import CookgenSupport
import CookgenModel
/// Reads `cookgen.yaml`. Every key is optional; unknown keys get a warning with a suggestion.
package enum SiteConfigReader {
    package static let keys = ["title", "description", "base_url", "language", "author", "about", "newest_count", "nutrition_high", "image_folders", "short_name", "icon", "history"]

    /// Parses the config text; a missing file means the defaults.
    package static func read(_ source: SourceText?) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        guard let source else { return (config, []) }
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): return (config, [d])
        case .success(.none): return (config, [])
        case .success(.some(let value)):
            guard let entries = value.entries else {
                return (config, [.error("config-not-mapping", "cookgen.yaml should hold 'key: value' lines", at: value.location,
                                        hint: "e.g. 'title: My Cookbook'")])
            }
            var diagnostics: [Diagnostic] = []
            for entry in entries {
                diagnostics += apply(entry, to: &config)
            }
            return (config, diagnostics)
        }
    }

    private static func apply(_ entry: YAMLEntry, to config: inout SiteConfig) -> [Diagnostic] {
        let key = FrontMatterKey.normalise(entry.key)
        let text = entry.value.string?.trimmed ?? ""
        switch key {
        case "title": config.title = text
        case "description": config.description = text
        case "base_url", "baseurl", "url": config.baseURL = text
        case "language", "lang", "locale": config.language = text.isEmpty ? "en" : text
        case "author": config.author = text
        case "about": config.about = text
        case "short_name", "app_name": config.shortName = text
        case "icon", "app_icon":
            guard !text.isEmpty else {
                return [.warning("config-value", "'icon' should name a PNG file under Content/", at: entry.value.location,
                                 hint: "e.g. 'icon: images/icon.png' (square, 512×512 or larger)")]
            }
            config.icon = Located(text, at: entry.value.location)
        case "newest_count":
            guard let n = Int(text), n >= 0 else {
                return [.warning("config-value", "'newest_count' should be a whole number", at: entry.value.location)]
            }
            config.newestCount = n
        case "history":
            guard let on = ["true": true, "yes": true, "on": true, "false": false, "no": false, "off": false][text.lowercased()] else {
                return [.warning("config-value", "'history' should be true or false", at: entry.value.location,
                                 hint: "'history: false' leaves the versions from git off the recipe pages")]
            }
            config.history = on
        case "nutrition_high", "nutrition_limits", "nutrition_flags":
            return nutritionLimits(entry.value, into: &config.nutritionThresholds)
        case "image_folders", "image_folder", "images":
            return imageFolders(entry.value, into: &config.imageFolders)
        default:
            let hint = EditDistance.suggestion(for: key, in: keys).map { "did you mean '\($0)'?" }
                ?? "known keys: \(keys.joined(separator: ", "))"
            return [.warning("config-unknown-key", "unknown key '\(entry.key)' in cookgen.yaml", at: entry.keyLocation, hint: hint)]
        }
        return []
    }

    /// `image_folders: [images, assets/img]`: folders under `Content/` (a leading `Content/` or `/`
    /// is allowed), added after `images`; one that leaves `Content/` is refused.
    private static func imageFolders(_ value: YAMLValue, into folders: inout [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for item in value.list.flatMap({ $0.string.map { $0.split(separator: ",").map(String.init) } ?? [""] }) {
            var parts: [String] = []
            var escapes = false
            for part in item.trimmed.split(separator: "/") where part != "." {
                if part == ".." { escapes = escapes || parts.popLast() == nil } else { parts.append(String(part)) }
            }
            if parts.first == "Content" { parts.removeFirst() }
            guard !escapes, !parts.isEmpty else {
                diagnostics.append(.warning("config-value", "'image_folders' should name folders under Content/, not '\(item.trimmed)'",
                                            at: value.location, hint: "e.g. 'image_folders: [images, assets/img]'"))
                continue
            }
            let folder = parts.joined(separator: "/")
            if !folders.contains(folder) { folders.append(folder) }
        }
        return diagnostics
    }

    /// `nutrition_high: {salt: 1.5, energy: off}`: limits per serving, or `off` to flag nothing for a nutrient.
    private static func nutritionLimits(_ value: YAMLValue, into thresholds: inout NutritionThresholds) -> [Diagnostic] {
        guard let entries = value.entries else {
            return [.warning("config-value", "'nutrition_high' should map nutrients to per-serving limits", at: value.location,
                             hint: "e.g. 'nutrition_high: {salt: 1.5, energy: off}'")]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard let nutrient = Nutrient.named(FrontMatterKey.normalise(entry.key)) else {
                let names = Nutrient.allCases.map(\.key)
                let hint = EditDistance.suggestion(for: entry.key, in: names).map { "did you mean '\($0)'?" } ?? "known: \(names.joined(separator: ", "))"
                diagnostics.append(.warning("config-unknown-key", "unknown nutrient '\(entry.key)' in nutrition_high", at: entry.keyLocation, hint: hint))
                continue
            }
            let text = entry.value.string?.trimmed.lowercased() ?? ""
            if ["off", "no", "false", "none"].contains(text) {
                thresholds.limits[nutrient] = nil
            } else if case .success(let limit) = NutritionValue.parse(text, defaultUnit: nutrient.unit, nutrient: nutrient) {
                thresholds.limits[nutrient] = limit
            } else {
                diagnostics.append(.warning("config-value", "the limit for '\(entry.key)' should be an amount per serving, or 'off'",
                                            at: entry.value.location, hint: nutrient == .energy ? "e.g. '600' (kcal)" : "e.g. '1.8' (g)"))
            }
        }
        return diagnostics
    }
}
