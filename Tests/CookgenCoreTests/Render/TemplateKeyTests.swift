import Foundation
import CookgenTemplate
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Templates look values up through hand-written `templateKeys` and `templateValue(at:)`
/// switches (fast, but kept by hand). These tests keep them honest in both directions:
/// - every stored property of every view a page of the sample cookbook, the German example and
///   the golden site carries is answered under its own name, with its own value;
/// - every name a template of the default theme uses is a key some view answers.
@Suite struct TemplateKeyTests {
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

    /// What the walk found: each view type's stored property names and keys, and the problems.
    struct Walk {
        var fields: [String: Set<String>] = [:]
        var keys: Set<String> = []
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
            // Template values (the UI strings) and text are leaves: nothing to keep in step.
            if value is TemplateValue || value is String { return }
            // A list's card item answers with its card (made when asked): the card's fields are what it shows.
            if let item = value as? CardItem {
                fields["CardItem", default: []].insert("slug")
                keys.formUnion(CardItem.templateKeys)
                if let card = item.card {
                    for (slot, key) in CardItem.templateKeys.enumerated() where String(describing: item.templateValue(at: slot)) != String(describing: card.templateValue(at: slot)) {
                        problems.append("CardItem answers \(key) otherwise than its card (\(path))")
                    }
                }
                visit(item.card as Any, at: path)
                return
            }
            let view = value as? any TemplateObject
            let typeName = String(describing: type(of: value))
            if let view { keys.formUnion(type(of: view).templateKeys) }
            for child in mirror.children {
                guard let label = child.label else { visit(child.value, at: path); continue }
                if let view, mirror.displayStyle == .struct {
                    fields[typeName, default: []].insert(label)
                    check(view, typeName, label, child.value, at: path)
                }
                visit(child.value, at: "\(path).\(label)")
            }
        }

        mutating func check(_ view: any TemplateObject, _ typeName: String, _ label: String, _ stored: Any, at path: String) {
            guard let slot = type(of: view).templateKeys.firstIndex(of: label) else {
                problems.append("\(typeName).\(label) is not one of its templateKeys (\(path))")
                return
            }
            let answered = view.templateValue(at: slot)
            if !Self.matches(answered, stored) {
                problems.append("\(typeName).\(label) answers \(String(describing: answered).prefix(80)), not what the property holds (\(path))")
            }
        }

        /// Whether a template value is the stored value as templates should see it.
        static func matches(_ value: TemplateValue, _ stored: Any) -> Bool {
            let mirror = Mirror(reflecting: stored)
            if mirror.displayStyle == .optional {
                guard let (_, inner) = mirror.children.first else { return value.isNull }
                return matches(value, inner)
            }
            switch (value, stored) {
            case let (.string(a), b as String): return a == b
            case let (.bool(a), b as Bool): return a == b
            case let (.int(a), b as Int): return a == b
            case let (.object(a), b): return String(describing: type(of: a.object)) == String(describing: type(of: b))
            case let (a, b as TemplateValue): return String(describing: a) == String(describing: b)
            case let (.list(items), _) where mirror.displayStyle == .collection:
                let elements = mirror.children.map(\.value)
                return items.count == elements.count && zip(items, elements).allSatisfy { matches($0, $1) }
            default: return false
            }
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
        // The stand-alone card's views are built inside the exporter (checked below); the
        // layout's content is a string.
        let elsewhere: Set<String> = ["CardPageView", "CardSiteView", "ContentView"]
        let missing = Self.viewTypes().subtracting(walked).subtracting(elsewhere)
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

    /// The view types of the site target, read from the source: every `TemplateObject` there.
    static func viewTypes() -> Set<String> {
        let sources = SiteFixture.repositoryRoot.appendingPathComponent("Sources/CookgenSite")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var result: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let declaration = ["extension ", "package struct ", "struct "].first { line.hasPrefix($0) }
                if let declaration, line.contains("TemplateObject") {
                    result.insert(String(line.dropFirst(declaration.count).prefix { $0 != ":" }))
                }
            }
        }
        return result
    }

    /// Every key any view of the three sites (and the stand-alone card) answers.
    static func allKeys() throws -> Set<String> {
        var walk = Walk()
        for site in sites {
            for page in try pages(of: site) {
                walk.visit(page.frame, at: page.path)
                walk.visit(page.body, at: page.path)
            }
        }
        walk.visit(CardPageView(site: CardSiteView(title: "", language: "en", author: nil), t: [:], recipe: try sampleRecipe(),
                                stylesheet: "", jsonLD: "", model: "", fileName: ""), at: "card")
        walk.visit(ContentView(content: []), at: "layout")
        return walk.keys
    }

    static func sampleRecipe() throws -> RecipeView {
        guard case .recipe(let page)? = try pages(of: "").first(where: { $0.template == "recipe" })?.body else {
            throw FixtureError.noRecipe
        }
        return page.recipe
    }

    enum FixtureError: Error { case noRecipe }

    @Test func everyNameATemplateUsesIsAKeyOfSomeView() throws {
        let keys = try Self.allKeys()
        #expect(keys.contains("recipe") && keys.contains("title"), "no view keys found")
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
