import CookgenSupport
/// Something worth telling the cook about expanding the recipes a recipe uses, such as an
/// amount that could not be compared with the used recipe and counted as one batch.
public struct ExpansionNote: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The recipe whose use of another is meant.
    public var recipe: Slug
    /// The recipe used, when the note is about one.
    public var component: Slug?
    /// What happened, in a sentence.
    public var message: String

    /// Creates a note.
    public init(recipe: Slug, component: Slug?, message: String) {
        self.recipe = recipe
        self.component = component
        self.message = message
    }

    /// `margherita-pizza: …`.
    public var description: String { "\(recipe): \(message)" }

    /// Orders notes by recipe, component and message, so lists of notes are stable.
    public static func < (lhs: ExpansionNote, rhs: ExpansionNote) -> Bool {
        (lhs.recipe.rawValue, lhs.component?.rawValue ?? "", lhs.message)
            < (rhs.recipe.rawValue, rhs.component?.rawValue ?? "", rhs.message)
    }
}
