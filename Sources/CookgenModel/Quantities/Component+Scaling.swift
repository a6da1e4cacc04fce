import CookgenSupport
/// Scaling the amount of a recipe used inside another.
extension Component {
    /// The component with its amount scaled by `factor` (a fixed amount stays).
    public func scaled(by factor: Double) -> Component {
        var result = self
        result.quantity = quantity?.scaled(by: factor)
        return result
    }
}
