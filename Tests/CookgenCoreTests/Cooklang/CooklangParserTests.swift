import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Testing
import Yams

/// What the canonical file does not cover: structure, comments, references, Unicode, line endings, errors.
@Suite("Cooklang parser")
struct CooklangParserTests {
    private func parse(_ source: String) -> CooklangDocument {
        CooklangParser.parse(source, file: "r.cook")
    }

    private func ids(_ document: CooklangDocument) -> [String] {
        document.diagnostics.map(\.id)
    }

    // MARK: Sections and notes

    @Test func sectionsSplitTheMethod() {
        let document = parse("Preheat.\n\n= Dough\nMix @flour{500%g}.\n\n== Filling ==\nStir.\n\n=\nServe.")
        #expect(document.sections.map(\.title) == [nil, "Dough", "Filling", nil])
        #expect(document.sections.map(\.steps.count) == [1, 1, 1, 1])
        #expect(document.sections[1].steps[0].location.line == 4)
    }

    @Test func aSectionFirstLeavesNoEmptyUntitledSection() {
        let document = parse("= Sauce\nSimmer.")
        #expect(document.sections.map(\.title) == ["Sauce"])
    }

    @Test func notesSitBetweenSteps() {
        let document = parse("> Use ripe fruit.\n> It matters.\n\nPeel @apples{3}.\n\n> Keeps two days.")
        let blocks = document.sections[0].blocks
        #expect(blocks.count == 3)
        #expect(blocks[0] == .note("Use ripe fruit. It matters."))
        #expect(blocks[2] == .note("Keeps two days."))
        #expect(document.ingredients.map(\.name) == ["apples"])
    }

    @Test func aNoteLineEndsTheStepBeforeIt() {
        let document = parse("Bake.\n> Watch it.")
        #expect(document.sections[0].blocks.count == 2)
        #expect(document.sections[0].blocks[1] == .note("Watch it."))
    }

    @Test func aLineWithoutMarkerAfterANoteStartsAStep() {
        let document = parse("> Use good butter.\nMelt @butter{50%g}.")
        #expect(document.sections[0].blocks.count == 2)
        #expect(document.sections[0].blocks[0] == .note("Use good butter."))
        #expect(document.ingredients.map(\.name) == ["butter"])
    }

    @Test func multiLineStepsJoinWithOneSpace() {
        let document = parse("Add @salt\nand stir.\n\n\nServe.")
        let steps = document.sections[0].steps
        #expect(steps.count == 2)
        #expect(steps[0].items == [.text("Add "), .ingredient(0), .text(" and stir.")])
        #expect(steps[1].location.line == 5)
    }

    // MARK: Comments

    @Test func blockCommentInsideALine() {
        let document = parse("Add @salt{1%tsp} [- or less -] to taste.")
        #expect(document.sections[0].steps[0].items == [.text("Add "), .ingredient(0), .text("  to taste.")])
    }

    @Test func blockCommentSpanningLinesAndABlankLine() {
        let document = parse("Knead [- this part\n\nis skipped -]well.\n\nRest.")
        let steps = document.sections[0].steps
        #expect(steps.count == 2)
        #expect(steps[0].items == [.text("Knead  well.")])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func aCommentLineDoesNotSplitAStep() {
        let document = parse("Mix\n-- not now\nwell.")
        #expect(document.sections[0].steps.map(\.items) == [[.text("Mix well.")]])
    }

    @Test func unclosedBlockCommentIsTextWithAWarning() throws {
        let document = parse("Stir.\nAdd [- forever\nmore.")
        #expect(document.sections[0].steps[0].items == [.text("Stir. Add [- forever more.")])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == "cooklang-unclosed-block-comment")
        #expect(diagnostic.location == SourceLocation(file: "r.cook", line: 2, column: 5))
        #expect(diagnostic.hint != nil)
    }

    @Test func threeDashesAreTextAndEscapesAreLiteral() {
        let document = parse("Mail me\\@home --- or \\-- not")
        #expect(document.sections[0].steps[0].items == [.text("Mail me@home --- or -- not")])
        #expect(document.ingredients.isEmpty)
    }

    // MARK: References

