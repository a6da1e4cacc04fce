import CookgenSupport
/// Scaling a whole ingredient line.
extension Ingredient {
    /// The ingredient with its quantity scaled by `factor`.
    ///
    /// An amount written in words ("a pinch", "two") keeps its words only at factor 1:
    /// scaled, the number is what is true ("2 pinches"), so `quantityText` is dropped.
    /// Vague amounts ("some", "适量") have no number and stay as they are.
    public func scaled(by factor: Double) -> Ingredient {
        guard let quantity else { return self }
        var result = self
        result.quantity = quantity.scaled(by: factor)
        if result.quantity != quantity { result.quantityText = nil }
        return result
    }
}
