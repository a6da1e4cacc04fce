import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenContent
import CookgenTestSupport

/// `ContentScanner.classify` reads a path's parts on its bytes (`PathText`); these check it
/// against the `split`, `NSString.pathExtension` and `contains` it was first written with.
@Suite struct ContentScannerTests {
    @Test func extensionsAreNSStrings() {
        var g = SplitMix64(seed: 21)
        let alphabet = Array("ab.. ~#-_xM.é日")
        let fixed = [".bashrc", "a.", "a..b", "a.b.c", "a b.md", ".md", "a.MD", "abc", "..", ".", "a.b.", "r.tar.gz", "..b", "...", "x.md~",
                     "ä.cook", "a.mé", "日本.md", "e\u{301}.png", "a.\u{301}"]
        for name in fixed + (0..<20_000).map({ _ in String((0..<Int.random(in: 0...7, using: &g)).map { _ in alphabet.randomElement(using: &g)! }) }) {
            #expect(PathText.fileExtension(of: name) == (name as NSString).pathExtension, "\(name)")
        }
    }

    @Test func lastComponentIsTheLastNonEmptyPart() {
        var g = SplitMix64(seed: 22)
        let alphabet = Array("a/b./é/")
        for path in ["", "/", "//", "a", "a/", "a//b", "/a", "a/b/"] + (0..<20_000).map({ _ in String((0..<Int.random(in: 0...8, using: &g)).map { _ in alphabet.randomElement(using: &g)! }) }) {
            #expect((PathText.lastComponents(of: path, count: 1).last.map { String(Substring($0)) } ?? path) == (path.split(separator: "/").last.map(String.init) ?? path), "\(path)")
        }
    }

    /// Random paths of the parts a site has (reserved folders in any case, categories, read-mes,
    /// plans, quizzes, pictures, editor leftovers) go where the first version put them.
    @Test func pathsGoWhereTheyWent() {
        var g = SplitMix64(seed: 23)
        let folders = ["plans", "Plans", "guides", "GUIDES", "quizzes", "categories", "templates", "pages", "mains", "Soups", "a.b"]
        let names = ["README.md", "readme.MD", "x.cook", "y.md", "z.markdown", "p.yml", "q.yaml", "w.menu", "img.JPG", "pic.webp",
                     "n.txt", "x.md~", ".x.swp", "#x.md#", "4913", "categories.yaml", "categories.yml", "a.b.c", "noext", "v.bak"]
        var fast = ContentScanner.Inventory(), plain = ContentScanner.Inventory()
        for _ in 0..<20_000 {
            let depth = Int.random(in: 0...3, using: &g)
            let path = ((0..<depth).map { _ in folders.randomElement(using: &g)! } + [names.randomElement(using: &g)!]).joined(separator: "/")
            ContentScanner.classify(path, into: &fast)
            Self.firstClassify(path, into: &plain)
        }
        #expect(fast.recipes == plain.recipes)
        #expect(fast.categoryFiles == plain.categoryFiles)
        #expect(fast.plans == plain.plans)
        #expect(fast.guides == plain.guides)
        #expect(fast.quizzes == plain.quizzes)
        #expect(fast.assets == plain.assets)
        #expect(!fast.recipes.isEmpty && !fast.plans.isEmpty && !fast.guides.isEmpty && !fast.quizzes.isEmpty && !fast.assets.isEmpty)
    }

    /// The classification as first written, on `Character`s and Foundation.
    static func firstClassify(_ relative: String, into inventory: inout ContentScanner.Inventory) {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        if ContentScanner.isEditorLeftover(name) { return }
        let ext = (name as NSString).pathExtension.lowercased()
        let top = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : ""
        if relative == "categories.yaml" || relative == "categories.yml"
            || (top == "categories" && (ext == "yaml" || ext == "yml")) {
            inventory.categoryFiles.append("Content/" + relative)
        } else if top.lowercased() == "plans", ContentScanner.planExtensions.contains(ext) {
            inventory.plans.append("Content/" + relative)
        } else if top.lowercased() == "guides", ext == "md" || ext == "markdown", name.lowercased() != "readme.md" {
            inventory.guides.append("Content/" + relative)
        } else if top.lowercased() == "quizzes", ext == "yaml" || ext == "yml" {
            inventory.quizzes.append("Content/" + relative)
        } else if ContentScanner.recipeExtensions.contains(ext), !ContentScanner.reservedFolders.contains(top.lowercased()),
                  name.lowercased() != "readme.md" {
            inventory.recipes.append("Content/" + relative)
        } else if ContentScanner.imageExtensions.contains(ext) {
            inventory.assets.append(relative)
        }
    }
}
