import Foundation

/// The machine-readable parts of a saved web page: its `application/ld+json` blocks, and
/// the recipe model a cookgen card carries.
package struct HTMLPage {
    /// The text of each JSON-LD block, in page order.
    package var jsonLD: [String] = []
    /// The JSON of `<script type="application/json" id="cookgen-recipe-model">`, in a cookgen card.
    package var cookgenModel: String?

    package init(_ html: String) {
        for tag in HTMLTags.scan(html) where tag.name == "script" {
            guard let body = tag.rawText else { continue }
            let type = (tag.value("type") ?? "").lowercased().split(separator: ";").first.map { $0.trimmed } ?? ""
            if type == "application/ld+json" {
                jsonLD.append(Self.unwrap(body))
            } else if type == "application/json", tag.value("id") == "cookgen-recipe-model" {
                cookgenModel = Self.unwrap(body)
            }
        }
    }

    /// The JSON inside a script, without `<!-- -->` or CDATA wrappers some pages add.
    package static func unwrap(_ body: String) -> String {
        var text = body.trimmed
        for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")]
        where text.hasPrefix(open) && text.hasSuffix(close) {
            text = String(text.dropFirst(open.count).dropLast(close.count)).trimmed
        }
        return text
    }

    /// Parses JSON leniently: as written, then without trailing commas and with raw line
    /// breaks inside strings escaped, which hand-written JSON-LD often has.
    package static func parseJSON(_ text: String) -> JSONValue? {
        if let value = JSONValue.parse(Data(text.utf8)) { return value }
        var out = ""
        var inString = false
        var escaped = false
        for ch in text {
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                if ch == "\n" || ch == "\r" || ch == "\t" { out += ch == "\t" ? "\\t" : "\\n"; continue }
            } else if ch == "\"" {
                inString = true
            } else if ch == "}" || ch == "]" {
                while let last = out.last, last.isWhitespace { out.removeLast() }
                if out.last == "," { out.removeLast() }
            }
            out.append(ch)
        }
        return JSONValue.parse(Data(out.utf8))
    }
}
