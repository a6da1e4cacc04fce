/// Pieces of `/`-separated paths, as plain text (no file system access).
package enum PathText {
    /// The last component without its extension: `Content/recipes/Pizza Dough.md` → `Pizza Dough`.
    package static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
