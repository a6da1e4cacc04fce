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
