import Foundation
import Testing

/// `cookgen import` with the real binary: where it writes, what it refuses, and the whole
/// journey of a recipe from one cookbook to a friend's.
@Suite struct ImportCommandTests {
    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/import")

    @Test func writesIntoTheSiteItIsRunIn() throws {
        let site = try CLI.site(["Content/recipes/a.md": "---\ntitle: A\n---\n"])
        let result = try CLI.run(["import", Self.fixtures.appendingPathComponent("nested-graph.html").path], cwd: site)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote Content/recipes/imported/lemon-drizzle-traybake-glaze.md"))
        let again = try CLI.run(["import", Self.fixtures.appendingPathComponent("nested-graph.html").path], cwd: site)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists; pass --force"))
        let forced = try CLI.run(["import", Self.fixtures.appendingPathComponent("nested-graph.html").path, "--force"], cwd: site)
        #expect(forced.status == 0)
        let build = try CLI.run(["build", "--source", site.path, "--warnings-as-errors", "--base-url", "https://example.org/"])
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func readsStandardInputAndWritesTheCurrentFolderOutsideASite() throws {
        let folder = CLI.temporaryDirectory("plain")
        let input = try String(contentsOf: Self.fixtures.appendingPathComponent("list-items.json"), encoding: .utf8)
        let result = try CLI.run(["import", "-"], cwd: folder, input: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mint-tea.md").path))
    }

    @Test func dryRunWritesNothing() throws {
        let folder = CLI.temporaryDirectory("dry")
        let result = try CLI.run(["import", Self.fixtures.appendingPathComponent("two-recipes.json").path, "--dry-run", "--into", "out"], cwd: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("would write \(folder.appendingPathComponent("out/pancakes-2.md").path)"))
        #expect(result.stdout.contains("## Ingredients"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aPageWithoutARecipeFails() throws {
        let result = try CLI.run(["import", Self.fixtures.appendingPathComponent("no-recipe.html").path, "--into", CLI.temporaryDirectory("none").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("describes no schema.org Recipe (it has WebPage, Organization) [import-no-recipe]"))
        let missing = try CLI.run(["import", "/nonexistent/page.html"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read /nonexistent/page.html"))
    }

    /// A person exports a recipe and sends the file; the friend prints it, and imports it into
    /// their own cookbook with every ingredient intact.
    @Test func aRecipeTravelsToAFriendsCookbook() throws {
        let mail = CLI.temporaryDirectory("mail")
        let card = mail.appendingPathComponent("pancakes.html").path
        let export = try CLI.run(["export", "Content/recipes/breakfast/oat-buttermilk-pancakes.md", "--format", "html", "-o", card],
                                 cwd: CLI.repositoryRoot)
        #expect(export.status == 0, "\(export.stderr)")
        let home = CLI.temporaryDirectory("friend")
        try CLI.run(["init", "kitchen"], cwd: home)
        let friend = home.appendingPathComponent("kitchen")
        let result = try CLI.run(["import", card], cwd: friend)
        #expect(result.status == 0, "\(result.stderr)")
        let build = try CLI.run(["build", "--source", friend.path, "--warnings-as-errors", "--base-url", "https://example.org/"])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: friend.appendingPathComponent("Public/recipes/oat-buttermilk-pancakes.html"), encoding: .utf8)
        for ingredient in ["plain flour", "rolled oats", "buttermilk", "baking soda", "Greek yogurt", "maple syrup", "blueberries"] {
            #expect(page.contains(ingredient), "\(ingredient)")
        }
        #expect(page.contains("For serving"))
        #expect(FileManager.default.fileExists(atPath: friend.appendingPathComponent("Public/recipes/imported/oat-and-buttermilk-pancakes.svg").path))
    }
}

extension CLI {
    /// Runs `cookgen args…` with `input` on standard input (small inputs: written before reading).
    static func run(_ args: [String], cwd: URL?, input: String) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        if let cwd { process.currentDirectoryURL = cwd }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
