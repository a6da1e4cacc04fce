/// View models of guides, quizzes and adult steps: what templates see.

/// "Needs an adult" on a step, with the reasons in words: `text` is the full accessible sentence.
struct AdultView: Sendable {
    var label: String
    var reasons: String?
    var text: String
}

/// "Collect 10 points to unlock": a playful badge on guides and recipes; the page stays readable.
struct UnlockView: Sendable {
    var points: Int
    var locked: String
    var unlocked: String
}

/// A guide in the overview or linked from a recipe.
struct GuideCardView: Sendable {
    var title: String
    var url: String
    var slug: String
    var description: String?
    var unlock: UnlockView?
    var quizzes: [LinkView]
}

/// A guide page.
struct GuideView: Sendable {
    var card: GuideCardView
    var bodyHTML: String
    var tags: [String]
}

/// An answer to pick.
struct AnswerView: Sendable {
    var index: Int
    var html: String
    var correct: Bool
}

/// One question of a quiz page.
struct QuestionView: Sendable {
    var number: Int
    var html: String
    var answers: [AnswerView]
    var multiple: Bool
    var correctList: String
    var points: Int
    var pointsText: String
    var explanationHTML: String?
}

/// A quiz in the overview, or the head of its page.
struct QuizCardView: Sendable {
    var title: String
    var url: String
    var slug: String
    var introHTML: String?
    var introText: String?
    var questionCount: Int
    var totalPoints: Int
    var summary: String
    var guide: LinkView?
    var recipe: LinkView?
}
