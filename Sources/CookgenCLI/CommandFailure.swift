import Foundation
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

/// A failure found while running a command (not while parsing its arguments),
/// printed as `Error: …` without the usage text, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CommandFailure {
    /// A core error in this command line's words: the core says what to change, and this adds
    /// the option that changes it.
    static func message(for error: any Error) -> String {
        switch error {
        case SetupError.noContent(let root):
            "no Content/ folder in \(root); run cookgen in a site folder or pass --source DIR" + otherGenerator(root)
        case SetupError.output(let message):
            message + " (--output)"
        case let refusal as ImportRefusal:
            refusal.existing.map { "\($0) already exists; pass --force to replace it" } ?? refusal.description
        default:
            "\(error)"
        }
    }

    /// For a folder that is a Hugo or Jekyll site, how to build its recipes as they are: cookgen
    /// reads `Content/`, and a link by that name to Hugo's `content/` (or Jekyll's collection
    /// folder) leaves the site as the other generator wants it.
    static func otherGenerator(_ root: String) -> String {
        let fm = FileManager.default
        func has(_ name: String) -> Bool { fm.fileExists(atPath: (root as NSString).appendingPathComponent(name)) }
        if has("content"), ["hugo.toml", "hugo.yaml", "hugo.json", "config.toml", "config.yaml", "archetypes", "layouts"].contains(where: has) {
            return ". This looks like a Hugo site: 'ln -s content Content' lets cookgen build its recipes where they are"
        }
        if has("_config.yml") || has("_config.yaml"),
           let folder = ["_recipes", "_posts"].first(where: has) ?? (try? fm.contentsOfDirectory(atPath: root))?.sorted().first(where: { $0.hasPrefix("_") && $0 != "_site" && $0 != "_layouts" && $0 != "_includes" && $0 != "_data" && $0 != "_sass" && !$0.hasPrefix("_config") }) {
            return ". This looks like a Jekyll site: 'ln -s \(folder) Content' lets cookgen build the recipes of \(folder) where they are"
        }
        return ""
    }

    /// A build's diagnostic with the option that fixes it added to the hint, where there is one.
    static func namingOptions(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        if d.id == BaseURLNotice.id, let hint = d.hint { d.hint = hint + ", or pass --base-url URL to cookgen build" }
        return d
    }
}
