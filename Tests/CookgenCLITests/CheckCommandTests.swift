import Foundation
import Testing

/// `cookgen check` with the real binary: exit codes and the three output formats, with a broken
/// link and a missing picture reported at their file and line.
@Suite struct CheckCommandTests {
    static let broken: [String: String] = [
        "cookgen.yaml": "base_url: https://example.org/soup/\n",
        "Content/categories.yaml": "- name: Soups\n",
        "Content/recipes/soup.md": """
            ---
            title: Soup
            category: Soups
            image: ../images/soup.jpg
            ---
            See [the bread](bread.md) first.

            ## Ingredients
            - 1 onion

            ## Steps
            1. Chop.
            """,
    ]

    static let clean: [String: String] = [
        "cookgen.yaml": "base_url: https://example.org/soup/\n",
        "Content/categories.yaml": "- name: Soups\n",
        "Content/images/soup.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "Content/recipes/soup.md": "---\ntitle: Soup\ncategory: Soups\nimage: ../images/soup.svg\n---\n## Ingredients\n- 1 onion\n## Steps\n1. Chop.\n",
    ]

    @Test func textNamesFileAndLineAndExitsOne() throws {
        let site = try CLI.site(Self.broken)
        let result = try CLI.run(["check"], cwd: site)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/recipes/soup.md:6:17: error: the link 'bread.md' leads to no page or file of the site [link-broken]"))
        #expect(result.stderr.contains("Content/recipes/soup.md:4:8: warning: image '../images/soup.jpg' not found [image-missing]"))
        #expect(result.stderr.contains("1 error, 1 warning."))
        #expect(result.stdout.isEmpty)
    }

    @Test func githubPrintsWorkflowAnnotations() throws {
        let site = try CLI.site(Self.broken)
        let result = try CLI.run(["check", "--format", "github", "--source", site.path], cwd: site.deletingLastPathComponent())
        #expect(result.status == 1)
        let prefix = site.lastPathComponent + "/Content/recipes/soup.md"
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=\(prefix),line=6,col=17,title=link-broken::the link 'bread.md' leads to no page") })
        #expect(lines.contains { $0.hasPrefix("::warning file=\(prefix),line=4,col=8,title=image-missing::image '../images/soup.jpg' not found%0Ahint: ") })
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
    }

    @Test func jsonPrintsAnArrayOfDiagnostics() throws {
        let site = try CLI.site(Self.broken)
        let result = try CLI.run(["check", "--format", "json"], cwd: site)
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let link = try #require(array.first { $0["id"] as? String == "link-broken" })
        #expect(link["file"] as? String == "Content/recipes/soup.md")
        #expect(link["line"] as? Int == 6 && link["column"] as? Int == 17)
        #expect(link["severity"] as? String == "error")
        #expect(array.contains { $0["id"] as? String == "image-missing" && $0["line"] as? Int == 4 })
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let site = try CLI.site(Self.clean)
        #expect(try CLI.run(["check", "--strict"], cwd: site).status == 0)
        try FileManager.default.removeItem(at: site.appendingPathComponent("Content/images/soup.svg"))
        let lenient = try CLI.run(["check", "--format", "json"], cwd: site)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        let strict = try CLI.run(["check", "--strict", "--format", "github"], cwd: site)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("::warning file=Content/recipes/soup.md,line=4,col=8,title=image-missing::"))
    }

    @Test func aSiteWithoutABaseURLFailsOnlyWhenStrict() throws {
        let site = try CLI.site(Self.clean.filter { $0.key != "cookgen.yaml" })
        let lenient = try CLI.run(["check"], cwd: site)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("warning: the site has no base URL, so sitemap.xml is left out and the feed's links are relative [base-url-missing]"))
        #expect(lenient.stderr.contains("hint: set base_url in cookgen.yaml"))
        let strict = try CLI.run(["check", "--strict", "--format", "github"], cwd: site)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("::warning title=base-url-missing::"))
    }

    @Test func aFolderWithoutContentIsASetupError() throws {
        let result = try CLI.run(["check", "--source", CLI.temporaryDirectory("empty").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no Content/ folder"))
    }
}
