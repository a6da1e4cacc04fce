/// Compiles one template's text into nodes.
///
/// Whitespace follows swift-mustache 2.x exactly, since the site's pages must not change
/// by a byte: a tag is standalone when only spaces and tabs precede it on its line (and
/// no non-standalone tag), and only spaces and tabs then a newline (or the very end)
/// follow it. After a section closes, the next line counts as starting a line only if
/// the section's opening tag was standalone. Whitespace alone after the last newline is
/// dropped. Set-delimiter tags last until the end of the enclosing section.
struct TemplateParser {
    /// The template's UTF-8 bytes.
    let bytes: [UInt8]
    /// The file named in errors.
    let file: String
    /// Where reading is.
    var position = 0
    /// Keys, partials and blocks numbered so far, shared by the library's templates.
    var symbols: TemplateSymbols

    /// Creates a parser of `source`, numbering names in `symbols`.
    init(source: String, file: String, symbols: TemplateSymbols) {
        self.bytes = Array(source.utf8)
        self.file = file
        self.symbols = symbols
    }

    /// Parses the whole template.
    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        try parseBody(ParseState()).nodes
    }

    /// The parser's state inside one section, copied into nested ones.
    struct ParseState {
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        /// The tag this body must be closed for.
        var section: OpenTag?
        /// Whether only spaces and tabs (and standalone tags) came before on this line.
        var atLineStart = true
        /// Inside `{{<parent}}…{{/parent}}`, at any depth.
        var inParentCall = false
        /// Directly inside `{{<parent}}…{{/parent}}`, where only `{{$block}}`s count.
        var parentTopLevel = false
        /// Inside an override: the first line's indentation, removed from the others.
        var definitionIndent: Int?

        /// The state for the content of `tag`.
        func entering(_ tag: OpenTag, atLineStart: Bool) -> ParseState {
            var state = self
            state.section = tag
            state.parentTopLevel = false
            state.atLineStart = self.atLineStart && atLineStart
            return state
        }

        /// The state for the content of a `{{<parent}}` call.
        func enteringParent(_ tag: OpenTag) -> ParseState {
            var state = self
            state.section = tag
            state.atLineStart = true
            state.inParentCall = true
            state.parentTopLevel = true
            return state
        }
    }

    /// An opening tag waiting for its `{{/name}}`.
    struct OpenTag {
        let name: String
        let offset: Int
        let sigil: UInt8
    }

    /// A parsed section body.
    struct Body {
        var nodes: [TemplateNode] = []
        /// The whitespace that began the body's first line (after any override indent).
        var firstLineWhitespace = ""
        /// Directly inside a `{{<parent}}` call: the overrides found.
        var overrides: [Int: [TemplateNode]] = [:]
    }

    /// Parses up to the end of the text, or up to the `{{/name}}` that closes `initial.section`.
    mutating func parseBody(_ initial: ParseState) throws(TemplateError) -> Body {
        var state = initial
        var body = Body()
        var whitespace: ArraySlice<UInt8> = []
        var firstLine = true
        while position < bytes.count {
            if state.atLineStart {
                let run = readSpacesAndTabs()
                if state.inParentCall, !state.parentTopLevel {
                    if let indent = state.definitionIndent {
                        whitespace = run.dropFirst(indent)
                    } else {
                        state.definitionIndent = run.count
                    }
                } else {
                    whitespace = run
                }
            }
            if firstLine {
                body.firstLineWhitespace = string(whitespace)
                firstLine = false
            }
            let (text, stop) = readText(state)
            if stop == .newline {
                Self.append(string(whitespace) + string(text) + "\n", to: &body.nodes)
                state.atLineStart = true
                position += 1
                continue
            }
            if !text.isEmpty {
                Self.append(string(whitespace) + string(text), to: &body.nodes)
                whitespace = []
                state.atLineStart = false
            }
            if stop == .end { break }
            let tagStart = position - state.open.count
            guard position < bytes.count else { throw unclosedTag(at: tagStart, state) }
            let sigil = bytes[position]
            if state.parentTopLevel, !Self.allowedInParentCall.contains(sigil) {
                throw error(.misplacedTag(string(bytes[tagStart..<min(bytes.count, tagStart + 24)])), at: tagStart,
                            "only {{$block}}…{{/block}} overrides may stand directly inside {{<\(state.section!.name)}}…{{/\(state.section!.name)}}: move this tag into a block")
            }
            var standalone = false
            switch sigil {
            case UInt8(ascii: "!"):
                position += 1
                try skipComment(state, tagStart: tagStart)
                standalone = isStandalone(state)
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let name = try readName(state, tagStart: tagStart)
                let path = try makePath(name, at: tagStart)
                standalone = isStandalone(state)
                if !standalone, !whitespace.isEmpty {
                    Self.append(string(whitespace), to: &body.nodes)
                    whitespace = []
                }
                let tag = OpenTag(name: name, offset: tagStart, sigil: sigil)
                let inner = try parseBody(state.entering(tag, atLineStart: standalone))
                body.nodes.append(sigil == UInt8(ascii: "#") ? .section(path, inner.nodes) : .inverted(path, inner.nodes))
            case UInt8(ascii: "/"):
                position += 1
                let name = try readName(state, tagStart: tagStart)
                try checkClose(name, state, tagStart: tagStart)
                if !isStandalone(state), !whitespace.isEmpty {
                    Self.append(string(whitespace), to: &body.nodes)
                }
                return body
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                Self.append(string(whitespace), to: &body.nodes)
                whitespace = []
                position += 1
                let name = sigil == UInt8(ascii: "{") ? try readTripleName(state, tagStart: tagStart) : try readName(state, tagStart: tagStart)
                body.nodes.append(.variable(try makePath(name, at: tagStart), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                let name = try readPartialName(state, tagStart: tagStart)
                Self.append(string(whitespace), to: &body.nodes)
                standalone = isStandalone(state)
                body.nodes.append(.partial(symbols.partial(name), indentation: standalone ? string(whitespace) : ""))
                whitespace = []
            case UInt8(ascii: "<"):
                position += 1
                let name = try readPartialName(state, tagStart: tagStart)
                Self.append(string(whitespace), to: &body.nodes)
                standalone = isStandalone(state)
                let inner = try parseBody(state.enteringParent(OpenTag(name: name, offset: tagStart, sigil: sigil)))
                body.nodes.append(.parent(ParentNode(partial: symbols.partial(name), indentation: string(whitespace),
                                                     overrides: inner.overrides)))
                whitespace = []
            case UInt8(ascii: "$"):
                position += 1
                let name = try readName(state, tagStart: tagStart)
                let tag = OpenTag(name: name, offset: tagStart, sigil: sigil)
                standalone = isStandalone(state)
                let inner = try parseBody(state.entering(tag, atLineStart: standalone))
                if state.parentTopLevel {
                    body.overrides[symbols.block(name)] = inner.nodes
                } else {
                    body.nodes.append(.block(BlockNode(block: symbols.block(name), defaultContent: inner.nodes,
                                                       whitespace: string(whitespace),
                                                       intrinsicIndentation: standalone ? inner.firstLineWhitespace : nil)))
                    whitespace = []
                }
            case UInt8(ascii: "="):
                position += 1
                try setDelimiters(&state, tagStart: tagStart)
                standalone = isStandalone(state)
            case UInt8(ascii: "%"):
                throw error(.unsupportedTag("pragma"), at: tagStart,
                            "pragmas ({{%…}}) are not supported: remove the tag (output is always HTML-escaped)")
            default:
                Self.append(string(whitespace), to: &body.nodes)
                whitespace = []
                let name = try readName(state, tagStart: tagStart)
                body.nodes.append(.variable(try makePath(name, at: tagStart), escaped: true))
            }
            state.atLineStart = standalone
        }
        if let open = state.section { throw unclosedSection(open) }
        return body
    }

    /// Tags that may stand directly inside `{{<parent}}…{{/parent}}`.
    private static let allowedInParentCall: Set<UInt8> = [
        UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "="),
    ]

    /// Appends text, joining it to text just before.
    static func append(_ text: String, to nodes: inout [TemplateNode]) {
        guard !text.isEmpty else { return }
        if case .text(let previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(.text(text))
        }
    }

    /// Text for a run of bytes.
    func string(_ run: ArraySlice<UInt8>) -> String {
        String(decoding: run, as: UTF8.self)
    }
}
