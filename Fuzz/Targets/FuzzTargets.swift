import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenShare
import Foundation

/// Every fuzz target, by name. A new parser of outside input adds its target here.
///
/// A new importer's format is reached through `archive` when `CollectionImporter` knows it; give it
/// a seed file in `Fuzz/Corpus/archive/`.
public enum FuzzTargets {
    public static let all: [FuzzTarget] = [
        frontMatter, markdown, versions, ingredient, cooklang, menu, plan, quiz, nutrition, jsonld, savedPage, archive, request, pdf,
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

    static func source(_ bytes: [UInt8], path: String) -> SourceText {
        SourceText(path: path, text: String(fuzzed: bytes))
    }

    static func lineCount(_ text: String) -> Int { text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }

    /// YAML front matter of a recipe: parsed, and every diagnostic inside the file.
    static let frontMatter = FuzzTarget(name: "frontmatter") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/fuzz.md")
        switch FrontMatter.entries(of: source, example: "title: x") {
        case .success(let (front, entries)):
            check.expect(front.bodyLine >= 1, "body line \(front.bodyLine)")
            for entry in entries { check.expect(entry.keyLocation.line >= 1, "key at line \(entry.keyLocation.line)") }
        case .failure(let d):
            check.diagnostics([d], lines: lineCount(source.text), file: source.path)
        }
        return check.failures
    }

    /// A whole Markdown recipe (front matter and body); one that loads round-trips through the
    /// Markdown writer: written, read back and written again, it is the same text.
    static let markdown = FuzzTarget(name: "markdown") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/fuzz.md")
        let (recipe, diagnostics) = MarkdownRecipeLoader.load(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        guard let recipe else { return check.failures }
        check.amounts(recipe)
        check.roundTrip(recipe, write: { RecipeMarkdownWriter.text($0, images: { _ in nil }) },
                        read: { MarkdownRecipeLoader.load(SourceText(path: "Content/fuzz.md", text: $0)).0 })
        return check.failures
    }

    /// Two versions of a Markdown recipe, newer and older, split at the first NUL byte: the older
    /// one as `VersionReader` makes it from the newer one is the one the loader reads from its bytes.
    static let versions = FuzzTarget(name: "versions") { bytes in
        var check = Invariants()
        let cut = bytes.firstIndex(of: 0) ?? bytes.count
        var reader = VersionReader()
        for version in [Data(bytes[..<cut]), Data(bytes[min(cut + 1, bytes.count)...])] {
            let made = reader.read(version, path: "Content/fuzz.md")
            check.expect(made == VersionSnapshot(file: version, path: "Content/fuzz.md"), "version read as \(String(describing: made))")
        }
        return check.failures
    }

    /// One ingredient line: read without a crash, amounts finite and ordered, and scaling by k
    /// then by 1/k gives the amount back.
    static let ingredient = FuzzTarget(name: "ingredient") { bytes in
        var check = Invariants()
        let line = String(fuzzed: bytes)
        let ingredient = IngredientLineParser.parse(line, at: SourceLocation(file: "Content/fuzz.md", line: 1))
        if let q = ingredient.quantity {
            check.expect(q.low.isFinite, "amount \(q.low)")
            if let high = q.high { check.expect(high.isFinite && high >= 0, "range end \(high)") }
            let k = Double(bytes.first.map { Int($0 % 9) + 2 } ?? 2)
            let back = q.scaled(by: k).scaled(by: 1 / k)
            check.expect(abs(back.low - q.low) <= 1e-9 * max(1, abs(q.low)), "scaled by \(k) and back: \(q.low) → \(back.low)")
        }
        var recipe = Recipe(slug: Slug("fuzz"), sourcePath: "Content/fuzz.md", format: .markdown,
                            metadata: RecipeMetadata(title: "Fuzz", location: SourceLocation(file: "Content/fuzz.md")),
                            ingredientGroups: [IngredientGroup(title: nil, items: [ingredient])])
        _ = AbsurdValues.check(&recipe)
        check.amounts(recipe)
        return check.failures
    }

    /// A Cooklang recipe; one that loads round-trips through the Cooklang writer.
    static let cooklang = FuzzTarget(name: "cooklang") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/fuzz.cook")
        let (recipe, diagnostics) = CooklangRecipeLoader.load(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        guard let recipe else { return check.failures }
        check.amounts(recipe)
        check.roundTrip(recipe, write: { RecipeCooklangWriter.text($0, images: { _ in nil }) },
                        read: { CooklangRecipeLoader.load(SourceText(path: "Content/fuzz.cook", text: $0)).0 })
        return check.failures
    }

    /// A Cooklang `.menu` plan.
    static let menu = FuzzTarget(name: "menu") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/plans/fuzz.menu")
        let (_, diagnostics) = MenuReader.read(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        return check.failures
    }

    /// A YAML meal plan.
    static let plan = FuzzTarget(name: "plan") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/plans/fuzz.yaml")
        let (plan, diagnostics) = PlanReader.read(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        if let plan, let servings = plan.servings { check.expect(servings.isFinite && servings > 0, "plan servings \(servings)") }
        return check.failures
    }

