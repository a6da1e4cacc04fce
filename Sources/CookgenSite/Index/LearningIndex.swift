import CookgenSupport
import CookgenModel
import CookgenContent
/// Guides and quizzes, and how they relate to recipes and to each other.
public struct LearningIndex: Sendable {
    /// Guides in overview order (`order:`, then title).
    public var guides: [Guide] = []
    /// Quizzes in overview order (`order:`, then title).
    public var quizzes: [Quiz] = []
    /// The guides each recipe links: named in its front matter, sharing a tag, or covering one of its hazards.
    public var guidesOfRecipe: [Slug: [Slug]] = [:]
    /// The quizzes that belong to each guide.
    public var quizzesOfGuide: [Slug: [Slug]] = [:]
    /// The quizzes that belong to each recipe.
    public var quizzesOfRecipe: [Slug: [Slug]] = [:]
    /// Why each step of each recipe needs an adult (empty for steps that do not), in step order.
    /// Read for every recipe only when a guide covers hazards (it links the recipes that have
    /// them); else left to `hazardReader`, for the pages being made.
    public var stepHazards: [Slug: [[Hazard]]] = [:]
    /// Reads the step hazards of a recipe `stepHazards` does not hold.
    package var hazardReader: (@Sendable (Recipe) -> [[Hazard]])?
    /// The guide each quiz belongs to.
    public var guideOfQuiz: [Slug: Slug] = [:]
    /// The recipe each quiz belongs to.
    public var recipeOfQuiz: [Slug: Slug] = [:]

    /// A guide by slug.
    public func guide(_ slug: Slug) -> Guide? { guides.first { $0.slug == slug } }
    /// A quiz by slug.
    public func quiz(_ slug: Slug) -> Quiz? { quizzes.first { $0.slug == slug } }
    /// Whether the site has quizzes, so points and unlock badges mean something.
    public var hasQuizzes: Bool { !quizzes.isEmpty }
}

extension LearningIndex {
    /// Whether the site has guide pages.
    public var hasGuides: Bool { !guides.isEmpty }
}
