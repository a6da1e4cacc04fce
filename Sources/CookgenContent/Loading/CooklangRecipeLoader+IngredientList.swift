import CookgenSupport
import CookgenModel
package extension CooklangRecipeLoader {
    /// What a section of a `.cook` file is: part of the method, or an ingredient list.
    enum SectionRole: Equatable {
        case method
        /// `= Ingredients` (group nil) or `= Ingredients: For the dough` holding only ingredients.
        case ingredientList(group: String?)
    }

    /// A section called `Ingredients`, or `Ingredients: <group>`, whose steps hold nothing but
    /// ingredients (and commas or spaces between them) lists ingredients; it is not a step.
    /// This is how `cookgen export --format cook` writes the ingredients of a Markdown recipe.
    static func role(of section: StepSection) -> SectionRole {
        guard let title = section.title?.trimmed else { return .method }
        let lower = title.lowercased()
        let group: String?
        if lower == "ingredients" {
            group = nil
        } else if lower.hasPrefix("ingredients:") {
            group = String(title.dropFirst("ingredients:".count)).trimmed.nonEmpty
        } else {
            return .method
        }
        let onlyIngredients = !section.steps.isEmpty && section.blocks.allSatisfy { block in
            guard case .step(let step) = block else { return false }
            return step.items.allSatisfy { item in
                switch item {
                case .ingredient: true
                case .text(let text): text.allSatisfy { $0.isWhitespace || $0 == "," || $0 == ";" }
                case .cookware, .timer: false
                }
            }
        }
        return onlyIngredients ? .ingredientList(group: group) : .method
    }

    /// The title an ingredient group made from this section gets.
    static func groupTitle(of section: StepSection) -> String? {
        if case .ingredientList(let group) = role(of: section) { return group }
        return section.title
    }
}
