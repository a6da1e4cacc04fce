import CookgenSupport
import CookgenModel
import Foundation

/// What makes the site an installable app: the web app manifest and its icons, made once per
/// build by the `app` stage from `cookgen.yaml` and the theme; the render stage writes them and,
/// after every page, the offline list and the service worker.
public struct WebApp: Sendable {
    /// Where the manifest is written: at the root, so every relative URL in it is relative to the site.
    package static let manifestPath = "manifest.webmanifest"

    /// The theme's colours.
    package var colours: AppColours
    /// The icons, by output path: drawn on a thread of their own while the index is made.
    private let icons: Background<[(path: String, data: Data)]>
    /// The manifest.
    private let manifest: (path: String, data: Data)
    /// The manifest and the icons, by output path (waiting for the icons to be drawn).
    package var files: [(path: String, data: Data)] { icons.value + [manifest] }
    /// The theme's service worker (`Templates/sw.js`); nil: the theme has none, and no worker is written.
    package var workerSource: String?

    /// The app of a site: icons from `config.icon` (a PNG under `contentRoot`) or drawn in the
    /// theme's colours; problems with the icon are warnings, and the drawn icon stands in.
    /// The icons are drawn on a thread of their own from now, or with `iconsWhenAsked` only when
    /// `files` is first asked for (a build that writes only changed pages needs none).
    package static func make(config: SiteConfig, contentRoot: URL, theme: Theme, threads: Int = 1,
                             iconsWhenAsked: Bool = false) -> (WebApp, [Diagnostic]) {
        var colours = AppColours()
        if let css = theme.staticFiles.first(where: { $0.path == "css/style.css" }),
           let text = try? String(contentsOf: css.source, encoding: .utf8) {
            colours = AppColours(stylesheet: text)
        }
        let (picture, diagnostics) = config.icon.map { readIcon($0, contentRoot: contentRoot) } ?? (nil, [])
        let draw = { @Sendable [colours] in AppIcon.files(colours: colours, picture: picture) }
        let icons = iconsWhenAsked ? Background.deferred(draw) : Background(threads: threads, draw)
        let manifest = (manifestPath, Data(manifest(config: config, colours: colours, theme: theme).utf8))
        let worker = theme.workerSource.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        return (WebApp(colours: colours, icons: icons, manifest: manifest, workerSource: worker), diagnostics)
    }

    /// The web app manifest: names from the config, colours from the theme, URLs relative to the
    /// manifest (the site root), so the app works under any sub-path.
    package static func manifest(config: SiteConfig, colours: AppColours, theme: Theme) -> String {
        let icons: [JSONValue] = AppIcon.variants.map { variant in
            ["src": JSONValue("assets/icons/" + variant.file), "sizes": JSONValue("\(variant.size)x\(variant.size)"),
             "type": "image/png", "purpose": JSONValue(variant.maskable ? "maskable" : "any")]
        }
        let shortcuts: [JSONValue] = [("search", "search_title"), ("shopping-list", "shopping_list_title"), ("favourites", "favourites_title")]
            .filter { theme.templateNames.contains($0.0) }
            .map { ["name": JSONValue(theme.strings[$0.1] ?? $0.0), "url": JSONValue($0.0 + ".html")] }
        var object: [String: JSONValue] = [
            "name": JSONValue(config.title), "short_name": JSONValue(config.shortName.isEmpty ? config.title : config.shortName),
            "lang": JSONValue(config.language), "dir": "auto",
            "id": "./", "start_url": "./", "scope": "./", "display": "standalone",
            "theme_color": JSONValue(colours.background.hex), "background_color": JSONValue(colours.background.hex),
            "icons": .array(icons), "categories": ["food", "lifestyle"],
        ]
        if !config.description.isEmpty { object["description"] = JSONValue(config.description) }
        if !shortcuts.isEmpty { object["shortcuts"] = .array(shortcuts) }
        return JSONWriter.string(object, pretty: true) + "\n"
    }

    /// The largest icon file read.
    static let maxIconBytes = 20 << 20

    private static func readIcon(_ icon: Located<String>, contentRoot: URL) -> (RasterImage?, [Diagnostic]) {
        let hint = "use a square PNG of at least 512×512 pixels under Content/, e.g. 'icon: images/icon.png'"
        let parts = icon.value.split(separator: "/").filter { $0 != "." }
        let url = parts.reduce(contentRoot) { $0.appendingPathComponent(String($1)) }
        guard !parts.contains(".."), !icon.value.hasPrefix("/") else {
            return (nil, [.warning("icon-outside", "icon '\(icon.value)' is outside Content/; the theme's icon is used", at: icon.location, hint: hint)])
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size, let data = size <= maxIconBytes ? FileManager.default.contents(atPath: url.path) : nil else {
            let message = size == nil ? "icon '\(icon.value)' not found under Content/" : "icon '\(icon.value)' is larger than 20 MB"
            return (nil, [.warning("icon-missing", message + "; the theme's icon is used", at: icon.location, hint: hint)])
        }
        do {
            let picture = try PNGReader.decode(data)
            var notes: [Diagnostic] = []
            if picture.width != picture.height {
                notes.append(.warning("icon-not-square", "icon '\(icon.value)' is \(picture.width)×\(picture.height); its middle square is used",
                                      at: icon.location, hint: hint))
            } else if picture.width < 512 {
                notes.append(.warning("icon-small", "icon '\(icon.value)' is \(picture.width)×\(picture.height) and will look blurred at 512×512",
                                      at: icon.location, hint: hint))
            }
            return (picture, notes)
        } catch {
            return (nil, [.warning("icon-unreadable", "icon '\(icon.value)' cannot be used: \(error); the theme's icon is used",
                                   at: icon.location, hint: hint)])
        }
    }
}

public extension Stage {
    /// Makes the web app manifest and starts drawing the icons (after the theme stage; they
    /// need no index, so they are drawn while it is made). Problems with the icon become
    /// warnings; the build goes on with the theme's icon.
    static let app = app(iconsWhenAsked: false)

    /// The app stage, the icons drawn only when they are written with `iconsWhenAsked` (a build
    /// that may write only the pages a change touches).
    static func app(iconsWhenAsked: Bool) -> Stage {
        Stage("app") { context in
            let loaded = try context.requireLoaded(by: "app")
            guard let theme = context.theme else { return }
            let (app, diagnostics) = WebApp.make(config: loaded.config, contentRoot: loaded.root.appendingPathComponent("Content"), theme: theme,
                                                 threads: context.options.threads, iconsWhenAsked: iconsWhenAsked)
            context.app = app
            context.appDiagnostics = diagnostics
        }
    }
}

extension WebApp {
    /// Writes the manifest and the icons.
    package func write(into sink: OutputSink) throws {
        for file in files { try sink.write(file.data, to: file.path) }
    }

    /// Writes the offline list of `written` (every other file of the site) and the worker that reads it.
    /// Returns the files listed, sorted by path (nil when the site has no worker, and so no list).
    @discardableResult
    package func writeOffline(into sink: OutputSink, written: [String: OfflineList.File], index: SiteIndex,
                              sortedPaths: [String]? = nil, threads: Int = 1) throws -> [OfflineList.File]? {
        guard let workerSource else { return nil }
        let list = OfflineList(recorded: written, index: index, sortedPaths: sortedPaths, threads: threads)
        try sink.write(Data(list.json.utf8), to: "offline.json")
        try sink.write(Data(list.worker(source: workerSource).utf8), to: "sw.js")
        return list.files
    }
}

package extension SiteURLs {
    /// What the worker shows for a page that is not kept while there is no network.
    static let offline = "offline.html"
}
