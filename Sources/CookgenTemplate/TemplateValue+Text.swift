extension TemplateValue {
    /// The text `{{x}}` shows before HTML escaping: what swift-mustache 2.x prints for the
    /// equivalent Swift value (`String(describing:)`), so pages stay byte-identical.
    ///
    /// `true`/`false`; `42`; `1.5`, `2.0`; a list as Swift prints an array (`["a", "b"]`);
    /// a view as Swift describes it; `.null` as nothing.
    package var text: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(describing: value)
        case .string(let value): value
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .list, .dictionary: String(describing: anyValue)
        case .object(let view): String(describing: view.object)
        }
    }

    /// The plain Swift value this stands for, as swift-mustache would hold it.
    var anyValue: Any {
        switch self {
        case .null: Optional<Any>.none as Any
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .list(let items): items.map(\.anyValue)
        case .dictionary(let table): table.mapValues(\.anyValue)
        case .object(let view): view.object
        }
    }
}
