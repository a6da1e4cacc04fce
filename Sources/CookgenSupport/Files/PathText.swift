/// Pieces of `/`-separated paths, as plain text (no file system access).
package enum PathText {
    /// The last component without its extension: `Content/recipes/Pizza Dough.md` → `Pizza Dough`.
    package static func stem(of path: String) -> String {
        // The last non-empty segment, found from the end (a split made every segment a string).
        var trimmed = path[...]
        while trimmed.last == "/" { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return path }
        let name = trimmed.lastIndex(of: "/").map { trimmed[trimmed.index(after: $0)...] } ?? trimmed
        guard let dot = name.lastIndex(of: ".") else { return String(name) }
        return String(name[..<dot])
    }
}
