import CookgenSupport
package extension CooklangParser {
    /// Walks the lines once, dropping comments and resolving `\` escapes.
    ///
    /// Block comments span lines, so the scanner carries "inside a comment" from one
    /// line to the next; a failed search for `-]` is remembered, which keeps many
    /// unclosed `[-` linear instead of quadratic.
    struct CommentScanner {
        package let lines: [RawLine]
        private var insideBlockComment = false
        /// The earliest (line index, column index) from which no `-]` follows.
        private var noCloserFrom: (line: Int, index: Int)?
        package private(set) var unclosedBlockComments: [(line: Int, column: Int)] = []

        /// Characters a backslash makes literal; a backslash before anything else is itself literal.
        private static let escapable = Set("@#~{}[]()-=>%|:\\".unicodeScalars)

        package init(lines: [RawLine]) {
            self.lines = lines
        }

        package mutating func strip(lineAt lineIndex: Int) -> Line {
            let raw = lines[lineIndex]
            let scalars = raw.scalars
            var line = Line(number: raw.number, hadComment: insideBlockComment)
            var index = 0
            while index < scalars.count {
                if insideBlockComment {
                    index = skipBlockComment(scalars, from: index)
                    continue
                }
                let scalar = scalars[index]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if scalar == "\\", let next, Self.escapable.contains(next) {
                    line.glyphs.append(Glyph(next, line: raw.number, column: index + 2, isEscaped: true))
                    index += 2
                } else if scalar == "-", next == "-" {
                    let run = scalars[index...].prefix { $0 == "-" }.count
                    if run == 2 {
                        line.hadComment = true
                        break
                    }
                    for offset in 0..<run {
                        line.glyphs.append(Glyph("-", line: raw.number, column: index + offset + 1))
                    }
                    index += run
                } else if scalar == "[", next == "-", closerFollows(line: lineIndex, index: index + 2) {
                    insideBlockComment = true
                    line.hadComment = true
                    index += 2
                } else {
                    if scalar == "[", next == "-" { unclosedBlockComments.append((raw.number, index + 1)) }
                    line.glyphs.append(Glyph(scalar, line: raw.number, column: index + 1))
                    index += 1
                }
            }
            return line
        }

        /// Moves past comment text; returns the index after `-]`, or the line's end.
        private mutating func skipBlockComment(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
            var index = start
            while index < scalars.count {
                if scalars[index] == "-", index + 1 < scalars.count, scalars[index + 1] == "]" {
                    insideBlockComment = false
                    return index + 2
                }
                index += 1
            }
            return index
        }

        /// Whether a `-]` comes at or after the position.
        private mutating func closerFollows(line startLine: Int, index startIndex: Int) -> Bool {
            if let known = noCloserFrom,
               (startLine, startIndex) >= (known.line, known.index) {
                return false
            }
            var index = startIndex
            for lineIndex in startLine..<lines.count {
                let scalars = lines[lineIndex].scalars
                while index + 1 < scalars.count {
                    if scalars[index] == "-" && scalars[index + 1] == "]" { return true }
                    index += 1
                }
                index = 0
            }
            noCloserFrom = (startLine, startIndex)
            return false
        }
    }
}
