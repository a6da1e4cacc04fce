import Testing
@testable import CookgenTemplate

/// HTML templates' literal text is compiled with its whitespace runs collapsed, unless the
/// template holds something whose whitespace shows (`<pre>`, `<textarea>`, a script, a
/// `white-space` style), in any letter case.
@Suite struct TemplateWhitespaceTests {
    private func rendered(_ template: String, collapsing: Bool = true) throws -> String? {
        let (library, errors) = TemplateLibrary.compile(templates: ["t": template], collapsingWhitespace: collapsing ? ["t"] : [])
        #expect(errors.isEmpty)
        return try #require(library).render("t", ["x": "a  \n  b"])
    }

    @Test func runsCollapseToALineBreakOrASpace() throws {
        #expect(try rendered("<ul>\n    <li>{{x}}</li>\t \t<li>2</li>\r\n\r\n</ul>\n") == "<ul>\n<li>a  \n  b</li> <li>2</li>\n</ul>\n")
        #expect(try rendered("<ul>\n    <li>{{x}}</li>\n</ul>\n", collapsing: false) == "<ul>\n    <li>a  \n  b</li>\n</ul>\n")
    }

    @Test func preformattedTemplatesAreLeftAsWritten() throws {
        for template in ["<pre>\n  {{x}}\n</pre>", "<PRE class=c>\n  x\n</PRE>", "<TextArea>\n  x</textarea>", "<script>\n  let a = 1\n</script>",
                         "<p style=\"WHITE-SPACE: pre\">\n  x</p>"] {
            #expect(try rendered(template) == rendered(template, collapsing: false), "\(template.debugDescription)")
        }
        // A script with attributes is not `<script>`, and nothing else stops the collapsing.
        #expect(try rendered("<script src=x>\n  </script>  <p>é  K</p>") == "<script src=x>\n</script> <p>é K</p>")
    }
}
