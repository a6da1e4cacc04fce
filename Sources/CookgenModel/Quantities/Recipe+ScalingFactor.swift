import CookgenSupport
/// Finding the factor that makes one ingredient reach the amount the cook has.
extension Recipe {
    /// The factor that scales the recipe so `ingredient` needs `amount` in `unit` (nil: a plain count).
    ///
    /// - The ingredient is found by `IngredientKey` (`Flour`, `flour, sifted` and `flours` are
    ///   one); when no name has that key, a name ending in it is used if it is the only one
    ///   (`flour` finds `strong white bread flour`).
    /// - Every line of that ingredient with an amount counts: 300 g in the dough and 100 g
    ///   in the topping need 400 g. Amounts are compared in the unit given, converted with
    ///   `UnitConversion` (through `DensityTable` between weight and volume, never guessed);
    ///   lines that cannot be compared (a handful for dusting) are left out, unless no line can.
    /// - A range counts with its upper end, so the cook never needs more than they have.
    /// - Fixed amounts do not scale, so they are taken off what the cook has first.
    public func scalingFactor(toHave amount: Quantity, unit: Unit?, of ingredient: String) throws(ScalingError) -> Double {
        let haveText = amount.formatted() + (unit.map { " \($0.id)" } ?? "")
        let have = amount.low
        guard have.isFinite, have > 0 else { throw .notPositive(ingredient: ingredient, amount: haveText) }
        let matches = try lines(of: ingredient)
        let measured = matches.filter { $0.quantity != nil }
        guard let first = measured.first else { throw .noAmount(matches[0].name) }
        var scalable = 0.0
        var fixed = 0.0
        var compared = false
        for line in measured {
            guard let quantity = line.quantity,
                  let ratio = Self.ratio(from: line.unit, to: unit, ingredient: line.name) else { continue }
            compared = true
            let most = (quantity.high ?? quantity.low) * ratio
            if quantity.fixed { fixed += most } else { scalable += most }
        }
        guard compared else {
            throw .incompatibleUnits(ingredient: first.name, have: haveText, recipe: first.unit ?? "a plain count")
        }
        guard scalable > 0 else {
            if fixed > 0 { throw .onlyFixed(first.name) }
            throw .noAmount(first.name)
        }
        guard have > fixed else {
            let fixedText = Quantity(fixed).formatted() + (unit.map { " \($0.id)" } ?? "")
            throw .notEnough(ingredient: first.name, have: haveText, fixed: fixedText)
        }
        return (have - fixed) / scalable
    }

    /// The ingredient lines named `name`: by key, else the one name that ends in the key.
    private func lines(of name: String) throws(ScalingError) -> [Ingredient] {
        let key = IngredientKey(name)
        let all = ingredients.filter { !$0.name.trimmed.isEmpty }
        let exact = all.filter { IngredientKey($0.name) == key }
        if !exact.isEmpty { return exact }
        let endings = all.filter { IngredientKey($0.name).rawValue.hasSuffix(" " + key.rawValue) }
        if !key.isEmpty, Set(endings.map { IngredientKey($0.name) }).count == 1 { return endings }
        var names: [String] = []
        for line in all where !names.contains(line.name) { names.append(line.name) }
        throw .noSuchIngredient(name, suggestion: Self.closest(to: key, in: names, endings: endings), known: names)
    }

    /// A name the cook probably meant: one ending in the key, else the nearest by spelling,
    /// as a whole or by its last word (`flor` is probably `plain flour`).
    private static func closest(to key: IngredientKey, in names: [String], endings: [Ingredient]) -> String? {
        if let ending = endings.first { return ending.name }
        var byKey: [String: String] = [:]
        var byLastWord: [String: String] = [:]
        for name in names {
            let nameKey = IngredientKey(name).rawValue
            if byKey[nameKey] == nil { byKey[nameKey] = name }
            if let last = nameKey.split(separator: " ").last.map(String.init), byLastWord[last] == nil { byLastWord[last] = name }
        }
        if let whole = EditDistance.suggestion(for: key.rawValue, in: Array(byKey.keys)) { return byKey[whole] }
        return EditDistance.suggestion(for: key.rawValue, in: Array(byLastWord.keys)).flatMap { byLastWord[$0] }
    }

    /// How many of `target` one of the unit written as `text` is; nil when they cannot be compared.
    package static func ratio(from text: String?, to target: Unit?, ingredient: String) -> Double? {
        let written = text?.trimmed ?? ""
        guard let target else { return written.isEmpty ? 1 : nil }
        guard let unit = UnitTable.unit(named: written) else { return nil }
        if unit.id == target.id { return 1 }
        return UnitConversion.convert(Quantity(1), from: unit, to: target, ingredient: ingredient)?.low
    }
}
