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
        var scaled: Recipe
        if let factor {
            scaled = recipe.scaled(by: factor)
        } else if let servings {
            guard let s = recipe.scaled(toServings: servings) else {
                throw CommandFailure("\(file) does not say how many servings it makes; use --factor or --ingredient instead")
            }
            scaled = s
        } else {
            do {
                scaled = try recipe.scaled(toHave: AvailableAmount(parsing: ingredient ?? ""))
            } catch {
                throw CommandFailure("\(error)")
            }
        }
        if let units { scaled = scaled.converted(to: units == .us ? .us : .metric) }
        try Output.write(IngredientListText.text(scaled, original: recipe), to: nil)
    }
}

/// An ingredient list as plain text, groups as headings.
enum IngredientListText {
    static func text(_ recipe: Recipe, original: Recipe) -> String {
        var lines = [recipe.title + servingsNote(recipe, original: original)]
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

    private static func servingsNote(_ recipe: Recipe, original: Recipe) -> String {
        switch (original.metadata.servings, recipe.metadata.servings) {
        case (let a?, let b?) where a != b: " (\(b) servings, was \(a))"
        case (_, let b?): " (\(b) servings)"
        default: recipe.metadata.yield.map { " (makes \($0))" } ?? ""
        }
    }
}
