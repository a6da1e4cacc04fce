/// A value a template shows, tests or iterates: what a name resolves to.
///
/// Typed views are `.object`s answering by slot (see ``TemplateObject``); UI strings and
/// other tables are `.dictionary`s looked up by key. `.null` counts as "not found", so a
/// name whose value is `.null` keeps being looked up further down the context stack, as
/// swift-mustache does for a view answering `nil`.
public enum TemplateValue: Sendable {
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
    /// Text as UTF-8 bytes, such as a template already rendered (the layout's `content`):
    /// shown, tested and pushed as `.string` of the same text is, without being made a string.
    case utf8([UInt8])
    /// Items: `{{#x}}` renders its content once per item; empty is false.
    case list([TemplateValue])
    /// A table looked up by key, such as the UI strings (`{{t.nav_home}}`).
    case dictionary([String: TemplateValue])
    /// A typed view, looked up by slot instead of by name; make one with `.object(view)`.
    case object(TemplateView)
}

/// A typed view as a template value holds it: by reference, so that copying a value (the
/// renderer copies them on every lookup and push) is one retain rather than a copy of the
/// view's fields through its existential. The view is stored in the object itself
/// (``TypedTemplateView``): one allocation per view made into a value. Public, with
/// `TemplateValue.object(_:)` inlinable, so the modules making views specialize it (a `package`
/// inlinable generic is not specialized elsewhere, as of Swift 6.3) and find the class's
/// metadata for a view type once rather than per view.
public class TemplateView: @unchecked Sendable {
    /// Its type, which picks the slot table.
    let type: ObjectIdentifier

    init(type: ObjectIdentifier) {
        self.type = type
    }

    /// The view.
    public var object: any TemplateObject { fatalError("TemplateView is abstract") }

    /// The view's type, for its slot table.
    var objectType: any TemplateObject.Type { fatalError("TemplateView is abstract") }

    /// The view's value at `slot`.
    func value(at slot: Int) -> TemplateValue { fatalError("TemplateView is abstract") }

    /// The view's key when its rendering may be reused (``TemplateObject/templateMemoKey``).
    var memoKey: String? { nil }
}

/// A ``TemplateView`` of one concrete view type.
public final class TypedTemplateView<View: TemplateObject>: TemplateView, @unchecked Sendable {
    let view: View

    public init(_ view: View) {
        self.view = view
        super.init(type: ObjectIdentifier(View.self))
    }

    public override var object: any TemplateObject { view }
    override var objectType: any TemplateObject.Type { View.self }
    override func value(at slot: Int) -> TemplateValue { view.templateValue(at: slot) }
    override var memoKey: String? { view.templateMemoKey }
}

extension TemplateValue {
    /// `.string(text)`, or `.null` when `text` is nil.
    package init(_ text: String?) {
        self = text.map(TemplateValue.string) ?? .null
    }

    /// A typed view.
    @inlinable
    public static func object(_ view: some TemplateObject) -> TemplateValue {
        .object(TypedTemplateView(view))
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
    public init(nilLiteral: ()) { self = .null }
    /// `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `.list`.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// `.dictionary`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
