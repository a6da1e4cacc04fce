import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// Pictures as `data:` URLs and back, for files that must stand alone (an exported card)
/// and for pictures that arrive inside one (an imported page).
///
/// Only SVG, PNG, JPEG, WebP and GIF are handled, recognised by their bytes, not by
/// what a name or a MIME type claims; an SVG must be inert (no scripts, no external
/// references) before it is extracted.
public enum ImageData {
    /// Largest picture embedded or extracted, in bytes.
    public static let maximumBytes = 2 * 1024 * 1024

    /// Why a picture was not embedded or extracted.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Not a regular file, or it cannot be read.
        case unreadable
        /// Larger than `maximumBytes` (its size in bytes).
        case tooLarge(Int)
        /// Not one of the five picture types (what it claimed or was named).
        case notAnImage(String)
        /// An SVG with scripts, event handlers or references to other files.
        case unsafeSVG
        /// A `data:` URL that cannot be decoded.
        case malformed

        public var description: String {
            switch self {
            case .unreadable: "the picture cannot be read"
            case .tooLarge(let bytes): "the picture is \(bytes / 1024) KB; at most \(ImageData.maximumBytes / 1024 / 1024) MB is embedded"
            case .notAnImage(let what): "'\(what)' is not an SVG, PNG, JPEG, WebP or GIF picture"
            case .unsafeSVG: "the SVG contains scripts or references to other files"
            case .malformed: "the data: URL cannot be decoded"
            }
        }
    }

    /// MIME type → file extension, for the types handled.
    package static let extensions: [String: String] = [
        "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif",
    ]

    /// The MIME type the bytes are, by their signature; nil for anything else.
    package static func sniff(_ data: Data) -> String? {
        let b = [UInt8](data.prefix(16))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if b.count >= 12, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return looksLikeSVG(data) ? "image/svg+xml" : nil
    }

    private static func looksLikeSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self).lowercased()
        let start = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return start.hasPrefix("<") && head.contains("<svg")
    }

    /// A `data:` URL of a picture file, refusing anything that is not one of the five types,
    /// a file that is not a regular file, and files over the size limit.
    package static func dataURL(of file: URL) -> Result<String, Problem> {
        switch read(file) {
        case .failure(let problem): return .failure(problem)
        case .success(let data):
            guard let mime = sniff(data) else { return .failure(.notAnImage(file.lastPathComponent)) }
            return .success("data:\(mime);base64,\(data.base64EncodedString())")
        }
    }

    /// The bytes of a regular file of at most `maximumBytes`.
    package static func read(_ file: URL) -> Result<Data, Problem> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(.unreadable) }
        let size = (attributes[.size] as? Int) ?? (attributes[.size] as? UInt64).map { Int(clamping: $0) } ?? 0
        guard size <= maximumBytes else { return .failure(.tooLarge(size)) }
        guard let data = FileManager.default.contents(atPath: file.path) else { return .failure(.unreadable) }
        guard data.count <= maximumBytes else { return .failure(.tooLarge(data.count)) }
        return .success(data)
    }

    /// Decodes a `data:image/…` URL into its MIME type (as the bytes show it) and bytes.
    package static func decode(dataURL: String) -> Result<(mime: String, data: Data), Problem> {
        guard dataURL.utf8.count <= maximumBytes / 3 * 4 + 512 else { return .failure(.tooLarge(dataURL.utf8.count / 4 * 3)) }
        guard dataURL.lowercased().hasPrefix("data:"), let comma = dataURL.firstIndex(of: ",") else { return .failure(.malformed) }
        let header = dataURL[dataURL.index(dataURL.startIndex, offsetBy: 5)..<comma].lowercased()
        let declared = header.split(separator: ";").first.map { String($0).trimmed } ?? ""
        guard declared.hasPrefix("image/") else { return .failure(.notAnImage(declared.isEmpty ? "data:" : declared)) }
        let payload = String(dataURL[dataURL.index(after: comma)...])
        let data: Data?
        if header.split(separator: ";").contains("base64") {
            data = Data(base64Encoded: payload.filter { !$0.isWhitespace }, options: .ignoreUnknownCharacters)
        } else {
            data = (payload.removingPercentEncoding ?? payload).data(using: .utf8)
        }
        guard let data else { return .failure(.malformed) }
        guard data.count <= maximumBytes else { return .failure(.tooLarge(data.count)) }
        guard let mime = sniff(data) else { return .failure(.notAnImage(declared)) }
        if mime == "image/svg+xml", !isInert(svg: data) { return .failure(.unsafeSVG) }
        return .success((mime, data))
    }

    private static let activeSVGElements: Set<String> = ["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]

    /// An SVG without scripts, event handlers, entity declarations or references to anything
    /// outside itself: safe to publish, even when someone opens it on its own.
    package static func isInert(svg data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self)
        if text.range(of: "<!entity", options: .caseInsensitive) != nil { return false }
        for tag in HTMLTags.scan(text) {
            if activeSVGElements.contains(tag.name) { return false }
            if tag.name == "style", let css = tag.rawText, !CSSText.isInert(css) { return false }
            for attribute in tag.attributes {
                let value = (attribute.value ?? "").lowercased().filter { !$0.isWhitespace }
                if attribute.name.hasPrefix("on") || value.contains("javascript:") { return false }
                if attribute.name == "style", !CSSText.isInert(value) { return false }
                if ["href", "xlink:href", "src"].contains(attribute.name), !value.hasPrefix("#"), !value.isEmpty { return false }
            }
        }
        return true
    }
}