    /// A quiz.
    static let quiz = FuzzTarget(name: "quiz") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/quizzes/fuzz.yaml")
        let (quiz, diagnostics) = QuizLoader.load(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        for question in quiz?.questions ?? [] {
            check.expect(question.answers.count >= 2, "a question with \(question.answers.count) answers")
            check.expect(question.correct.allSatisfy { question.answers.indices.contains($0) }, "a correct answer out of range")
        }
        return check.failures
    }

    /// The nutrition table: every value it keeps is a finite number, never negative.
    static let nutrition = FuzzTarget(name: "nutrition") { bytes in
        var check = Invariants()
        let source = source(bytes, path: "Content/nutrition.yaml")
        let (_, diagnostics) = NutritionTableReader.read(source)
        check.diagnostics(diagnostics, lines: lineCount(source.text), file: source.path)
        return check.failures
    }

    /// schema.org Recipe JSON-LD, as `cookgen import` reads it.
    static let jsonld = FuzzTarget(name: "jsonld") { bytes in
        imported(bytes, kind: .json, name: "fuzz.json")
    }

    /// A saved recipe web page, as `cookgen import` reads it.
    static let savedPage = FuzzTarget(name: "savedpage") { bytes in
        imported(bytes, kind: .html, name: "fuzz.html")
    }

    static func imported(_ bytes: [UInt8], kind: RecipeImporter.InputKind, name: String) -> [String] {
        var check = Invariants()
        let (recipes, _) = RecipeImporter.read(Data(bytes), kind: kind, name: name)
        for recipe in recipes {
            check.expect(!recipe.title.isEmpty, "an imported recipe without a title")
            // What is imported is written as Markdown into the cookbook: it must read back.
            let text = RecipeMarkdownWriter.text(recipe, images: { _ in nil })
            let (back, problems) = MarkdownRecipeLoader.load(SourceText(path: "Content/imported.md", text: text))
            check.expect(back != nil && !problems.hasErrors,
                         "the imported recipe does not read back: \(problems.first?.formatted ?? "no recipe")")
        }
        return check.failures
    }

    /// An app's export (Paprika, Mealie, Tandoor, Nextcloud, Recipe Keeper zip or gzip archives,
    /// MealMaster text), as `cookgen import` reads a collection: refused whole or read, and every
    /// file it would write has a safe name.
    static let archive = FuzzTarget(name: "archive") { bytes in
        var check = Invariants()
        let data = Data(bytes)
        let name = bytes.first == 0x50 ? "fuzz.zip" : "fuzz.paprikarecipes"
        _ = CollectionImporter.handles(data, name: name)
        guard let result = try? CollectionImporter.run(.data(data, name: name)) else { return [] }
        for plan in result.plans {
            for file in plan.files {
                check.expect(!file.name.isEmpty && !file.name.contains("/") && !file.name.hasPrefix("."), "unsafe file name '\(file.name)'")
            }
        }
        return check.failures
    }

    /// The preview server's request path: whatever it resolves to stays inside the site.
    static let request = FuzzTarget(name: "request") { bytes in
        var check = Invariants()
        let raw = "/" + String(fuzzed: bytes)
        guard case .site(let path) = RequestPath.resolve(raw) else { return [] }
        // Bytes, as the file system sees them: characters would glue a combining mark to a `/`.
        let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Array($0) }
        check.expect(!segments.contains(Array("..".utf8)) && !segments.contains(Array(".".utf8)), "'\(raw)' resolved to \(path)")
        check.expect(path.utf8.first != UInt8(ascii: "/") && !path.utf8.contains(UInt8(ascii: "\\")) && !path.utf8.contains(0),
                     "'\(raw)' resolved to \(path)")
        var depth = 0
        for segment in segments where !segment.isEmpty {
            depth += segment == Array("..".utf8) ? -1 : 1
            check.expect(depth >= 0, "'\(raw)' climbs out of the site: \(path)")
        }
        return check.failures
    }

    /// A PDF as `cookgen book` reads the one Chromium printed: refused, or every named destination
    /// on a page the page tree has.
    static let pdf = FuzzTarget(name: "pdf") { bytes in
        var check = Invariants()
        guard let file = try? PDFFile(Data(bytes)), let pages = try? file.destinationPages() else { return [] }
        let count = (try? file.pageCount()) ?? 0
        for (name, page) in pages { check.expect(page >= 1 && page <= count, "\(name) on page \(page) of \(count)") }
        return check.failures
    }
}

extension Invariants {
    /// Writing a loaded recipe, reading that back and writing again gives the same text: the
    /// writer says everything the reader needs, and the reader takes what the writer says.
    mutating func roundTrip(_ recipe: Recipe, write: (Recipe) -> String, read: (String) -> Recipe?) {
        let first = write(recipe)
        guard let again = read(first) else {
            expect(false, "the written recipe does not load:\n\(first.prefix(400))")
            return
        }
        let second = write(again)
        guard first != second else { return }
        let a = first.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let around = { (lines: [Substring]) in lines[max(0, line - 2)..<min(lines.count, line + 3)].joined(separator: "\n") }
        expect(false, "written twice, the recipe differs from line \(line + 1):\n--- first\n\(around(a))\n--- second\n\(around(b))")
    }
}
