import CookgenSupport
import CookgenModel

/// Hugo shortcodes and Jekyll's Liquid in the body of a recipe written for those sites, read for
/// what they mean instead of shown as code: collections written for Hugo and Jekyll build unchanged.
///
/// - `{{< figure src="soup.jpg" alt="Soup" >}}` (also `img`) becomes the picture `![Soup](soup.jpg)`;
///   `{{< youtube ID >}}` and `{{< vimeo ID >}}` a link to the video; `{{< ref "soup.md" >}}` and
///   `relref` the path, so the link around it reaches the recipe.
/// - A shortcode around text (`{{% note %}}Careful{{% /note %}}`) leaves the text; any other one is
///   left out with a warning at its line. `{{</* x */>}}`, Hugo's way to show one, shows it.
/// - Liquid: `{{ site.baseurl }}` and `{{ site.url }}` are left out (cookgen's links are relative),
///   `{{ "/x.jpg" | relative_url }}` is the path, `{% raw %}` and `{% endraw %}` go; any other
///   `{% tag %}` (an include) is left out with a warning.
///
/// Lines stay where they were, so every later message still points at the right line. Fenced
/// code blocks are left as they are.
package enum TemplateMarkup {
    /// Whether `text` may hold any (`{{` or `{%` in it): most files do not, and are not scanned.
    /// On bytes: `String.contains` of a string goes through Foundation, a tenth of a build's time.
    package static func mayContain(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(opensMarkup) ?? opensMarkup(Array(text.utf8))
    }

    package static func mayContain(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(opensMarkup) ?? opensMarkup(Array(text.utf8))
    }

    /// A `{` followed by `{` or `%`, found brace by brace with `memchr`.
    package static func opensMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var at = 0
        while at < bytes.count - 1, let found = POSIX.firstOccurrence(of: UInt8(ascii: "{"), in: base + at, count: bytes.count - 1 - at) {
            let next = base[found - UnsafeRawPointer(base) + 1]
            if next == UInt8(ascii: "{") || next == UInt8(ascii: "%") { return true }
            at = found - UnsafeRawPointer(base) + 1
        }
        return false
    }

    private static func opensMarkup(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(opensMarkup)
    }

    /// `body` (starting at line `firstLine` of `file`) with its shortcodes and Liquid read.
    package static func rewrite(_ body: String, firstLine: Int, file: String) -> (String, [Diagnostic]) {
        guard mayContain(body) else { return (body, []) }
        var diagnostics: [Diagnostic] = []
        // Shortcodes that are closed somewhere (`{{% /note %}}`) wrap text, which stays without a word.
        var wrapping: Set<String> = []
        for marker in ["{{< /", "{{% /", "{{</", "{{%/"] {
            var rest = body[...]
            while let found = rest.range(of: marker) {
                rest = rest[found.upperBound...]
                wrapping.insert(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }).lowercased())
            }
        }
        let text = outsideFences(body) { line, n in
            rewriteLine(line, location: SourceLocation(file: file, line: firstLine + n), wrapping: wrapping, into: &diagnostics)
        }
        return (text, diagnostics)
    }

    /// `text` written so that `rewrite` reads it back as it is: each `{` that would open markup
    /// gets a backslash, Markdown's literal brace, which `rewrite` leaves alone and a page shows
    /// as `{`. What the writers put into a Markdown body (a shortcode shown with Hugo's
    /// `{{</* x */>}}` is read as `{{< x >}}`, and must not be read as a shortcode the next time).
    package static func escaping(_ text: String) -> String {
        guard mayContain(text) else { return text }
        var ignored: [Diagnostic] = []
        return outsideFences(text) { line, _ in
            var result = ""
            var rest = line
            // Brace by brace, as `rewriteLine` goes over the escaped line: it steps over an escaped
            // brace, so the braces after it are looked at just as here.
            while let open = rest.firstIndex(of: "{") {
                result += rest[..<open]
                if !isEscaped(open, in: line),
                   markup(at: rest[open...], location: SourceLocation(file: ""), wrapping: [], into: &ignored) != nil {
                    result += "\\"
                }
                result += "{"
                rest = rest[rest.index(after: open)...]
            }
            return result + rest
        }
    }

    /// `body` with `change` applied to each line outside fenced code blocks (left as they are),
    /// with the line's number from 0.
    private static func outsideFences(_ body: String, _ change: (Substring, Int) -> String) -> String {
        var out: [Substring] = []
        var fence: Substring?
        for (n, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                out.append(line)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                out.append(line)
                continue
            }
            guard mayContain(line) else { out.append(line); continue }
            out.append(Substring(change(line, n)))
        }
        return out.joined(separator: "\n")
    }

    /// Whether the brace at `index` follows an odd number of backslashes: Markdown's escaped,
    /// literal `{`, which opens no markup.
    private static func isEscaped(_ index: Substring.Index, in line: Substring) -> Bool {
        var backslashes = 0
        var at = index
        while at > line.startIndex {
            at = line.index(before: at)
            guard line[at] == "\\" else { break }
            backslashes += 1
        }
        return backslashes % 2 == 1
    }

    /// The shortcodes that stand for something cookgen shows; the others are left out or, around
    /// text, leave the text.
    static let pictures: Set<String> = ["figure", "img", "image"]
    static let videos: [String: String] = ["youtube": "https://www.youtube.com/watch?v=", "vimeo": "https://vimeo.com/"]
    static let references: Set<String> = ["ref", "relref"]

    private static func rewriteLine(_ line: Substring, location: SourceLocation, wrapping: Set<String>,
                                    into diagnostics: inout [Diagnostic]) -> String {
        var result = ""
        var rest = line
        func column(of index: Substring.Index) -> Int { line.distance(from: line.startIndex, to: index) + 1 }
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            // A brace after a backslash is Markdown's literal `{` (what `escaping` writes).
            guard !isEscaped(open, in: line),
                  let (replacement, end) = markup(at: tail, location: SourceLocation(file: location.file, line: location.line,
                                                                                     column: column(of: open)),
                                                  wrapping: wrapping, into: &diagnostics) else {
                result += "{"
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += replacement
            rest = tail[end...]
        }
        return result + rest
    }

    /// The markup that starts `text` (at `{`): what it is read as, and where it ends; nil when
    /// the brace starts none.
    private static func markup(at text: Substring, location: SourceLocation, wrapping: Set<String>,
                               into diagnostics: inout [Diagnostic]) -> (String, Substring.Index)? {
        // The closing mark is looked for after the opening one, which may share its characters (`{%}`).
        func after(_ open: String) -> Substring { text[text.index(text.startIndex, offsetBy: open.count)...] }
        for (open, close) in [("{{</*", "*/>}}"), ("{{%/*", "*/%}}")] where text.hasPrefix(open) {
            guard let end = after(open).range(of: close) else { return nil }
            // Hugo's way of showing a shortcode: shown, without the comment marks.
            let inner = after(open)[..<end.lowerBound]
            return (String(open.prefix(3)) + inner + String(close.suffix(3)), end.upperBound)
        }
        for (open, close) in [("{{<", ">}}"), ("{{%", "%}}")] where text.hasPrefix(open) {
            guard let end = after(open).range(of: close) else { return nil }
            let inner = after(open)[..<end.lowerBound].trimmed
            return (shortcode(inner, location: location, wrapping: wrapping, into: &diagnostics), end.upperBound)
        }
        if text.hasPrefix("{%") {
            guard let end = after("{%").range(of: "%}") else { return nil }
            let inner = after("{%")[..<end.lowerBound].trimmingCharacters(in: "- ")
            let name = inner.prefix { !$0.isWhitespace }
            if ["raw", "endraw", "comment", "endcomment"].contains(name) { return ("", end.upperBound) }
            diagnostics.append(.warning("liquid-tag-skipped", "the Liquid tag {% \(inner.prefix(60)) %} is Jekyll's; cookgen leaves it out",
                                        at: location, hint: "write what it stands for into the recipe, or delete it"))
            return ("", end.upperBound)
        }
        if text.hasPrefix("{{") {
            guard let end = after("{{").range(of: "}}") else { return nil }
            let inner = after("{{")[..<end.lowerBound].trimmingCharacters(in: "- ")
            let parts = inner.split(separator: "|").map { $0.trimmed }
            if parts.count == 1, ["site.baseurl", "site.url", "site.github.url"].contains(parts[0]) { return ("", end.upperBound) }
            if parts.count == 2, ["relative_url", "absolute_url"].contains(parts[1]), let path = quoted(parts[0]) {
                return (path, end.upperBound)
            }
            return nil // Other braces are text (or Mustache in a guide), left as written.
        }
        return nil
    }

    /// What one shortcode (the text between `{{<` and `>}}`) is read as.
    private static func shortcode(_ inner: String, location: SourceLocation, wrapping: Set<String>,
                                  into diagnostics: inout [Diagnostic]) -> String {
        if inner.hasPrefix("/") { return "" } // the end of one around text
        let words = arguments(inner)
        guard let name = words.first?.value.lowercased(), words.first?.key == nil else { return "" }
        let named = Dictionary(words.dropFirst().compactMap { w in w.key.map { ($0.lowercased(), w.value) } }, uniquingKeysWith: { a, _ in a })
        let positional = words.dropFirst().filter { $0.key == nil }.map(\.value)
        if pictures.contains(name), let src = named["src"] ?? positional.first {
            let alt = named["alt"] ?? named["title"] ?? named["caption"] ?? ""
            return "![\(MarkdownText.escape(alt))](\(src.contains(" ") ? "<\(src)>" : src))"
        }
        if let base = videos[name], let id = named["id"] ?? positional.first {
            let title = named["title"] ?? "Video"
            return "[\(MarkdownText.escape(title))](\(base)\(id))"
        }
        if references.contains(name), let path = positional.first ?? named["path"] { return path }
        // Around text the text stays; on its own it stands for something cookgen cannot show.
        if wrapping.contains(name) { return "" }
        diagnostics.append(.warning("shortcode-skipped", "the Hugo shortcode '\(name)' is left out: cookgen does not know what it shows",
                                    at: location, hint: "write what it stands for into the recipe (a picture as ![alt](file.jpg)), or delete it"))
        return ""
    }

    /// `name key="value" "positional" 'x' bare`: each argument, named or not, quotes taken off.
    static func arguments(_ text: String) -> [(key: String?, value: String)] {
        var result: [(key: String?, value: String)] = []
        var rest = Substring(text)
        func value() -> String {
            if let quote = rest.first, quote == "\"" || quote == "'" || quote == "`" {
                let body = rest.dropFirst()
                let end = body.firstIndex(of: quote) ?? body.endIndex
                rest = end == body.endIndex ? body[end...] : body[body.index(after: end)...]
                return String(body[..<end])
            }
            let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
            defer { rest = rest[end...] }
            return String(rest[..<end])
        }
        while true {
            rest = rest.drop(while: \.isWhitespace)
            guard !rest.isEmpty else { return result }
            let keyEnd = rest.firstIndex { $0 == "=" || $0.isWhitespace || $0 == "\"" || $0 == "'" }
            if let keyEnd, keyEnd != rest.startIndex, rest[keyEnd] == "=" {
                let key = String(rest[..<keyEnd])
                rest = rest[rest.index(after: keyEnd)...]
                result.append((key, value()))
            } else {
                result.append((nil, value()))
            }
        }
    }

    private static func quoted(_ text: String) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        return String(text.dropFirst().dropLast())
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
