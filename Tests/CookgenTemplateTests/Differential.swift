import Foundation
import Mustache
@testable import CookgenTemplate

/// Renders the same template and data with swift-mustache and with the engine.
enum Differential {
    /// Both outputs; the engine's is nil when its template fails to compile.
    static func render(_ template: String, partials: [String: String] = [:], data: TemplateValue)
        throws -> (mustache: String, engine: String)
    {
        var templates = partials
        templates["__main__"] = template
        return try render("__main__", templates: templates, data: data)
    }

    /// Both renderings of template `name` of `templates`.
    static func render(_ name: String, templates: [String: String], data: TemplateValue) throws
        -> (mustache: String, engine: String)
    {
        var library = MustacheLibrary()
        for (key, text) in templates { try library.register(text, named: key) }
        let mustache = library.render(mustacheValue(data), withTemplate: name) ?? "<missing>"
        let engine = try TemplateLibrary(templates: templates).render(name, data) ?? "<missing>"
        return (mustache, engine)
    }

    /// The plain Swift value swift-mustache is given for `value`: `.null` entries are left out.
    static func mustacheValue(_ value: TemplateValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): flag
        case .int(let number): number
        case .double(let number): number
        case .string(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .list(let items): items.map(mustacheValue)
        case .dictionary(let table):
            // mapValues keeps the table's layout, so both engines print a table in the same order.
            (table.contains { $0.value.isNull } ? table.filter { !$0.value.isNull } : table).mapValues(mustacheValue)
        case .object(let view): view.object
        }
    }
}

/// A test view answering both engines: by slot here, by `child(named:)` for swift-mustache.
struct TestCard: TemplateObject, MustacheParent {
    var title: String
    var image: TestImage?
    var tags: [TestImage] = []
    var count = 0

    static let templateKeys = ["title", "image", "tags", "count"]

    func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .string(title)
        case 1: TemplateValue(image)
        case 2: .list(tags)
        default: .int(count)
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "image": image
        case "tags": tags
        case "count": count
        default: nil
        }
    }
}

/// A second test view, answering `src` and `alt`; `title` sits at another slot than in ``TestCard``.
struct TestImage: TemplateObject, MustacheParent {
    var src: String
    var alt: String?

    static let templateKeys = ["src", "alt", "title"]

    func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .string(src)
        case 1: TemplateValue(alt)
        default: .string("image of \(src)")
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "src": src
        case "alt": alt
        case "title": "image of \(src)"
        default: nil
        }
    }
}
