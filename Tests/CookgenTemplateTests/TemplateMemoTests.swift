import Foundation
import Testing
import CookgenTestSupport
@testable import CookgenTemplate

/// A list item rendered once is reused on later pages only where that gives the same bytes as
/// rendering it again: each test renders pages with one memo and checks them against the same
/// pages rendered without.
@Suite struct TemplateMemoTests {
    /// Counts how often the cards' titles are asked for: a reused card asks nothing.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    struct Card: TemplateObject {
        var slug: String
        var title: String
        var description: String?
        var tags: [String] = []
        var reads: Reads?

        static let templateKeys = ["slug", "title", "description", "tags"]
        var templateMemoKey: String? { slug }

        func templateValue(at slot: Int) -> TemplateValue {
            switch slot {
            case 0: return .string(slug)
            case 1:
                reads?.add()
                return .string(title)
            case 2: return description.map(TemplateValue.string) ?? .null
            default: return .list(tags.map(TemplateValue.string))
            }
        }
    }

    /// The page around the cards: what they may look up past themselves.
    struct Page: TemplateObject {
        var root: String
        var description: String?
        var image: [String: TemplateValue]?
        var cards: [Card]

        static let templateKeys = ["root", "description", "image", "cards", "t"]

        func templateValue(at slot: Int) -> TemplateValue {
            switch slot {
            case 0: .string(root)
            case 1: description.map(TemplateValue.string) ?? .null
            case 2: image.map(TemplateValue.dictionary) ?? .null
            case 3: .list(cards.map { .object($0) })
            default: .dictionary(["open": .string("Open")])
            }
        }
    }

    static let templates = [
        "list": "<ul>{{#cards}}{{> card}}{{/cards}}</ul>",
        "card": "<li><a href=\"{{root}}{{slug}}.html\">{{t.open}} {{title}}</a>{{#description}}<p>{{description}}</p>{{/description}}"
            + "{{#image}}<img src=\"{{root}}{{src}}\">{{/image}}{{#tags}}<i>{{.}}</i>{{/tags}}</li>",
        "indented": "<ul>\n  {{#cards}}\n  {{> line}}\n  {{/cards}}\n</ul>\n",
        "line": "<li>{{title}}</li>\n<li>{{root}}</li>\n",
    ]

    private func render(_ library: TemplateLibrary, _ name: String, _ pages: [Page], memo: TemplateMemo?) -> [String] {
        pages.map { page in
            var output: [UInt8] = []
            _ = library.render(name, stack: [.object(page)], into: &output, memo: memo)
            return String(decoding: output, as: UTF8.self)
        }
    }

    @Test func aCardIsRenderedOnceForPagesThatAnswerTheSame() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let reads = Reads()
        let cards = (0..<5).map { Card(slug: "r\($0)", title: "Recipe \($0) & co", description: "Good", tags: ["a"], reads: reads) }
        let pages = [Page(root: "../", cards: cards), Page(root: "../", cards: Array(cards.reversed())), Page(root: "../", cards: [cards[2]])]
        let plain = render(library, "list", pages, memo: nil)
        let before = reads.total
        #expect(before == 11)
        let memoized = render(library, "list", pages, memo: TemplateMemo())
        #expect(memoized == plain)
        // Made on the first page only.
        #expect(reads.total - before == 5)
    }

    @Test func aCardOnAPageThatAnswersOtherwiseIsRenderedAgain() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let reads = Reads()
        let card = Card(slug: "soup", title: "Soup", reads: reads)
        let pages = [
            Page(root: "../", cards: [card]),
            Page(root: "", cards: [card]),                        // another root
            Page(root: "../", description: "Soups", cards: [card]), // the card has none: the page's shows
            Page(root: "../", cards: [card]),                     // as the first again
            Page(root: "../", image: ["src": "a.jpg"], cards: [card]),  // a table from the page: never kept
            Page(root: "../", image: ["src": "b.jpg"], cards: [card]),
        ]
        let memo = TemplateMemo()
        let memoized = render(library, "list", pages, memo: memo)
        #expect(memoized == render(library, "list", pages, memo: nil))
        #expect(memoized[2].contains("<p>Soups</p>"))
        #expect(memoized[4].contains("a.jpg") && memoized[5].contains("b.jpg"))
        // First, second and third rendered; fourth reused; fifth and sixth rendered.
        #expect(reads.total == 5 + 6)
    }

    @Test func indentedItemsAreAlwaysRendered() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let cards = [Card(slug: "a", title: "A"), Card(slug: "b", title: "B")]
        let pages = [Page(root: "x/", cards: cards), Page(root: "y/", cards: cards)]
        let memoized = render(library, "indented", pages, memo: TemplateMemo())
        #expect(memoized == render(library, "indented", pages, memo: nil))
        #expect(memoized[1] == "<ul>\n  <li>A</li>\n  <li>y/</li>\n  <li>B</li>\n  <li>y/</li>\n</ul>\n")
    }

    @Test func aFullMemoRendersTheRest() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let cards = (0..<50).map { Card(slug: "r\($0)", title: "Recipe \($0)") }
        let pages = [Page(root: "", cards: cards), Page(root: "", cards: cards)]
        let memoized = render(library, "list", pages, memo: TemplateMemo(budget: 200))
        #expect(memoized == render(library, "list", pages, memo: nil))
    }

    /// Items are kept side by side in blocks: many small ones fill several, one larger than a
    /// block has its own, and each is given back whole on the next page.
    @Test func itemsKeptInBlocksComeBackWhole() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let reads = Reads()
        let long = String(repeating: "Stir until glossy. ", count: 20_000)
        var cards = (0..<60).map { n in
            Card(slug: "r\(n)", title: "Recipe \(n)", description: String(repeating: "\(n) ", count: 4_000), reads: reads)
        }
        cards.insert(Card(slug: "big", title: "Big", description: long, reads: reads), at: 30)
        #expect(long.utf8.count > TemplateMemo.blockSize)
        let pages = [Page(root: "../", cards: cards), Page(root: "../", cards: cards.reversed()), Page(root: "../", cards: [cards[30], cards[0]])]
        let plain = render(library, "list", pages, memo: nil)
        let before = reads.total
        let memo = TemplateMemo()
        #expect(render(library, "list", pages, memo: memo) == plain)
        #expect(reads.total - before == cards.count)
        // Saved and restored, they are the same bytes again.
        var saved: [UInt8] = []
        memo.save(library: library, types: [Card.self]) { saved += $0 }
        let restored = TemplateMemo()
        #expect(restored.restore(saved, library: library, types: [Card.self], except: []))
        let again = reads.total
        #expect(render(library, "list", pages, memo: restored) == plain)
        #expect(reads.total == again)
    }

    /// Random pages over random cards, some sharing a key: with a memo as without.
    @Test func randomPagesRenderAsWithoutAMemo() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        var generator = SplitMix64(seed: 42)
        let roots = ["", "../", "../../"]
        let descriptions: [String?] = [nil, nil, "Soups", "<b>"]
        for _ in 0..<200 {
            let cards = (0..<8).map { n in
                Card(slug: "r\(n)", title: "T\(n)", description: Bool.random(using: &generator) ? "D\(n)" : nil,
                     tags: Bool.random(using: &generator) ? ["x", "y"] : [])
            }
            let pages = (0..<6).map { _ in
                Page(root: roots.randomElement(using: &generator)!, description: descriptions.randomElement(using: &generator)!,
                     image: Int.random(in: 0..<4, using: &generator) == 0 ? ["src": "p.jpg"] : nil,
                     cards: (0..<Int.random(in: 0...8, using: &generator)).map { _ in cards.randomElement(using: &generator)! })
            }
            for name in ["list", "indented"] {
                #expect(render(library, name, pages, memo: TemplateMemo()) == render(library, name, pages, memo: nil))
            }
        }
    }

    @Test func oneMemoFromManyThreads() async throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let cards = (0..<20).map { Card(slug: "r\($0)", title: "Recipe \($0)", description: $0 % 2 == 0 ? "Even" : nil) }
        let pages = (0..<40).map { n in Page(root: n % 2 == 0 ? "" : "../", description: n % 3 == 0 ? "Page" : nil, cards: cards) }
        let expected = render(library, "list", pages, memo: nil)
        let memo = TemplateMemo()
        let results = await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask { [pages] in
                    pages.indices.filter { $0 % 8 == worker }.allSatisfy { n in
                        var output: [UInt8] = []
                        _ = library.render("list", stack: [.object(pages[n])], into: &output, memo: memo)
                        return String(decoding: output, as: UTF8.self) == expected[n]
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }

    // MARK: - Kept between processes

    /// The bytes a memo saved, restored into a memo of a library compiled again from the same
    /// templates (as in the next build's process): the pages render as without a memo, the kept
    /// cards are not rendered again, and the cards named in `except` are.
    @Test func savedItemsAreReusedByTheSameTemplatesCompiledAgain() throws {
        let reads = Reads()
        let cards = (0..<6).map { Card(slug: "r\($0)", title: "Recipe \($0) & co", description: $0 % 2 == 0 ? "Good" : nil, reads: reads) }
        let pages = [Page(root: "../", cards: cards), Page(root: "", cards: Array(cards.prefix(3))), Page(root: "../", description: "Soups", cards: cards)]
        let first = try TemplateLibrary(templates: Self.templates)
        let memo = TemplateMemo()
        let plain = render(first, "list", pages, memo: memo)
        var saved: [UInt8] = []
        memo.save(library: first, types: [Card.self], piece: 64) { saved += $0 }

        let again = try TemplateLibrary(templates: Self.templates)
        let restored = TemplateMemo()
        #expect(restored.restore(saved, library: again, types: [Card.self], except: ["r1"]))
        let before = reads.total
        #expect(render(again, "list", pages, memo: restored) == plain)
        // Only r1 is rendered again: once for each root and page description it is shown with.
        #expect(reads.total - before == 3)

        // Another type's items, or none of this one, are not restored; nor are items kept with other templates.
        let other = TemplateMemo()
        #expect(other.restore(saved, library: again, types: [Page.self], except: []))
        #expect(other.entries.isEmpty)
        var changed = Self.templates
        changed["card"] = changed["card"]! + "!"
        let otherLibrary = try TemplateLibrary(templates: changed)
        #expect(!TemplateMemo().restore(saved, library: otherLibrary, types: [Card.self], except: []))
    }

    /// Cut short or damaged anywhere, the saved bytes restore nothing, and never crash.
    @Test func damagedSavedItemsRestoreNothing() throws {
        let library = try TemplateLibrary(templates: Self.templates)
        let cards = (0..<4).map { Card(slug: "r\($0)", title: "T\($0)", description: "D") }
        let memo = TemplateMemo()
        _ = render(library, "list", [Page(root: "../", cards: cards), Page(root: "", cards: cards)], memo: memo)
        var saved: [UInt8] = []
        memo.save(library: library, types: [Card.self]) { saved += $0 }
        #expect(TemplateMemo().restore(saved, library: library, types: [Card.self], except: []))
        for cut in stride(from: 0, to: saved.count, by: 3) {
            let restored = TemplateMemo()
            #expect(!restored.restore(Array(saved.prefix(cut)), library: library, types: [Card.self], except: []))
            #expect(restored.entries.isEmpty)
        }
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            var damaged = saved
            damaged[Int.random(in: TemplateMemo.savedHeader.count..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            let restored = TemplateMemo()
            if restored.restore(damaged, library: library, types: [Card.self], except: []) {
                // Damage that still reads (a byte of a card's text): the pages render; only the damaged text differs.
                _ = render(library, "list", [Page(root: "../", cards: cards)], memo: restored)
            }
        }
    }
}
