import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Testing
@testable import CookgenServer

/// Rebuilds after changes: only what a change affects is rendered, and the result is always the
/// same as building the whole site again.
@Suite struct SiteSessionTests {
    func apply(_ session: SiteSession, _ paths: [String]) -> [Publication] {
        var publications: [Publication] = []
        session.apply(ChangeSet(paths: paths)) { publications.append($0) }
        return publications
    }

    /// The incremental result, byte for byte, against a fresh build.
    func expectSameAsFullBuild(_ site: TestSite, _ session: SiteSession, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let fresh = try site.session()
        let mine = Set(session.files.paths), theirs = Set(fresh.files.paths)
        #expect(mine.subtracting(theirs).sorted() == [], "files a full build does not make", sourceLocation: sourceLocation)
        #expect(theirs.subtracting(mine).sorted() == [], "files missing", sourceLocation: sourceLocation)
        for path in theirs where session.files[path]?.hash != fresh.files[path]?.hash {
            Issue.record("\(path) differs from a full build", sourceLocation: sourceLocation)
        }
        #expect(session.diagnostics == fresh.diagnostics, sourceLocation: sourceLocation)
    }

    @Test func editingARecipePublishesItsPageFirstThenItsLists() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        #expect(!session.diagnostics.contains { $0.id == BaseURLNotice.id }, "a preview has no base URL by design")
        let untouched = try #require(session.files["recipes/pizza.html"])
        try site.write(TestSite.recipe("Leek and Potato Soup", category: "Soups", ingredients: ["2 leeks", "3 potatoes"]),
                       to: "Content/soups/leek.md")
        let steps = apply(session, ["Content/soups/leek.md"])
        #expect(steps.count == 2)
        let first = try #require(steps.first), second = try #require(steps.last)
        #expect(first.changedPages.contains("recipes/leek.html"))
        #expect(!first.changedPages.contains("index.html"))
        let previewed = try #require(first.snapshot.files["recipes/leek.html"])
        #expect(String(buffer: previewed.bytes).contains("Leek and Potato Soup"))
        #expect(!String(buffer: first.snapshot.files["recipes/index.html"]!.bytes).contains("Leek and Potato Soup"))
        #expect(Set(second.changedPages).isSuperset(of: ["index.html", "recipes/index.html", "categories/soups.html"]))
        #expect(!second.changedPages.contains("recipes/leek.html"), "the quick page is the page a full index gives")
        #expect(session.files["recipes/leek.html"]?.hash == previewed.hash)
        #expect(String(buffer: second.snapshot.files["recipes/index.html"]!.bytes).contains("Leek and Potato Soup"))
        #expect(session.files["recipes/pizza.html"]?.bytes == untouched.bytes)
        #expect(second.snapshot.version > first.snapshot.version)
        try expectSameAsFullBuild(site, session)
    }

    /// Steps are not on any card: the lists stay as they are, the search data follows.
    @Test func aStepEditLeavesTheListsAlone() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        let text = TestSite.recipe("Leek Soup", category: "Soups", ingredients: ["2 leeks", "1 l stock"])
        try site.write(text.replacingOccurrences(of: "1. Cook it.", with: "1. Sweat the leeks.\n2. Simmer with saffron."),
                       to: "Content/soups/leek.md")
        let steps = apply(session, ["Content/soups/leek.md"])
        let last = try #require(steps.last)
        #expect(!last.changedPages.contains("index.html") && !last.changedPages.contains("recipes/index.html"))
        #expect(last.changedPages.contains("search.html"))
        #expect(session.files.paths.contains { $0.hasPrefix("search/terms/") && TestSite.text(session, $0)?.contains("saffron") == true })
        try expectSameAsFullBuild(site, session)
    }

    /// A rebuild that stops for newer changes, at any of its stopping points, leaves a state the
    /// next rebuild completes.
    @Test(arguments: 1...5) func aStoppedRebuildIsCompletedByTheNext(stopAt: Int) throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        try site.write(TestSite.recipe("Leek and Potato Soup", category: "Soups", ingredients: ["2 leeks"]), to: "Content/soups/leek.md")
        var checks = 0
        var steps: [Publication] = []
        let finished = session.apply(ChangeSet(paths: ["Content/soups/leek.md"]), shouldStop: {
            checks += 1
            return checks == stopAt
        }) { steps.append($0) }
        #expect(finished == (stopAt > 4))
        #expect(steps.first?.changedPages.contains("recipes/leek.html") == true, "the page is shown before any stop")
        try site.write(TestSite.recipe("Pizza Dough", category: "Mains", ingredients: ["1 kg flour"]), to: "Content/base/dough.md")
        #expect(session.apply(ChangeSet(paths: ["Content/soups/leek.md", "Content/base/dough.md"])) { _ in })
        try expectSameAsFullBuild(site, session)
    }

    /// The pizza's page lists the dough's ingredients in its shopping data: it is rendered with the dough.
    @Test func editingAUsedRecipeRendersItsUsers() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        try site.write(TestSite.recipe("Pizza Dough", category: "Mains", ingredients: ["450 g flour", "300 ml water", "7 g yeast"]),
                       to: "Content/base/dough.md")
        let steps = apply(session, ["Content/base/dough.md"])
        #expect(steps.first?.changedPages.contains("recipes/dough.html") == true, "its own page first")
        #expect(steps.first?.changedPages.contains("recipes/pizza.html") == false)
        #expect(steps.last?.changedPages.contains("recipes/pizza.html") == true, "then the pages that use it")
        try expectSameAsFullBuild(site, session)
    }

    /// A new category is a new term: navigation and cards may change everywhere.
    @Test func aNewTermRendersEverything() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        try site.write(TestSite.recipe("Leek Soup", category: "Starters", ingredients: ["2 leeks"]), to: "Content/soups/leek.md")
        let steps = apply(session, ["Content/soups/leek.md"])
        #expect(steps.count == 1)
        #expect(steps.first?.changedPages == ["*"])
        #expect(session.files["categories/starters.html"] != nil)
        try expectSameAsFullBuild(site, session)
    }

    @Test func addingAndDeletingRecipes() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        try site.write(TestSite.recipe("Tomato Soup", category: "Soups", ingredients: ["1 kg tomatoes"]), to: "Content/soups/tomato.md")
        _ = apply(session, ["Content/soups/tomato.md"])
        #expect(session.files["recipes/tomato.html"] != nil)
        try expectSameAsFullBuild(site, session)
        try site.remove("Content/soups/tomato.md")
        let steps = apply(session, ["Content/soups/tomato.md"])
        #expect(session.files["recipes/tomato.html"] == nil)
        #expect(session.files["recipes/tomato.md"] == nil, "its downloads go too")
        #expect(steps.flatMap(\.changedPages).contains("recipes/tomato.html"), "a tab on the deleted page reloads")
        try expectSameAsFullBuild(site, session)
    }

    /// A broken recipe: the overlay names it, and the site stays as it was with the recipe's last
    /// good version (its page does not go 404 while it is being fixed); fixed, the overlay goes.
    /// A full read of the site while it is broken (a config change) keeps the last good version too.
    @Test func aBrokenRecipeShowsAnOverlayAndItsLastGoodVersionUntilFixed() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        let before = session.files
        let good = try String(contentsOf: site.root.appendingPathComponent("Content/soups/leek.md"), encoding: .utf8)
        try site.write("---\ntitle: [unclosed\n---\n<b>", to: "Content/soups/leek.md")
        let broken = apply(session, ["Content/soups/leek.md"])
        let last = try #require(broken.last)
        #expect(last.changedPages == ["*"])
        #expect(last.snapshot.errors.contains { $0.location?.file == "Content/soups/leek.md" })
        #expect(last.snapshot.overlay.contains("Content/soups/leek.md:"))
        #expect(last.snapshot.overlay.contains("last version that read without errors"))
        #expect(Set(session.files.paths) == Set(before.paths))
        for path in before.paths where session.files[path]?.hash != before[path]?.hash {
            Issue.record("\(path) changed when a recipe was saved broken")
        }
        let config = (try? String(contentsOf: site.root.appendingPathComponent("cookgen.yaml"), encoding: .utf8)) ?? ""
        try site.write(config + "\n", to: "cookgen.yaml")
        let reread = try #require(apply(session, ["cookgen.yaml"]).last)
        #expect(reread.snapshot.files["recipes/leek.html"]?.hash == before["recipes/leek.html"]?.hash)
        #expect(reread.snapshot.errors.contains { $0.location?.file == "Content/soups/leek.md" })
        try site.write(good, to: "Content/soups/leek.md")
        let fixed = try #require(apply(session, ["Content/soups/leek.md"]).last)
        #expect(fixed.snapshot.errors.isEmpty)
        #expect(fixed.snapshot.overlay.isEmpty)
        #expect(fixed.changedPages == ["*"])
        #expect(fixed.snapshot.files["recipes/leek.html"] != nil)
        try expectSameAsFullBuild(site, session)
    }

    @Test func aTemplateChangeRendersEverything() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        let notFound = try String(contentsOf: TestSite.defaultTheme.appendingPathComponent("404.mustache"), encoding: .utf8)
        try site.write(notFound + "<p>Lost in the kitchen</p>", to: "Templates/404.mustache")
        let steps = apply(session, ["Templates/404.mustache"])
        #expect(steps.map(\.changedPages) == [["*"]])
        #expect(TestSite.text(session, "404.html")?.contains("Lost in the kitchen") == true)
        try expectSameAsFullBuild(site, session)
    }

    /// A template with a syntax error: the last good theme stays in use, the overlay says what is wrong.
    @Test func aBrokenTemplateKeepsTheLastGoodBuild() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        let before = session.files
        try site.write("{{#page}}never closed", to: "Templates/404.mustache")
        let step = try #require(apply(session, ["Templates/404.mustache"]).last)
        #expect(step.snapshot.errors.contains { $0.id == "template-syntax" })
        #expect(step.snapshot.files.count == before.count)
        try site.remove("Templates/404.mustache")
        let fixed = try #require(apply(session, ["Templates/404.mustache"]).last)
        #expect(fixed.snapshot.errors.isEmpty)
    }

    @Test func aConfigChangeRebuildsEverything() throws {
        let site = try TestSite.cookbook()
        let session = try site.session()
        try site.write("title: Another Kitchen\n", to: "cookgen.yaml")
        #expect(apply(session, ["cookgen.yaml"]).map(\.changedPages) == [["*"]])
        #expect(TestSite.text(session, "recipes/pizza.html")?.contains("Another Kitchen") == true)
        try expectSameAsFullBuild(site, session)
    }

    @Test func aChangedImageIsCopied() throws {
        let site = try TestSite.cookbook()
        try site.write("<svg>1</svg>", to: "Content/images/leek.svg")
        let session = try site.session()
        #expect(TestSite.text(session, "images/leek.svg") == "<svg>1</svg>")
        try site.write("<svg>2</svg>", to: "Content/images/leek.svg")
        _ = apply(session, ["Content/images/leek.svg"])
        #expect(TestSite.text(session, "images/leek.svg") == "<svg>2</svg>")
    }

    /// Links to files outside the site are never followed: not at the start, not when a plain
    /// image is swapped for a link later.
    @Test func linksOutOfTheSiteAreNotFollowed() throws {
        let site = try TestSite.cookbook()
        let secret = site.root.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).svg")
        try Data("<svg>secret</svg>".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("Content/link.svg"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("Content/etc"), withDestinationURL: URL(fileURLWithPath: "/etc"))
        try site.write("<svg>mine</svg>", to: "Content/images/a.svg")
        let session = try site.session()
        #expect(session.files["link.svg"] == nil)
        #expect(!session.files.paths.contains { $0.hasPrefix("etc/") })
        #expect(TestSite.text(session, "images/a.svg") == "<svg>mine</svg>")
        try site.remove("Content/images/a.svg")
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("Content/images/a.svg"), withDestinationURL: secret)
        _ = apply(session, ["Content/images/a.svg"])
        #expect(session.files["images/a.svg"] == nil)
        #expect(!session.files.paths.contains { TestSite.text(session, $0)?.contains("<svg>secret</svg>") == true })
    }

    /// The build goes to memory: nothing is written into the site.
    @Test func nothingIsWrittenToTheSite() throws {
        let site = try TestSite.cookbook()
        _ = try site.session()
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        #expect(names == ["Content", "cookgen.yaml"])
    }

    /// The page shown first already has what the full index works out per recipe: its nutrition
    /// from the table and the steps that need an adult; the second step leaves it as it is.
    @Test func theQuickPageHasNutritionAndAdultSteps() throws {
        let site = try TestSite.cookbook()
        try site.write("""
            foods:
              - name: leek
                source: USDA FDC SR Legacy 11246
                energy: 61
                protein: 1.5
                fat: 0.3
                saturated_fat: 0.04
                carbohydrate: 14.15
                sugar: 3.9
                fibre: 1.8
                sodium: 20 mg
                grams: {piece: 89}
            """, to: "Content/nutrition.yaml")
        func leek(_ count: Int, step: String) -> String {
            "---\ntitle: Leek Soup\ncategory: Soups\nservings: 2\n---\n## Ingredients\n- \(count) leeks\n## Steps\n1. \(step)\n"
        }
        try site.write(leek(2, step: "Stir."), to: "Content/soups/leek.md")
        let session = try site.session()
        let before = try #require(TestSite.text(session, "recipes/leek.html"))
        #expect(before.contains("data-nutrition") && !before.contains("Needs an adult"))
        try site.write(leek(4, step: "Bake in the oven for 20 minutes."), to: "Content/soups/leek.md")
        let steps = apply(session, ["Content/soups/leek.md"])
        let first = try #require(steps.first)
        #expect(first.changedPages.contains("recipes/leek.html"))
        let quick = try #require(first.snapshot.files["recipes/leek.html"].map { String(buffer: $0.bytes) })
        #expect(quick != before && quick.contains("Needs an adult"))
        #expect(steps.count == 2 && steps.last?.changedPages.contains("recipes/leek.html") == false, "the quick page was already right")
        try expectSameAsFullBuild(site, session)
    }

    /// A plan shows its recipes' cards and their shopping list: editing a recipe renders the plan
    /// again, and editing the plan reads the site again.
    @Test func plansFollowTheirRecipesAndTheirFile() throws {
        let site = try TestSite.cookbook()
        try site.write("title: Week\nservings: 2\ndays:\n  - day: Monday\n    meals:\n      - meal: Dinner\n        recipes: [leek]\n",
                       to: "Content/plans/week.yaml")
        let session = try site.session()
        #expect(TestSite.text(session, "plans/week.html")?.contains("<span class=\"shop-name\">leeks</span> <span class=\"shop-amount\">2</span>") == true)
        try site.write(TestSite.recipe("Leek Soup", category: "Soups", ingredients: ["5 leeks", "1 l stock"]), to: "Content/soups/leek.md")
        let steps = apply(session, ["Content/soups/leek.md"])
        #expect(steps.last?.changedPages.contains("plans/week.html") == true)
        #expect(TestSite.text(session, "plans/week.html")?.contains("<span class=\"shop-name\">leeks</span> <span class=\"shop-amount\">5</span>") == true)
        try expectSameAsFullBuild(site, session)
        #expect(ChangeSet(paths: ["Content/plans/week.yaml"]).site)
        try site.write("title: Soup week\nservings: 2\ndays:\n  - day: Monday\n    meals:\n      - meal: Dinner\n        recipes: [leek]\n",
                       to: "Content/plans/week.yaml")
        _ = apply(session, ["Content/plans/week.yaml"])
        #expect(TestSite.text(session, "plans/week.html")?.contains("Soup week") == true)
        try expectSameAsFullBuild(site, session)
    }

    /// Only what the scanner would read counts; editors' swap, backup and temporary files do not.
    @Test func editorLeftoversAreNoChange() {
        let leftovers = ["Content/soups/4913", "Content/soups/.leek.md.swp", "Content/soups/.leek.md.swx", "Content/soups/leek.md~",
                         "Content/soups/leek.md___jb_tmp___", "Content/soups/leek.md___jb_old___", "Content/soups/#leek.md#",
                         "Content/soups/.#leek.md", "Content/.DS_Store", "Content/soups/notes.txt", "README.md", "Public/index.html"]
        #expect(ChangeSet(paths: leftovers).isEmpty)
        let save = ChangeSet(paths: leftovers + ["Content/soups/leek.md"])
        #expect(save.recipes == ["Content/soups/leek.md"])
        #expect(!save.site && !save.theme)
        #expect(ChangeSet(paths: ["cookgen.yaml"]).site)
        #expect(ChangeSet(paths: ["Content/categories.yaml"]).site)
        #expect(ChangeSet(paths: ["Content/aisles.yaml"]).site)
        #expect(ChangeSet(paths: ["Content/plans/week.menu"]).site)
        #expect(ChangeSet(paths: ["Content/guides/safety.md"]).site)
        #expect(ChangeSet(paths: ["Content/new-folder/"]).site)
        #expect(ChangeSet(paths: ["*"]).site)
        #expect(ChangeSet(paths: ["Templates/i18n/en.yaml"]).theme)
        #expect(ChangeSet(paths: ["Content/images/a.webp"]).assets == ["Content/images/a.webp"])
    }
}

@Suite struct FileTableTests {
    @Test func layersOverTheBase() {
        let a = SiteSnapshot.File(Data("a".utf8)), b = SiteSnapshot.File(Data("b".utf8))
        var table = FileTable(["x": a, "y": a])
        let copy = table
        #expect(table.update(b, at: "x")?.hash == a.hash)
        table.remove("y")
        table.update(b, at: "z")
        #expect(table["x"]?.hash == b.hash && table["y"] == nil && table["z"]?.hash == b.hash)
        #expect(Set(table.paths) == ["x", "z"])
        #expect(copy["x"]?.hash == a.hash && copy["y"] != nil, "copies are independent")
        for n in 0...FileTable.layerLimit { table.update(a, at: "f\(n)") }
        table.compact()
        #expect(table.count == FileTable.layerLimit + 3)
        #expect(table["y"] == nil && table["x"]?.hash == b.hash)
    }
}
