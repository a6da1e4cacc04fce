/// A set of templates compiled once, rendered from any number of threads at once.
///
/// Every template is also a partial of the others under its name (`{{> card}}`).
/// Names in tags are resolved against typed views by slot (see ``TemplateObject``), so
/// rendering does array indexing, not string comparison; only dictionaries are looked up
/// by key. Output follows the Mustache spec, and swift-mustache 2.x where the spec is
/// silent, so a site switching engines keeps its pages byte for byte.
///
/// ```swift
/// let library = try TemplateLibrary(templates: ["page": "<h1>{{title}}</h1>{{> footer}}", "footer": "…"])
/// let html = library.render("page", pageView)
/// ```
package struct TemplateLibrary: Sendable {
    let program: TemplateProgram

    /// Compiles `templates` (name → text); throws the first syntax error, by name.
    ///
    /// `fileNames` maps a template's name to the file its errors should name.
    package init(templates: [String: String], fileNames: [String: String] = [:]) throws(TemplateError) {
        let (library, errors) = Self.compile(templates: templates, fileNames: fileNames)
        guard let library else { throw errors[0] }
        self = library
    }

    /// Compiles `templates`, collecting every template's first syntax error instead of
    /// stopping; the library is nil when there is any.
    ///
    /// With `collapsingWhitespace`, the named templates' literal text has its indentation and
    /// blank runs collapsed (see ``TemplateWhitespace``) — for HTML, where the browser collapses
    /// them anyway; a template holding `<pre>` or `<textarea>` keeps its text as written.
    package static func compile(templates: [String: String], fileNames: [String: String] = [:],
                                collapsingWhitespace collapsing: Set<String> = [])
        -> (library: TemplateLibrary?, errors: [TemplateError])
    {
        var symbols = TemplateSymbols()
        var compiled: [String: [TemplateNode]] = [:]
        var errors: [TemplateError] = []
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            var parser = TemplateParser(source: text, file: fileNames[name] ?? name, symbols: symbols)
            do {
                let nodes = try parser.parse()
                compiled[name] = collapsing.contains(name) && TemplateWhitespace.canCollapse(text) ? TemplateWhitespace.collapse(nodes) : nodes
            } catch {
                errors.append(error)
            }
            symbols = parser.symbols
        }
        guard errors.isEmpty else { return (nil, errors) }
        var numbers: [String: Int] = [:]
        for name in compiled.keys.sorted() { numbers[name] = symbols.partial(name) }
        var byNumber = [[TemplateNode]?](repeating: nil, count: symbols.partials.count)
        for (name, nodes) in compiled { byNumber[numbers[name]!] = nodes }
        let program = TemplateProgram(templates: byNumber, numbers: numbers, keys: symbols.keys)
        return (TemplateLibrary(program: program), [])
    }

    private init(program: TemplateProgram) {
        self.program = program
    }

    /// The templates' names, sorted.
    package var names: [String] { program.numbers.keys.sorted() }

    /// Whether a template is called `name`.
    package func contains(_ name: String) -> Bool { program.numbers[name] != nil }

    /// Renders template `name` with `context` at the bottom of the stack; nil when there
    /// is no such template.
    package func render(_ name: String, _ context: TemplateValue) -> String? {
        var output: [UInt8] = []
        return render(name, stack: [context], into: &output) ? String(decoding: output, as: UTF8.self) : nil
    }

    /// Renders template `name` with a view as context; nil when there is no such template.
    package func render(_ name: String, _ context: some TemplateObject) -> String? {
        render(name, .object(context))
    }

    /// Renders template `name` with `stack` as the context stack (its first value at the
    /// bottom, its last looked at first); nil when there is no such template.
    package func render(_ name: String, stack: [TemplateValue]) -> String? {
        var output: [UInt8] = []
        return render(name, stack: stack, into: &output) ? String(decoding: output, as: UTF8.self) : nil
    }

    /// Appends template `name` rendered with `stack` as the context stack to `output`, as UTF-8:
    /// pages go to their files as bytes, never made a string. False (and nothing appended) when
    /// there is no such template.
    /// `memo`: list items kept from earlier calls of the same render pass (see ``TemplateMemo``).
    /// `flush`: takes the output so far but its last bytes when it has grown past `flushAfter`
    /// bytes (then past a megabyte again), at a place between list items where the renderer does
    /// not look back at it; they are then no longer in `output`.
    package func render(_ name: String, stack: [TemplateValue], into output: inout [UInt8], memo: TemplateMemo? = nil,
                        flushAfter: Int = 8 << 20, flush: ((UnsafeRawBufferPointer) -> Void)? = nil) -> Bool {
        guard let number = program.numbers[name], let nodes = program.templates[number] else { return false }
        var renderer = TemplateRenderer(program: program, output: [], memo: memo)
        renderer.flush = flush
        renderer.flushAfter = flushAfter
        swap(&renderer.output, &output)
        for context in stack { renderer.push(context) }
        renderer.render(nodes)
        swap(&renderer.output, &output)
        return true
    }

    /// Builds the slot tables of `types` now rather than on first use.
    package func prepare(_ types: [any TemplateObject.Type]) {
        for type in types { _ = program.slotTables.table(for: type) }
    }
}
