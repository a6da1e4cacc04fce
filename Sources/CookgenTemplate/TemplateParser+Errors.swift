extension TemplateParser {
    /// An error at byte `offset`, located by line and column.
    func error(_ kind: TemplateError.Kind, at offset: Int, _ message: String) -> TemplateError {
        let (line, column) = location(of: offset)
        return TemplateError(kind, file: file, line: line, column: column, message: message)
    }

    /// 1-based line and column (in characters) of byte `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, string(bytes[lineStart..<min(offset, bytes.count)]).count + 1)
    }

    /// An opening delimiter without its closing one.
    func unclosedTag(at offset: Int, _ state: ParseState) -> TemplateError {
        let open = string(state.open[...])
        let close = string(state.close[...])
        return error(.unclosedTag, at: offset, "this \(open) is not closed by \(close): add \(close) after the name")
    }

    /// A section opened and never closed.
    func unclosedSection(_ tag: OpenTag) -> TemplateError {
        let sigil = Character(UnicodeScalar(tag.sigil))
        return error(.unclosedSection(tag.name), at: tag.offset,
                     "{{\(sigil)\(tag.name)}} is never closed: add {{/\(tag.name)}} where its content ends")
    }
}
