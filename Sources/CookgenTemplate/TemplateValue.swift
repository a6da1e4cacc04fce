/// A value a template shows, tests or iterates: what a name resolves to.
///
/// Typed views are `.object`s answering by slot (see ``TemplateObject``); UI strings and
/// other tables are `.dictionary`s looked up by key. `.null` counts as "not found", so a
/// name whose value is `.null` keeps being looked up further down the context stack, as
/// swift-mustache does for a view answering `nil`.
package enum TemplateValue: Sendable {
    /// Nothing: renders as nothing, is false in sections, is skipped in lookups.
    case null
    /// A flag: `{{#x}}` renders its content when true, without pushing a context.
    case bool(Bool)
    /// A whole number, printed like Swift prints it.
    case int(Int)
    /// A decimal number, printed like Swift prints it (`1.5`, `2.0`).
    case double(Double)
    /// Text; escaped for HTML by `{{x}}`, raw with `{{{x}}}` or `{{&x}}`. Even `""` is true.
    case string(String)
    /// Items: `{{#x}}` renders its content once per item; empty is false.
    case list([TemplateValue])
    /// A table looked up by key, such as the UI strings (`{{t.nav_home}}`).
    case dictionary([String: TemplateValue])
    /// A typed view, looked up by slot instead of by name.
    case object(any TemplateObject)
}

extension TemplateValue {
    /// `.string(text)`, or `.null` when `text` is nil.
    package init(_ text: String?) {
        self = text.map(TemplateValue.string) ?? .null
    }

    /// `.object(view)`, or `.null` when `view` is nil.
    package init(_ view: (some TemplateObject)?) {
        self = view.map { .object($0) } ?? .null
    }

    /// A list of typed views.
    package static func list(_ views: [some TemplateObject]) -> TemplateValue {
        .list(views.map { .object($0) })
    }

    /// Whether this is `.null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension TemplateValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `.null`.
    package init(nilLiteral: ()) { self = .null }
    /// `.bool`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.int`.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// `.double`.
    package init(floatLiteral value: Double) { self = .double(value) }
    /// `.string`.
    package init(stringLiteral value: String) { self = .string(value) }
    /// `.list`.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// `.dictionary`; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
