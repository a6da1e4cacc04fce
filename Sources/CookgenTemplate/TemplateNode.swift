/// One step of a compiled template. Names are already resolved to interned keys and
/// partials and blocks to numbers, so rendering compares no strings but dictionary keys.
enum TemplateNode: Sendable {
    /// Literal text.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplatePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(TemplatePath, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case inverted(TemplatePath, [TemplateNode])
    /// `{{>name}}`: partial number, and the indentation of a standalone tag ("" inline).
    case partial(Int, indentation: String)
    /// `{{<name}}…{{/name}}`: a partial with block overrides.
    case parent(ParentNode)
    /// `{{$name}}…{{/name}}` outside a parent call: a block that callers may override.
    case block(BlockNode)
}

/// A `{{<parent}}` call: the partial, its indentation and the blocks it overrides.
final class ParentNode: Sendable {
    /// The partial's number.
    let partial: Int
    /// Whitespace before the tag; the partial's lines are indented by it.
    let indentation: String
    /// Block number → the content that replaces the block's default.
    let overrides: [Int: [TemplateNode]]

    init(partial: Int, indentation: String, overrides: [Int: [TemplateNode]]) {
        self.partial = partial
        self.indentation = indentation
        self.overrides = overrides
    }
}

/// A `{{$block}}` expansion site with its default content.
final class BlockNode: Sendable {
    /// The block's number.
    let block: Int
    /// The content used when no caller overrides the block.
    let defaultContent: [TemplateNode]
    /// Whitespace before the tag when nothing else precedes it on the line.
    let whitespace: String
    /// For a standalone opening tag: the indentation of the default content's first line,
    /// which an override's lines take (the spec's "intrinsic indentation"); nil otherwise.
    let intrinsicIndentation: String?

    init(block: Int, defaultContent: [TemplateNode], whitespace: String, intrinsicIndentation: String?) {
        self.block = block
        self.defaultContent = defaultContent
        self.whitespace = whitespace
        self.intrinsicIndentation = intrinsicIndentation
    }
}

/// A name as written in a tag, split and interned: `.`, `a`, `a.b.c` or `.a` (top only).
struct TemplatePath: Sendable {
    /// Where the first key is looked up.
    enum Scope: Sendable {
        /// `{{.}}`: the top of the context stack itself.
        case implicit
        /// The context stack from top to bottom.
        case stack
        /// `{{.a}}`: the top of the stack only.
        case top
    }

    /// Where the first key is looked up.
    let scope: Scope
    /// The keys, in order; empty for `.`.
    let keys: [TemplateKey]
}

/// One part of a dotted name: its interned number and, for dictionaries, its text.
struct TemplateKey: Sendable {
    /// Index into the library's key table.
    let id: Int
    /// The key itself.
    let name: String
}
