extension TemplateParser {
    /// Why reading text stopped.
    enum Stop { case newline, tag, end }

    /// Reads spaces and tabs.
    mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        return bytes[start..<position]
    }

    /// Reads text up to a newline (left unread) or an opening delimiter (read).
    mutating func readText(_ state: ParseState) -> (ArraySlice<UInt8>, Stop) {
        let start = position
        let first = state.open[0]
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { return (bytes[start..<position], .newline) }
            if byte == first, matches(state.open, at: position) {
                let text = bytes[start..<position]
                position += state.open.count
                return (text, .tag)
            }
            position += 1
        }
        return (bytes[start..<position], .end)
    }

    /// Whether `delimiter` is at `offset`.
    func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for index in delimiter.indices where bytes[offset + index] != delimiter[index] { return false }
        return true
    }

    /// Whether the tag just read stands alone on its line; if so, reads the rest of the
    /// line with its line break. As in swift-mustache, the end of the text right after the
    /// tag counts as a line end, but spaces then the end do not.
    mutating func isStandalone(_ state: ParseState) -> Bool {
        guard state.atLineStart else { return false }
        if position == bytes.count { return true }
        var next = position
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard let length = lineBreakLength(at: next) else { return false }
        position = next + length
        return true
    }

    /// The length of the line break at `offset` (what Swift's `Character.isNewline` accepts), if any.
    private func lineBreakLength(at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : nil
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80 else { return nil }
            return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : nil
        default: return nil
        }
    }

    /// Reads up to and past the closing delimiter; the content in between.
    private mutating func readContent(_ state: ParseState, tagStart: Int) throws(TemplateError) -> ArraySlice<UInt8> {
        var end = position
        while end < bytes.count, !matches(state.close, at: end) { end += 1 }
        guard end < bytes.count else { throw unclosedTag(at: tagStart, state) }
        let content = bytes[position..<end]
        position = end + state.close.count
        return content
    }

    /// Reads a comment's content, which may span lines.
    mutating func skipComment(_ state: ParseState, tagStart: Int) throws(TemplateError) {
        _ = try readContent(state, tagStart: tagStart)
    }

    /// Reads a tag's name and its closing delimiter.
    mutating func readName(_ state: ParseState, tagStart: Int) throws(TemplateError) -> String {
        try name(in: readContent(state, tagStart: tagStart), state, tagStart: tagStart)
    }

    /// Reads the name of `{{{name}}}`: the closing `}` may come before or after the
    /// closing delimiter (`{{{x}}}`, or `<%{x}%>` with other delimiters).
    mutating func readTripleName(_ state: ParseState, tagStart: Int) throws(TemplateError) -> String {
        var content = try readContent(state, tagStart: tagStart)
        if content.last == UInt8(ascii: "}") {
            content = content.dropLast()
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
        } else {
            throw error(.unclosedTag, at: tagStart, "a triple mustache {{{name}}} is not closed with }}}: add the third }")
        }
        return try name(in: content, state, tagStart: tagStart)
    }

    /// Reads the name of a partial or parent.
    mutating func readPartialName(_ state: ParseState, tagStart: Int) throws(TemplateError) -> String {
        let name = try readName(state, tagStart: tagStart)
        if name.hasPrefix("*") {
            throw error(.unsupportedTag("dynamic partial"), at: tagStart,
                        "dynamic partial names ({{>*name}}) are not supported: name the partial itself")
        }
        return name
    }

    /// A tag's trimmed content as a name, checked.
    private func name(in content: ArraySlice<UInt8>, _ state: ParseState, tagStart: Int) throws(TemplateError) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        var trimmed = content
        while let first = trimmed.first, isSpace(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, isSpace(last) { trimmed = trimmed.dropLast() }
        let text = string(trimmed)
        if trimmed.contains(0x0A) || trimmed.indices.contains(where: { matches(state.open, at: $0) }) {
            throw unclosedTag(at: tagStart, state)
        }
        if trimmed.isEmpty {
            throw error(.invalidName(""), at: tagStart, "the tag has no name: write one between \(string(state.open[...])) and \(string(state.close[...]))")
        }
        if trimmed.contains(where: isSpace) {
            throw error(.invalidName(text), at: tagStart,
                        "'\(text)' is not a name: names have no spaces; is a closing \(string(state.close[...])) missing?")
        }
        if trimmed.contains(UInt8(ascii: "(")) {
            throw error(.unsupportedTag("transform"), at: tagStart,
                        "transforms such as '\(text)' are not supported: give the view a field with the value instead")
        }
        return text
    }

    /// The path a name stands for.
    mutating func makePath(_ name: String, at tagStart: Int) throws(TemplateError) -> TemplatePath {
        let parts = name.split(separator: ".").map(String.init)
        if parts.isEmpty { return TemplatePath(scope: .implicit, keys: []) }
        var keys: [TemplateKey] = []
        for part in parts { keys.append(TemplateKey(id: symbols.key(part), name: part)) }
        return TemplatePath(scope: name.hasPrefix(".") ? .top : .stack, keys: keys)
    }

    /// Checks that `{{/name}}` closes the open section.
    func checkClose(_ name: String, _ state: ParseState, tagStart: Int) throws(TemplateError) {
        guard let open = state.section else {
            throw error(.unexpectedClose(name), at: tagStart,
                        "{{/\(name)}} closes nothing: remove it, or open the section with {{#\(name)}}")
        }
        guard open.name == name else {
            let (line, column) = location(of: open.offset)
            let sigil = Character(UnicodeScalar(open.sigil))
            throw error(.mismatchedClose(expected: open.name, found: name), at: tagStart,
                        "{{/\(name)}} does not match {{\(sigil)\(open.name)}} opened at line \(line), column \(column): close that one first with {{/\(open.name)}}")
        }
    }

    /// Reads `=<open> <close>=` and the closing delimiter, switching delimiters.
    mutating func setDelimiters(_ state: inout ParseState, tagStart: Int) throws(TemplateError) {
        let bad = error(.badDelimiter, at: tagStart,
                        "write a set-delimiter tag as {{=<% %>=}}: two delimiters without spaces or '=', separated by a space, between '=' signs")
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
        func skipSpaces() { while position < bytes.count, isSpace(bytes[position]) { position += 1 } }
        skipSpaces()
        let openStart = position
        while position < bytes.count, !isSpace(bytes[position]) { position += 1 }
        let open = bytes[openStart..<position]
        skipSpaces()
        let closeStart = position
        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let close = bytes[closeStart..<position]
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "="), !open.isEmpty, !close.isEmpty else { throw bad }
        position += 1
        guard matches(state.close, at: position) else { throw bad }
        position += state.close.count
        state.open = Array(open)
        state.close = Array(close)
    }
}
