import Foundation
import Testing
@testable import CookgenTemplate

/// Where the spec is silent the engine does what swift-mustache 2.x does. Each case pins
/// the exact output and checks swift-mustache still agrees.
@Suite struct CompatibilityTests {
    /// Checks the expected output and that swift-mustache renders the same.
    private func pin(_ template: String, _ data: TemplateValue, _ expected: String, partials: [String: String] = [:],
                     sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let (mustache, engine) = try Differential.render(template, partials: partials, data: data)
        #expect(engine == expected, "engine", sourceLocation: sourceLocation)
        #expect(mustache == expected, "swift-mustache", sourceLocation: sourceLocation)
    }

    @Test func htmlEscapingReplacesFiveCharacters() throws {
        try pin("{{x}}", ["x": "<a href=\"/x?a=1&b='2'\">`=/</a>"],
                "&lt;a href=&quot;/x?a=1&amp;b=&#39;2&#39;&quot;&gt;`=/&lt;/a&gt;")
        try pin("{{{x}}}|{{&x}}", ["x": "<&>"], "<&>|<&>")
        try pin("{{x}}", ["x": "Crème & brûlée — “quoted” <ok>"], "Crème &amp; brûlée — “quoted” &lt;ok&gt;")
    }

    @Test func escapingGoesByCharacterLikeSwiftMustache() throws {
        // U+0338 joins '<' into one character ('≮'), which is not '<': left alone.
        try pin("{{x}}", ["x": "a<\u{338}b & é<c"], "a<\u{338}b &amp; é&lt;c")
        try pin("{{x}}", ["x": "e\u{301}'s"], "e\u{301}&#39;s")
    }

    /// Text given as UTF-8 bytes (`.utf8`, the layout's `content`) renders as the same text given
    /// as a string, wherever it is used: escaped, raw, as a section, in an indented partial.
    @Test func bytesRenderAsTheirText() throws {
        let texts = ["", "plain", "<p>a & b</p>\n<p>'c'</p>\n", "a<\u{338}b & é<c", "e\u{301}'s", "line\r\nnext\n", "0", "€ – “x”"]
        let templates = ["{{x}}", "{{{x}}}", "{{&x}}", "{{#x}}[{{.}}]{{/x}}", "{{^x}}none{{/x}}", "a\n  {{>p}}\nb", "{{#x}}{{>p}}{{/x}}"]
        for text in texts {
            for template in templates {
                let library = try TemplateLibrary(templates: ["t": template, "p": "<{{x}}>\n{{{x}}}\n"])
                let asString = library.render("t", .dictionary(["x": .string(text)]))
                let asBytes = library.render("t", .dictionary(["x": .utf8(Array(text.utf8))]))
                #expect(asBytes == asString, "\(template.debugDescription) with \(text.debugDescription)")
            }
        }
        #expect(TemplateValue.utf8(Array("<é>".utf8)).text == "<é>")
    }

    @Test func sectionTruthiness() throws {
        try pin("{{#x}}[{{.}}]{{/x}}", ["x": ""], "[]")           // an empty string is true
        try pin("{{#x}}[{{.}}]{{/x}}", ["x": 0], "[0]")           // so is zero
        try pin("{{#x}}[{{.}}]{{/x}}", ["x": 0.0], "[0.0]")
        try pin("{{#x}}[yes]{{/x}}", ["x": [:]], "[yes]")        // and an empty table
        try pin("{{#x}}[yes]{{/x}}", ["x": false], "")
        try pin("{{#x}}[yes]{{/x}}", ["x": nil], "")
        try pin("{{#x}}[yes]{{/x}}", ["x": []], "")
        try pin("{{#x}}[yes]{{/x}}", [:], "")
    }

    @Test func trueRendersWithoutPushing() throws {
        try pin("{{#x}}{{{.}}}{{/x}}", ["x": true], "[\"x\": true]")
    }

    @Test func invertedSections() throws {
        try pin("{{^x}}[{{.}}]{{/x}}", ["x": []], "[[]]")       // an empty list is pushed
        try pin("{{^x}}no{{/x}}", ["x": ""], "")
        try pin("{{^x}}no{{/x}}", ["x": 0], "")
        try pin("{{^x}}no{{/x}}", ["x": false], "no")
        try pin("{{^x}}no{{/x}}", ["x": nil], "no")
    }

    @Test func numbersAndFlagsPrintLikeSwift() throws {
        try pin("{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}", ["a": 42, "b": -7, "c": 1.5, "d": 2.0, "e": 1e21, "f": 0.1],
                "42 -7 1.5 2.0 1e+21 0.1")
        try pin("{{a}} {{b}}", ["a": true, "b": false], "true false")
    }

