import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// The nodes of JSON-LD: recipes wherever they are (top level, arrays, `@graph`, nested
/// `@graph`, `mainEntity`), and every node with an `@id`, so `{"@id": "#author"}` resolves.
package struct JSONLDGraph {
    /// Nodes with an `@id` and more than that.
    package private(set) var nodes: [String: [String: JSONValue]] = [:]
    /// Every `Recipe` node, in document order.
    package private(set) var recipes: [[String: JSONValue]] = []
    /// Every `@type` seen, for a message when there is no recipe.
    package private(set) var types: [String] = []
    private var visited = 0

    /// Deeper than this, or more nodes than that, and the rest is not read (hostile input).
    package static let maximumDepth = 48
    package static let maximumNodes = 200_000

    /// Adds one parsed JSON-LD document.
    package mutating func add(_ value: JSONValue) {
        walk(value, depth: 0)
    }

    private mutating func walk(_ value: JSONValue, depth: Int) {
        visited += 1
        guard depth < Self.maximumDepth, visited < Self.maximumNodes else { return }
        if let array = value.array {
            for item in array { walk(item, depth: depth + 1) }
            return
        }
        guard let object = value.object else { return }
        let kinds = Self.types(of: object)
        types += kinds
        if let id = object["@id"]?.string, object.count > 1, nodes[id] == nil { nodes[id] = object }
        if kinds.contains("Recipe") { recipes.append(object) }
        for key in object.keys.sorted() where key != "@context" { walk(object[key]!, depth: depth + 1) }
    }

    /// The node a `{"@id": …}` reference points to; anything else as it is.
    package func resolve(_ value: JSONValue?) -> JSONValue? {
        guard let object = value?.object, object.count == 1, let id = object["@id"]?.string else { return value }
        return nodes[id].map(JSONValue.object) ?? value
    }

    /// `Recipe` for `"Recipe"`, `"schema:Recipe"`, `"https://schema.org/Recipe"` and lists of types.
    package static func types(of object: [String: JSONValue]) -> [String] {
        let raw: [String] = object["@type"]?.array?.compactMap(\.string) ?? [object["@type"]?.string].compactMap { $0 }
        return raw.map { type in
            let last = type.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? type
            return last.trimmed
        }
    }
}
