import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenSite
@testable import CookgenShare

/// The book of a site: what goes in, in which order, numbered how; its HTML's links; the EPUB's bytes.
@Suite struct BookTests {
    static func read(_ path: String) throws -> (SiteIndex, Theme) {
        let root = SiteFixture.repositoryRoot.appendingPathComponent(path)
        var context = SiteContext(options: BuildOptions(source: root, output: root.appendingPathComponent("Public"), defaultTheme: SiteFixture.defaultTheme),
                                  dropInvalid: true)
        try Pipeline.run(Pipeline.read, on: &context)
        return (try #require(context.index), try #require(context.theme))
    }

    @Test(arguments: ["", "Examples/kochen-mit-kindern"])
    func everyRecipeOnceNumberedInChapterOrder(site: String) throws {
        let (index, theme) = try Self.read(site)
        let book = try BookDocument(index: index, theme: theme, request: BookRequest()).book
        #expect(book.entries.map(\.number) == Array(1...index.recipes.count))
        #expect(Set(book.entries.map(\.recipe.slug)) == Set(index.recipes.map(\.slug)))
        // Chapters follow the categories' metadata order.
        let order = index.taxonomy(.categories).terms.map { Labels(strings: theme.strings, language: index.config.language).termName($0, kind: .categories) }
        let named = book.chapters.map(\.name).filter(order.contains)
        #expect(named == order.filter(named.contains))
        #expect(book.date == index.recipes.compactMap { [$0.metadata.date, $0.metadata.updated].compactMap { $0 }.max() }.max())
    }

    /// The page's plan is written straight as bytes: the same bytes as the plan's values written.
    @Test(arguments: ["", "Examples/kochen-mit-kindern"])
    func thePlanWrittenAsBytesIsThePlansValuesWritten(site: String) throws {
        let (index, theme) = try Self.read(site)
        let views = ViewBuilder(index: index, labels: Labels(strings: theme.strings, language: index.config.language))
        let book = try BookBuilder(index: index, labels: views.labels).book(withIndex: false)
        #expect(!book.entries.isEmpty)
        #expect(BookPlan.script(book, index: index, views: views) == JSONWriter.script(BookPlan.json(book, index: index, views: views)))
    }

    @Test(arguments: ["", "Examples/kochen-mit-kindern"])
    func contentsAndIndexLinksAllResolve(site: String) throws {
        let (index, theme) = try Self.read(site)
        let html = try BookDocument(index: index, theme: theme, request: BookRequest()).html(paper: .a4)
        let ids = Set(Self.values(of: "id", in: html))
        let anchors = Self.values(of: "href", in: html).filter { $0.hasPrefix("#") }
        #expect(!anchors.isEmpty)
        for anchor in anchors { #expect(ids.contains(String(anchor.dropFirst())), "\(anchor) leads nowhere") }
        for recipe in index.recipes { #expect(html.contains(HTML.escape(recipe.title))) }
        #expect(html.contains("id=\"book-index\""))
        // No link leaves the file for a page of the site, and no picture is a file beside it.
        #expect(!Self.values(of: "href", in: html).contains { !$0.hasPrefix("#") && !$0.contains(":") })
        #expect(!Self.values(of: "src", in: html).contains { !$0.hasPrefix("data:") && !$0.contains("://") })
    }

    @Test func aSelectionKeepsItsRecipesAndUnknownNamesSayWhatThereIs() throws {
        let (index, theme) = try Self.read("")
        let baking = try #require(index.taxonomy(.categories).term(Slug("baking")))
        let book = try BookDocument(index: index, theme: theme, request: BookRequest(selection: BookSelection(category: "Baking"))).book
        #expect(Set(book.entries.map(\.recipe.slug)) == Set(baking.recipes))
        #expect(book.subtitle == "Baking")
        #expect(throws: BookSelectionError.self) { try BookDocument(index: index, theme: theme, request: BookRequest(selection: BookSelection(category: "nope"))) }
        do { _ = try BookDocument(index: index, theme: theme, request: BookRequest(selection: BookSelection(tag: "no-such-tag"))) } catch let error as BookSelectionError {
            #expect(error.description.contains("no tag 'no-such-tag'"))
        }
    }

    @Test func servingsAndUnitsChangeTheAmounts() throws {
        let (index, theme) = try Self.read("")
        let request = BookRequest(selection: BookSelection(category: "baking"), servings: 40, units: .us)
        let html = try BookDocument(index: index, theme: theme, request: request).html(paper: .letter)
        #expect(html.contains("40 servings"))
        #expect(html.contains("size:letter"))
        #expect(!html.contains("<b>500 g"))
    }

    @Test func theIndexIsSortedAndPointsAtRecipesThatHaveTheIngredient() throws {
        let (index, theme) = try Self.read("")
        let book = try BookDocument(index: index, theme: theme, request: BookRequest()).book
        let ingredients = try #require(book.index.first)
        #expect(ingredients.entries == BookBuilder.sorted(ingredients.entries))
        let byNumber = Dictionary(uniqueKeysWithValues: book.entries.map { ($0.number, $0.recipe) })
        for entry in ingredients.entries.prefix(40) {
            for n in entry.numbers {
                let names = try #require(byNumber[n]).ingredients.map { IngredientKey($0.name) }
                #expect(names.contains(IngredientKey(entry.name)), "\(entry.name) is not in recipe \(n)")
            }
        }
    }

    @Test func cssStringsCannotCloseTheStyleOrTheString() {
        let text = BookHTML.cssString("a\"b\\c</style><script>\n")
        #expect(!text.dropFirst().dropLast().contains("\""))
        #expect(!text.contains("<") && !text.contains("\n"))
    }

    @Test func theEPUBIsTheSameBytesEveryTimeWithMimetypeFirstAndStored() throws {
        let (index, theme) = try Self.read("Examples/kochen-mit-kindern")
        let first = try EPUBWriter.data(index: index, theme: theme, request: BookRequest())
        let second = try EPUBWriter.data(index: index, theme: theme, request: BookRequest())
        #expect(first == second)
        // Local file header: signature, then compression method 0 at offset 8, the name at 30.
        #expect(first.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
        #expect(first[8] == 0 && first[9] == 0)
        #expect(String(decoding: first[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: first[38..<58], as: UTF8.self) == "application/epub+zip")
        let html = try BookDocument(index: index, theme: theme, request: BookRequest()).html(paper: .a5)
        #expect(html == (try BookDocument(index: index, theme: theme, request: BookRequest()).html(paper: .a5)))
    }

    /// Every `name="…"` value in `html`.
    static func values(of name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) }
    }
}

/// The PDF's page numbers in the HTML: room kept before they are known, then filled in; the
/// index pointing at pages; nothing of it in the HTML book, which has no pages to point at.
@Suite struct BookPageNumberTests {
    @Test func roomFirstThenNumbersInTheContentsAndPagesInTheIndex() throws {
        let (index, theme) = try BookTests.read("")
        let document = try BookDocument(index: index, theme: theme, request: BookRequest())
        let book = document.book
        let lines = book.entries.count + book.chapters.count + 1
        let plain = document.html(paper: .a4)
        #expect(!plain.contains("class=\"book-page") && !plain.contains("class=\"book-index-note"))

        let digits = BookPages.digitsToReserve(for: book)
        #expect(digits == 3, "45 recipes: room for up to 999 pages")
        let first = document.html(paper: .a4, pages: .reserved(digits: digits))
        #expect(first.components(separatedBy: "<span class=\"book-page book-page-unknown\">000</span>").count - 1 == lines)
        #expect(first.contains("--book-page-digits:3"))
        #expect(!first.contains("class=\"book-index-note"), "the index keeps recipe numbers until the pages are known")

        var pages = BookPages.reserved(digits: digits)
        for entry in book.entries { pages.pages[entry.anchor] = 100 + entry.number }
        for chapter in book.chapters { pages.pages["ch-\(chapter.number)"] = 99 }
        pages.pages["book-index"] = 400
        #expect(pages.fits)
        let second = document.html(paper: .a4, pages: pages)
        #expect(!second.contains("class=\"book-page book-page-unknown"))
        let first7 = try #require(book.entries.first { $0.number == 7 })
        #expect(second.contains("<span class=\"book-no\">7</span> <span class=\"book-toc-title\">\(HTML.escape(first7.recipe.title))</span><span class=\"book-page\">107</span>"))
        // The index: each recipe number becomes the page where that recipe starts.
        let indexPart = String(try #require(second.components(separatedBy: "id=\"book-index\"").last))
        let ingredients = try #require(book.index.first?.entries.first)
        let refs = ingredients.numbers.map { "<a href=\"#r-\($0)\">\(100 + $0)</a>" }.joined(separator: ", ")
        #expect(indexPart.contains("\(HTML.escape(ingredients.name)) <span class=\"book-refs\">\(refs)</span>"))
        #expect(indexPart.contains("class=\"book-index-note"))
        // Only what comes after every recipe changes between the two prints.
        let recipesOf = { (html: String) in html.components(separatedBy: "</nav>")[1].components(separatedBy: "id=\"book-index\"")[0] }
        #expect(recipesOf(first) == recipesOf(second))

        pages.pages["r-1"] = 1000
        #expect(!pages.fits)
        #expect(BookPages.digits(of: 1000) == 4 && BookPages.digits(of: 0) == 1)
    }

    @Test func smallPaperSaysSoWithAClass() throws {
        let (index, theme) = try BookTests.read("Examples/kochen-mit-kindern")
        let document = try BookDocument(index: index, theme: theme, request: BookRequest())
        #expect(document.html(paper: .a5).contains("<body class=\"book book-small\">"))
        #expect(document.html(paper: .letter).contains("<body class=\"book\">"))
        #expect(document.html(paper: .a5, pages: .reserved(digits: 2)).contains("Die Zahlen sind Seitenzahlen.") == false)
    }
}
