import CookgenSupport
import CookgenSite
import Foundation

/// The pictures an EPUB carries: each site picture read once (only the five picture types, at most
/// 2 MB, SVGs without scripts), named `images/img-<n>.<ext>` in the order the book first shows
/// them. Web pictures are left out: an EPUB reader must not have to go online.
final class ImageShelf: @unchecked Sendable {
    struct Placed {
        var id: String
        var name: String
        var mime: String
        var data: Data
        /// The first picture placed is the cover's when the book has one.
        var isCover: Bool
    }

    private let root: URL
    private let lock = NSLock()
    private var byPath: [String: String?] = [:]
    private(set) var placed: [Placed] = []

    init(root: URL) { self.root = root }

    /// The picture's name inside the EPUB, or nil when it is left out.
    func place(_ path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = byPath[path] { return known }
        let name = read(path).map { data, mime -> String in
            let n = placed.count + 1
            let file = "images/img-\(n).\(ImageData.extensions[mime] ?? "img")"
            placed.append(Placed(id: "img-\(n)", name: file, mime: mime, data: data, isCover: n == 1 && isCoverNext))
            return file
        }
        byPath[path] = name
        isCoverNext = false
        return name
    }

    /// Whether the next picture placed is the cover (the cover is written first).
    var isCoverNext = true

    private func read(_ path: String) -> (Data, String)? {
        guard !SiteURLs.isRemote(path), !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        guard let data = try? ImageData.read(root.appendingPathComponent(path)).get(), let mime = ImageData.sniff(data) else { return nil }
        if mime == "image/svg+xml", !ImageData.isInert(svg: data) { return nil }
        return (data, mime)
    }
}
