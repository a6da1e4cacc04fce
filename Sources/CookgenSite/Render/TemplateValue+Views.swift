import CookgenTemplate

/// `.of(x)` turns a view's field into what a template sees, chosen by the field's type at
/// compile time: text, flags, numbers, views, lists of them; nil is `.null` (not found).
extension TemplateValue {
    package static func of(_ text: String) -> TemplateValue { .string(text) }
    package static func of(_ text: String?) -> TemplateValue { text.map(TemplateValue.string) ?? .null }
    package static func of(_ flag: Bool) -> TemplateValue { .bool(flag) }
    package static func of(_ number: Int) -> TemplateValue { .int(number) }
    package static func of(_ texts: [String]) -> TemplateValue { .list(texts.map(TemplateValue.string)) }
    package static func of(_ value: TemplateValue) -> TemplateValue { value }
    package static func of(_ view: some TemplateObject) -> TemplateValue { .object(view) }
    package static func of<View: TemplateObject>(_ view: View?) -> TemplateValue { view.map { .object($0) } ?? .null }
    package static func of<View: TemplateObject>(_ views: [View]) -> TemplateValue { .list(views.map { .object($0) }) }
}
