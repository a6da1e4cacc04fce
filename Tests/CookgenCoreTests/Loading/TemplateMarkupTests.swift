import Testing
@testable import CookgenContent
import CookgenModel
import CookgenTestSupport

/// Hugo shortcodes and Jekyll's Liquid in recipes written for those sites are read for what they
/// mean instead of shown as code.
@Suite struct TemplateMarkupTests {
    static func rewrite(_ body: String) -> (String, [Diagnostic]) {
        TemplateMarkup.rewrite(body, firstLine: 5, file: "Content/soup.md")
    }

    @Test(arguments: [
        ("{{< figure src=\"/img/soup.jpg\" title=\"Soup\" >}}", "![Soup](/img/soup.jpg)"),
        ("{{< figure src=\"my soup.jpg\" alt=\"A [bowl]\" >}}", "![A \\[bowl\\]](<my soup.jpg>)"),
        ("{{<img src='a.png'>}}", "![](a.png)"),
        ("{{< youtube dQw4w9WgXcQ >}}", "[Video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)"),
        ("{{< vimeo id=\"123\" title=\"How to\" >}}", "[How to](https://vimeo.com/123)"),
        ("See [soup]({{< relref \"soup.md\" >}}).", "See [soup](soup.md)."),
        ("{{% note %}}Careful, hot.{{% /note %}}", "Careful, hot."),
        ("Shown: {{</* figure src=\"x\" */>}}", "Shown: {{< figure src=\"x\" >}}"),
        ("![Pic]({{ site.baseurl }}/img/a.jpg)", "![Pic](/img/a.jpg)"),
        ("![Pic]({{ \"/img/b.jpg\" | relative_url }})", "![Pic](/img/b.jpg)"),
        ("{% raw %}{{ kept }}{% endraw %}", "{{ kept }}"),
        ("{ a } {{ page.title }} {{ unclosed", "{ a } {{ page.title }} {{ unclosed"),
        ("Heat @oil{2%tbsp} in a #pan{}.", "Heat @oil{2%tbsp} in a #pan{}."),
        ("{{<>}} {{}} {{%}}", " {{}} {{%}}"),
    ] as [(String, String)])
    func markupIsReadForWhatItMeans(_ body: String, _ expected: String) {
        let (text, diagnostics) = Self.rewrite(body)
        #expect(text == expected)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func whatCookgenCannotShowIsLeftOutWithAWarningAtItsPlace() {
        let (text, diagnostics) = Self.rewrite("Intro.\n\n1. Boil {{< timer 10 >}} and {% include card.html %}.")
        #expect(text == "Intro.\n\n1. Boil  and .")
        #expect(diagnostics.map(\.id) == ["shortcode-skipped", "liquid-tag-skipped"])
        #expect(diagnostics.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" } == ["7:9", "7:30"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.hint != nil })
    }

    @Test func fencedCodeIsLeftAsItIs() {
        let body = "```\n{{< figure src=\"x\" >}}\n```\n{{< figure src=\"y\" >}}\n~~~\n{% include a %}\n~~~"
        #expect(Self.rewrite(body).0 == "```\n{{< figure src=\"x\" >}}\n```\n![](y)\n~~~\n{% include a %}\n~~~")
    }

    /// Whatever the text, the lines stay where they were, and text with no markup is untouched.
    @Test func linesStayWhereTheyWere() {
        var g = SplitMix64(seed: 11)
        let pieces = ["{{<", ">}}", "{{%", "%}}", "{%", "%}", "{{", "}}", "/*", "*/", " ", "\n", "figure", "src=\"a\"", "'", "\"", "x", "/note",
                      "```", "{", "}", "|", "relative_url", "é"]
        for _ in 0..<2000 {
            let body = (0..<Int.random(in: 0...30, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            let (text, diagnostics) = Self.rewrite(body)
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == body.split(separator: "\n", omittingEmptySubsequences: false).count, "\(body.debugDescription)")
            if !TemplateMarkup.mayContain(body) { #expect(text == body && diagnostics.isEmpty) }
            for d in diagnostics { #expect(d.location.map { $0.line >= 5 && $0.column >= 1 } == true) }
        }
    }

    @Test(arguments: [
        ("Shown: {{< note >}}", "Shown: \\{{< note >}}"),
        ("{{{{< x >}}< y >}}", "{{\\{{< x >}}< y >}}"),
        ("\\{{< kept >}} \\\\{{< read >}}", "\\{{< kept >}} \\\\\\{{< read >}}"),
        ("{% x {{<c>}} %} {{ plain }}", "\\{% x \\{{<c>}} %} {{ plain }}"),
        ("```\n{{< code >}}\n```", "```\n{{< code >}}\n```"),
    ])
    func escapedMarkupReadsBackAsWritten(text: String, escaped: String) {
        #expect(TemplateMarkup.escaping(text) == escaped)
        let (read, diagnostics) = Self.rewrite(escaped)
        #expect(read == escaped && diagnostics.isEmpty)
    }

    /// Whatever the text, escaping it gives text that reads back as it is, and escaping that again
    /// changes nothing (what the Markdown writer relies on: a recipe written twice is the same file).
    @Test func escapingIsUndoneByReading() {
        var g = SplitMix64(seed: 12)
        let pieces = ["{{<", ">}}", "{{%", "%}}", "{%", "%}", "{{", "}}", "/*", "*/", " ", "\n", "figure", "src=\"a\"", "'", "\"", "x",
                      "/note", "```", "{", "}", "|", "relative_url", "site.url", "\\", "raw", "é"]
        for _ in 0..<3000 {
            let body = (0..<Int.random(in: 0...30, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            let escaped = TemplateMarkup.escaping(body)
            #expect(Self.rewrite(escaped).0 == escaped, "\(body.debugDescription)")
            #expect(TemplateMarkup.escaping(escaped) == escaped, "\(body.debugDescription)")
        }
    }

    @Test func aHugoRecipeLoadsWithItsPictureAndWithoutTheShortcodes() throws {
        let text = """
            +++
            title = "Soup"
            +++
            {{< figure src="soup.jpg" alt="A bowl of soup" >}}

            ## Ingredients

            - 1 l water

            ## Steps

            1. Boil the water. {{% tip %}}Salt it.{{% /tip %}}
            """
        let (recipe, diagnostics) = MarkdownRecipeLoader.load(SourceText(path: "Content/soup.md", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let soup = try #require(recipe)
        #expect(soup.body.contains("![A bowl of soup](soup.jpg)"))
        #expect(soup.steps.map { RecipeText.markdown($0, in: soup) } == ["Boil the water. Salt it."])
    }
}
