/// Renders compiled nodes into UTF-8 bytes: one renderer per render call, on one thread.
///
/// Section values follow swift-mustache 2.x: a missing name or `.null`, `false` and an
/// empty list are false; `true` renders the content without pushing a context; a list
/// renders it once per item; anything else, even `""`, `0` and `[:]`, is pushed and
/// rendered once. An inverted section renders for missing, `.null`, `false` and an empty
/// list (which it pushes, as swift-mustache does).
struct TemplateRenderer {
    /// The compiled library.
    let program: TemplateProgram
    /// Text rendered so far, as UTF-8.
    var output: [UInt8]
    /// The context stack, bottom first.
    var stack: [Frame] = []
    /// Indentation of standalone partials and blocks being rendered, outermost first.
    var indentation = ""
    /// Block overrides in effect: block number → content. The outermost caller's win.
    var overrides: [Int: [TemplateNode]] = [:]
    /// Where the output of the template being rendered starts (only tracked when indented),
    /// counted from the start of the render (bytes flushed included).
    var lineStart = 0
    /// Indentation owed before the next non-empty output.
    var pendingIndentation: String?
    /// How many partials deep rendering is (recursion stops at ``maximumDepth``).
    var depth = 0
    /// The last view type met and its slot table.
    var lastType: ObjectIdentifier?
    var lastTable: [Int32] = []
    /// Slot tables already fetched during this render.
    var tables: [ObjectIdentifier: [Int32]] = [:]
    /// List items kept for reuse across the render calls of a pass (nil: none).
    let memo: TemplateMemo?
    /// While an item is recorded for the memo: its place on the stack, the names looked up past
    /// it with what they gave, and whether one gave something that cannot be compared.
    var memoBase: Int?
    var memoChecks: [TemplateMemo.Check] = []
    var memoFailed = false
    /// Takes the output so far once it has grown past `flushAfter` (then each time it grows past
    /// `flushSize` again), between the items of a list where nothing looks back at it further than
    /// its last two bytes (no item being kept for the memo), so a page of tens of megabytes is
    /// written as it is made instead of held whole; nil: never.
    var flush: ((UnsafeRawBufferPointer) -> Void)?
    static let flushSize = 1 << 20
    /// The size past which a page is handed on at all: a smaller one is written whole, which a
    /// build of changes compares with the file there before writing anything.
    var flushAfter = 8 << 20
    /// Bytes handed to `flush` so far.
    var flushed = 0

    /// Partials nested deeper than this render nothing instead of overflowing the stack.
    static let maximumDepth = 200

    /// A context on the stack, with the slot table of its type when it is a view.
    struct Frame {
        let value: TemplateValue
        let table: [Int32]
        /// Views this context answered for the first key of a dotted name (`recipe` of
        /// `{{recipe.title}}`), by key: a view's value is the same each time it is asked, and
        /// making it (a copy of the view in a box) can cost more than the rest of the lookup.
        var views: [Int: TemplateValue] = [:]

        init(value: TemplateValue, table: [Int32]) {
            self.value = value
            self.table = table
        }
    }

    /// A renderer appending to `output`, reusing list items kept in `memo`.
    init(program: TemplateProgram, output: [UInt8], memo: TemplateMemo? = nil) {
        self.program = program
        self.output = output
        self.memo = memo
    }

    /// Renders `nodes`: one template, one section item, one block — what swift-mustache
    /// renders as one string before appending it.
    mutating func render(_ nodes: [TemplateNode]) {
        if indentation.isEmpty {
            for node in nodes { render(node) }
            return
        }
        // Inside an indented partial, swift-mustache indents a tag's non-empty output when
        // what this template itself has rendered so far ends with a line break.
        let savedStart = lineStart
        lineStart = flushed + output.count
        for node in nodes {
            if pendingIndentation == nil, renderedEndsWithLineBreak {
                pendingIndentation = indentation
                render(node)
                pendingIndentation = nil
            } else {
                render(node)
            }
        }
        lineStart = savedStart
    }

