import Foundation
import Testing
@testable import CookgenTemplate

/// The library's API: compiling once, rendering typed views by slot, from many threads.
@Suite struct TemplateLibraryTests {
    private let page = TestCard(title: "Soup & bread", image: TestImage(src: "soup.jpg", alt: "A bowl"),
                                tags: [TestImage(src: "a"), TestImage(src: "b", alt: "B")], count: 3)

    @Test func namesAndLookup() throws {
        let library = try TemplateLibrary(templates: ["home": "x", "card": "y"])
        #expect(library.names == ["card", "home"])
        #expect(library.contains("card"))
        #expect(!library.contains("nope"))
        #expect(library.render("nope", .null) == nil)
    }

    @Test func rendersViewsBySlot() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<h1>{{title}}</h1>{{#image}}<img src=\"{{src}}\" alt=\"{{alt}}\" title=\"{{title}}\">{{/image}}"
                + "{{#tags}}[{{src}}:{{alt}}:{{count}}]{{/tags}}",
        ])
        #expect(library.render("page", page)
            == "<h1>Soup &amp; bread</h1><img src=\"soup.jpg\" alt=\"A bowl\" title=\"image of soup.jpg\">[a::3][b:B:3]")
    }

    @Test func dictionariesInsideLoopsAndRoot() throws {
        let library = try TemplateLibrary(templates: [
            "list": "{{#cards}}<a href=\"{{root}}{{url}}\">{{t.open}} {{title}}</a>{{/cards}}",
        ])
        let data: TemplateValue = [
            "root": "../", "t": ["open": "Open"],
            "cards": [["url": "a/", "title": "A"], ["url": "b/", "title": "B"]],
        ]
        #expect(library.render("list", data) == "<a href=\"../a/\">Open A</a><a href=\"../b/\">Open B</a>")
    }

    @Test func renderAppendsToABuffer() throws {
        let library = try TemplateLibrary(templates: ["a": "{{x}}"])
        var output = Array("head:".utf8)
        #expect(library.render("a", stack: [["x": "1"]], into: &output))
        #expect(library.render("a", stack: [["x": "<2>"]], into: &output))
        #expect(!library.render("b", stack: [["x": "3"]], into: &output))
        #expect(String(decoding: output, as: UTF8.self) == "head:1&lt;2&gt;")
    }

    @Test func partialsCompiledOnceAndShared() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<ul>\n  {{#tags}}\n  {{> item}}\n  {{/tags}}\n</ul>\n",
            "item": "<li>{{src}}</li>\n",
        ])
        #expect(library.render("page", page) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func runawayRecursionStops() throws {
        let library = try TemplateLibrary(templates: ["loop": "x{{> loop}}"])
        #expect(library.render("loop", .null) == String(repeating: "x", count: TemplateRenderer.maximumDepth + 1))
    }

    @Test func prepareBuildsSlotTablesUpFront() throws {
        let library = try TemplateLibrary(templates: ["a": "{{title}}|{{src}}"])
        library.prepare([TestCard.self, TestImage.self])
        #expect(library.render("a", page) == "Soup &amp; bread|")
        #expect(library.render("a", TestImage(src: "s")) == "image of s|s")
    }

    @Test func rendersFromManyThreadsAtOnce() async throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{#tags}}{{title}}/{{src}}/{{alt}};{{/tags}}{{image.title}}{{t.x}}",
        ])
        let expected = "image of a/a/;image of b/b/B;image of soup.jpg"
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 {
                group.addTask { [page] in
                    (0..<50).allSatisfy { _ in library.render("page", page) == expected }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }

    @Test func slotTablesMapEveryKeyOnce() {
        let table = SlotTables.build(["b", "a", "b"], keys: ["a", "b", "c"])
        #expect(table == [1, 0, -1])
    }
}
