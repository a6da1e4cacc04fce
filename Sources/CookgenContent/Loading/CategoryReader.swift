import CookgenSupport
import CookgenModel
/// Reads category metadata: a list in `Content/categories.yaml`, a mapping of
/// name → fields there, or one file per category in `Content/categories/`.
package enum CategoryReader {
    /// Parses one metadata file.
    package static func read(_ source: SourceText) -> ([CategoryInfo], [Diagnostic]) {
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): return ([], [d])
        case .success(.none): return ([], [])
        case .success(.some(let value)):
            if case .sequence(let items, _) = value {
                return collect(items.map { category(from: $0, name: nil) })
            }
            guard let entries = value.entries else {
                return ([], [.error("categories-shape", "category metadata should be a list of categories", at: value.location,
                                    hint: "write '- name: Breakfast' followed by 'description:', 'image:' and 'order:'")])
            }
            if entries.contains(where: { $0.key.lowercased() == "name" }) {
                return collect([category(from: value, name: nil)])
            }
            return collect(entries.map { category(from: $0.value, name: Located($0.key, at: $0.keyLocation)) })
        }
    }

    private static func collect(_ results: [(CategoryInfo?, [Diagnostic])]) -> ([CategoryInfo], [Diagnostic]) {
        (results.compactMap(\.0), results.flatMap(\.1))
    }

    private static func category(from value: YAMLValue, name given: Located<String>?) -> (CategoryInfo?, [Diagnostic]) {
        let entries = value.entries ?? []
        func field(_ key: String) -> YAMLValue? { entries.first { $0.key.lowercased() == key }?.value }
        guard let name = given?.value.nonEmpty ?? field("name")?.string?.nonEmpty ?? field("title")?.string?.nonEmpty else {
            return (nil, [.error("category-name-missing", "a category needs a name", at: value.location,
                                 hint: "add 'name: …' to this category")])
        }
        var info = CategoryInfo(name: name, location: given?.location ?? value.location)
        info.description = field("description")?.string?.trimmed ?? ""
        info.image = field("image").flatMap { v in v.string?.nonEmpty.map { Located($0, at: v.location) } }
        var diagnostics: [Diagnostic] = []
        if let order = field("order") {
            if let n = Int(order.string?.trimmed ?? "") { info.order = n } else {
                diagnostics.append(.warning("category-order", "'order' should be a whole number", at: order.location))
            }
        }
        return (info, diagnostics)
    }
}
