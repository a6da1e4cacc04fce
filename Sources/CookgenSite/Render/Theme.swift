import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
import CookgenTemplate

/// A loaded theme: parsed templates and partials, UI strings and static files.
///
/// A site's `Templates/` is laid over the default theme file by file, so a site
/// can override one template or the stylesheet and keep the rest.
public struct Theme: Sendable {
    /// Page templates and partials, by name (`recipe`, `card`), compiled once.
    package let library: TemplateLibrary
    /// Names of the page templates that exist.
    package let templateNames: Set<String>
    /// UI strings of the site's language, with English underneath for missing keys.
    public let strings: [String: String]
    /// The same strings as templates see them (`{{t.nav_home}}`), made once.
    package let stringsValue: TemplateValue
    /// Static files: output path under `assets/` → source file.
    public let staticFiles: [(path: String, source: URL)]
    /// The service worker (`sw.js` beside the templates), written at the site root with the offline list.
    package let workerSource: URL?

    /// The page templates every theme must have.
    public static let requiredTemplates = ["layout", "home", "recipe", "recipes", "taxonomy", "term", "about", "404"]

    /// Loads `layers` in order (later layers override earlier ones), for `language`.
    public static func load(layers: [URL], language: String, rootForPaths root: URL) -> (Theme?, [Diagnostic]) {
        var sources: [String: (URL, String)] = [:]
        var strings: [String: String] = [:]
        var statics: [String: URL] = [:]
        var worker: URL?
        var diagnostics: [Diagnostic] = []
        for layer in layers {
            for file in files(under: layer) {
                let relative = file.relative
                if relative.hasSuffix(".mustache") {
                    let name = String(relative.split(separator: "/").last!.dropLast(".mustache".count))
                    sources[name] = (file.url, display(file.url, root: root))
                } else if relative == "sw.js" {
                    worker = file.url
                } else if relative.hasPrefix("static/") {
                    statics[String(relative.dropFirst("static/".count))] = file.url
                }
            }
        }
        // English underneath, the site's language on top; later layers win within each.
        for lang in language == "en" ? ["en"] : ["en", language] {
            for layer in layers {
                let url = layer.appendingPathComponent("i18n/\(lang).yaml")
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                let (table, found) = readStrings(url, display: display(url, root: root))
                strings.merge(table) { _, new in new }
                diagnostics += found
            }
        }
        var texts: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for (name, (url, path)) in sources.sorted(by: { $0.key < $1.key }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                diagnostics.append(.error("template-unreadable", "cannot read the template", at: SourceLocation(file: path)))
                continue
            }
            texts[name] = text
            fileNames[name] = path
        }
        // Every template writes HTML: its indentation need not reach the pages.
        let (library, errors) = TemplateLibrary.compile(templates: texts, fileNames: fileNames, collapsingWhitespace: Set(texts.keys))
        for error in errors {
            diagnostics.append(.error("template-syntax", "template error: \(error.message)",
                                      at: SourceLocation(file: error.file, line: error.line, column: error.column),
                                      hint: "check that every {{#section}} is closed by a matching {{/section}}"))
        }
        for name in requiredTemplates where sources[name] == nil {
            diagnostics.append(.error("template-missing", "the theme has no '\(name).mustache'", at: nil,
                                      hint: "add Templates/\(name).mustache or remove Templates/ to use the default theme"))
        }
        guard let library, !diagnostics.hasErrors else { return (nil, diagnostics) }
        let theme = Theme(library: library, templateNames: Set(sources.keys), strings: strings,
                          stringsValue: .dictionary(strings.mapValues(TemplateValue.string)),
                          staticFiles: statics.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, workerSource: worker)
        return (theme, diagnostics)
    }

    /// Renders a template with a view; nil when the template is missing.
    package func render(_ name: String, _ context: some TemplateObject) -> String? {
        library.render(name, context)
    }

    /// Renders a template over a context stack (bottom first); nil when the template is missing.
    package func render(_ name: String, stack: [TemplateValue]) -> String? {
        library.render(name, stack: stack)
    }

    /// Appends a template rendered over a context stack to `output`, as UTF-8; false when the
    /// template is missing. `flush`: see `TemplateLibrary.render`.
    package func render(_ name: String, stack: [TemplateValue], into output: inout [UInt8], memo: TemplateMemo? = nil,
                        flushAfter: Int = 8 << 20, flush: ((UnsafeRawBufferPointer) -> Void)? = nil) -> Bool {
        library.render(name, stack: stack, into: &output, memo: memo, flushAfter: flushAfter, flush: flush)
    }

    private static func files(under root: URL) -> [(url: URL, relative: String)] {
        // opendir/lstat, like the content scan: links are not followed, hidden files left out.
        FileTree.walk(root.standardizedFileURL.path, skippingHidden: true)
            .filter { $0.isRegular && !ContentScanner.isEditorLeftover(String($0.path.split(separator: "/").last ?? "")) }
            .map { (root.appendingPathComponent($0.path), $0.path) }
    }

    private static func readStrings(_ url: URL, display: String) -> ([String: String], [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return ([:], []) }
        let source: SourceText
        switch SourceText.decode(data, path: display) {
        case .success(let s): source = s
        case .failure(let d): return ([:], [d])
        }
        switch YAMLValue.parse(source.text, file: display, line: 1) {
        case .failure(let d): return ([:], [d])
        case .success(let value):
            var table: [String: String] = [:]
            for entry in value?.entries ?? [] { if let s = entry.value.string { table[entry.key] = s } }
            return (table, [])
        }
    }

    /// A path for messages: relative to the site root when inside it.
    package static func display(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
