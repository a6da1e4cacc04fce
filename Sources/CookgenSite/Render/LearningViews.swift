import CookgenSupport
import CookgenModel
import CookgenContent
/// View models of guides, quizzes and adult steps: what templates see.

/// "Needs an adult" on a step, with the reasons in words: `text` is the full accessible sentence.
package struct AdultView: Sendable {
    package var label: String
    package var reasons: String?
    package var text: String
}

/// "Collect 10 points to unlock": a playful badge on guides and recipes; the page stays readable.
package struct UnlockView: Sendable {
    package var points: Int
    package var locked: String
    package var unlocked: String
}

/// A guide in the overview or linked from a recipe.
package struct GuideCardView: Sendable {
    package var title: String
    package var url: String
    package var slug: String
    package var description: String?
    package var unlock: UnlockView?
    package var quizzes: [LinkView]
}

/// A guide page.
package struct GuideView: Sendable {
    package var card: GuideCardView
    package var bodyHTML: String
    package var tags: [String]
}

/// An answer to pick.
package struct AnswerView: Sendable {
    package var index: Int
    package var html: String
    package var correct: Bool
}

/// One question of a quiz page.
package struct QuestionView: Sendable {
    package var number: Int
    package var html: String
    package var answers: [AnswerView]
    package var multiple: Bool
    package var correctList: String
    package var points: Int
    package var pointsText: String
    package var explanationHTML: String?
}

/// A quiz in the overview, or the head of its page.
package struct QuizCardView: Sendable {
    package var title: String
    package var url: String
    package var slug: String
    package var introHTML: String?
    package var introText: String?
    package var questionCount: Int
    package var totalPoints: Int
    package var summary: String
    package var guide: LinkView?
    package var recipe: LinkView?
}
