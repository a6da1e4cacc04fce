import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Follows every internal `href` and `src` of the rendered pages: the file must be part of the
/// site, and an `#anchor` must be an `id` (or `name`) on the page it points to. External links
/// are not followed (a check never goes on the network).
package struct LinkChecker {
    /// What is wrong with one link.
    package enum Problem: Equatable {
        case missingFile(String)
        case missingAnchor(page: String, fragment: String)
    }

    package let files: [String: Data]
    package let sources: SourceFinder
    private var anchors: [String: Set<String>] = [:]
    package private(set) var pagesChecked = 0

    package init(files: [String: Data], sources: SourceFinder) {
        self.files = files
        self.sources = sources
    }

    /// Every broken link, at the line of the recipe (or category) that wrote it when it can be found.
    package mutating func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fromTheme: [String: (page: String, written: String, count: Int)] = [:]
        var unlocated: [String: Problem] = [:]
        // Cards are the recipe pages again, with every link to another file removed by construction.
        for page in files.keys.sorted() where page.hasSuffix(".html") && !page.hasSuffix(".card.html") {
            pagesChecked += 1
            for tag in HTMLTags.scan(String(decoding: files[page]!, as: UTF8.self)) {
                for attribute in ["href", "src"] {
                    guard let written = tag.value(attribute), let problem = problem(written, on: page) else { continue }
                    if let location = sources.locate(written, on: page) {
                        diagnostics.append(Self.diagnostic(problem, written: written, isPicture: attribute == "src", at: location))
                    } else {
                        // One message per missing target, however many pages link it.
                        let key = "\(problem)"
                        let first = fromTheme[key] ?? (page, written, 0)
                        fromTheme[key] = (first.page, first.written, first.count + 1)
                        unlocated[key] = problem
                    }
                }
            }
        }
        for (key, found) in fromTheme.sorted(by: { $0.key < $1.key }) {
            let what = Self.unlocatedMessage(unlocated[key]!)
            let others = found.count > 1 ? " (and on \(found.count - 1) other page\(found.count == 2 ? "" : "s"))" : ""
            diagnostics.append(.error("link-broken", "\(found.page) links to '\(found.written)', \(what)\(others)", at: nil,
                                      hint: "the link comes from the theme's templates; fix the template or add the file under Templates/static/"))
        }
        return diagnostics
    }

    package static func unlocatedMessage(_ problem: Problem) -> String {
        switch problem {
        case .missingFile: "which is not part of the site"
        case .missingAnchor(let page, _): "which is not an anchor on \(page)"
        }
    }

    package static func diagnostic(_ problem: Problem, written: String, isPicture: Bool, at location: SourceLocation) -> Diagnostic {
        switch problem {
        case .missingFile where isPicture:
            return .error("link-broken", "the picture '\(written)' is not part of the site", at: location,
                          hint: "put the file under Content/ and write its path relative to this file or to Content/")
        case .missingFile:
            return .error("link-broken", "the link '\(written)' leads to no page or file of the site", at: location,
                          hint: "link a recipe by its file name (other.md), title or slug, or a file under Content/")
        case .missingAnchor(let page, let fragment):
            return .warning("anchor-missing", "'#\(fragment)' is not an anchor on \(page)", at: location,
                            hint: "link a heading or step that exists, e.g. #step-2")
        }
    }

    /// What is wrong with a link on `page`; nil when it is fine or not ours to follow.
    package mutating func problem(_ url: String, on page: String) -> Problem? {
        let trimmed = url.trimmed
        guard !trimmed.isEmpty, trimmed != "#", !trimmed.hasPrefix("//"), !Self.hasScheme(trimmed) else { return nil }
        let (pathPart, fragment) = Self.split(trimmed)
        guard let target = Self.resolve(pathPart, from: page) else { return .missingFile(pathPart) }
        guard files[target] != nil else { return .missingFile(target) }
        guard let fragment, !fragment.isEmpty, target.hasSuffix(".html") else { return nil }
        if anchors[target] == nil { anchors[target] = Self.ids(in: files[target]!) }
        return anchors[target]!.contains(fragment) ? nil : .missingAnchor(page: target, fragment: fragment)
    }

    /// Path and decoded fragment, without the query.
    package static func split(_ url: String) -> (String, String?) {
        let hash = url.firstIndex(of: "#")
        let fragment = hash.map { String(url[url.index(after: $0)...]) }.map { $0.removingPercentEncoding ?? $0 }
        var path = String(url[..<(hash ?? url.endIndex)])
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path.removingPercentEncoding ?? path, fragment)
    }

    /// The output path a link leads to from `page`; nil when it leaves the site.
    package static func resolve(_ path: String, from page: String) -> String? {
        if path.isEmpty { return page }
        var parts = path.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": guard !parts.isEmpty else { return nil }; parts.removeLast()
            default: parts.append(String(part))
            }
        }
        if path.hasSuffix("/") || parts.isEmpty { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    package static func hasScheme(_ url: String) -> Bool {
        let scheme = url.prefix { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
        return !scheme.isEmpty && url.dropFirst(scheme.count).first == ":" && scheme.first!.isLetter
    }

    /// Every `id` and `<a name>` on a page.
    package static func ids(in data: Data) -> Set<String> {
        var ids = Set<String>()
        for tag in HTMLTags.scan(String(decoding: data, as: UTF8.self)) {
            if let id = tag.value("id") { ids.insert(id) }
            if tag.name == "a", let name = tag.value("name") { ids.insert(name) }
        }
        return ids
    }
}
