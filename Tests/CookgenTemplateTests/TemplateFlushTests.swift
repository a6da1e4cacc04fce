import Foundation
import Testing
@testable import CookgenTemplate

/// A page that grows past a megabyte is handed on in pieces as it is rendered (`flush`): the
/// pieces put together are the page rendered whole, whatever the template does around its lists
/// (indented partials, items kept for the memo, lines that end or not at a piece's edge).
@Suite struct TemplateFlushTests {
    struct Card: TemplateObject {
        var slug: String
        var title: String
        static let templateKeys = ["slug", "title"]
        var templateMemoKey: String? { slug }
        func templateValue(at slot: Int) -> TemplateValue { slot == 0 ? .string(slug) : .string(title) }
    }

    static let templates: [String: [String: String]] = [
        "plain list": ["page": "<ul>{{#cards}}<li>{{title}}</li>{{/cards}}</ul>\n"],
        "indented partials": [
            "page": "<main>\n  {{> list}}\n</main>\n",
            "list": "<ul>\n{{#cards}}\n  {{> card}}\n{{/cards}}\n</ul>\n",
            "card": "<li data-slug=\"{{slug}}\">\n  <a>{{title}}</a>\n</li>\n",
        ],
        "nested lists": ["page": "{{#groups}}<h2>{{name}}</h2>\n{{#cards}}<p>{{title}}</p>\r\n{{/cards}}{{/groups}}"],
    ]

    static func stack(cards: Int) -> [TemplateValue] {
        let list = (0..<cards).map { n in TemplateValue.object(Card(slug: "recipe-\(n)", title: "Recipe \(n) <with> \"quotes\" & a long title to fill the page")) }
        let groups = (0..<4).map { g in TemplateValue.dictionary(["name": .string("Group \(g)"), "cards": .list(list)]) }
        return [.dictionary(["cards": .list(list), "groups": .list(groups)])]
    }

    @Test(arguments: ["plain list", "indented partials", "nested lists"])
    func thePiecesAreThePage(_ name: String) throws {
        let library = try TemplateLibrary(templates: Self.templates[name]!)
        let stack = Self.stack(cards: 30_000)
        var whole: [UInt8] = []
        #expect(library.render("page", stack: stack, into: &whole))
        #expect(whole.count > 2 * TemplateRenderer.flushSize, "the page is large enough to be handed on in pieces")
        for memo in [nil, TemplateMemo()] {
            var pieces: [UInt8] = [], handed = 0
            var rest: [UInt8] = Array("before ".utf8)
            #expect(library.render("page", stack: stack, into: &rest, memo: memo, flushAfter: TemplateRenderer.flushSize) { piece in
                pieces.append(contentsOf: piece)
                handed += 1
            })
            #expect(handed > 0)
            #expect(rest.count < TemplateRenderer.flushSize + 4096, "what is left is less than a piece")
            #expect(pieces + rest == Array("before ".utf8) + whole)
        }
    }

    @Test func aSmallPageIsNeverHandedOn() throws {
        let library = try TemplateLibrary(templates: Self.templates["indented partials"]!)
        var output: [UInt8] = []
        #expect(library.render("page", stack: Self.stack(cards: 10), into: &output) { _ in Issue.record("handed on") })
        #expect(!output.isEmpty)
        // Asked to hand on from the first byte, the pieces are still the page.
        var pieces: [UInt8] = [], rest: [UInt8] = []
        #expect(library.render("page", stack: Self.stack(cards: 10), into: &rest, flushAfter: 0) { pieces.append(contentsOf: $0) })
        #expect(!pieces.isEmpty)
        #expect(pieces + rest == output)
        // Nor is one of a few megabytes (a build of changes compares it whole with the file there).
        var larger: [UInt8] = []
        #expect(library.render("page", stack: Self.stack(cards: 30_000), into: &larger) { _ in Issue.record("handed on") })
        #expect(larger.count > 2 * TemplateRenderer.flushSize)
    }
}
