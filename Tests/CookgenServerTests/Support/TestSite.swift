import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
@testable import CookgenServer
import CookgenTestSupport

/// A site written from `path → text` pairs into a fresh temporary folder, built with the
/// repository's default theme.
struct TestSite {
    let root: URL

    static let defaultTheme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    init(_ files: [String: String]) throws {
        root = Scratch.root.appendingPathComponent("cookgen-serve-test-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    /// A small cookbook: a dough used by a pizza, and a soup; two categories.
    static func cookbook() throws -> TestSite {
        try TestSite([
            "cookgen.yaml": "title: Test Kitchen\n",
            "Content/categories.yaml": "- name: Mains\n  description: Hearty things.\n- name: Soups\n",
            "Content/base/dough.md": recipe("Pizza Dough", category: "Mains", ingredients: ["500 g flour", "300 ml water"]),
            "Content/mains/pizza.md": recipe("Margherita", category: "Mains", ingredients: ["1 ball mozzarella"],
                                             extra: "components:\n  - recipe: Pizza Dough\n    amount: 300 g\n"),
            "Content/soups/leek.md": recipe("Leek Soup", category: "Soups", ingredients: ["2 leeks", "1 l stock"]),
        ])
    }

    /// A Markdown recipe.
    static func recipe(_ title: String, category: String, ingredients: [String], extra: String = "", tags: [String] = ["easy"]) -> String {
        """
        ---
        title: \(title)
        date: 2024-01-02
        category: \(category)
        tags: [\(tags.joined(separator: ", "))]
        \(extra)---
        A recipe.

        ## Ingredients

        \(ingredients.map { "- \($0)" }.joined(separator: "\n"))

        ## Steps

        1. Cook it.
        """
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    var options: BuildOptions {
        var options = BuildOptions(source: root, output: root.appendingPathComponent("Public"), defaultTheme: Self.defaultTheme)
        options.threads = 2
        return options
    }

    /// A session that has built the site once.
    func session() throws -> SiteSession {
        let session = SiteSession(options: options)
        try session.buildAll()
        return session
    }

    /// The text of a file of the session's current build.
    static func text(_ session: SiteSession, _ path: String) -> String? {
        session.files[path].map { String(buffer: $0.bytes) }
    }
}