    @Test func listsPrintLikeSwiftArrays() throws {
        try pin("{{x}}", ["x": ["a", "b"]], "[&quot;a&quot;, &quot;b&quot;]")
        try pin("{{{x}}}", ["x": ["a", 1, 2.5, true]], "[\"a\", 1, 2.5, true]")
        try pin("{{{x}}}", ["x": [[1], []]], "[[1], []]")
    }

    @Test func nullLooksFurtherDownTheStack() throws {
        let card = TestCard(title: "Soup", image: nil)
        try pin("{{#card}}{{#image}}{{src}}{{/image}}{{/card}}", ["card": .object(card), "image": ["src": "outer.jpg"]], "outer.jpg")
        try pin("{{#a}}{{b}}{{/a}}", ["a": ["b": nil], "b": "outer"], "outer")
    }

    @Test func dottedNamesAndTopOnlyNames() throws {
        let card = TestCard(title: "Soup", image: TestImage(src: "s.jpg", alt: nil))
        try pin("{{card.image.src}}|{{card.image.alt}}|{{card.image.title}}", ["card": .object(card)], "s.jpg||image of s.jpg")
        try pin("{{#card}}{{.title}}|{{.src}}{{/card}}", ["card": .object(card), "src": "root"], "Soup|")
        try pin("{{#card}}{{#tags}}{{src}}{{/tags}}{{/card}}",
                ["card": .object(TestCard(title: "x", tags: [TestImage(src: "1"), TestImage(src: "2")]))], "12")
    }

    @Test func lineAfterInlineSectionWithStandaloneCloseIsNotStandalone() throws {
        // swift-mustache decides the next line's start from the section's opening tag.
        try pin("{{#a}}x\n{{/a}}\n  {{#b}}\ny\n  {{/b}}\nz", ["a": true, "b": true], "x\n  \ny\nz")
        try pin("{{#a}}\nx\n{{/a}}\n  {{#b}}\ny\n  {{/b}}\nz", ["a": true, "b": true], "x\ny\nz")
    }

    @Test func trailingWhitespaceLineIsDropped() throws {
        try pin("a\n  ", [:], "a\n")
        try pin("a\n  {{! c }}  ", [:], "a\n    ")   // spaces then the end: not standalone
    }

    @Test func standalonePartialIndentation() throws {
        let partials = ["p": "1\n{{#x}}\n2\n{{/x}}\n3\n", "empty": "", "crlf": "1\r\n2\r\n"]
        try pin("<ul>\n  {{>p}}\n</ul>\n", ["x": true], "<ul>\n  1\n  2\n  3\n</ul>\n", partials: partials)
        try pin("a\n  {{>empty}}\nb", [:], "a\n  b", partials: partials)  // the indentation stays
        try pin("  {{>crlf}}\n", [:], "  1\r\n2\r\n", partials: partials)  // \r\n lines are not indented
        try pin("  {{>p}}\n", ["x": ["v"]], "  1\n  2\n  3\n", partials: partials)
    }

    @Test func indentationIsDecidedPerTemplateRender() throws {
        // swift-mustache indents a tag's output only where what the same template (or the
        // same section item) rendered so far ends with a line break: in an indented partial,
        // list items after the first start unindented.
        let partials = ["items": "{{#items}}\n<li>{{.}}</li>\n{{/items}}\n", "one": "{{#items}}<li>{{.}}</li>\n{{/items}}x\n"]
        try pin("<ul>\n  {{>items}}\n</ul>\n", ["items": ["a", "b"]], "<ul>\n  <li>a</li>\n<li>b</li>\n</ul>\n", partials: partials)
        try pin("<ul>\n  {{>one}}\n</ul>\n", ["items": ["a", "b"]], "<ul>\n  <li>a</li>\n<li>b</li>\n  x\n</ul>\n", partials: partials)
    }

    @Test func valuesAreNotIndentedInside() throws {
        try pin("  {{>p}}\n", ["v": "a\nb"], "  [a\nb]\n  c\n", partials: ["p": "[{{v}}]\nc\n"])
    }

    @Test func setDelimitersLastToTheEndOfTheSection() throws {
        try pin("{{#a}}{{=<% %>=}}<%b%><%/a%>{{b}}", ["a": true, "b": "B"], "BB")
    }

    @Test func partialsMissingRenderNothing() throws {
        try pin("[{{>nope}}]", [:], "[]")
    }
}