    @Test func referenceWithQuantity() throws {
        let document = parse("Roll out @./Shared/Pizza Dough{300%g}.")
        let dough = try #require(document.ingredients.first)
        #expect(dough.name == "Pizza Dough")
        #expect(dough.reference == "./Shared/Pizza Dough")
        #expect(dough.quantity == Quantity(300))
        #expect(dough.unit == "g")
        #expect(dough.text == "@./Shared/Pizza Dough{300%g}")
        #expect(document.sections[0].steps[0].items == [.text("Roll out "), .ingredient(0), .text(".")])
    }

    @Test func referenceWithoutBracesIsTextWithAWarning() {
        let document = parse("Use @./Dough here")
        #expect(document.ingredients.isEmpty)
        #expect(ids(document) == ["cooklang-reference-without-braces"])
    }

    // MARK: Unicode and line endings

    @Test func unicodeNames() {
        let document = parse("Schäle @Äpfel{2}, schlage @鸡蛋{2%个} und @crème fraîche{}.")
        #expect(document.ingredients.map(\.name) == ["Äpfel", "鸡蛋", "crème fraîche"])
        #expect(document.ingredients[1].unit == "个")
        #expect(document.ingredients[1].quantity == Quantity(2))
        #expect(document.ingredients[1].location.column == 27)
    }

    @Test func columnsCountUnicodeScalars() throws {
        let document = parse("🧂🧂 @salt{2")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.location?.column == 9)
    }

    @Test(arguments: ["\r\n", "\r"])
    func otherLineEndingsReadLikeNewlines(_ newline: String) {
        let lf = "---\ntitle: Soup\n---\n= Base\nChop @onion{1}\nfinely.\n\n> Serve hot.\n>> servings: 2"
        let other = lf.replacingOccurrences(of: "\n", with: newline)
        let a = parse(lf), b = parse(other)
        #expect(b.frontMatter == a.frontMatter)
        #expect(b.sections == a.sections)
        #expect(b.ingredients == a.ingredients)
        #expect(b.metadata == a.metadata)
        #expect(b.metadata.first?.location.line == 9)
        #expect(b.ingredients.first?.location == SourceLocation(file: "r.cook", line: 5, column: 6))
    }

    // MARK: Front matter and metadata

    @Test func frontMatterKeepsRawYAMLAndItsLine() throws {
        let source = "---\ntitle: Bread\nservings: 2\n  bad: indent\n---\nBake."
        let document = parse(source)
        #expect(document.frontMatter == "title: Bread\nservings: 2\n  bad: indent")
        #expect(document.frontMatterLine == 2)
        #expect(document.sections[0].steps[0].location.line == 6)
        // Yams reports the error in YAML's own lines; the offset maps it back to the file.
        do {
            _ = try Yams.load(yaml: document.frontMatter ?? "")
            Issue.record("expected a YAML error")
        } catch let error as YamlError {
            switch error {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _):
                #expect(document.frontMatterLine + mark.line - 1 == 4, "Yams said \(mark)")
            default:
                throw error
            }
        }
    }

    @Test func unclosedFrontMatterIsReadAsSteps() {
        let document = parse("---\ntitle: x")
        #expect(document.frontMatter == nil)
        #expect(ids(document) == ["cooklang-unclosed-front-matter"])
        #expect(document.sections[0].steps[0].items == [.text("--- title: x")])
    }

    @Test func legacyMetadataAndPairsFallback() {
        let document = parse(">> servings: 4\n>> source: https://example.org/a\n>> nothing here\nStep.")
        #expect(document.metadata.map(\.key) == ["servings", "source"])
        #expect(document.metadata[1].value == "https://example.org/a")
        #expect(document.metadata[1].location == SourceLocation(file: "r.cook", line: 2, column: 4))
        #expect(ids(document) == ["cooklang-invalid-metadata"])
        let old = parse("---\ncooking time    :30 mins\n---")
        let pair = CooklangDocument.MetadataEntry(
            key: "cooking time", value: "30 mins", location: SourceLocation(file: "r.cook", line: 2))
        #expect(old.frontMatterPairs == [pair])
    }
}
