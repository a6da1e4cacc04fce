import CookgenSupport
/// One recipe put on the shopping list, with how many times its amounts are wanted.
///
/// ```swift
/// ShoppingEntry(slug: Slug("margherita-pizza"), factor: 2)   // two batches
/// ```
public struct ShoppingEntry: Sendable, Hashable, Codable {
    /// The recipe.
    public var slug: Slug
    /// How many batches: 2 doubles every amount, 0.5 halves it.
    public var factor: Double

    /// Creates an entry; one batch unless told otherwise.
    public init(slug: Slug, factor: Double = 1) {
        self.slug = slug
        self.factor = factor
    }
}
