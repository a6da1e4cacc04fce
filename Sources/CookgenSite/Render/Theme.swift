import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
import Mustache

/// A loaded theme: parsed templates and partials, UI strings and static files.
///
/// A site's `Templates/` is laid over the default theme file by file, so a site
/// can override one template or the stylesheet and keep the rest.
public struct Theme: Sendable {
    /// Page templates and partials, by name (`recipe`, `card`).
    package let library: MustacheLibrary
    /// Names of the page templates that exist.
    package let templateNames: Set<String>
    /// UI strings of the site's language, with English underneath for missing keys.
    public let strings: [String: String]
    /// Static files: output path under `assets/` → source file.
    public let staticFiles: [(path: String, source: URL)]

    /// The page templates every theme must have.
    public static let requiredTemplates = ["layout", "home", "recipe", "recipes", "taxonomy", "term", "about", "404"]

    /// Loads `layers` in order (later layers override earlier ones), for `language`.
    public static func load(layers: [URL], language: String, rootForPaths root: URL) -> (Theme?, [Diagnostic]) {
        var sources: [String: (URL, String)] = [:]
        var strings: [String: String] = [:]
        var statics: [String: URL] = [:]
        var diagnostics: [Diagnostic] = []
        for layer in layers {
            for file in files(under: layer) {
                let relative = file.relative
                if relative.hasSuffix(".mustache") {
                    let name = String(relative.split(separator: "/").last!.dropLast(".mustache".count))
                    sources[name] = (file.url, display(file.url, root: root))
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
        var library = MustacheLibrary()
        for (name, (url, path)) in sources.sorted(by: { $0.key < $1.key }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                diagnostics.append(.error("template-unreadable", "cannot read the template", at: SourceLocation(file: path)))
                continue
            }
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error("template-syntax", "template error: \(describe(error.error))",
                                          at: SourceLocation(file: path, line: error.context.lineNumber, column: error.context.columnNumber),
                                          hint: "check that every {{#section}} is closed by a matching {{/section}}"))
            } catch {
                diagnostics.append(.error("template-syntax", "template error: \(error)", at: SourceLocation(file: path)))
            }
        }
        for name in requiredTemplates where sources[name] == nil {
            diagnostics.append(.error("template-missing", "the theme has no '\(name).mustache'", at: nil,
                                      hint: "add Templates/\(name).mustache or remove Templates/ to use the default theme"))
        }
        if diagnostics.hasErrors { return (nil, diagnostics) }
        let theme = Theme(library: library, templateNames: Set(sources.keys), strings: strings,
                          staticFiles: statics.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return (theme, diagnostics)
    }

    /// Renders a template with a context; nil when the template is missing.
    package func render(_ name: String, _ context: Any) -> String? {
        library.render(context, withTemplate: name)
    }

    private static func files(under root: URL) -> [(url: URL, relative: String)] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let base = root.standardizedFileURL.path
        var found: [(URL, String)] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/"), !ContentScanner.isEditorLeftover(url.lastPathComponent) else { continue }
            found.append((url, String(path.dropFirst(base.count + 1))))
        }
        return found.sorted { $0.1 < $1.1 }
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

    private static func describe(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "a section is closed with a different name than it was opened"
        case MustacheTemplate.Error.unfinishedName: "a tag is not closed with }}"
        case MustacheTemplate.Error.expectedSectionEnd: "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "invalid set-delimiter tag"
        default: "\(error)"
        }
    }
}
