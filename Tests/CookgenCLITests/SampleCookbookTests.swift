import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Builds the shipped sites — the sample cookbook in `Content/` and every site under
/// `Examples/` — with the real binary and checks what a visitor gets.
@Suite(.serialized) struct SampleCookbookTests {
    struct Site: CustomTestStringConvertible, Sendable {
        let name: String
        let source: URL
        let minimumRecipes: Int
        var testDescription: String { name }
    }

    static let sites: [Site] = {
        var sites = [Site(name: "sample cookbook", source: CLI.repositoryRoot, minimumRecipes: 30)]
        let examples = CLI.repositoryRoot.appendingPathComponent("Examples")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).sorted() where !name.hasPrefix(".") {
            sites.append(Site(name: name, source: examples.appendingPathComponent(name), minimumRecipes: 10))
        }
        return sites
    }()

    /// Each site is built once, into its own folder, as it ships: made to be opened from `file://`
    /// or any folder, so without a base URL (the one warning its build gives).
    static let builds: [String: (CLI.Result, URL)] = {
        var builds: [String: (CLI.Result, URL)] = [:]
        for site in sites {
            let output = CLI.temporaryDirectory("site")
            let result = try? CLI.run(["build", "--source", site.source.path, "--output", output.path])
            builds[site.name] = (result ?? CLI.Result(status: -1, stdout: "", stderr: "did not run"), output)
        }
        return builds
    }()

    @Test func theExampleSiteIsThere() {
        #expect(Self.sites.contains { $0.name == "kochen-mit-kindern" })
    }

    @Test(arguments: sites)
    func buildsWithoutErrorsOrWarnings(_ site: Site) throws {
        let (result, _) = try #require(Self.builds[site.name])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Built "))
        // No warning but the one about the base URL these sites leave out on purpose.
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        #expect(warnings == ["warning: the site has no base URL, so sitemap.xml is left out and the feed's links are relative [base-url-missing]"],
                "\(result.stderr)")
        #expect(result.stderr.contains("(0 errors, 1 warning)"))
    }

    @Test(arguments: sites)
    func everyInternalLinkAndImageResolves(_ site: Site) throws {
        let (_, output) = try #require(Self.builds[site.name])
        let files = try CLI.tree(output)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > site.minimumRecipes + 10)
        var broken: [String] = []
        var checked = 0
        for page in pages {
            let html = String(decoding: files[page]!, as: UTF8.self)
            for link in Links.references(in: html) {
                guard let target = Links.resolve(link, from: page) else { continue }
                checked += 1
                if files[target] == nil && files[target + "/index.html"] == nil { broken.append("\(page) → \(link)") }
            }
        }
        #expect(checked > site.minimumRecipes * 10)
        #expect(broken.isEmpty, "broken links:\n\(broken.prefix(30).joined(separator: "\n"))")
    }

    @Test(arguments: sites)
    func plansHaveTheirPagesAndTheProfileItsPage(_ site: Site) throws {
        let (_, output) = try #require(Self.builds[site.name])
        let files = try CLI.tree(output)
        let plans = files.keys.filter { $0.hasPrefix("plans/") && $0.hasSuffix(".html") && $0 != "plans/index.html" }.sorted()
        #expect(plans.count >= 1, "each shipped site has a week plan")
        #expect(files["plans/index.html"] != nil)
        #expect(files["profile.html"] != nil)
        for page in plans {
            let html = String(decoding: files[page]!, as: UTF8.self)
            #expect(html.contains("data-plan-shop"), "\(page) has the 'add the whole plan' button")
            #expect(html.components(separatedBy: "class=\"card\"").count > 8, "\(page) shows the week's recipes")
            #expect(html.components(separatedBy: "<li data-key=").count > 20, "\(page) shows the merged shopping list")
        }
        let home = String(decoding: files["index.html"]!, as: UTF8.self)
        #expect(home.contains("href=\"plans/index.html\""), "the navigation links the plans")
    }

    @Test(arguments: sites)
    func everyRecipePageHasCompleteJSONLD(_ site: Site) throws {
        let (_, output) = try #require(Self.builds[site.name])
        let files = try CLI.tree(output)
        let recipes = files.keys.filter { $0.hasPrefix("recipes/") && $0.hasSuffix(".html") && $0 != "recipes/index.html" }.sorted()
        #expect(recipes.count >= site.minimumRecipes)
        for page in recipes {
            let html = String(decoding: files[page]!, as: UTF8.self)
            guard let start = html.range(of: "<script type=\"application/ld+json\">"),
                  let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
                Issue.record("\(page) has no JSON-LD")
                continue
            }
            let json = Data(html[start.upperBound..<end.lowerBound].utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any], "\(page)")
            #expect(object["@type"] as? String == "Recipe", "\(page)")
            for key in ["name", "image", "description", "author", "datePublished", "recipeIngredient", "recipeInstructions", "recipeCategory"] {
                #expect(object[key] != nil, "\(page) JSON-LD lacks \(key)")
            }
            #expect(((object["recipeIngredient"] as? [String]) ?? []).count > 1, "\(page)")
        }
    }

    /// Recipes whose nutrition the sites compute from their `Content/nutrition.yaml`.
    static let computedNutrition = ["sample cookbook": ["oat-buttermilk-pancakes", "almond-orange-cake"],
                                    "kochen-mit-kindern": ["bunter-obstsalat", "erdbeer-bananen-smoothie"]]

    @Test(arguments: sites)
    func recipePagesShowNutritionAndJSONLDHasIt(_ site: Site) throws {
        let (_, output) = try #require(Self.builds[site.name])
        let slugs = try #require(Self.computedNutrition[site.name])
        for slug in slugs {
            let page = try String(contentsOf: output.appendingPathComponent("recipes/\(slug).html"), encoding: .utf8)
            #expect(page.contains("<section class=\"nutrition\""), "\(slug)")
            #expect(page.contains("class=\"nutrition-serving\""), "\(slug) shows values per serving")
            #expect(page.contains("data-nutrition-total"), "\(slug) shows the whole recipe")
            #expect(!page.contains("nutrition-missing"), "\(slug) has every ingredient in the table")
            #expect(page.contains("\"@type\":\"NutritionInformation\""), "\(slug) JSON-LD")
            #expect(page.contains("\"calories\":\""), "\(slug) JSON-LD calories")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("recipes").path)
            .filter { $0.hasSuffix(".html") && !$0.hasSuffix(".card.html") && $0 != "index.html" }
        let missing = try pages.filter { try String(contentsOf: output.appendingPathComponent("recipes/\($0)"), encoding: .utf8).contains("nutrition-missing") }
        #expect(!missing.isEmpty, "some recipes use ingredients the table leaves out, and say so")
    }

    @Test(arguments: sites)
    func sitemapAndFeedAreWellFormed(_ site: Site) throws {
        let (_, output) = try #require(Self.builds[site.name])
        let data = try Data(contentsOf: output.appendingPathComponent("feed.xml"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "feed.xml: \(String(describing: parser.parserError))")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("sitemap.xml").path), "no base URL, no sitemap")
    }
}

/// Finds `href` and `src` values in HTML and resolves relative ones to output paths.
enum Links {
    static func references(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let r = rest.range(of: attribute) {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                found.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return found
    }

    /// The output path a relative link points at; nil for external, fragment-only and scheme links.
    static func resolve(_ link: String, from page: String) -> String? {
        let unescaped = link.replacingOccurrences(of: "&amp;", with: "&")
        if unescaped.isEmpty || unescaped.hasPrefix("#") || unescaped.contains(":") || unescaped.hasPrefix("//") { return nil }
        let path = String(unescaped.prefix { $0 != "#" && $0 != "?" })
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": if !parts.isEmpty { parts.removeLast() } else { return "<outside the site>/" + path }
            case ".", "": continue
            default: parts.append(part.removingPercentEncoding ?? String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
