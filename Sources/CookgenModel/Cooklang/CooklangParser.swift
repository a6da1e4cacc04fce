import CookgenSupport
/// Reads Cooklang (`.cook`) text into a `CooklangDocument`.
///
/// The parser never fails: markup it cannot read stays in the step as text and
/// is reported as a warning with its line and column.
///
/// ```swift
/// let doc = CooklangParser.parse("Fry @onion{1}(chopped) in #pan{}.", file: "onion.cook")
/// doc.ingredients[0].note  // "chopped"
/// ```
public enum CooklangParser {
    /// Parses a whole `.cook` file; `file` is only used in locations.
    public static func parse(_ source: String, file: String) -> CooklangDocument {
        var session = Session(file: file)
        let lines = Session.rawLines(of: source)
        let bodyStart = session.readFrontMatter(lines)
        let body = session.stripComments(lines[bodyStart...])
        session.readBlocks(body)
        return session.document
    }
}

package extension CooklangParser {
    /// The state of one parse: the document built so far.
    ///
    /// A value type owned by one `parse` call, so parsing is safe from any thread.
    struct Session {
        package typealias Glyph = CooklangParser.Glyph
        package typealias Line = CooklangParser.Line
        package typealias RawLine = CooklangParser.RawLine
        package typealias CommentScanner = CooklangParser.CommentScanner

        package var document: CooklangDocument

        package init(file: String) {
            document = CooklangDocument(file: file)
        }

        /// A location in the file being parsed.
        package func location(line: Int, column: Int) -> SourceLocation {
            SourceLocation(file: document.file, line: line, column: column)
        }

        /// Where a glyph was written.
        package func location(of glyph: Glyph) -> SourceLocation {
            location(line: glyph.line, column: glyph.column)
        }

        /// Records a warning; malformed markup is never worse than a warning because the text survives.
        package mutating func warn(_ id: String, _ message: String, at location: SourceLocation, hint: String? = nil) {
            document.diagnostics.append(.warning(id, message, at: location, hint: hint))
        }
    }
}

// MARK: - Front matter

package extension CooklangParser.Session {
    /// Takes the YAML between a `---` first line and the next `---` line; returns the first body line.
    ///
    /// Only the very first line can open front matter, so a `---` later in a step stays text.
    mutating func readFrontMatter(_ lines: [RawLine]) -> Int {
        guard let first = lines.first, first.isFence else { return 0 }
        guard let close = lines.dropFirst().firstIndex(where: \.isFence) else {
            warn(
                "cooklang-unclosed-front-matter", "The front matter opened on line 1 is never closed.",
                at: location(line: first.number, column: 1),
                hint: "Add a line with only `---` after the metadata; until then the file is read as steps.")
            return 0
        }
        let yaml = lines[1..<close].map { String(String.UnicodeScalarView($0.scalars)) }
        document.frontMatter = yaml.joined(separator: "\n")
        document.frontMatterLine = first.number + 1
        return close + 1
    }
}

// MARK: - Blocks

package extension CooklangParser.Session {
    /// Groups lines into steps, notes, sections and metadata; a blank line ends a step.
    ///
    /// A note runs over consecutive `>` lines only: a line without `>` starts a step, so
    /// `@butter{50%g}` on the line after a tip is still an ingredient.
    mutating func readBlocks(_ lines: [Line]) {
        var paragraph: [Line] = []
        var paragraphIsNote = false
        for line in lines {
            guard let lead = line.firstVisibleIndex else {
                // A line that only held a comment is gone, not blank: it neither ends a step nor adds a space.
                if !line.hadComment { flush(&paragraph, isNote: paragraphIsNote) }
                continue
            }
            if line.hasMarker(">>", at: lead), readMetadata(line, from: lead + 2) {
                flush(&paragraph, isNote: paragraphIsNote)
            } else if line.hasMarker("=", at: lead) {
                flush(&paragraph, isNote: paragraphIsNote)
                startSection(line, from: lead)
            } else if line.hasMarker(">", at: lead) {
                if !paragraphIsNote { flush(&paragraph, isNote: false) }
                paragraphIsNote = true
                paragraph.append(line)
            } else {
                if paragraphIsNote { flush(&paragraph, isNote: true) }
                paragraphIsNote = false
                paragraph.append(line)
            }
        }
        flush(&paragraph, isNote: paragraphIsNote)
    }

    /// Turns the collected lines into a note or a step and starts a new paragraph.
    private mutating func flush(_ paragraph: inout [Line], isNote: Bool) {
        guard !paragraph.isEmpty else { return }
        defer { paragraph.removeAll() }
        if isNote {
            let text = paragraph.map(\.noteText).filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty { append(.note(text)) }
            return
        }
        let glyphs = Self.joined(paragraph)
        guard let first = glyphs.first else { return }
        let items = stepItems(glyphs)
        append(.step(Step(items: items, location: location(of: first))))
    }

    /// The lines of a step as one run of glyphs, a line break read as one space, ends trimmed.
    static func joined(_ lines: [Line]) -> [Glyph] {
        var glyphs: [Glyph] = []
        for line in lines {
            if let last = glyphs.last {
                glyphs.append(Glyph(" ", line: last.line, column: last.column + 1, isLineBreak: true))
            }
            glyphs.append(contentsOf: line.glyphs)
        }
        let start = glyphs.firstIndex { !$0.isSpace } ?? glyphs.endIndex
        let end = glyphs.lastIndex { !$0.isSpace }.map { $0 + 1 } ?? start
        return Array(glyphs[start..<max(start, end)])
    }

    private mutating func append(_ block: StepBlock) {
        if document.sections.isEmpty { document.sections.append(StepSection()) }
        document.sections[document.sections.count - 1].blocks.append(block)
    }

    /// `= Dough` or `== Dough ==`; a bare `=` starts an untitled section.
    private mutating func startSection(_ line: Line, from lead: Int) {
        var title = line.glyphs[lead...].drop { $0.is("=") }
        while let last = title.last, last.is("=") || last.isSpace { title = title.dropLast() }
        let text = Glyph.string(title).trimmed
        document.sections.append(StepSection(title: text.isEmpty ? nil : text))
    }

    /// `>> key: value`; false (and a warning) when there is no key, and the line is then read as a note.
    private mutating func readMetadata(_ line: Line, from start: Int) -> Bool {
        let rest = line.glyphs[start...]
        guard let colon = rest.firstIndex(where: { $0.is(":") }),
              let keyStart = rest[..<colon].firstIndex(where: { !$0.isSpace })
        else {
            warn(
                "cooklang-invalid-metadata", "A `>>` metadata line needs a key and a colon.",
                at: location(of: line.glyphs[start - 2]),
                hint: "Write `>> key: value`, or better, put the metadata in YAML front matter between `---` lines.")
            return false
        }
        let key = Glyph.string(rest[keyStart..<colon]).trimmed
        let value = Glyph.string(rest[(colon + 1)...]).trimmed
        document.metadata.append(.init(key: key, value: value, location: location(of: line.glyphs[keyStart])))
        return true
    }
}
