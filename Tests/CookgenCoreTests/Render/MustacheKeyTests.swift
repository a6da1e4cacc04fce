import Foundation
import Mustache
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Templates look values up through hand-written `child(named:)` switches (fast, but kept by
/// hand). These tests keep the switches honest in both directions:
/// - every stored property of every view a page of the sample cookbook, the German example and
///   the golden site carries is answered under its own name, with its own value;
/// - every name a template of the default theme uses is a key some view answers.
@Suite struct MustacheKeyTests {
    static let sites = ["", "Examples/kochen-mit-kindern", "Tests/Fixtures/sites/basic/input"]

    /// Every page of the site at `path` (repository-relative), as the renderer builds it.
    static func pages(of path: String) throws -> [PageSpec] {
        let root = SiteFixture.repositoryRoot.appendingPathComponent(path)
        let options = BuildOptions(source: root, output: root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme)
        var context = SiteContext(options: options, dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        let renderer = PageRenderer(index: try #require(context.index), theme: try #require(context.theme), baseURL: "")
        return renderer.listPages() + renderer.index.recipes.map { renderer.recipePage($0).spec }
    }

    /// What the walk found: each view type's stored property names, and the problems.
    struct Walk {
        var fields: [String: Set<String>] = [:]
        var problems: [String] = []

        mutating func visit(_ value: Any, at path: String) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                if let (_, inner) = mirror.children.first { visit(inner, at: path) }
                return
            }
            if mirror.displayStyle == .collection {
                for (n, element) in mirror.children.enumerated() { visit(element.value, at: "\(path)[\(n)]") }
                return
            }
            // Dictionaries are the UI strings: looked up by key, nothing to keep in step.
            if mirror.displayStyle == .dictionary || value is String { return }
            let parent = value as? MustacheParent
            let typeName = String(describing: type(of: value))
            for child in mirror.children {
                guard let label = child.label else { visit(child.value, at: path); continue }
                if let parent, mirror.displayStyle == .struct {
                    fields[typeName, default: []].insert(label)
                    check(parent, typeName, label, child.value, at: path)
                }
                visit(child.value, at: "\(path).\(label)")
            }
        }

        mutating func check(_ parent: MustacheParent, _ typeName: String, _ label: String, _ stored: Any, at path: String) {
            let answered = parent.child(named: label)
            let storedText = Self.text(stored)
            if storedText == nil {
                if answered.map(Self.text) ?? nil != nil { problems.append("\(typeName).\(label) is nil but the switch answers a value (\(path))") }
                return
            }
            guard let answered else {
                problems.append("\(typeName).\(label) is not answered by child(named:) (\(path))")
                return
            }
            if Self.text(answered) != storedText {
                problems.append("\(typeName).\(label) answers another value than the property holds (\(path))")
            }
        }

        /// A value as text, optionals unwrapped; nil for nil. Enough to tell two fields apart.
        static func text(_ value: Any) -> String? {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let (_, inner) = mirror.children.first else { return nil }
                return text(inner)
            }
            return String(describing: type(of: value)) + ":" + String(describing: value).prefix(200)
        }
    }

    @Test(arguments: sites)
    func everyViewFieldIsAnsweredUnderItsName(_ site: String) throws {
        var walk = Walk()
        for page in try Self.pages(of: site) {
            walk.visit(page.frame, at: page.path)
            walk.visit(page.body, at: page.path)
        }
        #expect(walk.problems.isEmpty, "\(walk.problems.prefix(20).joined(separator: "\n"))")
        #expect(walk.fields["RecipeView"] != nil && walk.fields["PageFrame"] != nil, "the walk found no recipe views: \(walk.fields.keys.sorted())")
    }

    @Test func everyViewTypeWithASwitchIsWalked() throws {
        var walked: Set<String> = []
        for site in Self.sites {
            var walk = Walk()
            for page in try Self.pages(of: site) {
                walk.visit(page.frame, at: page.path)
                walk.visit(page.body, at: page.path)
            }
            walked.formUnion(walk.fields.keys)
        }
        // The stand-alone card's views are built inside the exporter; they are checked below.
        let elsewhere: Set<String> = ["CardPageView", "CardSiteView", "PageContext"]
        let missing = Set(Self.switches().keys).subtracting(walked).subtracting(elsewhere)
        #expect(missing.isEmpty, "view types no fixture page carries, so their switches go unchecked: \(missing.sorted())")
    }

    @Test func theCardViewsAnswerTheirFields() throws {
        let pages = try Self.pages(of: "")
        guard case .recipe(let page)? = pages.first(where: { $0.template == "recipe" })?.body else {
            Issue.record("the sample cookbook has no recipe page")
            return
        }
        let card = CardPageView(site: CardSiteView(title: "Cookbook", language: "en", author: nil), t: ["a": "b"], recipe: page.recipe,
                                stylesheet: "css", jsonLD: "{}", model: "{}", fileName: "x.html")
        var walk = Walk()
        walk.visit(card, at: "card")
        #expect(walk.problems.isEmpty, "\(walk.problems.joined(separator: "\n"))")
    }

    /// The keys each `child(named:)` switch in the site target answers, read from the source.
    static func switches() -> [String: Set<String>] {
        let sources = SiteFixture.repositoryRoot.appendingPathComponent("Sources/CookgenSite")
        var result: [String: Set<String>] = [:]
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) else { continue }
            var current: String?
            for line in text.split(separator: "\n") {
                let declaration = ["extension ", "package struct ", "struct "].first { line.hasPrefix($0) }
                if let declaration, line.contains("MustacheParent") {
                    current = String(line.dropFirst(declaration.count).prefix { $0 != ":" })
                    result[current!, default: []] = result[current!] ?? []
                } else if line.hasPrefix("}") {
                    current = nil
                } else if let current, let start = line.range(of: "case \""), let end = line[start.upperBound...].firstIndex(of: "\"") {
                    result[current, default: []].insert(String(line[start.upperBound..<end]))
                }
            }
        }
        return result
    }

    @Test func everyNameATemplateUsesIsAKeyOfSomeView() throws {
        let keys = Self.switches().values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(keys.contains("recipe") && keys.contains("title"), "no switches found under Sources/CookgenSite")
        let templates = SiteFixture.defaultTheme
        let files = FileManager.default.enumerator(atPath: templates.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".mustache") } ?? []
        #expect(files.count > 10, "the default theme's templates were not found at \(templates.path)")
        var unknown: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            for name in Self.names(in: text) {
                // `t.x` are UI strings, a dictionary: only `t` itself is a view key.
                let parts = name.split(separator: ".").map(String.init)
                let checked = parts.first == "t" ? ["t"] : parts
                for part in checked where !keys.contains(part) { unknown.append("\(file): {{\(name)}} — '\(part)'") }
            }
        }
        #expect(unknown.isEmpty, "template names no view answers:\n\(unknown.joined(separator: "\n"))")
    }

    /// The names of a template's variable and section tags (not partials, comments or `.`).
    static func names(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            var tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            if let first = tag.first, "#^/&{".contains(first) { tag.removeFirst() }
            if let first = tag.first, "!>=<$".contains(first) { continue }
            tag = tag.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
            if tag.isEmpty || tag == "." { continue }
            names.append(tag)
        }
        return names
    }
}
