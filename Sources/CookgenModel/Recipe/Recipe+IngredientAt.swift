import CookgenSupport
extension Recipe {
    /// The ingredient at `index` of `ingredients`, found without building that flat list, which
    /// writers did once per step item: quadratic on a Cooklang step of 30,000 ingredients.
    public func ingredient(at index: Int) -> Ingredient? {
        guard index >= 0 else { return nil }
        var rest = index
        for group in ingredientGroups {
            if rest < group.items.count { return group.items[rest] }
            rest -= group.items.count
        }
        return nil
    }
}
