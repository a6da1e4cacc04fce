import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation

/// The box over every served page while the build has errors: each as `file:line:col`, the
/// message and its id, the source line and the hint — all HTML-escaped, since they quote the
/// recipe. The rest of the site is still served; the box goes with the next clean build.
enum ErrorOverlay {
    /// At most this many errors are listed; the rest are counted.
    static let limit = 30

    /// The overlay for `errors` (empty when there are none); source lines are read under `root`.
    static func html(_ errors: [Diagnostic], root: URL) -> String {
        guard !errors.isEmpty else { return "" }
        var lines = SourceLines(root: root)
        var items = ""
        let shown = errors.collapsed()
        for d in shown.prefix(limit) {
            items += "<li style=\"margin:0 0 .9em\">"
            if let location = d.location {
                items += "<code style=\"color:#ffb4a8\">\(HTML.escape(location.description))</code> "
            }
            items += "<strong>\(HTML.escape(d.message))</strong> <span style=\"opacity:.7\">[\(HTML.escape(d.id))]</span>"
            if let location = d.location, let line = lines.line(location) {
                items += "<pre style=\"margin:.3em 0;padding:.3em .5em;background:#000a;white-space:pre-wrap\">\(location.line) | \(HTML.escape(line))</pre>"
            }
            if let hint = d.hint { items += "<div style=\"opacity:.85\">hint: \(HTML.escape(hint))</div>" }
            items += "</li>"
        }
        let more = shown.count > limit ? "<p>… and \(shown.count - limit) more (see the terminal).</p>" : ""
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        return """
            <div id="cookgen-error-overlay" role="alertdialog" aria-label="Build errors" style="position:fixed;inset:auto 0 0 0;\
            max-height:60vh;overflow:auto;z-index:2147483647;margin:0;padding:1em 1.2em;background:#2b1410f2;color:#fff;\
            font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 24px #0008">\
            <button type="button" onclick="this.parentNode.remove()" aria-label="Close" style="float:right;font:inherit;\
            background:none;color:inherit;border:1px solid #fff6;border-radius:4px;cursor:pointer">✕</button>\
            <p style="margin:0 0 .8em"><strong>cookgen: \(count)</strong> — the pages of the broken files are left out \
            until they are fixed; the rest of the site is up to date.</p><ol style="margin:0;padding-left:1.4em">\(items)</ol>\(more)</div>

            """
    }

    /// Source lines of the files diagnostics point at, each file read once.
    private struct SourceLines {
        let root: URL
        var cache: [String: [Substring]] = [:]

        mutating func line(_ location: SourceLocation) -> String? {
            if cache[location.file] == nil {
                let text = (try? String(contentsOf: root.appendingPathComponent(location.file), encoding: .utf8)) ?? ""
                cache[location.file] = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = cache[location.file], location.line >= 1, location.line <= lines.count else { return nil }
            let line = lines[location.line - 1]
            return line.count > 200 ? String(line.prefix(200)) + "…" : String(line)
        }
    }
}