    /// Renders one node.
    private mutating func render(_ node: TemplateNode) {
        switch node {
        case .text(let text):
            write(text)
        case .variable(let path, let escaped):
            if let value = resolve(path) { write(value, escaped: escaped) }
        case .section(let path, let content):
            renderSection(resolve(path), content)
        case .inverted(let path, let content):
            renderInverted(resolve(path), content)
        case .partial(let number, let indentation):
            renderPartial(number, indentation: indentation)
        case .parent(let parent):
            let saved = overrides
            for (block, content) in parent.overrides where overrides[block] == nil { overrides[block] = content }
            renderPartial(parent.partial, indentation: parent.indentation)
            overrides = saved
        case .block(let block):
            renderBlock(block)
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, _ content: [TemplateNode]) {
        switch value {
        case nil, .null?:
            return
        case .bool(let flag)?:
            if flag { render(content) }
        case .list(let items)?:
            if let memo, memoBase == nil, indentation.isEmpty, pendingIndentation == nil, overrides.isEmpty, !content.isEmpty {
                let address = SectionNumbers.address(of: content)
                // The stack below the items is the same for each: a list of checks gives the same answer for all.
                var verified: [UInt: Bool] = [:]
                for item in items {
                    renderItem(item, content, memo: memo, at: address, verified: &verified)
                    flushIfLarge()
                }
                return
            }
            for item in items {
                push(item)
                render(content)
                stack.removeLast()
                flushIfLarge()
            }
        case let value?:
            push(value)
            render(content)
            stack.removeLast()
        }
    }

    /// Hands the output but its last two bytes to `flush` when it has grown large, at a place
    /// where nothing looks back at it further (whether it ends a line, inside an indented partial).
    @inline(__always)
    private mutating func flushIfLarge() {
        guard output.count > 2, output.count >= (flushed == 0 ? flushAfter : Self.flushSize), let flush, memoBase == nil else { return }
        let handed = output.count - 2
        output.withUnsafeBytes { flush(UnsafeRawBufferPointer(rebasing: $0[..<handed])) }
        if output.capacity > 4 * Self.flushSize {
            // The buffer that grew to the first piece (up to twice `flushAfter`) is let go of:
            // the pieces after it are a megabyte each.
            var rest: [UInt8] = []
            rest.reserveCapacity(2 * Self.flushSize)
            rest.append(contentsOf: output[handed...])
            output = rest
        } else {
            output.removeSubrange(..<handed)
        }
        flushed += handed
    }

    /// One list item, its bytes taken from `memo` when the names it looked up past itself give the
    /// same here; otherwise rendered, and kept when all it looked up past itself was text.
    /// `verified`: the answers of the lists of checks met so far among the items of this list, by
    /// the address of the list (items kept in one memo share lists; an array the memo holds is
    /// never freed while it lives, so its address names it).
    private mutating func renderItem(_ item: TemplateValue, _ content: [TemplateNode], memo: TemplateMemo, at address: UInt,
                                     verified: inout [UInt: Bool]) {
        guard case .object(let view) = item, let name = view.memoKey else {
            push(item)
            render(content)
            stack.removeLast()
            return
        }
        let key = TemplateMemo.Key(content: address, type: view.type, item: name, depth: depth)
        if let entries = memo.entries(for: key) {
            for entry in entries {
                let list = entry.checks.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
                let answer = verified[list] ?? entry.checks.allSatisfy { TemplateMemo.same(resolve($0.path), $0.value) }
                verified[list] = answer
                guard answer else { continue }
                output.append(contentsOf: entry.bytes)
                return
            }
        }
        let recording = memo.wants(key)
        push(item)
        if recording {
            memoBase = stack.count - 1
            memoChecks = []
            memoFailed = false
        }
        let start = output.count
        render(content)
        stack.removeLast()
        guard recording else { return }
        memoBase = nil
        if memoFailed {
            memo.refuse(key)
        } else {
            output.withUnsafeBufferPointer { memo.store(UnsafeBufferPointer(rebasing: $0[start...]), checks: memoChecks, for: key) }
        }
        memoChecks = []
    }

    private mutating func renderInverted(_ value: TemplateValue?, _ content: [TemplateNode]) {
        switch value {
        case nil, .null?:
            render(content)
        case .bool(let flag)?:
            if !flag { render(content) }
        case .list(let items)?:
            guard items.isEmpty else { return }
            push(.list([]))
            render(content)
            stack.removeLast()
        default:
            return
        }
    }

    private mutating func renderPartial(_ number: Int, indentation extra: String) {
        guard let content = program.templates[number], depth < Self.maximumDepth else { return }
        let saved = indentation
        indentation += extra
        depth += 1
        render(content)
        depth -= 1
        indentation = saved
    }

    private mutating func renderBlock(_ block: BlockNode) {
        let saved = indentation
        if let content = overrides[block.block] {
            let indent = block.intrinsicIndentation ?? block.whitespace
            write(indent)
            indentation += indent
            render(content)
        } else {
            write(block.whitespace)
            indentation += block.whitespace
            render(block.defaultContent)
        }
        indentation = saved
    }

    /// Pushes a context, fetching its slot table when it is a view.
    mutating func push(_ value: TemplateValue) {
        if case .object(let view) = value {
            stack.append(Frame(value: value, table: table(for: view)))
        } else {
            stack.append(Frame(value: value, table: []))
        }
    }

    /// The slot table of `view`'s type.
    mutating func table(for view: TemplateView) -> [Int32] {
        let id = view.type
        if id == lastType { return lastTable }
        let table: [Int32]
        if let known = tables[id] {
            table = known
        } else {
            table = program.slotTables.table(for: view.objectType)
            tables[id] = table
        }
        lastType = id
        lastTable = table
        return table
    }
}
