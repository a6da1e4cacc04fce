import CookgenSupport
/// Why a recipe could not be scaled to the amount of an ingredient the cook has.
///
/// Every case names the ingredient; `message` says what is wrong and `hint` what to do:
///
/// ```swift
/// do { _ = try recipe.scaled(toHave: Quantity(400), unit: .gram, of: "flor") }
/// catch { print(error) }   // the recipe has no ingredient 'flor'; did you mean 'flour'?
/// ```
public enum ScalingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text given is not of the form `name=amount unit` (the text and what is missing).
    case malformed(text: String, problem: String)
    /// The unit after the amount is not a unit cookgen knows.
    case unknownUnit(ingredient: String, unit: String)
    /// No ingredient of the recipe has this name; the closest name, when one is close, and all names.
    case noSuchIngredient(String, suggestion: String?, known: [String])
    /// The ingredient is in the recipe, but without an amount ("salt to taste").
    case noAmount(String)
    /// Every amount of the ingredient is fixed, so it cannot set the scale.
    case onlyFixed(String)
    /// The amount given cannot be compared with the recipe's (`have`, `recipe`: units as written).
    case incompatibleUnits(ingredient: String, have: String, recipe: String)
    /// The amount given is zero, negative or not a number.
    case notPositive(ingredient: String, amount: String)
    /// The amount given does not even cover the ingredient's fixed amount.
    case notEnough(ingredient: String, have: String, fixed: String)

    /// What went wrong, naming the ingredient.
    public var message: String {
        switch self {
        case .malformed(let text, let problem): "'\(text)' \(problem)"
        case .unknownUnit(let ingredient, let unit): "'\(unit)' (the unit given for '\(ingredient)') is not a unit cookgen knows"
        case .noSuchIngredient(let name, let suggestion, _):
            "the recipe has no ingredient '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .noAmount(let name): "'\(name)' has no amount in this recipe, so it cannot set the scale"
        case .onlyFixed(let name): "'\(name)' has a fixed amount in this recipe, which does not scale"
        case .incompatibleUnits(let name, let have, let recipe):
            "the recipe measures '\(name)' in \(recipe), which \(have) cannot be converted to"
        case .notPositive(let name, let amount): "the amount of '\(name)' must be more than 0, not \(amount)"
        case .notEnough(let name, let have, let fixed):
            "\(have) of '\(name)' is not more than the recipe's fixed \(fixed), which does not scale"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .malformed: "write the ingredient, '=' and the amount you have, e.g. 'flour=400 g'"
        case .unknownUnit: "use a unit such as g, kg, ml, l, tsp, tbsp, cup, oz or lb, or none for a count ('eggs=3')"
        case .noSuchIngredient(_, _, let known):
            known.isEmpty ? "this recipe has no ingredients to scale by"
                : "name one of its ingredients: " + known.joined(separator: ", ")
        case .noAmount, .onlyFixed: "scale by another ingredient, or by servings or a factor"
        case .incompatibleUnits(_, _, let recipe):
            "give the amount in \(recipe), or in a unit of the same kind (weight for weight, volume for volume)"
        case .notPositive: "give an amount above 0, e.g. 'flour=400 g'"
        case .notEnough: "give a larger amount, or scale by another ingredient"
        }
    }

    /// The message and the hint, as one line.
    public var description: String { "\(message) (\(hint))" }
}
