import CookgenSupport
// Lines, glyphs and comments: the layer below blocks and inline items.
//
// Every character keeps the line and column it was written at, so a diagnostic
// found deep inside a step still points at the right place after comments are gone.

package extension CooklangParser {
    /// One Unicode scalar of the source with its position.
    struct Glyph {
        package let scalar: Unicode.Scalar
        package let line: Int
        package let column: Int
        /// The space that stands for a line break inside a step; names and braces do not cross it.
        package var isLineBreak = false
        /// Written with a backslash (`\@`): always plain text, never markup.
        package var isEscaped = false

        package init(_ scalar: Unicode.Scalar, line: Int, column: Int, isLineBreak: Bool = false, isEscaped: Bool = false) {
            self.scalar = scalar
            self.line = line
            self.column = column
            self.isLineBreak = isLineBreak
            self.isEscaped = isEscaped
        }

        package var isSpace: Bool { scalar.properties.isWhitespace }

        /// Whether this is the unescaped markup character `character`.
        package func `is`(_ character: Unicode.Scalar) -> Bool { !isEscaped && scalar == character }

        /// Part of a one-word name (`@salt`): not space and not punctuation, so `@chilli,` stops at the comma.
        package var isWordPart: Bool {
            if isEscaped || isSpace { return false }
            if scalar.isASCII { return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation, .control:
                return false
            default:
                return true
            }
        }

        package static func string<S: Sequence>(_ glyphs: S) -> String where S.Element == Glyph {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: glyphs.lazy.map(\.scalar))
            return String(text)
        }
    }

    /// A source line before comments are removed.
    struct RawLine {
        package let number: Int
        package let scalars: [Unicode.Scalar]

        /// A front matter fence: `---` and nothing else but trailing space.
        package var isFence: Bool {
            var end = scalars.endIndex
            while end > 0, scalars[end - 1].properties.isWhitespace { end -= 1 }
            return scalars[..<end] == ["-", "-", "-"]
        }
    }

    /// A source line with comments removed.
    struct Line {
        package let number: Int
        package var glyphs: [Glyph] = []
        /// Whether a comment was removed from it; a line that held only a comment is skipped, not blank.
        package var hadComment = false

        package var firstVisibleIndex: Int? { glyphs.firstIndex { !$0.isSpace } }

        /// Whether the unescaped `marker` starts at `index`.
        package func hasMarker(_ marker: String, at index: Int) -> Bool {
            let scalars = Array(marker.unicodeScalars)
            guard index + scalars.count <= glyphs.count else { return false }
            return scalars.indices.allSatisfy { glyphs[index + $0].is(scalars[$0]) }
        }

        /// The text of a note line without its leading `>`.
        package var noteText: String {
            guard let lead = firstVisibleIndex else { return "" }
            let start = hasMarker(">", at: lead) ? lead + 1 : lead
            return Glyph.string(glyphs[start...]).trimmed
        }
    }
}

package extension CooklangParser.Session {
    /// Splits on `\n`, `\r\n` and `\r`; columns count Unicode scalars from 1.
    static func rawLines(of source: String) -> [RawLine] {
        var lines: [RawLine] = []
        var current: [Unicode.Scalar] = []
        var previousWasCR = false
        for scalar in source.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n" && previousWasCR { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append(RawLine(number: lines.count + 1, scalars: current))
                current = []
            } else if scalar == "\u{FEFF}" && lines.isEmpty && current.isEmpty {
                continue  // a byte-order mark is not content
            } else {
                current.append(scalar)
            }
        }
        lines.append(RawLine(number: lines.count + 1, scalars: current))
        return lines
    }

    /// Removes `-- line comments` and `[- block comments -]`, which may span lines.
    ///
    /// A run of three or more dashes is text, not a comment, so `hello ---` survives
    /// (canonical `testMetadataBreak`). An unclosed `[-` stays text, with a warning.
    mutating func stripComments(_ raw: ArraySlice<RawLine>) -> [Line] {
        var scanner = CommentScanner(lines: Array(raw))
        var lines: [Line] = []
        for index in scanner.lines.indices {
            lines.append(scanner.strip(lineAt: index))
        }
        for unclosed in scanner.unclosedBlockComments {
            warn(
                "cooklang-unclosed-block-comment", "This block comment is never closed, so it is kept as text.",
                at: location(line: unclosed.line, column: unclosed.column),
                hint: "End the comment with `-]`.")
        }
        return lines
    }
}
