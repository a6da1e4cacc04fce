import Foundation
import Testing

/// Moving in with the real binary: each app's export in one command, the report line, the
/// skips, dry runs, forcing a format, importing twice, and the cookbook building afterwards.
@Suite struct AppImportCommandTests {
    static let apps = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/import/apps")

    @Test func everyAppsExportMovesInWithOneCommandAndBuilds() throws {
        let site = try CLI.site(["Content/recipes/a.md": "---\ntitle: A\n---\n"])
        let expected = [
            ("archives/Export.paprikarecipes", "Imported 2 recipes (1 with pictures missing, 1 skipped: Broken.paprikarecipe)"),
            ("archives/nextcloud.zip", "Imported 2 recipes"),
            ("archives/mealie.zip", "Imported 1 recipe"),
            ("archives/tandoor.zip", "Imported 2 recipes"),
            ("mealmaster/recipes.mmf", "Imported 2 recipes"),
            ("archives/recipekeeper.zip", "Imported 2 recipes (1 with pictures missing)"),
            ("cookcli", "Imported 2 recipes (1 skipped: notes.txt)"),
        ]
        for (path, summary) in expected {
            let result = try CLI.run(["import", Self.apps.appendingPathComponent(path).path], cwd: site)
            #expect(result.status == 0, "\(path): \(result.stderr)")
            #expect(result.stdout.contains(summary), "\(path): \(result.stdout)")
        }
        let paprika = try CLI.run(["import", Self.apps.appendingPathComponent("archives/Export.paprikarecipes").path, "--force"], cwd: site)
        #expect(paprika.stdout.contains("skipped Broken.paprikarecipe: its compressed data is broken"))
        #expect(paprika.stdout.contains("wrote Content/recipes/imported/lemon-drizzle-cake.png"))
        let build = try CLI.run(["build", "--source", site.path, "--warnings-as-errors", "--base-url", "https://example.org/"])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("Public/recipes/cannoli.html"), encoding: .utf8)
        #expect(page.contains("Whole-milk ricotta cheese"))
    }

    @Test func importingTheSameArchiveTwiceWithForceGivesTheSameFiles() throws {
        let into = CLI.temporaryDirectory("twice")
        for path in ["archives/Export.paprikarecipes", "archives/tandoor.zip", "archives/recipekeeper.zip"] {
            let archive = Self.apps.appendingPathComponent(path).path
            #expect(try CLI.run(["import", archive, "--into", into.path, "--force"]).status == 0)
            let first = try CLI.tree(into)
            let again = try CLI.run(["import", archive, "--into", into.path])
            #expect(again.status == 1)
            #expect(again.stderr.contains("already exists; pass --force"))
            #expect(try CLI.run(["import", archive, "--into", into.path, "--force"]).status == 0)
            #expect(try CLI.tree(into) == first)
        }
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let folder = CLI.temporaryDirectory("dry-apps")
        let result = try CLI.run(["import", Self.apps.appendingPathComponent("archives/tandoor.zip").path, "--dry-run", "--into", "out"], cwd: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("would write \(folder.appendingPathComponent("out/chili-sin-carne.md").path)"))
        #expect(result.stdout.contains("would write \(folder.appendingPathComponent("out/chili-sin-carne.png").path)"))
        #expect(result.stdout.contains("Would import: Imported 2 recipes"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func fromForcesTheFormatAndNamesTheChoices() throws {
        let folder = CLI.temporaryDirectory("from")
        let copy = folder.appendingPathComponent("recipes.dat")
        try FileManager.default.copyItem(at: Self.apps.appendingPathComponent("mealmaster/recipes.mmf"), to: copy)
        let forced = try CLI.run(["import", copy.path, "--from", "mealmaster", "--into", "out"], cwd: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("Imported 2 recipes"))
        let bad = try CLI.run(["import", copy.path, "--from", "evernote"], cwd: folder)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("paprika"))
    }

    @Test func aBombIsRefusedWithAClearMessageAndNothingWritten() throws {
        let folder = CLI.temporaryDirectory("bomb")
        // 64 MB of zeros in one deflated entry, written by Python's zipfile.
        let make = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED)\nz.writestr('a.json',b'0'*(64<<20))\nz.close()"
        let bomb = folder.appendingPathComponent("bomb.zip")
        _ = try CLI.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", make, bomb.path])
        let start = Date()
        let result = try CLI.run(["import", bomb.path, "--into", "out"], cwd: folder)
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(result.status == 1)
        #expect(result.stderr.contains("zip bomb"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aMealieRecipeOnStandardInput() throws {
        let folder = CLI.temporaryDirectory("stdin-apps")
        let json = try String(contentsOf: Self.apps.appendingPathComponent("mealie/recipes/buttermilk-pancakes/buttermilk-pancakes.json"), encoding: .utf8)
        let result = try CLI.run(["import", "-"], cwd: folder, input: json)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Imported 1 recipe"))
        let text = try String(contentsOf: folder.appendingPathComponent("buttermilk-pancakes.md"), encoding: .utf8)
        #expect(text.contains("- 1 1/2 cup flour, sifted"))
    }
}
