/// A typed view a template reads by slot rather than by name.
///
/// A compiled template resolves each name to a slot once per concrete type and keeps the
/// answer, so rendering calls `templateValue(at:)` with an array index and never compares
/// strings. Answer `.null` for an absent optional: lookup then goes on down the context
/// stack, exactly as swift-mustache does when a view's `child(named:)` answers `nil`.
///
/// ```swift
/// extension LinkView: TemplateObject {
///     static let templateKeys = ["name", "url"]
///     func templateValue(at slot: Int) -> TemplateValue {
///         switch slot {
///         case 0: .string(name)
///         default: .string(url)
///         }
///     }
/// }
/// ```
public protocol TemplateObject: Sendable {
    /// The names this type answers, fixed for the type; a name's position is its slot.
    static var templateKeys: [String] { get }
    /// The value of `templateKeys[slot]`.
    func templateValue(at slot: Int) -> TemplateValue
    /// What tells this view from every other view of its type, when its rendering as a list item
    /// may be reused (see ``TemplateMemo``): within one memo's life, two views of the type with
    /// the same key must be the same view. Nil (the default): always rendered.
    var templateMemoKey: String? { get }
}

public extension TemplateObject {
    var templateMemoKey: String? { nil }
}
