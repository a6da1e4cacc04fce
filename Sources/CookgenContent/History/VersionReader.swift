import CookgenSupport
import CookgenModel
import Foundation

/// Reads the versions of one recipe file, newest first, into `VersionSnapshot`s: what the site's
/// loader makes of each (`VersionSnapshot(file:path:memo:)`), for less work.
///
/// Most commits change one run of lines in a recipe's lists: an amount, an added ingredient, a
/// reworded step. A Markdown version that differs from the one read before it (same file name)
/// only in a run of list items of its ingredients or steps is made from that one: those lines
/// are read as the loader reads list items (`IngredientLineParser`, `AdultMarks`, `AbsurdValues`)
/// and put in place of the other's. Whatever could read differently — the front matter, a
/// heading, a line that may continue an item, a code fence, Hugo or Liquid markup, `adult_steps:`,
/// lists in the front matter, Cooklang — is read whole. `VersionReaderTests` checks both ways
/// agree over random edits.
package struct VersionReader {
    private let memo = YAMLMemo()
    /// The version read last, when a following one may be made from it.
    private var last: Read?
    /// How many versions were made from the one before instead of read whole.
    package private(set) var patched = 0

    /// A version as read: its lines, its snapshot, and where its items start.
    private struct Read {
        var path: String
        var lines: [String]
        var snapshot: VersionSnapshot
        /// The first line of the body (1-based): everything before is front matter.
        var bodyLine: Int
        /// The line each ingredient and each step of `snapshot` starts at (1-based).
        var ingredientLines: [Int]
        var stepLines: [Int]
    }

    package init() {}

    /// The snapshot of the version of `path` whose bytes are `data`; nil when it does not read as a recipe.
    package mutating func read(_ data: Data, path: String) -> VersionSnapshot? {
        guard data.count <= Loader.maximumFileBytes, case .success(let source) = SourceText.decode(data, path: path) else {
            last = nil
            return nil
        }
        let lines = MarkdownBody.lines(of: source.text)
        if let last, last.path == path, let made = Self.made(from: last, lines: lines, text: source.text) {
            self.last = made
            patched += 1
            return made.snapshot
        }
        let isCooklang = path.lowercased().hasSuffix(".cook")
        let (recipe, _) = isCooklang ? CooklangRecipeLoader.load(source, memo: memo) : MarkdownRecipeLoader.load(source, memo: memo)
        guard let recipe else {
            last = nil
            return nil
        }
        let snapshot = VersionSnapshot(recipe)
        last = isCooklang ? nil : Self.read(recipe, snapshot: snapshot, source: source, lines: lines)
        return snapshot
    }

    /// Starts with the newest version, which the load stage read as `recipe` from these bytes: its snapshot.
    package mutating func start(from recipe: Recipe, data: Data) -> VersionSnapshot {
        let snapshot = VersionSnapshot(recipe)
        last = nil
        if recipe.format == .markdown, data.count <= Loader.maximumFileBytes,
           case .success(let source) = SourceText.decode(data, path: recipe.sourcePath) {
            last = Self.read(recipe, snapshot: snapshot, source: source, lines: MarkdownBody.lines(of: source.text))
        }
        return snapshot
    }

    /// `recipe` as a version others may be made from; nil when its lists may not be patched line by line.
    private static func read(_ recipe: Recipe, snapshot: VersionSnapshot, source: SourceText, lines: [String]) -> Read? {
        guard recipe.format == .markdown, recipe.metadata.adultSteps.isEmpty, mayPatch(source.text),
              case .success(let front) = FrontMatter.split(source), front.format != .json else { return nil }
        let ingredientLines = recipe.ingredientGroups.flatMap { $0.items.map(\.location.line) }
        let stepLines = recipe.steps.map(\.location.line)
        // Lists from the front matter are read by other rules.
        guard ingredientLines.count == snapshot.ingredients.count, stepLines.count == snapshot.steps.count,
              (ingredientLines + stepLines).allSatisfy({ $0 >= front.bodyLine && $0 <= lines.count }) else { return nil }
        return Read(path: recipe.sourcePath, lines: lines, snapshot: snapshot, bodyLine: front.bodyLine,
                    ingredientLines: ingredientLines, stepLines: stepLines)
    }

    /// Text whose lines the body parser reads one by one, each for itself: no code fence (which
    /// makes list lines code) and no Hugo shortcode or Liquid tag (rewritten before parsing).
    private static func mayPatch(_ text: String) -> Bool {
        !mayHaveFence(text) && !TemplateMarkup.mayContain(text)
    }

    /// Whether three backticks or three tildes follow each other anywhere (on the bytes: Foundation's
    /// `contains` costs more than reading the whole version).
    static func mayHaveFence(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var run = 0, previous: UInt8 = 0
            for byte in bytes {
                guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { run = 0; continue }
                run = byte == previous && run > 0 ? run + 1 : 1
                previous = byte
                if run == 3 { return true }
            }
            return false
        }
    }

    /// Whether the loader reads this line as a list item with text.
    private static func isItem(_ line: String) -> Bool {
        MarkdownBody.Parser.listItem(line).map { !$0.1.isEmpty } ?? false
    }

    /// The version whose lines are `lines` made from `newer`, or nil when it must be read whole.
    private static func made(from newer: Read, lines: [String], text: String) -> Read? {
        let old = newer.lines
        guard mayPatch(text) else { return nil }
        // The one run of lines that differs: `old[start..<oldEnd]` became `lines[start..<end]`.
        var start = 0
        while start < old.count, start < lines.count, old[start] == lines[start] { start += 1 }
        var tail = 0
        while tail < old.count - start, tail < lines.count - start, old[old.count - 1 - tail] == lines[lines.count - 1 - tail] { tail += 1 }
        let oldEnd = old.count - tail, end = lines.count - tail
        guard start + 1 >= newer.bodyLine else { return nil } // the front matter changed
        let removed = old[start..<oldEnd], added = lines[start..<end]
        if removed.isEmpty, added.isEmpty { return newer }
        guard removed.allSatisfy(isItem), added.allSatisfy(isItem) else { return nil }
        // The first line after the run that is not blank starts something of its own, so the
        // run's last item takes no continuation lines, in either version.
        let next = old[oldEnd...].firstIndex { !$0.trimmed.isEmpty }
        if let next, !isItem(old[next]), MarkdownBody.atxHeading(old[next]) == nil { return nil }
        // Where the run is in the lists: the items it replaces, or the item beside it.
        enum Kind { case ingredients, steps }
        func item(at index: Int) -> (Kind, Int)? { // a line's index in `old` → the item starting there
            if let at = newer.ingredientLines.firstIndex(of: index + 1) { return (.ingredients, at) }
            if let at = newer.stepLines.firstIndex(of: index + 1) { return (.steps, at) }
            return nil
        }
        // `beside`: an item in the same group as the run's.
        let kind: Kind, first: Int, count: Int, beside: Int
        if !removed.isEmpty {
            let items = removed.indices.map(item(at:))
            guard let (k, at) = items[0], items.enumerated().allSatisfy({ n, found in found.map { $0.0 == k && $0.1 == at + n } ?? false })
            else { return nil }
            (kind, first, count, beside) = (k, at, removed.count, at)
        } else if start > 0, let (k, at) = item(at: start - 1) {
            (kind, first, count, beside) = (k, at + 1, 0, at)
        } else if let next, let (k, at) = item(at: next) {
            (kind, first, count, beside) = (k, at, 0, at)
        } else {
            return nil
        }
        // A blank line ends a step that is a paragraph, but not one that is a list item: where a run
        // of list items comes or goes, the list must have begun before it.
        if removed.isEmpty || added.isEmpty {
            guard (newer.ingredientLines + newer.stepLines).contains(where: { $0 <= start && isItem(old[$0 - 1]) }) else { return nil }
        }
        var made = newer
        made.lines = lines
        let shift = added.count - removed.count
        made.ingredientLines = newer.ingredientLines.map { $0 > start ? $0 + shift : $0 }
        made.stepLines = newer.stepLines.map { $0 > start ? $0 + shift : $0 }
        let newLines = (start..<end).map { $0 + 1 }
        let location = { (line: Int) in SourceLocation(file: newer.path, line: line) }
        switch kind {
        case .ingredients:
            let group = newer.snapshot.ingredients[beside].group
            let items = zip(added, newLines).map { line, number -> VersionIngredient in
                var ingredient = IngredientLineParser.parse(MarkdownBody.Parser.listItem(line)!.1, at: location(number))
                _ = AbsurdValues.check(&ingredient)
                return VersionIngredient(ingredient, group: group)
            }
            guard removed.isEmpty || newer.snapshot.ingredients[first..<(first + count)].allSatisfy({ $0.group == group }) else { return nil }
            made.snapshot.ingredients.replaceSubrange(first..<(first + count), with: items)
            made.ingredientLines.replaceSubrange(first..<(first + count), with: newLines)
        case .steps:
            var reader = MetadataReader(file: newer.path)
            let steps = zip(added, newLines).map { line, number -> String in
                var step = Step(items: [.text(MarkdownBody.Parser.listItem(line)!.1)], location: location(number))
                _ = AdultMarks.mark(&step, reader: &reader)
                guard case .text(let text) = step.items[0] else { return "" }
                return RecipeText.adultMark(step) + text
            }
            made.snapshot.steps.replaceSubrange(first..<(first + count), with: steps)
            made.stepLines.replaceSubrange(first..<(first + count), with: newLines)
        }
        // A version left with no ingredients and no steps may be no recipe at all.
        guard !made.snapshot.ingredients.isEmpty || !made.snapshot.steps.isEmpty else { return nil }
        return made
    }
}
