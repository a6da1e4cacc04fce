/// The `Content-Type` of a served file, from its extension.
enum ContentType {
    static let html = "text/html; charset=utf-8"

    /// `text/css; charset=utf-8` for `assets/css/style.css`; `application/octet-stream` when unknown.
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return fallback }
        return types[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether the live-reload script goes into files at this path.
    static func isHTML(_ path: String) -> Bool { of(path) == html }

    static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "webp": "image/webp", "gif": "image/gif", "avif": "image/avif", "ico": "image/x-icon",
        "xml": "application/xml; charset=utf-8",
        "woff2": "font/woff2", "woff": "font/woff",
        "gz": "application/gzip",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8", "cook": "text/plain; charset=utf-8",
        "pdf": "application/pdf",
    ]
}
