import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen scale`: the ingredient list of one recipe, scaled and optionally converted.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Print the ingredients of a recipe, scaled.",
        discussion: """
            Scale by a factor, to a number of servings, or so that one ingredient reaches the amount \
            you have: --ingredient "flour=400 g". Fixed amounts (Cooklang =) stay as they are.
            """)

    @Argument(help: "The recipe file (.md or .cook).")
    var file: String

    @Option(name: .long, help: "Multiply every amount by this factor.")
    var factor: Double?

    @Option(name: .long, help: "Scale to this many servings.")
    var servings: Int?

    @Option(name: .long, help: "Scale so this ingredient reaches the amount you have, e.g. \"flour=400 g\".")
    var ingredient: String?

    @Option(name: .long, help: "Convert to metric or us units.")
    var units: UnitSystem?

    enum UnitSystem: String, ExpressibleByArgument, CaseIterable {
        case metric, us
    }

    func validate() throws {
        let chosen = [factor != nil, servings != nil, ingredient != nil].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give exactly one of --factor, --servings or --ingredient") }
        if let factor, !(factor > 0 && factor.isFinite) { throw ValidationError("--factor must be a positive number") }
        if let servings, servings < 1 { throw ValidationError("--servings must be at least 1") }
    }

    func run() throws {
        let recipe = try RecipeArgument.load(file)
        let by: Double
        if let factor {
            by = factor
        } else if let servings {
            guard let stated = recipe.metadata.servings, stated > 0 else {
                throw CommandFailure("\(file) does not say how many servings it makes; use --factor or --ingredient instead")
            }
            by = Double(servings) / Double(stated)
        } else {
            do {
                let have = try AvailableAmount(parsing: ingredient ?? "")
                by = try recipe.scalingFactor(toHave: have.quantity, unit: have.unit, of: have.ingredient)
            } catch {
                throw CommandFailure("\(error)")
            }
        }
        var scaled = recipe.scaled(by: by)
        if let units { scaled = scaled.converted(to: units == .us ? .us : .metric) }
        try Output.write(IngredientListText.text(scaled, original: recipe, factor: by), to: nil)
    }
}

/// An ingredient list as plain text, groups as headings.
enum IngredientListText {
    static func text(_ recipe: Recipe, original: Recipe, factor: Double) -> String {
        var lines = [recipe.title + servingsNote(recipe, original: original, factor: factor)]
        for group in recipe.ingredientGroups {
            lines.append("")
            if let title = group.title { lines.append(title + ":") }
            for i in group.items { lines.append("- " + line(i)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(_ i: Ingredient) -> String {
        let amount = [i.quantity.map { $0.rounded(forUnit: i.unit).formatted() } ?? i.quantityText, i.unit].compactMap { $0 }.joined(separator: " ")
        var text = [amount, i.name].filter { !$0.isEmpty }.joined(separator: " ")
        if let note = i.note { text += ", " + note }
        if i.quantity?.fixed == true { text += " (fixed)" }
        return text
    }

    /// `(1⅓ servings, was 2)`: the servings the amounts are for, exactly — the recipe's
    /// `servings` is a whole number, which `1⅓` is not.
    private static func servingsNote(_ recipe: Recipe, original: Recipe, factor: Double) -> String {
        guard let stated = original.metadata.servings else { return recipe.metadata.yield.map { " (makes \($0))" } ?? "" }
        let now = Double(stated) * factor
        if abs(now - Double(stated)) < Quantity.snapTolerance { return " (\(servings(now)))" }
        return " (\(servings(now)), was \(stated))"
    }

    /// `1 serving`, `1⅓ servings`, `2½ servings`.
    static func servings(_ n: Double) -> String {
        Quantity.formatCount(n) + (PluralRule(language: "en").isOne(n) ? " serving" : " servings")
    }
}
