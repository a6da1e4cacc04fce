import Testing
@testable import CookgenTemplate

/// Syntax errors name the file, line and column, and say what to do.
@Suite struct TemplateErrorTests {
    private func error(_ template: String, file: String = "Templates/page.mustache") -> TemplateError? {
        do {
            _ = try TemplateLibrary(templates: ["page": template], fileNames: ["page": file])
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedSection() throws {
        let error = try #require(self.error("<ul>\n  {{#recipes}}\n  <li>{{title}}</li>\n</ul>\n"))
        #expect(error.kind == .unclosedSection("recipes"))
        #expect((error.file, error.line, error.column) == ("Templates/page.mustache", 2, 3))
        #expect(error.message.contains("add {{/recipes}}"))
        #expect(error.description.hasPrefix("Templates/page.mustache:2:3: {{#recipes}} is never closed"))
    }

    @Test func unclosedInvertedSectionAndBlock() throws {
        #expect(self.error("{{^a}}x")?.kind == .unclosedSection("a"))
        #expect(self.error("{{$a}}x")?.kind == .unclosedSection("a"))
        #expect(self.error("{{<a}}x")?.kind == .unclosedSection("a"))
    }

    @Test func mismatchedClose() throws {
        let error = try #require(self.error("{{#a}}\n{{#b}}x{{/a}}\n{{/b}}"))
        #expect(error.kind == .mismatchedClose(expected: "b", found: "a"))
        #expect((error.line, error.column) == (2, 8))
        #expect(error.message.contains("does not match {{#b}} opened at line 2, column 1"))
        #expect(error.message.contains("close that one first with {{/b}}"))
    }

    @Test func closeWithoutOpen() throws {
        let error = try #require(self.error("a\nb {{/x}}"))
        #expect(error.kind == .unexpectedClose("x"))
        #expect((error.line, error.column) == (2, 3))
        #expect(error.message.contains("closes nothing"))
    }

    @Test func unclosedTag() throws {
        let error = try #require(self.error("<p>\n  é {{title</p>"))
        #expect(error.kind == .unclosedTag)
        #expect((error.line, error.column) == (2, 5))   // columns count characters, not bytes
        #expect(error.message.contains("not closed by }}"))
        #expect(self.error("{{title}\n<p>{{x}}</p>")?.kind == .unclosedTag)
        #expect(self.error("{{! never closed")?.kind == .unclosedTag)
        #expect(self.error("{{{x}}")?.kind == .unclosedTag)
        #expect(self.error("x {{")?.kind == .unclosedTag)
    }

    @Test func badDelimiter() throws {
        for template in ["{{=<% %>}}", "{{=<%%>=}}", "{{= =}}", "{{=<% %>=", "{{=<% %> x=}}"] {
            let error = try #require(self.error(template), "\(template)")
            #expect(error.kind == .badDelimiter, "\(template)")
            #expect(error.message.contains("{{=<% %>=}}"))
        }
    }

    @Test func invalidNames() throws {
        #expect(self.error("{{a b}}")?.kind == .invalidName("a b"))
        #expect(self.error("{{ }}")?.kind == .invalidName(""))
        #expect(self.error("{{x(first)}}")?.kind == .unsupportedTag("transform"))
        #expect(self.error("{{% CONTENT_TYPE: TEXT }}")?.kind == .unsupportedTag("pragma"))
        #expect(self.error("{{>*dynamic}}")?.kind == .unsupportedTag("dynamic partial"))
    }

    @Test func onlyBlocksInsideAParentCall() throws {
        let error = try #require(self.error("{{<base}}\n{{title}}\n{{/base}}"))
        guard case .misplacedTag = error.kind else { Issue.record("\(error.kind)"); return }
        #expect(error.line == 2)
        #expect(error.message.contains("move this tag into a block"))
    }

    @Test func errorsNameTheTemplateWithoutAFile() throws {
        let error = try #require(self.error("{{#a}}", file: "card"))
        #expect(error.file == "card")
    }

    @Test func compileReportsEveryTemplate() {
        let (library, errors) = TemplateLibrary.compile(
            templates: ["a": "{{#x}}", "b": "fine", "c": "{{/y}}"],
            fileNames: ["a": "A.mustache", "c": "C.mustache"])
        #expect(library == nil)
        #expect(errors.map(\.file) == ["A.mustache", "C.mustache"])
    }
}
