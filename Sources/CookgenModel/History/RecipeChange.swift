/// One difference between two versions of a recipe, in cooking terms.
public enum RecipeChange: Sendable, Hashable, Codable {
    /// The same ingredient with another amount or unit: `sugar 200 g → 150 g`.
    case amount(from: VersionIngredient, to: VersionIngredient)
    /// A new ingredient.
    case added(VersionIngredient)
    /// An ingredient no longer used.
    case removed(VersionIngredient)
    /// The same amount under another name: `caster sugar → golden caster sugar`.
    case renamed(from: VersionIngredient, to: VersionIngredient)
    /// A new step, numbered as in the newer version.
    case stepAdded(number: Int, text: String)
    /// A step taken out, numbered as in the older version.
    case stepRemoved(number: Int, text: String)
    /// A step reworded, numbered as in the newer version: the words around each change.
    case stepChanged(number: Int, words: [WordRun])
    /// Title, servings, yield, a time, categories or diet forms.
    case field(RecipeField, from: String?, to: String?)
}

/// A fact about a recipe whose change is reported as a whole.
public enum RecipeField: String, Sendable, Hashable, Codable, CaseIterable {
    case title, servings, yield, prepTime = "prep_time", cookTime = "cook_time", totalTime = "total_time", categories, diets
}

/// A run of words in a changed step: kept, added, removed, or an elided stretch of kept words.
public struct WordRun: Sendable, Hashable, Codable {
    /// What happened to the words.
    public enum Kind: String, Sendable, Hashable, Codable { case same, added, removed, elided }
    public var kind: Kind
    public var text: String

    /// Creates a run.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
