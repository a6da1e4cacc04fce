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
        var lines: Lines
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
        let lines = Lines(data)
        if let last, last.path == path, let lines, let made = Self.made(from: last, lines: lines) {
            self.last = made
            patched += 1
            return made.snapshot
        }
        guard data.count <= Loader.maximumFileBytes, case .success(let source) = SourceText.decode(data, path: path) else {
            last = nil
            return nil
        }
        let isCooklang = path.lowercased().hasSuffix(".cook")
        let (recipe, _) = isCooklang ? CooklangRecipeLoader.load(source, memo: memo) : MarkdownRecipeLoader.load(source, memo: memo)
        guard let recipe else {
            last = nil
            return nil
        }
        let snapshot = VersionSnapshot(recipe)
        last = isCooklang ? nil : lines.flatMap { Self.read(recipe, snapshot: snapshot, source: source, lines: $0) }
        return snapshot
    }

    /// Starts with the newest version, which the load stage read as `recipe` from these bytes: its snapshot.
    package mutating func start(from recipe: Recipe, data: Data) -> VersionSnapshot {
        let snapshot = VersionSnapshot(recipe)
        last = nil
        if recipe.format == .markdown, let lines = Lines(data), case .success(let source) = SourceText.decode(data, path: recipe.sourcePath) {
            last = Self.read(recipe, snapshot: snapshot, source: source, lines: lines)
        }
        return snapshot
    }

    /// `recipe` as a version others may be made from; nil when its lists may not be patched line by line.
    private static func read(_ recipe: Recipe, snapshot: VersionSnapshot, source: SourceText, lines: Lines) -> Read? {
        guard recipe.format == .markdown, recipe.metadata.adultSteps.isEmpty,
              case .success(let front) = FrontMatter.split(source), front.format != .json else { return nil }
        let ingredientLines = recipe.ingredientGroups.flatMap { $0.items.map(\.location.line) }
        let stepLines = recipe.steps.map(\.location.line)
        // Lists from the front matter are read by other rules.
        guard ingredientLines.count == snapshot.ingredients.count, stepLines.count == snapshot.steps.count,
              (ingredientLines + stepLines).allSatisfy({ $0 >= front.bodyLine && $0 <= lines.count }) else { return nil }
        return Read(path: recipe.sourcePath, lines: lines, snapshot: snapshot, bodyLine: front.bodyLine,
                    ingredientLines: ingredientLines, stepLines: stepLines)
    }

    /// The text of the list item the loader reads this line as; nil for another line or an empty item.
    private static func itemText(_ line: String) -> String? {
        MarkdownBody.Parser.listItem(line).flatMap { $0.1.isEmpty ? nil : $0.1 }
    }

    /// Whether the loader reads this line as a list item with text.
    private static func isItem(_ line: String) -> Bool { itemText(line) != nil }

    /// The version whose lines are `lines` made from `newer`, or nil when it must be read whole.
    private static func made(from newer: Read, lines: Lines) -> Read? {
        let old = newer.lines
        // The one run of lines that differs: `old[start..<oldEnd]` became `lines[start..<end]`.
        var start = 0
        while start < old.count, start < lines.count, old.same(start, as: lines, start) { start += 1 }
        var tail = 0
        while tail < old.count - start, tail < lines.count - start, old.same(old.count - 1 - tail, as: lines, lines.count - 1 - tail) { tail += 1 }
        let oldEnd = old.count - tail, end = lines.count - tail
        guard start + 1 >= newer.bodyLine else { return nil } // the front matter changed
        if start == oldEnd, start == end { return newer }
        let removed = (start..<oldEnd).map(old.text), added = (start..<end).map(lines.text)
        let texts = added.compactMap(itemText)
        guard removed.allSatisfy(isItem), texts.count == added.count else { return nil }
        // The first line after the run that is not blank starts something of its own, so the
        // run's last item takes no continuation lines, in either version.
        let next = (oldEnd..<old.count).first { !old.isBlank($0) }
        if let next, case let line = old.text(next), !isItem(line), MarkdownBody.atxHeading(line) == nil { return nil }
        // Where the run is in the lists: the items it replaces, or the item beside it.
        enum Kind { case ingredients, steps }
        func item(at index: Int) -> (Kind, Int)? { // a line's index in `old` → the item starting there
            if let at = Self.place(of: index + 1, in: newer.ingredientLines) { return (.ingredients, at) }
            if let at = Self.place(of: index + 1, in: newer.stepLines) { return (.steps, at) }
            return nil
        }
        // `beside`: an item in the same group as the run's.
        let kind: Kind, first: Int, count: Int, beside: Int
        if !removed.isEmpty {
            let items = (start..<oldEnd).map(item(at:))
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
            guard (newer.ingredientLines + newer.stepLines).contains(where: { $0 <= start && isItem(old.text($0 - 1)) }) else { return nil }
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
            guard newer.snapshot.ingredients[first..<(first + count)].allSatisfy({ $0.group == group }) else { return nil }
            let items = zip(texts, newLines).map { text, number -> VersionIngredient in
                var ingredient = IngredientLineParser.parse(text, at: location(number))
                _ = AbsurdValues.check(&ingredient)
                return VersionIngredient(ingredient, group: group)
            }
            made.snapshot.ingredients.replaceSubrange(first..<(first + count), with: items)
            made.ingredientLines.replaceSubrange(first..<(first + count), with: newLines)
        case .steps:
            var reader = MetadataReader(file: newer.path)
            let steps = zip(texts, newLines).map { text, number -> String in
                var step = Step(items: [.text(text)], location: location(number))
                _ = AdultMarks.mark(&step, reader: &reader)
                guard case .text(let unmarked) = step.items[0] else { return "" }
                return RecipeText.adultMark(step) + unmarked
            }
            made.snapshot.steps.replaceSubrange(first..<(first + count), with: steps)
            made.stepLines.replaceSubrange(first..<(first + count), with: newLines)
        }
        // A version left with no ingredients and no steps may be no recipe at all.
        guard !made.snapshot.ingredients.isEmpty || !made.snapshot.steps.isEmpty else { return nil }
        return made
    }

    /// Where `line` is in `lines`, which go up (items in the order of the file), found by halves.
    /// Lines that do not go up only make it find none, and the version is read whole.
    private static func place(of line: Int, in lines: [Int]) -> Int? {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] == line ? low : nil
    }

    /// A file's lines as ranges of its bytes, compared without making strings of them. Nil for a
    /// file the body parser does not read line for line as it stands: larger than the loader
    /// reads, not UTF-8, with a byte-order mark or a carriage return (both taken out before
    /// parsing), with a code fence (which makes list lines code) or a Hugo shortcode or Liquid tag
    /// (rewritten before parsing).
    struct Lines {
        let bytes: [UInt8]
        /// Where each line starts; a line ends before the next one's line feed.
        let starts: [Int]

        init?(_ data: Data) {
            guard data.count <= Loader.maximumFileBytes, !data.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
            let bytes = [UInt8](data)
            let starts = bytes.withUnsafeBufferPointer { b -> [Int]? in
                guard let base = b.baseAddress else { return [0] }
                if POSIX.firstOccurrence(of: 0x0D, in: base, count: b.count) != nil || Self.mayHaveFence(b) || TemplateMarkup.opensMarkup(b) {
                    return nil
                }
                guard Self.isUTF8(b) else { return nil }
                var starts = [0]
                var at = 0
                while at < b.count, let found = POSIX.firstOccurrence(of: 0x0A, in: base + at, count: b.count - at) {
                    at = UnsafeRawPointer(base).distance(to: found) + 1
                    starts.append(at)
                }
                return starts
            }
            guard let starts else { return nil }
            self.bytes = bytes
            self.starts = starts
        }

        var count: Int { starts.count }

        func range(_ line: Int) -> Range<Int> {
            starts[line]..<(line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count)
        }

        /// Whether line `line` has the same bytes as `other`'s line `otherLine`.
        func same(_ line: Int, as other: Lines, _ otherLine: Int) -> Bool {
            let a = range(line), b = other.range(otherLine)
            guard a.count == b.count else { return false }
            return a.isEmpty || bytes.withUnsafeBytes { x in
                other.bytes.withUnsafeBytes { y in POSIX.sameBytes(x.baseAddress! + a.lowerBound, y.baseAddress! + b.lowerBound, count: a.count) }
            }
        }

        func text(_ line: Int) -> String {
            String(decoding: bytes[range(line)], as: UTF8.self)
        }

        /// Whether the line is empty once trimmed (`trimmed`, which knows Unicode's spaces, for a line that is not ASCII).
        func isBlank(_ line: Int) -> Bool {
            let r = range(line)
            if bytes[r].allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) { return true }
            return bytes[r].contains { $0 >= 0x80 } && text(line).trimmed.isEmpty
        }

        /// Whether the bytes are UTF-8: ASCII passed eight bytes at a time, and each run of other
        /// bytes between (a few letters or signs, in a recipe) checked by the standard library on
        /// its own: a sequence of UTF-8 never holds an ASCII byte, so the runs are valid exactly
        /// when the whole is.
        static func isUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = b.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var i = 0
            while i < b.count {
                if i + 8 <= b.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                guard b[i] >= 0x80 else {
                    i += 1
                    continue
                }
                var j = i + 1
                while j < b.count, b[j] >= 0x80 { j += 1 }
                guard String(validating: UnsafeBufferPointer(rebasing: b[i..<j]), as: UTF8.self) != nil else { return false }
                i = j
            }
            return true
        }

        /// Whether three backticks or three tildes follow each other anywhere: a line that may
        /// open a code fence. Found backtick by backtick and tilde by tilde with `memchr`.
        static func mayHaveFence(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = b.baseAddress, b.count >= 3 else { return false }
            for mark in [UInt8(ascii: "`"), UInt8(ascii: "~")] {
                var at = 0
                while at < b.count - 2, let found = POSIX.firstOccurrence(of: mark, in: base + at, count: b.count - 2 - at) {
                    let i = UnsafeRawPointer(base).distance(to: found)
                    if b[i + 1] == mark, b[i + 2] == mark { return true }
                    at = i + 1
                }
            }
            return false
        }
    }
}
