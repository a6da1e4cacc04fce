import Testing
@testable import CookMarkdown

@Suite struct MarkdownTests {
    @Test func rendersEmphasis() {
        #expect(Markdown.html("Hello *world*") == "<p>Hello <em>world</em></p>\n")
    }

    @Test func dropsRawHTML() {
        let html = Markdown.html("<script>alert(1)</script>\n\nText <b onclick=x>bold</b>")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("onclick"))
        #expect(html.contains("Text"))
    }

    @Test func emptiesDangerousLinks() {
        let html = Markdown.html("[click](javascript:alert(1)) ![x](data:text/html,hi)")
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:text/html"))
    }

    @Test func inlineHasNoParagraph() {
        #expect(Markdown.inlineHTML("Bake for **20** minutes.") == "Bake for <strong>20</strong> minutes.")
        #expect(Markdown.inlineHTML("") == "")
    }

    @Test func smartPunctuation() {
        #expect(Markdown.inlineHTML("\"Hot\" -- not warm") == "“Hot” – not warm")
    }

    @Test func escapesText() {
        #expect(Markdown.inlineHTML("a < b & c") == "a &lt; b &amp; c")
    }
}

@Suite struct MarkdownTableTests {
    @Test func pipeTablesBecomeHTMLTables() {
        let html = Markdown.html("""
            Before.

            | Age | Jobs *to do* | Points |
            | --- | :---: | ---: |
            | 3–5 | stirring \\| kneading | 1 |
            | 6–8 | [weighing](w.md) |

            After.
            """) { url, _ in url == "w.md" ? "../w.html" : nil }
        #expect(html.contains("<p>Before.</p>"))
        #expect(html.contains("<th>Age</th>\n<th align=\"center\">Jobs <em>to do</em></th>\n<th align=\"right\">Points</th>"))
        #expect(html.contains("<td align=\"center\">stirring | kneading</td>"))
        #expect(html.contains("<td align=\"center\"><a href=\"../w.html\">weighing</a></td>\n<td align=\"right\"></td>"))
        #expect(html.contains("<p>After.</p>"))
        #expect(!html.contains("---") && !html.contains("—"))
    }

    @Test func cellsAreEscapedAndCodeBlocksAndPlainPipesStay() {
        let table = Markdown.html("| a |\n|---|\n| <script>x</script> |")
        #expect(table.contains("<table>") && !table.contains("<script>"))
        let fenced = Markdown.html("```\n| a |\n|---|\n```")
        #expect(!fenced.contains("<table>"))
        #expect(Markdown.html("a | b") == "<p>a | b</p>\n")
        #expect(Markdown.segments("x\n| a |\n|---|").count == 1, "a table needs a blank line above it")
    }
}
