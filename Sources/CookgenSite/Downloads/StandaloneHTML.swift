import CookgenSupport
import CookgenModel
import CookgenContent
/// Makes a page stand alone: after this, opening it makes no request of any kind.
///
/// The card template only writes `data:` pictures, but text inside a recipe (Markdown
/// links and pictures in steps or notes) can point elsewhere; this pass is the guarantee.
package enum StandaloneHTML {
    /// Attributes that make a browser fetch something, or go somewhere when followed.
    private static let urlAttributes: Set<String> = [
        "href", "src", "srcset", "poster", "data", "action", "formaction", "background", "cite", "longdesc", "ping",
        "manifest", "icon", "lowsrc", "dynsrc", "xlink:href", "codebase", "archive", "profile", "usemap", "imagesrcset",
    ]
    /// Elements that exist to load something; they are removed outright.
    private static let loadingElements: Set<String> = ["link", "iframe", "frame", "embed", "object", "base", "audio", "video", "source", "track", "applet", "portal"]

    /// `html` with every reference to another file removed: `href` only to `#anchors` and to
    /// `allowedLink` (the recipe's source, a plain link), `src` only to `data:image/…`.
    package static func make(_ html: String, allowedLink: String?) -> String {
        var bytes = Array(html.utf8)
        for tag in HTMLTags.scan(html).reversed() {
            guard let replacement = rewrite(tag, in: bytes, allowedLink: allowedLink) else { continue }
            bytes.replaceSubrange(tag.range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tag's new text, or nil when it stays as it is.
    private static func rewrite(_ tag: HTMLTag, in bytes: [UInt8], allowedLink: String?) -> String? {
        if loadingElements.contains(tag.name) { return "" }
        if tag.name == "meta", tag.value("http-equiv") != nil, tag.value("http-equiv")?.lowercased() != "content-security-policy" { return "" }
        let kept = tag.attributes.filter { allowed($0, in: tag, allowedLink: allowedLink) }
        guard kept.count != tag.attributes.count else { return nil }
        if tag.name == "img", !kept.contains(where: { $0.name == "src" }) { return "" }
        let attributes = kept.map { " " + String(decoding: bytes[$0.range], as: UTF8.self) }.joined()
        let selfClosing = tag.range.count >= 2 && bytes[tag.range.upperBound - 2] == UInt8(ascii: "/")
        return "<" + tag.name + attributes + (selfClosing ? " />" : ">")
    }

    private static func allowed(_ attribute: HTMLTag.Attribute, in tag: HTMLTag, allowedLink: String?) -> Bool {
        let value = (attribute.value ?? "").trimmed
        if attribute.name == "style" { return CSSText.isInert(value) }
        if attribute.name.hasPrefix("on") { return false }
        guard urlAttributes.contains(attribute.name) else { return true }
        switch attribute.name {
        case "href": return value.hasPrefix("#") || (allowedLink != nil && value == allowedLink && isWebURL(value))
        case "src": return tag.name == "img" && value.lowercased().hasPrefix("data:image/")
        default: return false
        }
    }

    private static func isWebURL(_ value: String) -> Bool {
        let lower = value.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }
}
